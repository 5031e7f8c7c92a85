import { MESSAGES, STATUS_LABELS, type Status } from './constants';
import { displayDate } from './display-dates';

/** The levels of the planning hierarchy. */
export const PLAN_LEVELS = ['annual', 'tier', 'unit', 'lesson'] as const;
export type PlanLevel = (typeof PLAN_LEVELS)[number];

export const PLAN_LEVEL_LABELS: Record<PlanLevel, string> = {
  annual: 'annual plan',
  tier: 'tier plan',
  unit: 'unit plan',
  lesson: 'lesson plan',
};

/** Every message of plans (the spec's and our refusals'), written once for both sides. */
export const PLAN_MESSAGES = {
  // Spec 001 section 8 and section 2.
  tierConsentsRefreshed: 'Consent for teachers refreshed for all unit plans',
  unitConsentsRefreshed: 'Consent Refreshed',
  statusUpdated: MESSAGES.statusUpdated,
  updated: MESSAGES.updated,
  deleted: MESSAGES.deleted,
  submitted: 'Submited successfully',
  deactivated: 'Deactivated successfully',
  activated: 'Activated successfully',
  resumed: 'Resumed successfully',
  saved: 'Saved successfully',
  duplicated: 'Duplicate annual plan created',
  oops: MESSAGES.oops,
  noData: MESSAGES.noData,
  noSubUnits: 'No sub units available',
  noLessonPlans: 'No lesson plans available',
  submitConfirmTitle: 'Confirmation',
  submitConfirm: 'Are you sure you want to submit this plan?',
  resumeConfirm: 'Are you sure you want to resume this plan? It becomes active, and open to changes, again.',
  deleteConfirm: 'Are you sure you want to delete this plan?',
  deactivateConfirm: 'Are you sure you want to deactivate this plan?',
  duplicateTitle: 'Create duplicate annual plan',
  allStepsCompleted: "All steps completed - you're finished",
  downloadComingNext: 'Download will be available in the next release',
  // Refusals (403 for a missing privilege or role, 409 for a state that forbids it).
  forbidden: MESSAGES.forbidden,
  notFound: MESSAGES.notFoundRecord,
  staleVersion: MESSAGES.staleVersion,
  completedReadOnly: (level: PlanLevel) =>
    `This ${PLAN_LEVEL_LABELS[level]} is completed: only the roles allowed to change completed plans may change it.`,
  inactiveReadOnly: 'This annual plan is inactive: activate it before changing it or its plans.',
  notAllowedFrom: (action: string, status: Status) =>
    `A plan that is ${STATUS_LABELS[status].toLowerCase()} cannot be ${action}.`,
  resumeNeedsRole: (level: PlanLevel) =>
    `Only the roles allowed to change completed plans may resume this ${PLAN_LEVEL_LABELS[level]}.`,
  consentsIncomplete: (level: PlanLevel) =>
    `This ${PLAN_LEVEL_LABELS[level]} cannot be submitted until every subject teacher has given their consent.`,
  deleteCompleted: (level: PlanLevel) =>
    `This ${PLAN_LEVEL_LABELS[level]} cannot be deleted: it, or one of its plans, is completed.`,
  addLessonNeedsCompletedUnit: 'Lesson plans can be added once the unit plan is submitted (completed).',
  ownConsentOnly: 'You may change only your own consent.',
  notConsentTeacher: 'You are not a subject teacher of this plan.',
  signersOnly: (level: PlanLevel) =>
    `Only the subject teachers who sign this ${PLAN_LEVEL_LABELS[level]} (or a System Administrator, Administrator, ` +
    'Inspire Us-Core or Coordinator) may change or submit it.',
  formIncomplete: (level: PlanLevel, steps: readonly string[]) =>
    `The ${PLAN_LEVEL_LABELS[level]} form is not complete: fill in ${steps.join(', ')}, then submit.`,
  duplicatePlan: (name: string) =>
    `An annual plan for this class, subject and period already exists: '${name}'. Open it, or deactivate it first.`,
  duplicatePeriodRequired: 'Choose the annual period of the copy',
  levelHasNoAction: (action: string, level: PlanLevel) => `A ${PLAN_LEVEL_LABELS[level]} cannot be ${action}.`,
  // Field errors.
  endBeforeStart: 'The end date must be on or after the start date',
  dateWithin: (parent: PlanLevel, start: string, end: string) =>
    `Use a date within the ${PLAN_LEVEL_LABELS[parent]}'s dates (${displayDate(start)} to ${displayDate(end)})`,
  periodNotInList: "Choose a period from the list 'Annual Period'",
  tierNotInList: "Choose a tier from the list 'Tier Plan'",
  schoolRequired: 'Choose the school: this class has a curriculum of its own in each school',
  schoolNotApplicable: 'This class follows the network-wide curriculum: choose no school',
  subjectNotOfClass: 'Choose a subject of this class',
  schoolNotVisible: 'Choose one of your schools',
  classNotFound: 'Choose a class from the list',
  lockedOnEdit: 'This field cannot be changed once the plan is created',
  topicNotOfTier: "Choose topics of this unit's tier plan",
  subUnitNotOfUnit: "Choose sub units of this lesson's unit plan",
  childNotOfParent: 'This record does not belong to the plan being saved',
  duplicateName: 'This name is already used in the list',
  childrenOutside: (childLevel: PlanLevel) =>
    `Some ${PLAN_LEVEL_LABELS[childLevel]}s fall outside these dates: change their dates first`,
  removeWithCompleted: (level: PlanLevel) =>
    `This ${PLAN_LEVEL_LABELS[level]} cannot be removed: it holds completed plans.`,
  addUnitForbidden: 'You do not have the privilege to add unit plans.',
} as const;

