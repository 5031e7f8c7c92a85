import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { GOAL_YEAR_MESSAGES, PEERS } from '@school/contract/goals/goal-year-rules';
import type { GoalFeedback } from '@school/contract/schemas/goals/goal-year';
import { type FormEvent, useId, useState } from 'react';
import { DialogCancelButton, ResponsiveDialog } from '../../../../components/responsive-dialog';
import { serverErrorsOf } from '../../../../lib/form-errors';
import { notify } from '../../../../lib/notify';
import { staffLabels } from '../../../../lib/staff-label';
import { peerCandidatesQuery, useRequestPeer } from '../../api/goal-feedback';

interface Props {
  /** The frequency's SELF feedback (its peers, how many more may be asked). */
  feedback: GoalFeedback;
  onClose: () => void;
}

/**
 * 'Ask peers': the reviewer chooses colleagues of the staff member's school (the server's candidates, less those
 * already asked) up to PEERS.max for the frequency; each is one POST /goal-feedback/peer.
 */
export function AskPeersDialog({ feedback, onClose }: Props) {
  const { data: candidates, isPending, error } = useQuery(peerCandidatesQuery(feedback.goalSettingFormId));
  const request = useRequestPeer();
  const [chosen, setChosen] = useState<number[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const promptId = useId();
  const asked = new Set(feedback.peers.map(({ peer }) => peer.id));
  const open = (candidates ?? []).filter((candidate) => !asked.has(candidate.id));
  // Each colleague with their designation; two of the same name are told apart by it, or by their email where it
  // does not (missing or shared).
  const labels = staffLabels(
    open.map((candidate) => ({ fullName: candidate.name, email: candidate.email, designation: candidate.designation })),
  );
  const room = PEERS.max - feedback.peerCount;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (request.isPending) return;
    if (chosen.length === 0) {
      setProblem(`Choose from ${PEERS.min} to ${room} colleagues.`);
      return;
    }
    // One request per colleague: those asked before a refusal stay asked (the list shows them).
    for (const peerUserId of chosen) {
      try {
        await request.mutateAsync({
          goalSettingFormId: feedback.goalSettingFormId,
          frequencyLabel: feedback.period,
          peerUserId,
        });
        setChosen((current) => current.filter((id) => id !== peerUserId));
      } catch (failure) {
        const { message, fields } = serverErrorsOf(failure, ['peerUserId']);
        setProblem(fields.peerUserId ?? message ?? null);
        return;
      }
    }
    notify.success(GOAL_YEAR_MESSAGES.peerRequested);
    onClose();
  }

  const toggle = (id: number, on: boolean) =>
    setChosen((current) => (on ? [...current, id] : current.filter((other) => other !== id)));

  return (
    <ResponsiveDialog
      open
      title={`Ask peers (${feedback.period})`}
      onClose={request.isPending ? undefined : onClose}
      dirty={chosen.length > 0}
      maxWidth="sm"
      aria-describedby={promptId}
    >
      <form onSubmit={handleSubmit} noValidate>
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText id={promptId} sx={{ mb: 2 }}>
            Choose up to {room} colleague{room === 1 ? '' : 's'} of the staff member's school to rate these goals. The
            staff member sees only the average of their ratings, once {PEERS.anonymityMin} have submitted.
          </DialogContentText>
          {problem && (
            <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
              {problem}
            </Alert>
          )}
          {isPending && <CircularProgress size={24} aria-label="Loading colleagues" />}
          {error && <Alert severity="error">{error.message}</Alert>}
          {candidates && open.length === 0 && (
            <Typography color="text.secondary">No colleague can be asked for this frequency.</Typography>
          )}
          <FormGroup aria-label="Colleagues">
            {open.map((candidate, index) => {
              const checked = chosen.includes(candidate.id);
              return (
                <FormControlLabel
                  key={candidate.id}
                  control={
                    <Checkbox
                      checked={checked}
                      disabled={!checked && chosen.length >= room}
                      onChange={(event) => {
                        toggle(candidate.id, event.target.checked);
                        setProblem(null);
                      }}
                    />
                  }
                  label={
                    labels[index] !== undefined && labels[index] !== candidate.name
                      ? labels[index]
                      : `${candidate.name}${candidate.designation ? ` (${candidate.designation})` : ''}`
                  }
                />
              );
            })}
          </FormGroup>
        </DialogContent>
        <DialogActions>
          <DialogCancelButton disabled={request.isPending} />
          <Button type="submit" variant="contained" disabled={request.isPending}>
            Ask {chosen.length > 0 ? chosen.length : ''} peer{chosen.length === 1 ? '' : 's'}
          </Button>
        </DialogActions>
      </form>
    </ResponsiveDialog>
  );
}
