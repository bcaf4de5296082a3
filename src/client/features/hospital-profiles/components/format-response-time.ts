/**
 * A median response time for people: "45 min", "3 h 20 min", "2 days 4 h". Null (too few
 * requests answered to say, ADR 0052) reads "Not enough data yet".
 */
export function formatResponseTime(minutes: number | null): string {
  if (minutes === null) return 'Not enough data yet';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) {
    const rest = minutes % 60;
    return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
  }
  const days = Math.floor(hours / 24);
  const restHours = hours % 24;
  return restHours === 0 ? `${days} days` : `${days} days ${restHours} h`;
}
