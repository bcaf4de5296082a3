import { FREE_COFFEE_POINTS } from '../common/constants.ts';

/** A balance of at least 100 points buys a free coffee (SPEC §2.7, §9). */
export function hasFreeCoffee(rewardPoints: number): boolean {
  return rewardPoints >= FREE_COFFEE_POINTS;
}

/** The app path a referral link opens: the landing page with `?ref=CODE` (SPEC §2.4). */
export function referralLinkPath(referralCode: string): string {
  return `/?ref=${encodeURIComponent(referralCode)}`;
}

/** The shareable referral link (SPEC §2.7): the site origin plus `/?ref=CODE`. */
export function buildReferralLink(origin: string, referralCode: string): string {
  return `${origin.replace(/\/$/, '')}${referralLinkPath(referralCode)}`;
}
