/** A goal configuration or timeline as saved: it has no status of its own, so it is always ACTIVE to the dialog. */
interface Saved {
  id: number;
  version: number;
}

/** The record an edit dialog reads; absent when adding. */
export const activeRecord = (saved?: Saved) => saved && { id: saved.id, status: 'ACTIVE', version: saved.version };

/** The request body: an edit names the version it changes. */
export const withVersion = <T extends object>(values: T, saved?: Saved) => ({
  ...values,
  ...(saved && { version: saved.version }),
});
