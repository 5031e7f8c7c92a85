import type { z } from 'zod';
import { FIELD_MESSAGES } from '../constants';

/** A value the user did not give: absent, null (an empty choice) or blank text. */
export const isMissing = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const TYPE_MESSAGES: Record<string, string> = {
  string: FIELD_MESSAGES.text,
  number: FIELD_MESSAGES.number,
  int: FIELD_MESSAGES.wholeNumber,
  bigint: FIELD_MESSAGES.wholeNumber,
  boolean: FIELD_MESSAGES.boolean,
  array: FIELD_MESSAGES.list,
  tuple: FIELD_MESSAGES.list,
  set: FIELD_MESSAGES.list,
  object: FIELD_MESSAGES.group,
  record: FIELD_MESSAGES.group,
  map: FIELD_MESSAGES.group,
  date: FIELD_MESSAGES.date,
};

const FORMAT_MESSAGES: Record<string, string> = {
  email: FIELD_MESSAGES.email,
  url: FIELD_MESSAGES.webAddress,
  date: FIELD_MESSAGES.date,
};

const isCountable = (origin: string) => origin === 'array' || origin === 'set' || origin === 'map';

/** The first message of the union's option that got furthest: the one whose failure is not its type. */
function unionMessage(issue: z.core.$ZodRawIssue<z.core.$ZodIssueInvalidUnion>): string {
  const options = issue.errors ?? [];
  const typed = options.find((issues) => issues.length > 0 && issues.every((inner) => inner.code !== 'invalid_type'));
  return typed?.[0]?.message ?? options[0]?.[0]?.message ?? FIELD_MESSAGES.notValid;
}

/**
 * The global zod error map (installed by schemas/common.ts): every rule says what is allowed. A missing or blank
 * value is 'required'; a present but wrong value names the rule it breaks.
 */
export function fieldErrorMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (isMissing(issue.input)) return FIELD_MESSAGES.required;
      return TYPE_MESSAGES[issue.expected] ?? FIELD_MESSAGES.notValid;
    case 'invalid_value':
      if (isMissing(issue.input)) return FIELD_MESSAGES.required;
      return issue.values.length === 1
        ? FIELD_MESSAGES.exactValue(issue.values[0])
        : FIELD_MESSAGES.choice(issue.values);
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1 ? FIELD_MESSAGES.required : FIELD_MESSAGES.tooShort(Number(issue.minimum));
      }
      if (isCountable(issue.origin)) return FIELD_MESSAGES.tooFewItems(issue.minimum);
      return FIELD_MESSAGES.numberAtLeast(issue.minimum, issue.inclusive !== false);
    case 'too_big':
      if (issue.origin === 'string') return FIELD_MESSAGES.tooLong(Number(issue.maximum));
      if (isCountable(issue.origin)) return FIELD_MESSAGES.tooManyItems(issue.maximum);
      return FIELD_MESSAGES.numberAtMost(issue.maximum, issue.inclusive !== false);
    case 'invalid_format':
      return FORMAT_MESSAGES[issue.format] ?? FIELD_MESSAGES.format;
    case 'not_multiple_of':
      return FIELD_MESSAGES.multipleOf(Number(issue.divisor));
    case 'unrecognized_keys':
      return FIELD_MESSAGES.unknownFields(issue.keys);
    case 'invalid_union':
      return isMissing(issue.input) ? FIELD_MESSAGES.required : unionMessage(issue);
    case 'invalid_key':
      return FIELD_MESSAGES.badKey;
    case 'invalid_element':
      return FIELD_MESSAGES.badEntry;
    default:
      return FIELD_MESSAGES.notValid;
  }
}
