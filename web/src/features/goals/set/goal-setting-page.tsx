import AddIcon from '@mui/icons-material/Add';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { NoData } from '../../../components/no-data';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@school/contract/constants';
import { GOAL_MESSAGES, GOAL_WEIGHT, GOALS_MAX, weightsTotal } from '@school/contract/goals/goal-rules';
import { goalFeedbackOpen } from '@school/contract/workflows/goal-setting';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { Screen } from '../../../lib/routes';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ExplainedButton } from '../../../components/explained-button';
import { PageHeader } from '../../../components/page-header';
import { ApiError } from '../../../lib/http';
import { useAddReviewComment } from '../api/goal-reviews';
import { type GoalSetting, goalSettingQuery, useSubmitGoalSetting } from '../api/goal-settings';
import { type Goal, useDeleteGoal } from '../api/goals';
import { CommentsDialog } from '../shared/comments-dialog';
import { ChooseGoalDialog } from './choose-goal-dialog';
import { GOAL_SET_LIST_PATH } from './goal-set-paths';
import { GoalSettingHeader } from './goal-setting-header';
import { GoalItem } from './goal-item';
import { BLANK_GOAL, type GoalDraft, isNewDraft, useGoalDrafts } from './use-goal-drafts';
import { SetterGoalYear } from '../year/setter-goal-year';

type OpenDialog = { kind: 'library' } | { kind: 'comments' } | { kind: 'submit' } | { kind: 'delete'; goal: Goal };

const byOrder = (a: Goal, b: Goal) => a.sortOrder - b.sortOrder || a.id - b.id;

