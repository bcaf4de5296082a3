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
  adminTools: '/admin/tools',
  request: (id: string) => `/requests/${id}`,
  submitBid: (id: string) => `/submit-bid/${id}`,
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
