/**
 * A `datetime-local` value (the browser's local time, `2026-12-01T18:00`) as the ISO instant the
 * API takes; blank → undefined, and text that is no date is passed on for the schema to refuse.
 */
export function parseBidDeadlineInput(text: string): string | undefined {
  if (text.trim() === '') return undefined;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? text : instant.toISOString();
}

/** An ISO instant as a `datetime-local` value in the browser's time zone. */
export function toDateTimeLocalValue(isoDateTime: string): string {
  const date = new Date(isoDateTime);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}
