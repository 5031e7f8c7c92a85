import { consentsComplete, isConsentTeacher } from '@school/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ConsentSummary } from './consents.repository';
import { consentStatesOfSummary } from './unit-lesson-rows';

const USER = 'me@school.test';

/** A plan's consents: some teachers' ticks, the user's among them or not. */
const consentLists = fc.record({
  others: fc.array(fc.boolean(), { maxLength: 6 }),
  own: fc.option(fc.boolean(), { nil: null }),
});

function summaryOf(others: boolean[], own: boolean | null): ConsentSummary {
  const all = own === null ? others : [...others, own];
  return { planId: 1, count: all.length, given: all.filter(Boolean).length, own };
}

describe('consentStatesOfSummary', () => {
  it('is judged by the ability rules exactly as the full consent list would be', () => {
    fc.assert(
      fc.property(consentLists, ({ others, own }) => {
        const full = [
          ...others.map((consent, index) => ({ email: `teacher${index}@school.test`, consent })),
          ...(own === null ? [] : [{ email: USER.toUpperCase(), consent: own }]),
        ];
        const states = consentStatesOfSummary(summaryOf(others, own), USER);
        expect(consentsComplete(states)).toBe(consentsComplete(full));
        expect(isConsentTeacher({ email: USER }, states)).toBe(isConsentTeacher({ email: USER }, full));
      }),
    );
  });

  it('gives a plan without consents none', () => {
    expect(consentStatesOfSummary(undefined, USER)).toEqual([]);
    expect(consentStatesOfSummary(summaryOf([], null), USER)).toEqual([]);
  });
});
