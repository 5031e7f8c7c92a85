/** What the screen of a plan form says (web/src/features/plans/forms): its draft, its steps and leaving it. */
export const FORM_SCREEN_MESSAGES = {
  neededToSubmit: 'Needed to submit',
  draftRestored: 'Your unsaved changes were restored.',
  discardDraft: 'Discard them',
  leaveTitle: 'Unsaved changes',
  leaveUnsaved: 'You have unsaved changes on this form. Leave without saving? They stay in this browser as a draft.',
  leave: 'Leave',
  cancelUnsaved: 'Discard your unsaved changes and leave the form?',
  discard: 'Discard',
  checkFields: 'Some answers need a change: they are marked beside their fields, on the steps marked in the list.',
  stepNeedsChanges: 'needs changes',
  stepsNeedingChanges: (steps: readonly number[]) =>
    `${steps.length === 1 ? 'Step' : 'Steps'} ${steps.join(', ')} ${steps.length === 1 ? 'needs' : 'need'} changes.`,
  /** Before the step's title on a phone, where the side list is hidden: 'Step 3 of 11 · '. */
  stepCounter: (step: number, count: number) => `Step ${step} of ${count} · `,
  saving: 'Saving…',
  noRows: 'None yet.',
} as const;
