import { FORM_SCREEN_MESSAGES } from '@school/contract/plan-forms/form-screen-messages';
import type { LeaveGuard } from '../lib/use-leave-guard';
import { ConfirmDialog } from './confirm-dialog';

/**
 * The question of a page form with unsaved changes (useLeaveGuard): a link clicked asks 'Leave' (the draft stays in
 * the browser), the form's Cancel asks 'Discard'.
 */
export function LeaveGuardDialog({ guard }: { guard: LeaveGuard }) {
  return (
    <ConfirmDialog
      open={guard.asking}
      title={FORM_SCREEN_MESSAGES.leaveTitle}
      message={guard.cancelling ? FORM_SCREEN_MESSAGES.cancelUnsaved : FORM_SCREEN_MESSAGES.leaveUnsaved}
      confirmLabel={guard.cancelling ? FORM_SCREEN_MESSAGES.discard : FORM_SCREEN_MESSAGES.leave}
      onConfirm={() => {
        guard.leave();
        return undefined;
      }}
      onClose={guard.stay}
    />
  );
}
