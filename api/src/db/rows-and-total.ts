/** A list page's rows and the count of all that match, queried together. */
export async function rowsAndTotal<R>(rows: PromiseLike<R[]>, counted: PromiseLike<{ total: number }[]>) {
  const [page, [total]] = await Promise.all([rows, counted]);
  return { rows: page, total: total?.total ?? 0 };
}
