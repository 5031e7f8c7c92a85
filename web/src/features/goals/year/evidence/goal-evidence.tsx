import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { GOAL_YEAR_MESSAGES } from '@school/contract/goals/goal-year-rules';
import type { GoalYearAbilities } from '@school/contract/goals/goal-year-rules';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { ExplainedButton } from '../../../../components/explained-button';
import { formatDisplayDateTime } from '../../../../lib/dates';
import { type Evidence, openEvidence, useDeleteEvidence } from '../../api/goal-evidence';
import { goalSettingQuery } from '../../api/goal-settings';
import type { Goal } from '../../api/goals';
import { UploadEvidenceDialog } from './upload-evidence-dialog';

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

interface Props {
  goal: Goal;
  number: number;
  /** The setter's abilities: Upload Evidences is offered (or explained) only with them. */
  abilities?: Pick<GoalYearAbilities, 'uploadEvidence'>;
}

/**
 * A goal's evidence in its Goal Feedback tab: each PDF opens in a new tab; the setter uploads and removes (what the
 * server marks deletable, after a confirmation); everyone else reads.
 */
export function GoalEvidence({ goal, number, abilities }: Props) {
  const [uploading, setUploading] = useState(false);
  const [removing, setRemoving] = useState<Evidence | null>(null);
  const remove = useDeleteEvidence();
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle1" component="h4">
        Evidences
      </Typography>
      {goal.evidences.length === 0 ? (
        <Typography color="text.secondary">{GOAL_YEAR_MESSAGES.evidenceEmpty}</Typography>
      ) : (
        <List dense disablePadding aria-label={`Evidences of goal ${number}`}>
          {goal.evidences.map((evidence) => (
            <ListItem
              key={evidence.id}
              disableGutters
              secondaryAction={
                evidence.deletable && (
                  <IconButton
                    edge="end"
                    aria-label={`Remove ${evidence.fileName}`}
                    onClick={() => setRemoving(evidence)}
                  >
                    <DeleteIcon />
                  </IconButton>
                )
              }
              sx={{ alignItems: 'flex-start', pr: evidence.deletable ? 6 : 0 }}
            >
              <PictureAsPdfIcon color="error" sx={{ mr: 1, mt: 0.25 }} aria-hidden />
              <Box sx={{ minWidth: 0 }}>
                <Link
                  component="button"
                  type="button"
                  onClick={() => void openEvidence(evidence)}
                  sx={{ textAlign: 'left', overflowWrap: 'anywhere' }}
                >
                  {evidence.fileName}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {sizeText(evidence.size)} · {formatDisplayDateTime(evidence.createdOn)}
                </Typography>
                {evidence.comment && (
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                    {evidence.comment}
                  </Typography>
                )}
              </Box>
            </ListItem>
          ))}
        </List>
      )}
      {abilities && (
        <Box>
          <ExplainedButton
            variant="outlined"
            disabledReason={abilities.uploadEvidence.reason}
            reasonShown="beside"
            onClick={() => setUploading(true)}
          >
            Upload Evidences
          </ExplainedButton>
        </Box>
      )}
      {uploading && <UploadEvidenceDialog goalId={goal.id} number={number} onClose={() => setUploading(false)} />}
      <ConfirmDialog
        open={removing !== null}
        message={`Remove the evidence ${removing?.fileName ?? ''}? The file is deleted.`}
        confirmLabel="Remove"
        onConfirm={() => (removing ? remove.mutateAsync(removing.id) : undefined)}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}

/** The setter's view of a goal's evidence: the setting's goal year abilities come with the setting already read. */
export function SetterGoalEvidence({ settingId, ...props }: Omit<Props, 'abilities'> & { settingId: number }) {
  const { data: setting } = useQuery(goalSettingQuery(settingId));
  return <GoalEvidence {...props} abilities={setting?.yearAbilities} />;
}
