/**
 * Destinations the landing page links to that are not client routes (SPEC §2.1, §1).
 */

/**
 * Full-page navigation that starts sign-in (SPEC §2.1). Kept here rather than imported from
 * the app shell, because a feature must not reach into `app/`.
 */
export const LOGIN_HREF = '/api/login';

/**
 * External professional-network page where a review earns the breakfast reward (SPEC §1, §9).
 * Opened in a new tab with `rel="noopener noreferrer"` so the site cannot script this page.
 */
export const FEEDBACK_REVIEW_URL = 'https://www.linkedin.com';
