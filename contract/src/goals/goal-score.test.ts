import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FrequencyRatings, goalScore, OVERALL_RATING, ratingAdjusted, roundScore } from './goal-score';

/** goal id → rating, written as [[id, rating], …]. */
const ratings = (...entries: [number, number][]) => new Map(entries);
const frequency = (frequencyLabel: string, self: Map<number, number> | null, ...peers: Map<number, number>[]) => ({
  frequencyLabel,
  self,
  peers,
});

const goals = [
  { id: 1, weightage: 60 },
  { id: 2, weightage: 40 },
];

describe('goalScore: worked examples', () => {
  it('self ratings only: each goal rated by its self rating', () => {
    const score = goalScore(goals, [frequency('Term 1', ratings([1, 3], [2, 4]))]);
    // 60 × 3 + 40 × 4 = 340, / 100 = 3.4
    expect(score).toEqual({
      lines: [
        { goalId: 1, weightage: 60, selfAverage: 3, peerAverage: null, goalRating: 3, contribution: 1.8 },
        { goalId: 2, weightage: 40, selfAverage: 4, peerAverage: null, goalRating: 4, contribution: 1.6 },
      ],
      proposed: 3.4,
    });
  });

  it('self and peers: the goal rating is the mean of the self rating and the peers’ mean', () => {
    const term1 = frequency('Term 1', ratings([1, 3], [2, 2]), ratings([1, 4], [2, 2]), ratings([1, 2], [2, 3]));
    // Goal 1: self 3, peers (4 + 2) / 2 = 3 → 3. Goal 2: self 2, peers (2 + 3) / 2 = 2.5 → 2.25.
    // 60 × 3 + 40 × 2.25 = 270, / 100 = 2.7
    expect(goalScore(goals, [term1])).toEqual({
      lines: [
        { goalId: 1, weightage: 60, selfAverage: 3, peerAverage: 3, goalRating: 3, contribution: 1.8 },
        { goalId: 2, weightage: 40, selfAverage: 2, peerAverage: 2.5, goalRating: 2.25, contribution: 0.9 },
      ],
      proposed: 2.7,
    });
  });

  it('several frequencies: self averaged over frequencies, peers averaged per frequency then over frequencies', () => {
    const term1 = frequency('Term 1', ratings([1, 2], [2, 3]), ratings([1, 4], [2, 4]));
    const term2 = frequency('Term 2', ratings([1, 4], [2, 3]), ratings([1, 3], [2, 1]), ratings([1, 3], [2, 2]));
    // Goal 1: self (2 + 4) / 2 = 3; peers Term 1: 4, Term 2: 3 → 3.5; rating 3.25.
    // Goal 2: self (3 + 3) / 2 = 3; peers Term 1: 4, Term 2: 1.5 → 2.75; rating 2.875 (shown 2.88).
    // 60 × 3.25 + 40 × 2.875 = 195 + 115 = 310, / 100 = 3.1
    expect(goalScore(goals, [term1, term2])).toEqual({
      lines: [
        { goalId: 1, weightage: 60, selfAverage: 3, peerAverage: 3.5, goalRating: 3.25, contribution: 1.95 },
        { goalId: 2, weightage: 40, selfAverage: 3, peerAverage: 2.75, goalRating: 2.88, contribution: 1.15 },
      ],
      proposed: 3.1,
    });
  });

  it('a frequency without peers counts its self rating only; one without a self feedback its peers only', () => {
    const term1 = frequency('Term 1', ratings([1, 2], [2, 2]));
    const term2 = frequency('Term 2', null, ratings([1, 4], [2, 4]));
    // Self 2, peers 4 for each goal → 3.
    expect(goalScore(goals, [term1, term2]).proposed).toBe(3);
  });

  it('proposes nothing while a goal has no accepted rating, but still shows the lines it can', () => {
    const score = goalScore(goals, [frequency('Term 1', ratings([1, 3]))]);
    expect(score.proposed).toBeNull();
    expect(score.lines[0]).toMatchObject({ goalId: 1, goalRating: 3, contribution: 1.8 });
    expect(score.lines[1]).toEqual({
      goalId: 2,
      weightage: 40,
      selfAverage: null,
      peerAverage: null,
      goalRating: null,
      contribution: null,
    });
  });

  it('proposes nothing without goals or without frequencies', () => {
    expect(goalScore([], [frequency('Term 1', ratings([1, 3]))])).toEqual({ lines: [], proposed: null });
    expect(goalScore(goals, []).proposed).toBeNull();
  });

  it('rounds the proposed score half up to two decimals, from the unrounded sum', () => {
    const weighted = [
      { id: 1, weightage: 45 },
      { id: 2, weightage: 55 },
    ];
    // Goal 2: self 2, peer 3 → 2.5. 45 × 3 + 55 × 2.5 = 272.5, / 100 = 2.725 → 2.73
    const term1 = frequency('Term 1', ratings([1, 3], [2, 2]), ratings([1, 3], [2, 3]));
    expect(goalScore(weighted, [term1]).proposed).toBe(2.73);
  });

  it('keeps the proposed score between 1 and 4 even when the weights do not total 100', () => {
    const heavy = [
      { id: 1, weightage: 60 },
      { id: 2, weightage: 60 },
    ];
    expect(goalScore(heavy, [frequency('Term 1', ratings([1, 4], [2, 4]))]).proposed).toBe(4);
    const light = [{ id: 1, weightage: 30 }];
    expect(goalScore(light, [frequency('Term 1', ratings([1, 1]))]).proposed).toBe(1);
  });
});

