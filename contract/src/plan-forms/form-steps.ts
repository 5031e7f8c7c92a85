/*
 * The structured forms of unit and lesson plans, written once as data: a form is a list of steps, each with its title
 * and its fields (form-schemas.ts builds their zod schemas, kept apart so that reading a form loads no validation
 * code). The API validates a draft with the steps' schemas and a submission with `missingOnSubmit`; the screen renders the steps and their fields; the read view and the PDF walk the same list. A
 * field added to a step appears in all four.
 *
 * A field's `path` is its place in the form value, with the spec's names (and spellings): dots for nesting.
 */

export type FieldKind =
  /** A whole number from 0 (periods). */
  | 'number'
  /** One line of text. */
  | 'text'
  /** Several lines (the screen shows at most 4 rows at once). */
  | 'longText'
  /** A calendar date (YYYY-MM-DD). */
  | 'date'
  /** Teaching learning material: rows of {name, reference}. */
  | 'tlmList'
  /** A multi-select of a list of values, kept as [{name, value}] (formative assessments). */
  | 'choices'
  /** Differentiated strategies: rows of {name, value, reference (a web address)} from a list of values. */
  | 'strategies'
  /** Introduction activities: the names chosen from a list of values (the spec sends names only). */
  | 'activityNames'
  /** The main-content table of a lesson: rows of MAIN_CONTENT_COLUMNS. */
  | 'mainContents'
  /** A unit plan's learning outcomes: rows of {id, name}; lessons choose from them. */
  | 'outcomes'
  /** A lesson plan's learning outcomes: [{learningOutcomeId}], chosen from its unit plan's. */
  | 'outcomeChoice'
  /** The consent list of the plan (ticked on the plan, not stored in the form). */
  | 'consents';

/** The lists of values a form offers choices from (named as the spec's lookups are). */
export const FORM_LOVS = ['Formative Assessment', 'Teaching Strategies', 'Introduction Activities'] as const;
export type FormLov = (typeof FORM_LOVS)[number];

export interface FormField {
  /** Place of the value in the form: the spec's field names, dots for nesting. */
  path: string;
  label: string;
  kind: FieldKind;
  /** Required by Save and Submit (a draft may leave it empty); docs/decisions/plan-forms.md says why each is. */
  required?: boolean;
  placeholder?: string;
  helperText?: string;
  /** choices, strategies, activityNames: the list of values offered. */
  lov?: FormLov;
}

export interface FormStep {
  key: string;
  /** The spec's title, shown in the side list, above the step, in the read view and in the PDF. */
  title: string;
  fields: readonly FormField[];
}

/** Limits of form values (a lesson's whole form stays well under a megabyte). */
export const FORM_LIMITS = {
  shortText: 500,
  longText: 5000,
  reference: 2000,
  rows: 50,
  periods: 1000,
  sequence: 9999,
} as const;

export const FORM_MESSAGES = {
  required: 'Fill this in before you submit',
  requiredList: 'Add at least one before you submit',
  incomplete: 'The form is not complete: fill in the fields marked on each step, then submit.',
  noOutcomes: 'The unit plan has no learning outcomes yet: its form lists them.',
  outcomeNotInUnit: 'Choose learning outcomes of this lesson’s unit plan',
  noData: 'No Data available',
  // The form's tab on the unit and lesson plan pages, and the Teacher Reflections tab.
  fillIn: 'Fill in the form',
  edit: 'Edit form',
  noAnswer: '-',
  cannotView: (form: string) => `Your roles do not include viewing the ${form}. Ask an administrator for access.`,
  formOnLessonPage: 'The lesson plan form, its consents and its status are on the lesson plan’s page.',
  reflectionsTitle: 'Teacher Reflections',
  alreadyCompleted: (plan: string) => `This ${plan} is already submitted: Save keeps the changes.`,
} as const;

/** The columns of a main-content row, in the spec's order. */
export const MAIN_CONTENT_COLUMNS = [
  { key: 'sequenceOfTla', label: 'Sequence of TLA' },
  { key: 'time', label: 'Time' },
  { key: 'introductionActivity', label: 'Introduction Activity' },
  { key: 'tlmName', label: 'TLM Name' },
  { key: 'tlmReference', label: 'TLM Reference' },
  { key: 'studentActivity', label: 'Student Activity' },
] as const;

