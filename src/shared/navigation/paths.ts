/**
 * Client route paths and href builders (SPEC §2.1). Server and client share them so links in
 * e-mails and redirects match the router.
 */
export const paths = {
  root: '/',
  home: '/home',
  login: '/login',
  contact: '/contact',
  faq: '/faq',
  grievanceInfo: '/grievance-info',
  grievance: '/grievance',
  grievanceStatus: '/grievance-status',
  reviews: '/reviews',
  symptomChecker: '/symptom-checker',
  symptomCheckerResults: '/symptom-checker/results',
  createRequest: '/create-request',
  myRequests: '/my-requests',
  browseRequests: '/browse-requests',
  myBids: '/my-bids',
  messages: '/messages',
  referrals: '/referrals',
  /** The patient's medical records vault: upload, preview, access log (issue #14). */
  records: '/records',
  adminTools: '/admin/tools',
  /** The hospital's profile editor and verification status (issue #17), hospitals only. */
  hospitalProfileEditor: '/hospital-profile',
  /** The admin's hospital verification queue with the evidence (issue #17). */
  adminHospitalVerification: '/admin/hospital-verification',
  /** The notification centre of the signed-in user, every role (issue #15). */
  notifications: '/notifications',
  /** Exchange rates for approximate prices in other currencies (issue #15), admin only. */
  adminExchangeRates: '/admin/exchange-rates',
  /** Profile and settings of the signed-in user, every role (issue #12). */
  settings: '/settings',
  /** "Forgot password?": asks for the address to send a reset link to. */
  forgotPassword: '/forgot-password',
  /** "Set a new password": opened from the e-mailed link, token in the fragment. */
  resetPassword: '/reset-password',
  /** Confirms an e-mail change: opened from the link sent to the new address. */
  confirmEmail: '/confirm-email',
  /**
   * An e-mailed link carrying a single-use token. The token rides in the fragment, which
   * browsers never send to the server, so it stays out of access logs and Referer headers.
   */
  withLinkToken: (path: string, token: string) => `${path}#token=${encodeURIComponent(token)}`,
  /**
   * Sign-in (`/login`) that continues to `next`, a same-origin path such as a prefilled Create
   * Request, once signed in; `mode: 'register'` opens on account creation.
   */
  signInThen: (next: string, options: { mode?: 'register' } = {}) =>
    `/login?${options.mode ? `mode=${options.mode}&` : ''}next=${encodeURIComponent(next)}`,
  /**
   * Create Request with the procedure prefilled (`?procedureType=`, SPEC §2.7), as the symptom
   * checker's "Find treatment" opens it. Only the specialty travels in the URL, no symptoms.
   */
  createRequestFor: (prefill: { procedureType: string }) =>
    `/create-request?procedureType=${encodeURIComponent(prefill.procedureType)}`,
  /** Grievance Status with the reference code filled in (SPEC §2.9), as mails and dialogs link. */
  grievanceStatusFor: (referenceCode: string) =>
    `/grievance-status?code=${encodeURIComponent(referenceCode)}`,
  /** A symptom checker session's results (SPEC §4 Symptom wizard). */
  symptomCheckerSession: (sessionId: string) =>
    `/symptom-checker/results?sessionId=${encodeURIComponent(sessionId)}`,
  request: (id: string) => `/requests/${id}`,
  submitBid: (id: string) => `/submit-bid/${id}`,
  /** The payment page of an accepted bid (ADR 0014); open it with a full page load (its CSP). */
  pay: (bidId: string) => `/pay/${bidId}`,
  hospital: (id: string) => `/hospital/${id}`,
  /**
   * A chat (SPEC §2.9, §4 Chat): `/messages/{requestId}`, with `?hospitalId=` when a patient
   * picks the conversation with one of the hospitals that bid on the request.
   */
  conversation: (requestId: string, options: { hospitalId?: string } = {}) =>
    options.hospitalId
      ? `/messages/${requestId}?hospitalId=${encodeURIComponent(options.hospitalId)}`
      : `/messages/${requestId}`,
} as const;