describe('roundScore', () => {
  it('rounds half up, free of binary fractions (1.005 → 1.01, 2.345 → 2.35, 2.875 → 2.88)', () => {
    expect(roundScore(1.005)).toBe(1.01);
    expect(roundScore(2.345)).toBe(2.35);
    expect(roundScore(2.875)).toBe(2.88);
    expect(roundScore(2.344)).toBe(2.34);
    expect(roundScore(3)).toBe(3);
  });
});

describe('ratingAdjusted', () => {
  it('is false when the overall rating is the proposed score, to two decimals', () => {
    expect(ratingAdjusted(3.1, 3.1)).toBe(false);
    expect(ratingAdjusted(3.104, 3.1)).toBe(false);
    expect(ratingAdjusted(2.725, 2.73)).toBe(false);
  });

  it('is true when it differs, or when there is no proposed score', () => {
    expect(ratingAdjusted(3.2, 3.1)).toBe(true);
    expect(ratingAdjusted(3.11, 3.1)).toBe(true);
    expect(ratingAdjusted(3, null)).toBe(true);
  });

  it('bounds an overall rating to 1–4 with two decimals', () => {
    expect(OVERALL_RATING).toEqual({ min: 1, max: 4, decimals: 2 });
  });
});

describe('goalScore: properties', () => {
  /** 1 to 6 goals whose whole weights, each at least 1, total 100 (cut points of 0–100). */
  const weightedGoals = fc.uniqueArray(fc.integer({ min: 1, max: 99 }), { maxLength: 5 }).map((cuts) => {
    const ends = [...[...cuts].sort((a, b) => a - b), 100];
    const starts = [0, ...ends];
    return ends.map((end, index) => ({ id: index + 1, weightage: end - (starts[index] ?? 0) }));
  });

  /** Frequencies whose self feedback rates every goal, with zero to five peers each. */
  const frequenciesFor = (goalIds: number[], rating: fc.Arbitrary<number>) => {
    const rated = fc
      .tuple(...goalIds.map((id) => rating.map((value): [number, number] => [id, value])))
      .map((entries) => new Map(entries));
    return fc.array(
      fc.record({
        frequencyLabel: fc.constantFrom('Term 1', 'Term 2', 'Term 3'),
        self: rated,
        peers: fc.array(rated, { maxLength: 5 }),
      }),
      { minLength: 1, maxLength: 3 },
    );
  };

  it('proposes a score from 1 to 4 whenever every rating is 1–4 and the weights total 100', () => {
    const input = weightedGoals.chain((goalList) =>
      fc.tuple(
        fc.constant(goalList),
        frequenciesFor(
          goalList.map((goal) => goal.id),
          fc.integer({ min: 1, max: 4 }),
        ),
      ),
    );
    fc.assert(
      fc.property(input, ([goalList, frequencies]: [typeof goals, FrequencyRatings[]]) => {
        const { proposed } = goalScore(goalList, frequencies);
        expect(proposed).not.toBeNull();
        expect(proposed).toBeGreaterThanOrEqual(1);
        expect(proposed).toBeLessThanOrEqual(4);
      }),
    );
  });

  it('proposes the rating itself when every rating is the same', () => {
    const input = fc.integer({ min: 1, max: 4 }).chain((rating) =>
      weightedGoals.chain((goalList) =>
        fc.tuple(
          fc.constant(rating),
          fc.constant(goalList),
          frequenciesFor(
            goalList.map((goal) => goal.id),
            fc.constant(rating),
          ),
        ),
      ),
    );
    fc.assert(
      fc.property(input, ([rating, goalList, frequencies]: [number, typeof goals, FrequencyRatings[]]) => {
        expect(goalScore(goalList, frequencies).proposed).toBe(rating);
      }),
    );
  });
});
