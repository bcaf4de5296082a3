import { formatTag } from '#client/i18n/i18n.ts';

/**
 * When a message was sent, as short as is clear in the viewer's zone and the active locale
 * (ADR 0058): `"3:45 PM"` today, `"Jan 5, 3:45 PM"` this year, `"Jan 5, 2025, 3:45 PM"`
 * before. `now` is for tests.
 */
export function formatMessageTime(isoDateTime: string, now: Date = new Date()): string {
  const date = new Date(isoDateTime);
  const options: Intl.DateTimeFormatOptions =
    date.toDateString() === now.toDateString()
      ? { timeStyle: 'short' }
      : date.getFullYear() === now.getFullYear()
        ? { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }
        : { dateStyle: 'medium', timeStyle: 'short' };
  return new Intl.DateTimeFormat(formatTag(), options).format(date);
}
