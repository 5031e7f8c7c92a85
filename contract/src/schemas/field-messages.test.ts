import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FIELD_MESSAGES, INT32_MAX } from '../constants';
import * as contract from '../index';

/*
 * Every field error names its rule. This walks every zod schema the contract exports, and for each field breaks
 * each of its rules in turn (missing, blank, wrong type, too long, too short, not whole, too small, too large, not a
 * choice, not in format, NUL character), then checks the message: specific (never zod's generic wording), and
 * 'required' exactly when the value is missing or blank. Request schemas (named …Input, …Request, …Query, …Params,
 * …Body or …Payload) must also refuse NUL and lone surrogates in every text and integers beyond a PostgreSQL integer.
 */

type Def = {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  shape?: Record<string, Schema>;
  element?: Schema;
  options?: Schema[];
  entries?: Record<string, unknown>;
  format?: string;
};
type CheckDef = {
  check: string;
  error?: unknown;
  maximum?: number;
  minimum?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
};
type Schema = z.ZodType & { _zod: { def: Def } };

interface Leaf {
  path: (string | number)[];
  schema: Schema;
  optional: boolean;
  /** A preprocess may turn a missing value into an accepted one (blank means none). */
  preprocessed: boolean;
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

type Unwrapped = Omit<Leaf, 'path'>;

/** Unwraps optional, nullable, default and pipes to the schema that judges the value; notes whether it may be missing. */
function unwrap(schema: Schema, optional = false, preprocessed = false): Unwrapped {
  const def = schema._zod.def;
  if (WRAPPERS.has(def.type) && def.innerType) {
    const missingAllowed = def.type === 'optional' || def.type === 'default' || def.type === 'prefault';
    return unwrap(def.innerType, optional || missingAllowed, preprocessed);
  }
  if (def.type === 'pipe' && def.in && def.out) {
    // A preprocess (transform first) is judged by what follows it; any other pipe by its input side.
    const isPreprocess = def.in._zod.def.type === 'transform';
    return unwrap(isPreprocess ? def.out : def.in, optional, preprocessed || isPreprocess);
  }
  return { schema, optional, preprocessed };
}

/** Every field of a schema, nested objects and the items of lists included (by their first item). */
function leavesOf(root: Schema, path: (string | number)[] = [], depth = 0): Leaf[] {
  const unwrapped = unwrap(root);
  const leaf = { path, ...unwrapped };
  const def = unwrapped.schema._zod.def;
  if (depth > 8) return [];
  if (def.type === 'object' && def.shape) {
    return [
      ...(path.length > 0 ? [leaf] : []),
      ...Object.entries(def.shape).flatMap(([key, inner]) => leavesOf(inner, [...path, key], depth + 1)),
    ];
  }
  if (def.type === 'array' && def.element) return [leaf, ...leavesOf(def.element, [...path, 0], depth + 1)];
  return [leaf];
}

/** The value of a whole input with `value` at `path` (containers built on the way). */
function inputWith(path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const inner = inputWith(rest, value);
  if (typeof head === 'number') return [inner];
  return rest.length === 0 && value === undefined ? {} : { [head as string]: inner };
}

const samePath = (a: readonly PropertyKey[], b: readonly (string | number)[]) =>
  a.length === b.length && a.every((key, index) => key === b[index]);

/** zod's own English wording, which names no rule a user can act on. */
const GENERIC =
  /^(Invalid (input|option|string|number|value|key|element)|Too (big|small)|Unrecognized key|Expected|Required$)/;

interface Violation {
  rule: string;
  value: unknown;
  /** The exact message expected, when the rule's wording is the shared one. */
  expected?: string;
  /** True when the value is missing or blank: the message must be 'required'. */
  missing?: boolean;
}

const has = (check: CheckDef) => check.error !== undefined;
const typeProbeOf = (type: string) =>
  type === 'string' || type === 'enum' ? 12345 : type === 'boolean' ? 'yes' : 'text';

/** Values breaking each rule of a field, with what the message must be. */
function violationsOf(leaf: Leaf): Violation[] {
  const def = leaf.schema._zod.def;
  const found: Violation[] = [];
  if (!leaf.optional) found.push({ rule: 'missing', value: undefined, missing: true });
  if (def.type === 'any' || def.type === 'unknown' || def.type === 'custom') return found;
  found.push({ rule: 'wrong type', value: typeProbeOf(def.type) });
  if (def.type === 'enum') found.push({ rule: 'not a choice', value: 'NOT_A_CHOICE' });
  for (const { _zod } of def.checks ?? []) {
    const check = _zod.def;
    if (def.type === 'string') {
      if (check.check === 'max_length' && check.maximum !== undefined) {
        const tooLong = 'x'.repeat(check.maximum + 1);
        found.push({
          rule: 'too long',
          value: tooLong,
          expected: has(check) ? undefined : FIELD_MESSAGES.tooLong(check.maximum),
        });
      }
      if (check.check === 'min_length' && check.minimum !== undefined) {
        if (check.minimum <= 1) found.push({ rule: 'blank', value: '   ', missing: true });
        else found.push({ rule: 'too short', value: 'x'.repeat(check.minimum - 1) });
      }
      if (check.check === 'string_format' && check.pattern) {
        const pattern = check.pattern;
        const breaking = ['!!', 'a b', '@', 'x', '1', 'ab\tc', '-'].find((candidate) => !pattern.test(candidate));
        if (breaking) found.push({ rule: `format ${pattern}`, value: breaking });
      }
    }
    if (def.type === 'number') {
      if (check.check === 'number_format') found.push({ rule: 'not whole', value: 2.5 });
      if (check.check === 'greater_than' && check.value !== undefined) {
        found.push({ rule: 'too small', value: check.value - 1 });
      }
      if (check.check === 'less_than' && check.value !== undefined) {
        found.push({ rule: 'too large', value: check.value + 1 });
      }
    }
  }
  if (def.type === 'string' && def.format === 'email') found.push({ rule: 'email', value: 'not-an-email' });
  return found;
}

const isRequestSchema = (name: string) => /(Input|Request|Query|Params|Body|Payload)$/.test(name);

const schemas = (Object.entries(contract) as [string, unknown][]).filter(
  (entry): entry is [string, Schema] => entry[1] instanceof z.ZodType,
);

function messagesAt(schema: Schema, path: (string | number)[], value: unknown): string[] {
  const result = schema.safeParse(inputWith(path, value));
  if (result.success) return [];
  return result.error.issues.filter((issue) => samePath(issue.path, path)).map((issue) => issue.message);
}

describe('every field error names its rule', () => {
  it('finds the schemas of the contract', () => {
    expect(schemas.length).toBeGreaterThan(40);
    expect(schemas.filter(([name]) => isRequestSchema(name)).length).toBeGreaterThan(20);
  });

  it.each(schemas)('%s', (name, schema) => {
    const problems: string[] = [];
    for (const leaf of leavesOf(schema)) {
      const field = leaf.path.length > 0 ? leaf.path.join('.') : '(the value)';
      for (const violation of violationsOf(leaf)) {
        const messages = messagesAt(schema, leaf.path, violation.value);
        const where = `${field}, ${violation.rule} (${JSON.stringify(violation.value)?.slice(0, 40)})`;
        if (messages.length === 0) {
          // A rule that a wrapper makes unreachable here (a preprocess turning the value into another) is not ours
          // to judge, except that a missing required value must be refused.
          if (violation.rule === 'missing' && !leaf.preprocessed) problems.push(`${where}: accepted`);
          continue;
        }
        for (const message of messages) {
          if (GENERIC.test(message)) problems.push(`${where}: generic message '${message}'`);
          if (violation.missing && message !== FIELD_MESSAGES.required && violation.rule === 'missing') {
            // A schema may word a missing value its own way (the version of an edited record), never generically.
            if (GENERIC.test(message)) problems.push(`${where}: '${message}' instead of required`);
          }
          if (!violation.missing && message === FIELD_MESSAGES.required) {
            problems.push(`${where}: says 'required' for a value that is given`);
          }
          if (violation.expected && message !== violation.expected) {
            problems.push(`${where}: '${message}' instead of '${violation.expected}'`);
          }
        }
      }
      if (isRequestSchema(name)) {
        const def = leaf.schema._zod.def;
        if (def.type === 'string') {
          // Refused with a message of its own: the text rule's, a file's ('not a text file'), or a format's (a date).
          for (const [unstorable, what] of [
            ['a\0b', 'NUL'],
            ['a\uD800b', 'a lone surrogate'],
            ['a\uDC00', 'a lone low surrogate'],
          ]) {
            const messages = messagesAt(schema, leaf.path, unstorable);
            const refused = messages.length > 0 && messages.every((message) => !GENERIC.test(message));
            if (!refused) problems.push(`${field}: ${what} not refused (${messages.join('; ') || 'accepted'})`);
          }
        }
        if (def.type === 'number' && messagesAt(schema, leaf.path, INT32_MAX + 1).length === 0) {
          problems.push(`${field}: ${INT32_MAX + 1} accepted, beyond a PostgreSQL integer`);
        }
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

describe('the messages the issue names', () => {
  it('a 150-character name is too long, a missing school required, experience -5 or 2.5 says what is allowed', () => {
    const staff = contract.staffCreateInput.safeParse({ firstName: 'x'.repeat(150), experienceInMonths: -5 });
    const fieldErrors = z.flattenError(staff.error ?? new z.ZodError([])).fieldErrors as Record<string, string[]>;
    expect(fieldErrors.firstName).toEqual(['Use at most 100 characters']);
    expect(fieldErrors.experienceInMonths).toEqual(['Must be a whole number of 0 or more']);
    const fraction = contract.staffCreateInput.safeParse({ experienceInMonths: 2.5 });
    expect(fraction.error?.issues.find((issue) => issue.path[0] === 'experienceInMonths')?.message).toBe(
      'Must be a whole number',
    );
    const noSchool = contract.classInput.safeParse({ gradeName: 'VI' });
    expect(noSchool.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['school', FIELD_MESSAGES.required],
    ]);
    const nullSchool = contract.classInput.safeParse({ gradeName: 'VI', school: null });
    expect(nullSchool.error?.issues[0]?.message).toBe(FIELD_MESSAGES.required);
  });

  it('reads ids as digits only: 0x10, +1, " 1", "1\\n", 1e3 and 01 are refused, 1 to 2^31 - 1 accepted', () => {
    for (const id of ['0x10', '+1', ' 1', '1\n', '1e3', '01', '0', '-1', '2147483648', '1.0', '']) {
      expect(contract.idParams.safeParse({ id }).success, JSON.stringify(id)).toBe(false);
    }
    for (const id of ['1', '42', '2147483647']) {
      expect(contract.idParams.parse({ id })).toEqual({ id: Number(id) });
    }
    expect(contract.idParams.parse({ id: 7 })).toEqual({ id: 7 });
  });
});
