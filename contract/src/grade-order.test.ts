import { describe, expect, it } from 'vitest';
import { compareGradeNames, GRADE_ORDER, gradeRank, OTHER_GRADE_RANK, sortGradeNames } from './grade-order';

describe('grade order', () => {
  it('puts Nursery, LKG, UKG and I to XII first, in that order, then other names alphabetically', () => {
    const shuffled = ['X', 'Zeta', 'IX', 'iv', 'V', 'I', 'UKG', 'alpha', 'Nursery', 'XII', 'II', 'LKG', 'III', 'XI'];
    expect(sortGradeNames(shuffled)).toEqual([
      'Nursery',
      'LKG',
      'UKG',
      'I',
      'II',
      'III',
      'iv',
      'V',
      'IX',
      'X',
      'XI',
      'XII',
      'alpha',
      'Zeta',
    ]);
  });

  it('never sorts I, II, III, IV, IX, V as text would', () => {
    expect(sortGradeNames(['IX', 'V', 'IV', 'III', 'II', 'I']).slice(0, 5)).toEqual(['I', 'II', 'III', 'IV', 'V']);
  });

  it('ranks names ignoring case and surrounding spaces; unknown names share the last rank', () => {
    expect(GRADE_ORDER.map(gradeRank)).toEqual(GRADE_ORDER.map((_, index) => index + 1));
    expect(gradeRank(' nursery ')).toBe(1);
    expect(gradeRank('ukg')).toBe(3);
    expect(gradeRank('Grade 1')).toBe(OTHER_GRADE_RANK);
    expect(compareGradeNames('viii', 'VIII')).toBe(0);
    expect(compareGradeNames('Grade 2', 'grade 10')).toBeGreaterThan(0);
  });
});
