/** Backoff bounds of the realtime channel's reconnects, in ms. */
export interface BackoffOptions {
  initialDelayMs: number;
  maxDelayMs: number;
}

/** 1 s doubling to a 30 s cap: quick after a blip, gentle on a server that is down. */
export const DEFAULT_BACKOFF: BackoffOptions = { initialDelayMs: 1000, maxDelayMs: 30_000 };

/**
 * Delay before reconnect attempt `attempt` (0-based): exponential backoff with "equal jitter"
 * (AWS Architecture Blog, "Exponential Backoff And Jitter", 2015): half of
 * `min(max, initial × 2^attempt)` plus a random part of the other half, so tabs that lost the
 * server together do not return together. `random` returns [0, 1); injectable for tests.
 */
export function reconnectDelayMs(
  attempt: number,
  { initialDelayMs, maxDelayMs }: BackoffOptions = DEFAULT_BACKOFF,
  random: () => number = Math.random,
): number {
  const ceilingMs = Math.min(maxDelayMs, initialDelayMs * 2 ** Math.max(0, attempt));
  return Math.round(ceilingMs / 2 + random() * (ceilingMs / 2));
}
