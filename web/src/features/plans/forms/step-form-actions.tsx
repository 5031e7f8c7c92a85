import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { FORM_SCREEN_MESSAGES } from '@school/contract/plan-forms/form-screen-messages';
import { ExplainedButton } from '../../../components/explained-button';
import type { SaveIntent } from './step-form';

/**
 * The buttons below a step: Save Draft and Save & Next, or on the last step Save and Save and Submit (explained when it
 * is not offered). All wait while a save runs.
 */
export function StepFormActions({
  last,
  saving,
  submitDisabledReason,
  onSave,
  onCancel,
}: {
  last: boolean;
  saving: boolean;
  submitDisabledReason: string | null;
  onSave: (intent: SaveIntent) => void;
  onCancel?: () => void;
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
      {onCancel && (
        <Button onClick={onCancel} disabled={saving} sx={{ mr: 'auto' }}>
          Cancel
        </Button>
      )}
      {last ? (
        <>
          <Button variant="outlined" disabled={saving} onClick={() => onSave('save')}>
            Save
          </Button>
          <ExplainedButton
            variant="contained"
            disabledReason={saving ? FORM_SCREEN_MESSAGES.saving : (submitDisabledReason ?? undefined)}
            onClick={() => onSave('submit')}
          >
            Save and Submit
          </ExplainedButton>
        </>
      ) : (
        <>
          <Button variant="outlined" disabled={saving} onClick={() => onSave('draft')}>
            Save Draft
          </Button>
          <Button variant="contained" disabled={saving} onClick={() => onSave('next')}>
            Save &amp; Next
          </Button>
        </>
      )}
    </Box>
  );
}
