/** How a date is shown, and the hint of a date field (its error names the same format). */
export const DATE_DISPLAY_FORMAT = 'DD-MM-YYYY';

/** A date field's hint; its error (FIELD_MESSAGES.date) says the same words. */
export const DATE_FIELD_HINT = `Date as ${DATE_DISPLAY_FORMAT}`;

/** Spec 001 section 5: dates are shown DD-MM-YYYY. '2026-11-25' -> '25-11-2026'; anything else as it is. */
export function displayDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : isoDate;
}

/** An ISO timestamp as 'DD-MM-YYYY HH:MM UTC' (the server writes UTC; a plan's readers share one time zone). */
export function displayTimestampUtc(iso: string): string {
  return `${displayDate(iso.slice(0, 10))} ${iso.slice(11, 16)} UTC`;
}
