import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { type FeedbackKind, settingFeedbackQuery } from '../../api/goal-feedback';
import { FeedbackPanel } from './feedback-panel';

interface Props {
  goalSettingFormId: number;
  kind: FeedbackKind;
  title: string;
  /** Shown when the setting has no feedback of this kind (yet). */
  emptyText: string;
}

/** A goal setting's self or peer feedback, one accordion per feedback, under its own heading. */
export function FeedbackSection({ goalSettingFormId, kind, title, emptyText }: Props) {
  const titleId = useId();
  const { data: feedbacks, isPending, error } = useQuery(settingFeedbackQuery(goalSettingFormId, kind));
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ minWidth: 0 }}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {isPending && <CircularProgress size={24} aria-label={`Loading the ${title.toLowerCase()}`} />}
      {error && <Alert severity="error">{error.message}</Alert>}
      {feedbacks && feedbacks.length === 0 && <Typography color="text.secondary">{emptyText}</Typography>}
      {feedbacks && feedbacks.length > 0 && <FeedbackPanel feedbacks={feedbacks} kind={kind} />}
    </Box>
  );
}
