import { describe, expect, it } from 'vitest';
import {
  CONTACT_REFERENCE_PREFIX,
  formatReferenceCode,
  normalizeReferenceCode,
} from '#shared/support/reference-code.ts';
import { newContactReference, newReferenceCode } from './reference-code.ts';

const STORED = '7K3QMXR2ZD9A0B1C4E5F6G8H9JKM';

describe('grievance reference codes (DESIGN §5)', () => {
  it('makes 28 random Crockford base32 symbols (140 bits) that survive showing and retyping', () => {
    const codes = Array.from({ length: 2000 }, () => newReferenceCode());
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes.slice(0, 50)) {
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{28}$/);
      expect(normalizeReferenceCode(formatReferenceCode(code).toLowerCase())).toBe(code);
    }
    // Every symbol of the alphabet turns up: the low 5 bits of a byte are uniform.
    expect(new Set(codes.join('')).size).toBe(32);
  });

  it('makes contact references that no grievance lookup accepts', () => {
    const reference = newContactReference();
    expect(reference).toMatch(/^CONTACT[0-9A-HJKMNP-TV-Z]{28}$/);
    expect(normalizeReferenceCode(formatReferenceCode(reference))).toBeUndefined();
  });

  it('shows a stored code in groups of four', () => {
    expect(formatReferenceCode(STORED)).toBe('7K3Q-MXR2-ZD9A-0B1C-4E5F-6G8H-9JKM');
  });

  it('shows a contact reference after its prefix', () => {
    expect(formatReferenceCode(`${CONTACT_REFERENCE_PREFIX}${STORED}`)).toBe(
      'CONTACT-7K3Q-MXR2-ZD9A-0B1C-4E5F-6G8H-9JKM',
    );
  });

  it.each([
    ['grouped', '7K3Q-MXR2-ZD9A-0B1C-4E5F-6G8H-9JKM'],
    ['lower case', '7k3q-mxr2-zd9a-0b1c-4e5f-6g8h-9jkm'],
    ['without separators', '7k3qmxr2zd9a0b1c4e5f6g8h9jkm'],
    ['with spaces and padding', '  7K3Q MXR2 ZD9A 0B1C 4E5F 6G8H 9JKM '],
    ['with Crockford look-alikes (O for 0, I and L for 1)', '7K3Q-MXR2-ZD9A-OBIC-4E5F-6G8H-9JKM'],
  ])('accepts a code typed %s', (_, typed) => {
    expect(normalizeReferenceCode(typed)).toBe(STORED);
  });

  it.each([
    ['empty', ''],
    ['too short', STORED.slice(1)],
    ['too long', `${STORED}0`],
    ['with U, outside the alphabet', `U${STORED.slice(1)}`],
    ['with punctuation', `${STORED.slice(1)}!`],
    ['a contact reference', `CONTACT-${STORED}`],
    ['a uuid', '1b4e28ba-2fa1-11d2-883f-0016d3cca427'],
  ])('refuses a code that is %s', (_, typed) => {
    expect(normalizeReferenceCode(typed)).toBeUndefined();
  });
});