/** Colours of plan statuses (MUI palette names). */
export type PlanStatusColour = 'success' | 'warning' | 'error' | 'info' | 'default';

/** Spec 001 section 4, first reading (the choice): list cards show ACTIVE green and the others amber. */
export const PLAN_STATUS_COLOURS: Record<Status, PlanStatusColour> = {
  ACTIVE: 'success',
  COMPLETED: 'warning',
  INACTIVE: 'warning',
};

/** Spec 001 section 4: lesson cards show ACTIVE green and every other status red. */
export const LESSON_CARD_STATUS_COLOURS: Record<Status, PlanStatusColour> = {
  ACTIVE: 'success',
  COMPLETED: 'error',
  INACTIVE: 'error',
};

export const PLAN_STATUS_LABELS = STATUS_LABELS;

/**
 * The list of values 'Tier Plan' (a tier's name is chosen from it): the tiers seeded into it, as
 * [name shown, value stored]. The wizard, the tier dialog and the Tier Plan filter read the list; the demo plans name
 * their tiers from these same items, so a card, a filter and a wizard say the same 'Tier 1'.
 */
export const TIER_PLAN_LOV = 'Tier Plan';
export const TIER_PLAN_ITEMS: readonly (readonly [name: string, value: string])[] = [
  ['Tier 1', 'TIER_1'],
  ['Tier 2', 'TIER_2'],
  ['Tier 3', 'TIER_3'],
];

/** Spec 001 section 2: the annual plan wizard's steps. */
export const ANNUAL_PLAN_STEPS = ['Annual Plan', 'Tier Plan'] as const;

/** Spec 001 section 2: the Change View selector. */
export const PLAN_VIEW_LABELS: Record<PlanLevel, string> = {
  annual: 'Annual Plan',
  tier: 'Tier Plan',
  unit: 'Unit Plan',
  lesson: 'Lesson Plan',
};

/** Spec 001 section 9: cards show the first 3 sub units; a tier card at most 2 topics. */
export const PLAN_CARD_LIMITS = { subUnits: 3, tierTopics: 2 } as const;

/** Outstanding / upcoming: plans starting within this many days are upcoming. */
export const UPCOMING_PLAN_DAYS = 14;
