import { describe, expect, it } from 'vitest';
import { formatResponseTime } from './format-response-time.ts';

describe('formatResponseTime', () => {
  it.each([
    [null, 'Not enough data yet'],
    [0, '0 min'],
    [45, '45 min'],
    [60, '1 h'],
    [200, '3 h 20 min'],
    [47 * 60 + 59, '47 h 59 min'],
    [48 * 60, '2 days'],
    [52 * 60 + 30, '2 days 4 h'],
  ])('%s minutes read "%s"', (minutes, text) => {
    expect(formatResponseTime(minutes)).toBe(text);
  });
});
