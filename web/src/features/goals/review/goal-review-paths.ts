/** The reviewer's routes (spec 001 section 2). */
export const GOAL_REVIEW_PATHS = {
  list: '/goals/set/review',
  review: (id: number) => `/goals/set/review/${id}`,
} as const;
