import { type FieldKind, type FormStep, setValueAt, valueAt, valueFieldsOf } from '@school/contract';

/*
 * A form's values as the API answers them (contract responseSchemaOf): every field of the steps present, each of
 * its kind's shape, null or [] when empty. Stored forms are read through this, whoever wrote them (the API, the demo
 * data, an older release), so an odd value reads as empty instead of failing the answer.
 */

type Row = Record<string, unknown>;

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);
const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;
const wholeOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : null;
const rowsOf = (value: unknown): Row[] => (Array.isArray(value) ? value.filter(isRow) : []);

function tlmRows(value: unknown) {
  return rowsOf(value).map((row) => ({
    ...(row.id === undefined ? {} : { id: textOrNull(row.id) }),
    name: textOrNull(row.name),
    reference: textOrNull(row.reference),
  }));
}

const nameValues = (value: unknown) =>
  rowsOf(value).flatMap((row) => {
    const name = textOrNull(row.name);
    const chosen = textOrNull(row.value);
    return name !== null && chosen !== null ? [{ name, value: chosen, reference: textOrNull(row.reference) }] : [];
  });

const VALUE_OF: Record<Exclude<FieldKind, 'consents' | 'outcomes' | 'outcomeChoice'>, (value: unknown) => unknown> = {
  number: wholeOrNull,
  text: textOrNull,
  longText: textOrNull,
  date: textOrNull,
  tlmList: tlmRows,
  choices: (value) => nameValues(value).map(({ name, value: chosen }) => ({ name, value: chosen })),
  strategies: nameValues,
  activityNames: (value) =>
    (Array.isArray(value) ? value : []).flatMap((entry) => {
      const name = textOrNull(isRow(entry) ? entry.name : entry);
      return name === null ? [] : [name];
    }),
  mainContents: (value) =>
    rowsOf(value).map((row) => ({
      sequenceOfTla: wholeOrNull(row.sequenceOfTla),
      time: textOrNull(row.time),
      introductionActivity: textOrNull(row.introductionActivity),
      tlmName: textOrNull(row.tlmName),
      tlmList: tlmRows(row.tlmList),
      tlmReference: textOrNull(row.tlmReference),
      studentActivity: textOrNull(row.studentActivity),
    })),
};

/**
 * The values of the steps' fields from a stored (or just validated) form, in the answer's shapes. Learning outcomes
 * are rows of their own tables: the caller adds them (here they are []).
 */
export function formValuesOf(steps: readonly FormStep[], stored: unknown): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const step of steps) {
    for (const field of valueFieldsOf(step.fields)) {
      const { kind } = field;
      if (kind === 'consents') continue;
      if (kind === 'outcomes' || kind === 'outcomeChoice') setValueAt(values, field.path, []);
      else setValueAt(values, field.path, VALUE_OF[kind](valueAt(stored, field.path)));
    }
  }
  return values;
}

/** The form as the jsonb column keeps it: the steps' fields without the learning outcomes (tables of their own). */
export function storedFormOf(steps: readonly FormStep[], values: unknown): Record<string, unknown> {
  const { learningOutcomes: _outcomes, ...form } = formValuesOf(steps, values);
  return form;
}

/** The teacher reflection of a form, trimmed ('' when none). */
export const reflectionOf = (form: unknown) => textOrNull(valueAt(form, 'teacherReflection'))?.trim() ?? '';

/**
 * Who wrote the reflection, when it changed (the Teacher Reflections tab): the saver and now, or
 * null when it was cleared; nothing when it did not change.
 */
export function reflectionChange(before: unknown, after: unknown, email: string, now: Date) {
  const text = reflectionOf(after);
  if (text === reflectionOf(before)) return {};
  return text === '' ? { reflectionBy: null, reflectionOn: null } : { reflectionBy: email, reflectionOn: now };
}
