import { z } from 'zod';
import { FIELD_MESSAGES } from '../constants';
import { dateText, idSchema, optionalText, text, wholeNumber } from '../schemas/common';
import { FORM_LIMITS, type FieldKind, type FormField, type FormStep, fieldsOfSteps, valueFieldsOf } from './form-steps';

/*
 * The zod schemas of the plan forms' values, built from the steps' fields (form-steps.ts): what the API validates a
 * draft with, what it answers, and what the step form checks each step with. Apart from the steps so that a screen
 * that only reads a form does not load zod.
 */

// Draft schemas of the values of each kind. Blank text becomes null; lists are bounded.
const shortText = () => optionalText(FORM_LIMITS.shortText);
const longText = () => optionalText(FORM_LIMITS.longText);
const blankAsNull = (value: unknown) => (value === '' ? null : value);
const webAddress = z.url({ protocol: /^https?$/, hostname: z.regexes.domain });
const referenceUrl = text(FORM_LIMITS.reference)
  .refine((value) => value === '' || webAddress.safeParse(value).success, FIELD_MESSAGES.webAddress)
  .nullish()
  .transform((value) => (value ? value : null));
const rows = <T extends z.ZodType>(row: T) => z.array(row).max(FORM_LIMITS.rows).nullish();
const nameValue = z.object({ name: text(FORM_LIMITS.shortText).min(1), value: text(FORM_LIMITS.shortText).min(1) });

const tlmRow = z.object({ id: text(64).nullish(), name: shortText(), reference: shortText() });
export const mainContentRow = z.object({
  sequenceOfTla: z.preprocess(
    blankAsNull,
    wholeNumber({ min: 0, max: FORM_LIMITS.sequence, optional: true }).nullable(),
  ),
  time: optionalText(100),
  introductionActivity: longText(),
  tlmName: shortText(),
  tlmList: rows(tlmRow),
  tlmReference: shortText(),
  studentActivity: longText(),
});

const DRAFT_SCHEMAS: Record<Exclude<FieldKind, 'consents'>, () => z.ZodType> = {
  number: () => z.preprocess(blankAsNull, wholeNumber({ min: 0, max: FORM_LIMITS.periods, optional: true }).nullable()),
  text: shortText,
  longText,
  date: () => z.preprocess(blankAsNull, dateText().nullish()),
  tlmList: () => rows(tlmRow),
  choices: () => rows(nameValue),
  strategies: () => rows(nameValue.extend({ reference: referenceUrl })),
  activityNames: () =>
    rows(
      z.preprocess(
        (value) => (typeof value === 'object' && value !== null && 'name' in value ? value.name : value),
        text(FORM_LIMITS.shortText).min(1),
      ),
    ),
  mainContents: () => rows(mainContentRow),
  outcomes: () => rows(z.object({ id: idSchema.optional(), name: text(FORM_LIMITS.shortText).min(1) })),
  outcomeChoice: () => rows(z.object({ learningOutcomeId: idSchema })),
};

// The values as the API answers them: every field present, null or [] when empty.
const nullableString = z.string().nullable();
const RESPONSE_SCHEMAS: Record<Exclude<FieldKind, 'consents'>, () => z.ZodType> = {
  number: () => z.number().int().nullable(),
  text: () => nullableString,
  longText: () => nullableString,
  date: () => nullableString,
  tlmList: () => z.array(z.object({ id: nullableString.optional(), name: nullableString, reference: nullableString })),
  choices: () => z.array(z.object({ name: z.string(), value: z.string() })),
  strategies: () => z.array(z.object({ name: z.string(), value: z.string(), reference: nullableString })),
  activityNames: () => z.array(z.string()),
  mainContents: () =>
    z.array(
      z.object({
        sequenceOfTla: z.number().int().nullable(),
        time: nullableString,
        introductionActivity: nullableString,
        tlmName: nullableString,
        tlmList: z.array(z.object({ id: nullableString.optional(), name: nullableString, reference: nullableString })),
        tlmReference: nullableString,
        studentActivity: nullableString,
      }),
    ),
  outcomes: () => z.array(z.object({ id: z.number().int(), name: z.string() })),
  outcomeChoice: () => z.array(z.object({ learningOutcomeId: z.number().int() })),
};

type SchemaTree = { [key: string]: SchemaTree | z.ZodType };

/** Builds a nested object schema from fields' paths; `optionalGroups` lets a draft leave whole groups out. */
function objectOf(fields: readonly FormField[], leaf: (field: FormField) => z.ZodType, optionalGroups: boolean) {
  const tree: SchemaTree = {};
  for (const field of valueFieldsOf(fields)) {
    const keys = field.path.split('.');
    let node = tree;
    keys.forEach((key, index) => {
      if (index === keys.length - 1) node[key] = leaf(field);
      else {
        node[key] ??= {};
        node = node[key] as SchemaTree;
      }
    });
  }
  const build = (node: SchemaTree): z.ZodObject => {
    const shape: Record<string, z.ZodType> = {};
    for (const [key, child] of Object.entries(node)) {
      if (child instanceof z.ZodType) shape[key] = child;
      else shape[key] = optionalGroups ? build(child).nullish() : build(child);
    }
    return z.object(shape);
  };
  return build(tree);
}

const draftLeaf = (field: FormField) => DRAFT_SCHEMAS[field.kind as Exclude<FieldKind, 'consents'>]();
const responseLeaf = (field: FormField) => RESPONSE_SCHEMAS[field.kind as Exclude<FieldKind, 'consents'>]();

const stepSchemas = new WeakMap<FormStep, z.ZodObject>();

/** The draft schema of one step's values: every field optional, its type and length checked (built once a step). */
export function stepSchemaOf(step: FormStep): z.ZodObject {
  const known = stepSchemas.get(step);
  if (known) return known;
  const schema = objectOf(step.fields, draftLeaf, true);
  stepSchemas.set(step, schema);
  return schema;
}

/** The draft schema of a whole form (or of several variants' steps together): every field optional. */
export const draftSchemaOf = (steps: readonly FormStep[]) => objectOf(fieldsOfSteps(steps), draftLeaf, true);

/** The schema of a form's values as the API answers them: every field present. */
export const responseSchemaOf = (steps: readonly FormStep[]) => objectOf(fieldsOfSteps(steps), responseLeaf, false);
