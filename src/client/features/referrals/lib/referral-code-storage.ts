import { MAX_REFERRAL_CODE_LENGTH, REFERRAL_CODE_STORAGE_KEY } from '#shared/common/constants.ts';

/**
 * A referral code as the user types or links it (SPEC §5): trimmed, upper-cased, at most 20
 * characters. Empty string when nothing is left.
 */
export function normalizeReferralCode(raw: string): string {
  return raw.trim().toUpperCase().slice(0, MAX_REFERRAL_CODE_LENGTH);
}

// sessionStorage throws in some privacy modes; a lost referral code must never break a page.
function safeStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The code kept in session storage under `referralCode` (SPEC §3), or null. */
export function readStoredReferralCode(): string | null {
  const value = safeStorage()?.getItem(REFERRAL_CODE_STORAGE_KEY);
  return value ? normalizeReferralCode(value) || null : null;
}

/** Keeps a code for this tab's session (SPEC §2.4); blank codes are ignored. */
export function storeReferralCode(raw: string): void {
  const code = normalizeReferralCode(raw);
  if (code) safeStorage()?.setItem(REFERRAL_CODE_STORAGE_KEY, code);
}

/** Forgets the stored code, after it was applied successfully (SPEC §4). */
export function clearStoredReferralCode(): void {
  safeStorage()?.removeItem(REFERRAL_CODE_STORAGE_KEY);
}
