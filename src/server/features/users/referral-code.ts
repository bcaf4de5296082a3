import { randomInt } from 'node:crypto';

/** Crockford-style alphabet without look-alikes (0/O, 1/I/L), so codes read aloud safely. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 8;

/** A new random referral code of 8 characters (≈ 40 bits); uniqueness is the index's job. */
export function generateReferralCode(): string {
  let code = '';
  for (let i = 0; i < LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
