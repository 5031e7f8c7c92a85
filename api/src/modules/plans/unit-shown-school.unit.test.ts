import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { shownSchoolOf } from './unit-shown-school';

describe('shownSchoolOf', () => {
  it('lists everything when the plan is of one school or none', () => {
    expect(shownSchoolOf([], 4, 4)).toBeNull();
    expect(shownSchoolOf([7], 4, 7)).toBeNull();
  });

  it('prefers the asked school, then the user’s own, then the first', () => {
    expect(shownSchoolOf([3, 5, 9], 9, 5)).toBe(9);
    expect(shownSchoolOf([3, 5, 9], 8, 5)).toBe(5);
    expect(shownSchoolOf([3, 5, 9], undefined, null)).toBe(3);
    expect(shownSchoolOf([3, 5, 9], null, 8)).toBe(3);
  });

  it('always answers one of the plan’s schools when it spans several', () => {
    const ids = fc.uniqueArray(fc.integer({ min: 1, max: 50 }), { minLength: 2, maxLength: 8 });
    const maybe = fc.option(fc.integer({ min: 1, max: 50 }), { nil: null });
    fc.assert(
      fc.property(ids, maybe, maybe, (schoolIds, asked, own) => {
        const shown = shownSchoolOf(schoolIds, asked, own);
        expect(shown !== null && schoolIds.includes(shown)).toBe(true);
        if (asked !== null && schoolIds.includes(asked)) expect(shown).toBe(asked);
      }),
    );
  });
});
