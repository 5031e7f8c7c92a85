import { type GoalScore, goalScore, selfFeedbackAccepted } from '@school/contract';
import type { ScoreInputs } from './goal-score.repository';

/** goal id → rating */
type Ratings = Map<number, number>;

function ratingsOf<K>(byKey: Map<K, Ratings>, key: K) {
  const existing = byKey.get(key);
  if (existing) return existing;
  const created: Ratings = new Map();
  byKey.set(key, created);
  return created;
}

/**
 * The year's score from the ratings a reviewer accepted (docs/decisions.md, 'The year's score'): per frequency of
 * the period's timeline, the SELF feedback's ratings once accepted (selfFeedbackAccepted) and each PEER feedback's
 * once FEEDBACK_COMPLETED. Submitted, sent back or pending ratings do not count; nor do feedbacks of a frequency
 * the timeline no longer has.
 */
export function scoreOf({ goals, frequencyLabels, ratings }: ScoreInputs): GoalScore {
  const selfByFrequency = new Map<string, Ratings>();
  const peerByFeedback = new Map<number, Ratings>();
  const peerFrequency = new Map<number, string>();
  for (const row of ratings) {
    if (row.feedbackType === 'SELF' && selfFeedbackAccepted(row.state)) {
      ratingsOf(selfByFrequency, row.frequencyLabel).set(row.goalId, row.rating);
    } else if (row.feedbackType === 'PEER' && row.state === 'FEEDBACK_COMPLETED') {
      ratingsOf(peerByFeedback, row.feedbackId).set(row.goalId, row.rating);
      peerFrequency.set(row.feedbackId, row.frequencyLabel);
    }
  }
  const frequencies = frequencyLabels.map((frequencyLabel) => ({
    frequencyLabel,
    self: selfByFrequency.get(frequencyLabel) ?? null,
    peers: [...peerByFeedback].filter(([id]) => peerFrequency.get(id) === frequencyLabel).map(([, peer]) => peer),
  }));
  return goalScore(goals, frequencies);
}
