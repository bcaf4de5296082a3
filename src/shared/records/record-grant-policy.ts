/**
 * How long a hospital may read the records a patient shares with it (issue #14, ADR 0041), as
 * reviewable data with its source. Server and client read it (the grant form's default).
 */
export const RECORD_GRANT_POLICY = {
  /** Days a grant lives when the patient picks no expiry (issue #14: "default 30 days"). */
  defaultDays: 30,
  /** The longest expiry a patient may pick, in days. */
  maxDays: 90,
  source:
    'Issue #14 sets the 30-day default. GDPR Art. 5(1)(c) and (e) (data minimisation, storage ' +
    'limitation) and Art. 49(1)(a) (a transfer consented for a specific purpose) call for access ' +
    'that ends with its purpose: a hospital needs the files to price and plan one treatment, ' +
    'which takes weeks. The 90-day ceiling covers a quote, travel planning and admission; it is ' +
    "this project's choice, to be confirmed by the data protection officer. A patient can " +
    'always revoke earlier, and grant again later.',
  reviewedAt: '2026-11-26',
} as const;
