import { describe, expect, it } from 'vitest';
import { formatApproximatePrice } from '#client/features/exchange-rates/lib/approximate-price.ts';

/** The texts with ICU's no-break spaces (`CHF\u00a0778`) as plain spaces, for readable cases. */
function at(currency: string, unitsPerUsd: string, usd: number) {
  const price = formatApproximatePrice({ usd, currency, unitsPerUsd, rateDate: '2026-02-06' });
  const plain = (text: string) => text.replace(/\u00a0/g, ' ');
  return price && { text: plain(price.text), accessibleText: plain(price.accessibleText) };
}

describe('formatApproximatePrice', () => {
  it('shows a USD amount in euros, marked approximate, with a spoken form and the rate date', () => {
    expect(at('EUR', '0.84788876', 12_500)).toEqual({
      text: '≈ €10,599',
      accessibleText: 'approximately 10,599 euros, at the rate of February 6, 2026',
    });
  });

  it('uses the unambiguous symbol or code of each currency', () => {
    expect(at('JPY', '157.08835001', 8_500)?.text).toBe('≈ ¥1,335,251');
    expect(at('INR', '90.66177717', 1_000)?.text).toBe('≈ ₹90,662');
    expect(at('CHF', '0.77793793', 1_000)?.text).toBe('≈ CHF 778');
    expect(at('JPY', '157.08835001', 8_500)?.accessibleText).toMatch(
      /^approximately 1,335,251 Japanese yen, at the rate of/,
    );
  });

  it('multiplies exactly and rounds a half up, where binary floats land below it', () => {
    // 100 × 1.005 is 100.5 exactly; as doubles it is 100.49999999999999 and would round down.
    expect(100 * 1.005).toBeLessThan(100.5);
    expect(at('EUR', '1.005', 100)?.text).toBe('≈ €101');
    expect(at('EUR', '1.00499999', 100)?.text).toBe('≈ €100');
  });

  it('keeps precision for large amounts in currencies with many units per dollar', () => {
    expect(at('IDR', '16872.98626420', 10_000_000)?.text).toBe('≈ IDR 168,729,862,642');
  });

  it('shows nothing for USD, whose amounts need no conversion', () => {
    expect(at('USD', '1', 500)).toBeNull();
  });
});
