/**
 * Business constants and limits of SPEC §9 and SECURITY §2, one place for server and client.
 */

/** Default platform commission in percent, stored on each bid (SPEC §9, DESIGN §5). */
export const DEFAULT_PLATFORM_COMMISSION_RATE_PERCENT = 20;

/** Whole-USD bounds for budgets and prices (SECURITY §2). */
export const MIN_AMOUNT_USD = 1;
export const MAX_AMOUNT_USD = 10_000_000;

/** Dashboards show at most this many recent items per list (SPEC §9). */
export const DASHBOARD_RECENT_ITEMS = 3;
/** The hospital profile shows this many recent bids (SPEC §9). */
export const HOSPITAL_PROFILE_RECENT_BIDS = 5;

/** List pagination (DESIGN §4). */
export const DEFAULT_PAGE_LIMIT = 50;
export const MAX_PAGE_LIMIT = 100;

/** Text bounds in characters (SECURITY §2). */
export const MAX_NAME_LENGTH = 100;
export const MAX_TITLE_LENGTH = 200;
export const MAX_BODY_LENGTH = 5000;
export const MAX_INCLUDED_SERVICES = 50;
/** A chat message's length bound in characters (SECURITY §2). */
export const MAX_MESSAGE_LENGTH = 4000;

/** Password length bounds in characters (DESIGN §4). */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

/** Referral code length in characters (SPEC §5). */
export const MAX_REFERRAL_CODE_LENGTH = 20;
/** Reward points credited to each side of a referral; 100 points are a free coffee (SPEC §9). */
export const REFERRAL_REWARD_POINTS = 100;
export const FREE_COFFEE_POINTS = 100;
/** Referral invitation e-mails one user may send per rolling 24 hours (DESIGN §5). */
export const MAX_REFERRAL_INVITATIONS_PER_DAY = 10;

/** Admin statistics poll interval (SPEC §9). */
export const ADMIN_STATS_POLL_INTERVAL_MS = 5000;

/** Client-side storage keys (SPEC §3). */
export const REFERRAL_CODE_STORAGE_KEY = 'referralCode';

/** Symptom checker input bounds (SPEC §5, SECURITY §2). */
export const MIN_AGE = 1;
export const MAX_AGE = 150;
export const MAX_SYMPTOMS = 20;
export const MAX_HISTORY_ITEMS = 30;
/** One symptom, condition or medication entry, in characters. */
export const MAX_SYMPTOM_ENTRY_LENGTH = 200;

/** Reviews (SPEC §5, §9): star rating bounds and minimum title and text lengths. */
export const MIN_RATING = 1;
export const MAX_RATING = 5;
export const MIN_REVIEW_TITLE_LENGTH = 5;
export const MIN_REVIEW_CONTENT_LENGTH = 20;
/** At most this many verified testimonials on the landing page (SPEC §2.3, §9). */
export const LANDING_TESTIMONIALS = 6;

/** The product's name, as page titles, mails and notices show it. */
export const PRODUCT_NAME = 'CareAbroad';

/** Structured quotes (issue #15): a price holds this many days unless the hospital says. */
export const DEFAULT_QUOTE_VALIDITY_DAYS = 30;
/** The latest "valid until" a quote may name, in days from today (issue #15: one year). */
export const MAX_QUOTE_VALIDITY_DAYS = 365;
/** Bounds of a quote's nights in hospital and recovery days before flying home (issue #15). */
export const MAX_QUOTE_STAY_DAYS = 365;
/** Bound of a quote's follow-up consultations (issue #15). */
export const MAX_FOLLOW_UP_CONSULTATIONS = 50;
/** A request's bid deadline may lie at most this many days ahead (issue #15). */
export const MAX_BID_DEADLINE_DAYS = 180;
