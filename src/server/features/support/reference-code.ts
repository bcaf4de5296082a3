import { randomBytes } from 'node:crypto';
import {
  CONTACT_REFERENCE_PREFIX,
  REFERENCE_CODE_ALPHABET,
  REFERENCE_CODE_LENGTH,
} from '#shared/support/reference-code.ts';

/**
 * A new grievance reference code in its stored form: 28 Crockford base32 symbols from a CSPRNG,
 * 140 bits (DESIGN §5: at least 128). Each symbol is one random byte's low 5 bits, which is
 * uniform because 256 is a multiple of 32.
 */
export function newReferenceCode(): string {
  return [...randomBytes(REFERENCE_CODE_LENGTH)]
    .map((byte) => REFERENCE_CODE_ALPHABET[byte & 31])
    .join('');
}

/** A new contact-form message reference, stored form: `CONTACT` and a fresh random code. */
export function newContactReference(): string {
  return `${CONTACT_REFERENCE_PREFIX}${newReferenceCode()}`;
}
