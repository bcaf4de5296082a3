import { describe, expect, it } from 'vitest';
import { reconnectDelayMs } from './reconnect-delay.ts';

describe('reconnectDelayMs', () => {
  it('doubles from 1 s and stops at 30 s, jittered within the upper half', () => {
    const lowest = () => 0;
    const highest = () => 0.999_999;
    expect([0, 1, 2, 3, 4, 5, 6, 20].map((n) => reconnectDelayMs(n, undefined, highest))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
    expect([0, 1, 5, 20].map((n) => reconnectDelayMs(n, undefined, lowest))).toEqual([
      500, 1000, 15_000, 15_000,
    ]);
  });
});
