/**
 * Calendar dates in UTC, as `YYYY-MM-DD` strings: quotes are valid "until" a day, and the
 * server and every browser must agree which day today is (issue #15, ADR 0045).
 */

/** Today's date in UTC, `YYYY-MM-DD`. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** `date` (`YYYY-MM-DD`) plus `days` whole days, `YYYY-MM-DD`. */
export function addDaysUtc(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}
