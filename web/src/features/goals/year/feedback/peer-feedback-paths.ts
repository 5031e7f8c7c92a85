/** The peer's routes: their requests, and one request to rate. */
export const PEER_FEEDBACK_PATHS = {
  list: '/goals/feedback/peer',
  feedback: (id: number) => `/goals/feedback/peer/${id}`,
} as const;
