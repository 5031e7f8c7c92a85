/**
 * The order of classes (grades) everywhere: Nursery, LKG, UKG, I to XII, then any other name alphabetically.
 * The database keeps each class's rank in a generated column built from this list (api/src/db/schema), so that
 * lists sort in SQL and an index serves the order; the web sorts names it merges from several answers with
 * compareGradeNames. Names match ignoring case and surrounding spaces.
 */
export const GRADE_ORDER = [
  'Nursery',
  'LKG',
  'UKG',
  'I',
  'II',
  'III',
  'IV',
  'V',
  'VI',
  'VII',
  'VIII',
  'IX',
  'X',
  'XI',
  'XII',
] as const;

/** The rank of every name not in GRADE_ORDER: after all known grades. */
export const OTHER_GRADE_RANK = GRADE_ORDER.length + 1;

const rankByName = new Map<string, number>(GRADE_ORDER.map((name, index) => [name.toLowerCase(), index + 1]));

/** 1 for Nursery … 15 for XII; OTHER_GRADE_RANK for any other name. */
export function gradeRank(name: string): number {
  return rankByName.get(name.trim().toLowerCase()) ?? OTHER_GRADE_RANK;
}

/**
 * Compares two class names in grade order; names of the same rank compare ignoring case by code point, as the
 * server's lists do (lower(name) collate "C").
 */
export function compareGradeNames(a: string, b: string): number {
  const byRank = gradeRank(a) - gradeRank(b);
  if (byRank !== 0) return byRank;
  const left = a.trim().toLowerCase();
  const right = b.trim().toLowerCase();
  return left < right ? -1 : left > right ? 1 : 0;
}

/** The names sorted in grade order (a new array). */
export const sortGradeNames = <T extends string>(names: readonly T[]): T[] => [...names].sort(compareGradeNames);
