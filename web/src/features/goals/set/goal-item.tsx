import Accordion from '@mui/material/Accordion';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { GOAL_MESSAGES } from '@school/contract/goals/goal-rules';
import { goalInput } from '@school/contract/schemas/goals/goal-setting';
import { useId, useState } from 'react';
import { serverErrorsOf } from '../../../lib/form-errors';
import { type Goal, useSaveGoal } from '../api/goals';
import { GoalSummary } from '../shared/goal-summary';
import { GoalTabs } from '../shared/goal-tabs';
import { SetterGoalEvidence } from '../year/evidence/goal-evidence';
import { type GoalField, type GoalFieldErrors, GoalSetupFields } from './goal-setup-fields';
import { type GoalDraft, type GoalValues, isNewDraft, valuesOfGoal } from './use-goal-drafts';

const FIELDS: readonly GoalField[] = ['goalDetails', 'weightage', 'measurementUnit', 'evidence'];

/** The contract's check of a goal, as errors by field (the server checks the same). */
function clientErrors(body: unknown): GoalFieldErrors {
  const result = goalInput.safeParse(body);
  if (result.success) return {};
  const errors: GoalFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (FIELDS as readonly string[]).includes(field)) {
      errors[field as GoalField] ??= issue.message;
    }
  }
  return errors;
}

interface Props {
  number: number;
  settingId: number;
  /** The saved goal; absent for a new one. */
  goal?: Goal;
  /** Unsaved values of this goal, if any. */
  draft?: GoalDraft;
  editable: boolean;
  feedbackOpen: boolean;
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  onDraftChange: (draft: GoalDraft) => void;
  /** The draft is saved (with the saved goal's id) or discarded. */
  onDraftDone: (key: string, savedId?: number) => void;
  onDelete: (goal: Goal) => void;
}

/**
 * One goal of the setter's screen: an expandable panel with tabs Goal Setup and Goal Feedback
 * (disabled, with the reason, until the goals are reviewed). Goal Setup edits the goal in place while the goals are
 * editable: Save, Discard, Delete (which asks first). A failed save keeps what was typed, errors beside the fields.
 */
export function GoalItem(props: Props) {
  const { number, settingId, goal, draft, editable, feedbackOpen } = props;
  const baseId = useId();
  const [errors, setErrors] = useState<GoalFieldErrors>({});
  const [message, setMessage] = useState<string | undefined>();
  const save = useSaveGoal();
  const key = draft?.key ?? String(goal?.id);
  const values: GoalValues | undefined = draft?.values ?? (goal ? valuesOfGoal(goal) : undefined);
  if (!values) return null;
  const isNew = draft !== undefined && isNewDraft(draft.key);

  function handleChange(next: GoalValues) {
    props.onDraftChange({ key, values: next, version: draft?.version ?? goal?.version });
  }

  async function handleSave() {
    if (!draft || !values) return;
    const body = {
      goalDetails: values.goalDetails,
      weightage: values.weightage === '' ? undefined : values.weightage,
      measurementUnit: values.measurementUnit,
      evidence: values.evidence,
      libraryItemId: values.libraryItemId,
      goalSettingFormId: settingId,
    };
    const found = clientErrors(body);
    setErrors(found);
    setMessage(undefined);
    if (Object.keys(found).length > 0) return;
    try {
      let saved: Goal;
      if (goal && !isNew) {
        saved = await save.mutateAsync({
          id: goal.id,
          body: { ...body, weightage: body.weightage ?? 0, version: draft.version ?? goal.version },
        });
      } else {
        saved = await save.mutateAsync({ body: { ...body, weightage: body.weightage ?? 0 } });
      }
      props.onDraftDone(draft.key, saved.id);
    } catch (error) {
      const { fields, message: other } = serverErrorsOf(error, FIELDS);
      setErrors(fields);
      setMessage(other);
    }
  }

  const summaryText = values.goalDetails.trim() || (isNew ? 'New goal' : 'Goal without details');
  return (
    <Accordion
      expanded={props.expanded}
      onChange={(_event, expanded) => props.onExpandedChange(expanded)}
      disableGutters
      variant="outlined"
      slotProps={{ heading: { component: 'h3' }, transition: { unmountOnExit: true } }}
    >
      <GoalSummary
        id={`${baseId}-summary`}
        aria-controls={`${baseId}-content`}
        number={number}
        text={summaryText}
        weightage={values.weightage === '' ? 0 : values.weightage}
        cut="ellipsis"
      >
        {draft && (
          <Chip size="small" label="Not saved" color="warning" variant="outlined" sx={{ color: 'warning.dark' }} />
        )}
      </GoalSummary>
      <GoalTabs
        id={`${baseId}-content`}
        number={number}
        firstTab="Goal Setup"
        feedbackOpen={feedbackOpen}
        feedbackClosedMessage={GOAL_MESSAGES.goalFeedbackClosed}
        feedback={goal && <SetterGoalEvidence settingId={settingId} goal={goal} number={number} />}
      >
        {message && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {message}
          </Alert>
        )}
        <GoalSetupFields
          idPrefix={baseId}
          values={values}
          errors={errors}
          disabled={!editable || save.isPending}
          onChange={handleChange}
        />
        {editable && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
            {draft && (
              <Button variant="contained" onClick={() => void handleSave()} disabled={save.isPending}>
                {save.isPending ? 'Saving…' : 'Save'}
              </Button>
            )}
            {draft && (
              <Button
                onClick={() => {
                  setErrors({});
                  setMessage(undefined);
                  props.onDraftDone(draft.key);
                }}
                disabled={save.isPending}
              >
                {isNew ? 'Discard' : 'Discard changes'}
              </Button>
            )}
            {goal && !isNew && (
              <Button color="error" onClick={() => props.onDelete(goal)} disabled={save.isPending} sx={{ ml: 'auto' }}>
                Delete
              </Button>
            )}
          </Box>
        )}
      </GoalTabs>
    </Accordion>
  );
}
