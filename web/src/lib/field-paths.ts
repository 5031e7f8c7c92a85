/**
 * Where a form shows a server field error named by a dot path ('tierPlans.0.topics.1.name'). A path that is not a
 * field of the form (an id, a flag, a row, a list) belongs to the nearest field or part above it that the user sees;
 * its message must never end up in an unnamed 'Some fields are not valid'.
 */

/** A part of a form that holds fields, such as a row of a list; '*' in its path stands for any row number. */
export interface FormPart {
  /** Dot path, e.g. 'tierPlans.*.topics.*'. */
  path: string;
  /** Its name as the user sees it, from the row numbers (0-based) its '*' stand for: 'Tier 1 topic 2'. */
  label: (rows: readonly number[]) => string;
}

export interface PlacedFieldErrors {
  /** Messages by the (concrete) path of the field that shows them. */
  fields: Record<string, string>;
  /** Messages by the (concrete) path of the part that shows them, for paths no field shows. */
  parts: Record<string, string>;
  /** The messages no field shows, each said with the name of what it is about. */
  others: string[];
}

const ROW = /^\d+$/;

/**
 * The leading segments of `path` named by `pattern` ('*' matching a row number), with the row numbers; undefined
 * when the pattern does not name the start of the path.
 */
export function matchPathStart(pattern: string, path: string): { path: string; rows: number[] } | undefined {
  const wanted = pattern.split('.');
  const segments = path.split('.');
  if (pattern === '' || wanted.length > segments.length) return undefined;
  const rows: number[] = [];
  for (const [index, segment] of wanted.entries()) {
    const actual = segments[index] ?? '';
    if (segment === '*') {
      if (!ROW.test(actual)) return undefined;
      rows.push(Number(actual));
    } else if (segment !== actual) {
      return undefined;
    }
  }
  return { path: segments.slice(0, wanted.length).join('.'), rows };
}

/** The pattern naming the longest start of the path, with what it matched. */
function deepestMatch<P extends { path: string }>(candidates: readonly P[], path: string) {
  let best: { candidate: P; path: string; rows: number[] } | undefined;
  for (const candidate of candidates) {
    const match = matchPathStart(candidate.path, path);
    if (match && (!best || match.path.length > best.path.length)) best = { candidate, ...match };
  }
  return best;
}

/** A readable name of a path no part names: 'tierPlans.0.topics.1.id' is 'Tier plans 1, topics 2, id'. */
export function labelOfPath(path: string): string {
  const words: string[] = [];
  for (const segment of path.split('.').filter((part) => part !== '')) {
    if (ROW.test(segment) && words.length > 0) words[words.length - 1] += ` ${Number(segment) + 1}`;
    else words.push(segment.replace(/([a-z\d])([A-Z])/g, '$1 $2').toLowerCase());
  }
  const text = words.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const append = (record: Record<string, string>, key: string, message: string) => {
  record[key] = record[key] ? `${record[key]} ${message}` : message;
};

/**
 * Sorts a 400's field errors: each goes to the field the form shows for its path or the field above it
 * ('curriculumContext.subject.id' to the subject); else to the part above it ('tierPlans.0.topics.1' for
 * 'tierPlans.0.topics.1.id'), said with the part's name among `others`; else among `others` with a name made
 * from the path.
 */
export function placeFieldErrors(
  fieldErrors: Record<string, readonly string[]>,
  fields: readonly string[],
  parts: readonly FormPart[] = [],
): PlacedFieldErrors {
  const placed: PlacedFieldErrors = { fields: {}, parts: {}, others: [] };
  const fieldPatterns = fields.map((path) => ({ path }));
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const message = messages.join(' ');
    const field = deepestMatch(fieldPatterns, path);
    if (field) {
      append(placed.fields, field.path, message);
      continue;
    }
    const part = deepestMatch(parts, path);
    if (part) {
      append(placed.parts, part.path, message);
      placed.others.push(`${part.candidate.label(part.rows)}: ${message}`);
    } else {
      placed.others.push(path === '' ? message : `${labelOfPath(path)}: ${message}`);
    }
  }
  return placed;
}
