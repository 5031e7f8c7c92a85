/** The reviewer's routes. */
export const GOAL_REVIEW_PATHS = {
  list: '/goals/set/review',
  review: (id: number) => `/goals/set/review/${id}`,
} as const;
