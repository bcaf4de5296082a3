import { code as findCurrency } from 'currency-codes';

/**
 * Whether `code` is a current ISO 4217 currency one can price in, by the `currency-codes`
 * package (the ISO 4217 maintenance agency's list one). Entries that are no country's money —
 * precious metals, bond-market units, the testing and "no currency" codes, which the package
 * marks with `Zz…` pseudo-countries — do not count.
 */
export function isPricingCurrency(code: string): boolean {
  const record = findCurrency(code);
  return record !== undefined && record.countries.some((country) => !/^Zz\d/.test(country));
}
