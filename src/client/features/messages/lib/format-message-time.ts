const timeFormatter = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });
const dayTimeFormatter = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const fullFormatter = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * When a message was sent, as short as is clear in the viewer's zone: `"3:45 PM"` today,
 * `"Jan 5, 3:45 PM"` this year, `"Jan 5, 2025, 3:45 PM"` before. `now` is for tests.
 */
export function formatMessageTime(isoDateTime: string, now: Date = new Date()): string {
  const date = new Date(isoDateTime);
  if (date.toDateString() === now.toDateString()) return timeFormatter.format(date);
  if (date.getFullYear() === now.getFullYear()) return dayTimeFormatter.format(date);
  return fullFormatter.format(date);
}
