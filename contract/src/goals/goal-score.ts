import { GOAL_RATING, GOAL_WEIGHT } from './goal-rules';

/*
 * The year's score (docs/decisions/goals.md, 'The year's score'). Per goal: the self average is the mean of its
 * accepted self ratings over the frequencies; the peer average is the mean, over the frequencies, of the frequency's
 * accepted peer ratings' mean; the goal's rating is the mean of the two (or the one there is). The proposed score is
 * the sum of weight × goal rating over the goals, divided by 100, to two decimals, 1 to 4.
 */

/** One frequency's accepted ratings: the self feedback's, and each accepted peer feedback's (goal id → rating). */
export interface FrequencyRatings {
  frequencyLabel: string;
  self: ReadonlyMap<number, number> | null;
  peers: readonly ReadonlyMap<number, number>[];
}

export interface GoalScoreLine {
  goalId: number;
  weightage: number;
  selfAverage: number | null;
  peerAverage: number | null;
  /** The mean of the self and peer averages present; null when the goal has no accepted rating. */
  goalRating: number | null;
  /** weightage × goalRating / 100, two decimals. */
  contribution: number | null;
}

export interface GoalScore {
  lines: GoalScoreLine[];
  /** The proposed overall rating, or null while a goal has no accepted rating. */
  proposed: number | null;
}

/** Two decimals, half up (2.345 → 2.35), free of binary fractions' noise. */
export const roundScore = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

const mean = (values: readonly number[]) =>
  values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;

const clampRating = (value: number) => Math.min(GOAL_RATING.max, Math.max(GOAL_RATING.min, value));

/** The goal's ratings before rounding: self average, peer average and their mean. */
function goalAverages(goalId: number, frequencies: readonly FrequencyRatings[]) {
  const ratingOf = (ratings: ReadonlyMap<number, number> | null) => {
    const rating = ratings?.get(goalId);
    return rating === undefined ? [] : [rating];
  };
  const selfAverage = mean(frequencies.flatMap((frequency) => ratingOf(frequency.self)));
  const peerAverage = mean(
    frequencies.flatMap((frequency) => {
      const frequencyMean = mean(frequency.peers.flatMap(ratingOf));
      return frequencyMean === null ? [] : [frequencyMean];
    }),
  );
  const goalRating = mean([selfAverage, peerAverage].filter((value): value is number => value !== null));
  return { selfAverage, peerAverage, goalRating };
}

const rounded = (value: number | null) => (value === null ? null : roundScore(value));

export function goalScore(
  goals: readonly { id: number; weightage: number }[],
  frequencies: readonly FrequencyRatings[],
): GoalScore {
  let total = 0;
  const lines = goals.map((goal): GoalScoreLine => {
    const { selfAverage, peerAverage, goalRating } = goalAverages(goal.id, frequencies);
    // Summed unrounded, so the lines' rounding does not drift the total.
    if (goalRating !== null) total += goal.weightage * goalRating;
    return {
      goalId: goal.id,
      weightage: goal.weightage,
      selfAverage: rounded(selfAverage),
      peerAverage: rounded(peerAverage),
      goalRating: rounded(goalRating),
      contribution: rounded(goalRating === null ? null : (goal.weightage * goalRating) / GOAL_WEIGHT.total),
    };
  });
  const complete = lines.length > 0 && lines.every((line) => line.goalRating !== null);
  return { lines, proposed: complete ? roundScore(clampRating(total / GOAL_WEIGHT.total)) : null };
}

/** An overall rating: 1 to 4, at most two decimals. */
export const OVERALL_RATING = { min: GOAL_RATING.min, max: GOAL_RATING.max, decimals: 2 } as const;

/** Whether the reviewer's overall rating differs from the proposed score (then a reason is required). */
export const ratingAdjusted = (overallRating: number, proposed: number | null) =>
  proposed === null || roundScore(overallRating) !== roundScore(proposed);
