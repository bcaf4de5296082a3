import { formatTag, translate } from '#client/i18n/i18n.ts';
import { msg } from '#client/i18n/msg.ts';

/** Units from the largest down, with their length in seconds. */
const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/**
 * How long ago `isoDateTime` was, in words: "just now", "5 minutes ago", "yesterday"; a moment
 * more than a week back is a date ("Jan 5").
 */
export function formatTimeAgo(isoDateTime: string, nowMs = Date.now()): string {
  const seconds = Math.round((nowMs - Date.parse(isoDateTime)) / 1000);
  if (seconds < 60) return translate(msg('just now'));
  if (seconds > 7 * 86_400) {
    return new Date(isoDateTime).toLocaleDateString(formatTag(), {
      month: 'short',
      day: 'numeric',
    });
  }
  const [unit, size] = UNITS.find(([, length]) => seconds >= length) ?? ['minute', 60];
  return new Intl.RelativeTimeFormat(formatTag(), { numeric: 'auto' }).format(
    -Math.floor(seconds / size),
    unit,
  );
}
