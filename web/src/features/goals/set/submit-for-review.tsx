import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/**
 * Submit For Review: enabled when the setting's abilities allow it; else it stays focusable, says it is disabled
 * (aria-disabled) and shows the server's reason beside it, visible and as its accessible description.
 */
export function SubmitForReviewButton({ refusal, onClick }: { refusal: string | null; onClick: () => void }) {
  const reasonId = useId();
  if (!refusal) {
    return (
      <Button variant="contained" onClick={onClick}>
        Submit For Review
      </Button>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <Button
        variant="contained"
        aria-disabled="true"
        aria-describedby={reasonId}
        onClick={(event) => event.preventDefault()}
        sx={{ opacity: 0.6, cursor: 'not-allowed' }}
      >
        Submit For Review
      </Button>
      <Typography id={reasonId} variant="body2" color="text.secondary" sx={{ flex: '1 1 14rem' }}>
        {refusal}
      </Typography>
    </Box>
  );
}
