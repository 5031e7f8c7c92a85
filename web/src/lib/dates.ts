/**
 * A date as the screens show it (DD-MM-YYYY). Takes the API's YYYY-MM-DD (or a timestamp
 * starting with it); anything else is shown as it is, and nothing as '-'.
 */
export function formatDisplayDate(value: string | null | undefined): string {
  if (!value) return '-';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : value;
}

/** '01-04-2026 to 31-03-2027'. */
export const formatDateRange = (start: string | null | undefined, end: string | null | undefined) =>
  `${formatDisplayDate(start)} to ${formatDisplayDate(end)}`;

/** A timestamp as 'DD-MM-YYYY HH:MM' in the user's time zone (when a consent was given); '-' when there is none. */
export function formatDisplayDateTime(timestamp: string | null | undefined): string {
  if (!timestamp) return '-';
  const when = new Date(timestamp);
  if (Number.isNaN(when.getTime())) return timestamp;
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(when.getDate())}-${two(when.getMonth() + 1)}-${when.getFullYear()} ${two(when.getHours())}:${two(when.getMinutes())}`;
}