const LIST_KINDS: ReadonlySet<FieldKind> = new Set([
  'tlmList',
  'choices',
  'strategies',
  'activityNames',
  'mainContents',
  'outcomes',
  'outcomeChoice',
]);
export const isListKind = (kind: FieldKind) => LIST_KINDS.has(kind);

/** The fields that hold a value of the form (the consent list is the plan's, not the form's). */
export const valueFieldsOf = (fields: readonly FormField[]) => fields.filter((field) => field.kind !== 'consents');

/** Defines a step (form-schemas.ts builds its schema from its fields). */
export function defineStep(key: string, title: string, fields: readonly FormField[]): FormStep {
  return { key, title, fields };
}

/** The value fields of some steps, each path once. */
export const fieldsOfSteps = (steps: readonly FormStep[]) => {
  const byPath = new Map<string, FormField>();
  for (const step of steps) for (const field of valueFieldsOf(step.fields)) byPath.set(field.path, field);
  return [...byPath.values()];
};

/** The value at a dot path (undefined when a group on the way is missing). */
export function valueAt(values: unknown, path: string): unknown {
  let node: unknown = values;
  for (const key of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** Sets the value at a dot path, creating groups on the way (mutates `values`). */
export function setValueAt(values: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  let node = values;
  keys.slice(0, -1).forEach((key) => {
    const next = node[key];
    if (typeof next !== 'object' || next === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  });
  node[keys[keys.length - 1] as string] = value;
}

/** An empty form of the steps: null for single values, [] for lists. */
export function emptyFormValues(steps: readonly FormStep[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fieldsOfSteps(steps)) setValueAt(values, field.path, isListKind(field.kind) ? [] : null);
  return values;
}

/** The form's values with every field of the steps present (missing ones empty), nothing else. */
export function completeFormValues(steps: readonly FormStep[], stored: unknown): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fieldsOfSteps(steps)) {
    const value = valueAt(stored, field.path);
    const empty = isListKind(field.kind) ? [] : null;
    setValueAt(values, field.path, value === undefined || value === null ? empty : value);
  }
  return values;
}

const isBlankText = (value: unknown) => value === null || value === undefined || String(value).trim() === '';

/** Whether a field holds nothing a reader would count as an answer. */
export function isBlankValue(field: FormField, value: unknown): boolean {
  if (!isListKind(field.kind)) return isBlankText(value);
  if (!Array.isArray(value) || value.length === 0) return true;
  if (field.kind === 'mainContents' || field.kind === 'tlmList') {
    return value.every(
      (row) => typeof row !== 'object' || row === null || Object.values(row).every((cell) => isBlankCell(cell)),
    );
  }
  return false;
}
const isBlankCell = (cell: unknown): boolean => (Array.isArray(cell) ? cell.length === 0 : isBlankText(cell));

/** Submit's check: each required field of each step, by path, with its message. */
export function missingOnSubmit(steps: readonly FormStep[], values: unknown): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const step of steps) {
    for (const field of valueFieldsOf(step.fields)) {
      if (field.required && isBlankValue(field, valueAt(values, field.path))) {
        errors[field.path] = [isListKind(field.kind) ? FORM_MESSAGES.requiredList : FORM_MESSAGES.required];
      }
    }
  }
  return errors;
}

/**
 * The titles of the steps Submit finds incomplete (missingOnSubmit's fields), in the form's order: how a refusal to
 * complete a plan names what is left to fill in.
 */
export function incompleteStepTitles(steps: readonly FormStep[], values: unknown): string[] {
  const missing = missingOnSubmit(steps, values);
  return steps
    .filter((step) => step.fields.some((field) => Object.hasOwn(missing, field.path)))
    .map((step) => step.title);
}

/** The step an error path belongs to ('mainContents.0.time' belongs to the step of 'mainContents'), or -1. */
export function stepIndexOfPath(steps: readonly FormStep[], path: string): number {
  return steps.findIndex((step) =>
    step.fields.some((field) => path === field.path || path.startsWith(`${field.path}.`)),
  );
}

/** Whether a step holds no answer at all (the read view says 'No Data available' for an empty form). */
export const isFormEmpty = (steps: readonly FormStep[], values: unknown) =>
  steps.every((step) => valueFieldsOf(step.fields).every((field) => isBlankValue(field, valueAt(values, field.path))));
