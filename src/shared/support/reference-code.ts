/**
 * Grievance reference codes (DESIGN §5): 28 symbols of Crockford's base32, 5 random bits each
 * (140 bits), stored normalised (upper case, no separators) and shown in groups of four:
 * `7K3Q-MXR2-ZD9A-…`. People may type them in any case, with or without dashes or spaces, and
 * with the letters Crockford maps to digits (I and L → 1, O → 0).
 */

/** Crockford's base32 alphabet: digits and letters without I, L, O and U. */
export const REFERENCE_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Symbols in a grievance reference code (28 × 5 = 140 random bits). */
export const REFERENCE_CODE_LENGTH = 28;

/** Symbols per group when a code is shown. */
const GROUP_SIZE = 4;

/**
 * Stored before the random symbols of a contact-form message's reference. It holds an O, which
 * no grievance code can, and the length differs, so a contact message is never found by a
 * grievance lookup and its kind needs no extra column (ADR 0012).
 */
export const CONTACT_REFERENCE_PREFIX = 'CONTACT';

const NORMALISED_CODE = new RegExp(`^[${REFERENCE_CODE_ALPHABET}]{${REFERENCE_CODE_LENGTH}}$`);

/**
 * The stored form of what someone typed: separators (spaces, dashes, dots, underscores) removed,
 * upper-cased, I/L read as 1 and O as 0. Undefined when the result is not a well-formed code.
 */
export function normalizeReferenceCode(input: string): string | undefined {
  const code = input
    .replace(/[\s._-]/g, '')
    .toUpperCase()
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');
  return NORMALISED_CODE.test(code) ? code : undefined;
}

/**
 * A stored reference as people read it: groups of four joined by dashes, after the
 * `CONTACT-` prefix for a contact message.
 */
export function formatReferenceCode(stored: string): string {
  const hasPrefix = stored.startsWith(CONTACT_REFERENCE_PREFIX);
  const symbols = hasPrefix ? stored.slice(CONTACT_REFERENCE_PREFIX.length) : stored;
  const groups = symbols.match(new RegExp(`.{1,${GROUP_SIZE}}`, 'g')) ?? [];
  return [...(hasPrefix ? [CONTACT_REFERENCE_PREFIX] : []), ...groups].join('-');
}