function GoalSettingScreen({ setting }: { setting: GoalSetting }) {
  const { drafts, restored, put, drop, start } = useGoalDrafts(setting.id, setting.goals);
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set(drafts.map((draft) => draft.key)));
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const submit = useSubmitGoalSetting(setting.id);
  const remove = useDeleteGoal();
  const addComment = useAddReviewComment();
  const close = () => setDialog(null);

  // Why the goals cannot be changed (the state, the window, someone else's goals), as the server answers it.
  const { allowed: editable, reason: lockReason } = setting.abilities.editGoals;
  const feedbackOpen = goalFeedbackOpen(setting.goalSettingState);
  const goals = [...setting.goals].sort(byOrder);
  const newDrafts = editable ? drafts.filter((draft) => isNewDraft(draft.key)) : [];
  const draftOf = (goal: Goal) => (editable ? drafts.find((draft) => draft.key === String(goal.id)) : undefined);
  const unsaved = editable && drafts.length > 0;
  const total = weightsTotal([
    ...goals.map((goal) => ({ weightage: Number(draftOf(goal)?.values.weightage ?? goal.weightage) || 0 })),
    ...newDrafts.map((draft) => ({ weightage: Number(draft.values.weightage) || 0 })),
  ]);
  const full = goals.length + newDrafts.length >= GOALS_MAX;
  const refusal = unsaved ? GOAL_MESSAGES.unsavedGoals : setting.abilities.submitForReview.reason;

  const setOpen = (key: string, open: boolean) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (open) next.add(key);
      else next.delete(key);
      return next;
    });
  function startGoal(values: GoalDraft['values']) {
    setOpen(start(values), true);
  }

  const itemProps = (key: string) => ({
    settingId: setting.id,
    editable,
    feedbackOpen,
    expanded: expanded.has(key),
    onExpandedChange: (open: boolean) => setOpen(key, open),
    onDraftChange: put,
    onDraftDone: (doneKey: string, savedId?: number) => {
      drop(doneKey);
      if (savedId !== undefined) setOpen(String(savedId), true);
    },
    onDelete: (goal: Goal) => setDialog({ kind: 'delete', goal }),
  });

  return (
    <>
      <GoalSettingHeader
        setting={setting}
        total={total}
        unsaved={unsaved}
        onComments={() => setDialog({ kind: 'comments' })}
        actions={
          <ExplainedButton
            variant="contained"
            disabledReason={refusal}
            reasonShown="beside"
            onClick={() => setDialog({ kind: 'submit' })}
          >
            Submit For Review
          </ExplainedButton>
        }
      />
      <Box component="section" aria-labelledby="goals-title">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
          <Typography id="goals-title" component="h2" variant="h6" sx={{ fontWeight: 600, flexGrow: 1 }}>
            Goals
          </Typography>
          <Button
            variant="outlined"
            startIcon={<LibraryBooksIcon />}
            disabled={!editable || full}
            onClick={() => setDialog({ kind: 'library' })}
          >
            Add from library
          </Button>
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            disabled={!editable || full}
            onClick={() => startGoal(BLANK_GOAL)}
          >
            Add blank goal
          </Button>
        </Box>
        {lockReason && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {lockReason}
          </Alert>
        )}
        {editable && full && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {GOAL_MESSAGES.tooManyGoals}
          </Alert>
        )}
        {editable && restored && drafts.length > 0 && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {GOAL_MESSAGES.draftRestored}
          </Alert>
        )}
        {editable && goals.length + newDrafts.length > 0 && (
          // While a weight is typed further down (on a phone the keyboard takes half the screen), the head's total is
          // scrolled away: this copy stays under the app bar. The head's status announces the total to screen
          // readers, so this one is hidden from them.
          <Typography
            aria-hidden="true"
            sx={{
              position: 'sticky',
              top: { xs: 56, sm: 64 },
              zIndex: 2,
              bgcolor: 'background.default',
              py: 1,
              mb: 1,
              fontWeight: 600,
              color: total === GOAL_WEIGHT.total ? 'success.dark' : 'warning.dark',
            }}
          >
            {GOAL_MESSAGES.weightsLine(total)}
          </Typography>
        )}
        {goals.length === 0 && newDrafts.length === 0 ? (
          <NoData message={GOAL_MESSAGES.noGoals} />
        ) : (
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1fr)' }}>
            {goals.map((goal, index) => (
              <GoalItem
                key={goal.id}
                number={index + 1}
                goal={goal}
                draft={draftOf(goal)}
                {...itemProps(String(goal.id))}
              />
            ))}
            {newDrafts.map((draft, index) => (
              <GoalItem key={draft.key} number={goals.length + index + 1} draft={draft} {...itemProps(draft.key)} />
            ))}
          </Box>
        )}
      </Box>
      <SetterGoalYear setting={setting} />
      {dialog?.kind === 'library' && (
        <ChooseGoalDialog
          onClose={close}
          onChoose={(item) => {
            close();
            startGoal({
              goalDetails: item.Goal_Description,
              weightage: 0,
              measurementUnit: item.Measure_Unit,
              evidence: item.Evidence,
              libraryItemId: item.id,
            });
          }}
        />
      )}
      {dialog?.kind === 'comments' && (
        <CommentsDialog
          open
          onClose={close}
          comments={setting.reviewComments}
          onAdd={
            setting.goalReview
              ? (reviewComment) =>
                  addComment.mutateAsync({
                    reviewComment,
                    reviewState: setting.goalReview?.reviewState,
                    goalReviewId: setting.goalReview?.id ?? 0,
                  })
              : undefined
          }
        />
      )}
      {dialog?.kind === 'submit' && (
        <ConfirmDialog
          open
          title="Submit For Review"
          message={GOAL_MESSAGES.submitConfirm}
          confirmLabel="Submit"
          onClose={close}
          onConfirm={() => submit.mutateAsync(setting.version)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          open
          title="Delete goal"
          message={GOAL_MESSAGES.deleteGoalConfirm}
          confirmLabel="Delete"
          onClose={close}
          onConfirm={async () => {
            await remove.mutateAsync(dialog.goal.id);
            drop(String(dialog.goal.id));
          }}
        />
      )}
    </>
  );
}

/**
 * The setter's goal screen (/goals/set/:id): the setting's head (period, role, state, setup
 * window, weights total, comments, Submit For Review) and its goals as expandable panels. Every change follows the
 * setting's abilities; every refusal of the server is shown as it is.
 */
export default function GoalSettingPage({ screen }: { screen: Screen }) {
  const { id = '' } = useParams();
  const { data: setting, isPending, error } = useQuery(goalSettingQuery(id));
  return (
    <>
      <PageHeader
        title={screen.title}
        breadcrumbs={[
          { label: 'Home', href: '/dashboard' },
          { label: 'Set Goals', href: GOAL_SET_LIST_PATH },
        ]}
      />
      {isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading the goals" />
        </Box>
      ) : setting ? (
        <GoalSettingScreen key={setting.id} setting={setting} />
      ) : (
        <Alert severity="error">
          {error instanceof ApiError && error.status === 404 ? MESSAGES.notFoundRecord : MESSAGES.oops}
        </Alert>
      )}
    </>
  );
}
