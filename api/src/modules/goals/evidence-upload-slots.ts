/**
 * How many uploads each user has running in this process. An upload holds a connection, a temporary file and
 * the database's attention while it is checked and stored; a few per user are enough for a person choosing files,
 * and a script sending many at once is refused instead of slowing everyone else.
 */
export function createUploadSlots(perUser: number) {
  const running = new Map<number, number>();
  return {
    /** Takes a slot: the function that gives it back (once, however often called), or null when none is free. */
    acquire(userId: number): (() => void) | null {
      const count = running.get(userId) ?? 0;
      if (count >= perUser) return null;
      running.set(userId, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (running.get(userId) ?? 1) - 1;
        if (left > 0) running.set(userId, left);
        else running.delete(userId);
      };
    },
    /** Uploads running for the user (tests). */
    runningFor: (userId: number) => running.get(userId) ?? 0,
  };
}
