/** A rating or score with its two decimals ('3.30'); a dash when there is none yet. */
export const formatScore = (value: number | null | undefined) =>
  value === null || value === undefined ? '–' : value.toFixed(2);

/** How the proposed score is computed (contract goalScore; docs/decisions/goals.md, 'The year's score'), in one sentence. */
export const SCORE_RULE =
  "Each goal's rating is the mean of its self average (the accepted self ratings) and its peer average (the accepted peer ratings, averaged term by term); the proposed score is the sum of weightage × goal rating divided by 100, to two decimals, from 1 to 4.";
