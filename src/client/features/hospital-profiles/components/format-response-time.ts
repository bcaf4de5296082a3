import { translate } from '#client/i18n/i18n.ts';
import { msg } from '#client/i18n/msg.ts';

/**
 * A median response time for people: "45 min", "3 h 20 min", "2 days 4 h". Null (too few
 * requests answered to say, ADR 0052) reads "Not enough data yet". In the active locale.
 */
export function formatResponseTime(minutes: number | null): string {
  if (minutes === null) return translate(msg('Not enough data yet'));
  if (minutes < 60) return translate(msg('{minutes} min'), { minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 48) {
    const rest = minutes % 60;
    return rest === 0
      ? translate(msg('{hours} h'), { hours })
      : translate(msg('{hours} h {minutes} min'), { hours, minutes: rest });
  }
  const days = Math.floor(hours / 24);
  const restHours = hours % 24;
  return restHours === 0
    ? translate(msg('{days} days'), { days })
    : translate(msg('{days} days {hours} h'), { days, hours: restHours });
}
