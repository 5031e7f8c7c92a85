import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@school/contract/constants';

/** What an empty list or section shows in its place: one quiet line in an outlined box. */
export function NoData({ message = MESSAGES.noData }: { message?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
      <Typography color="text.secondary">{message}</Typography>
    </Paper>
  );
}
