import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import type { FeedbackComment } from '@school/contract/schemas/goals/goal-year';
import { GOAL_FEEDBACK_STATE_LABELS } from '@school/contract/workflows/goal-feedback';
import { DialogCancelButton, ResponsiveDialog } from '../../../../components/responsive-dialog';
import { TimelineEntries } from '../../shared/comments-timeline';

/** A feedback comment's label: the review state it carries when it has one, else the feedback's state. */
const stateLabelOf = (comment: FeedbackComment) => comment.reviewState ?? GOAL_FEEDBACK_STATE_LABELS[comment.state];

/** The Comments dialog of a feedback: its comments as a timeline (author, state, text, age). */
export function FeedbackCommentsDialog({
  comments,
  onClose,
}: {
  comments: readonly FeedbackComment[];
  onClose: () => void;
}) {
  return (
    <ResponsiveDialog open onClose={onClose} title="Comments" maxWidth="sm">
      <DialogContent dividers>
        <TimelineEntries
          entries={comments.map((comment) => ({
            id: comment.id,
            author: comment.createdByName || comment.createdBy || '-',
            stateLabel: stateLabelOf(comment),
            text: comment.comment,
            createdOn: comment.createdOn,
          }))}
        />
      </DialogContent>
      <DialogActions>
        <DialogCancelButton>Close</DialogCancelButton>
      </DialogActions>
    </ResponsiveDialog>
  );
}
