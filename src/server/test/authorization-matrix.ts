import { buildBid, buildTreatmentRequest } from './factories.ts';
import type { MultipartFile } from './multipart.ts';
import { samplePdf, samplePng } from './record-files.ts';

/**
 * The authorization matrix of SECURITY §1 as data, for the endpoints of treatment requests,
 * bids, users, role choice, symptom checker, dashboards and admin. `authorization-matrix.test.ts`
 * builds the fixture below through the API and turns every cell into one test row, so allowed
 * AND denied calls are asserted with their exact status.
 *
 * The fixture (SECURITY §1):
 * - `anon` signed out; `norole` signed in without a role; `A` an admin (ADMIN_EMAILS).
 * - `P1` owns R1 (accepted with H1's bid) and R2 (open, a pending bid from H2); `P2` owns nothing.
 * - `H1` has the accepted bid on R1; `H2` a pending bid on R2 and a rejected one on R1;
 *   `H3` no bids. All three hospitals are verified, so only the rules below refuse them.
 * - `P1` has one medical record (`recordP1`) in the records vault, has given the health-data
 *   and cross-border consents, and shares `recordP1` with H2 for R2 (a live grant); H2 has
 *   asked P1 for a document on R2 (an open document request).
 * - R1's bids are made first, H2's is rejected, then H1's accepted (DESIGN §5: accepting
 *   rejects the other pending bids, so the order keeps H2's rejection its own).
 */

export const ACTORS = ['anon', 'norole', 'P1', 'P2', 'H1', 'H2', 'H3', 'A'] as const;
export type ActorName = (typeof ACTORS)[number];

/**
 * Objects a path or body refers to. `fresh*` objects are rebuilt for every row, because the
 * allowed call changes them (closing or accepting R2 would change the fixture for the next row):
 * - `freshR2`: a new open request of P1 with a pending bid from H2 (the request's id);
 * - `freshBidH2OnR2`: the same, the bid's id;
 * - `freshRecordP1`: a new record of P1 (for deleting);
 * - `freshGrantP1H2`: a new live grant of `recordP1` to H2 on R2 (for revoking);
 * - `freshAskH2`: an open document request of H2 on a new copy of R2 (for declining).
 * - `notificationP1`: P1's newest notification (a bid arrived on one of its requests).
 * - `accreditationH1` / `photoH1`: an accreditation (with its evidence) and a photo on H1's
 *   profile (issue #17); `fresh*` copies for deleting.
 * `unknown` is a well-formed uuid that names nothing: it must answer like a hidden object.
 */
export type FixtureObject =
  | 'R1'
  | 'R2'
  | 'freshR2'
  | 'bidH1OnR1'
  | 'bidH2OnR1'
  | 'freshBidH2OnR2'
  | 'recordP1'
  | 'freshRecordP1'
  | 'freshGrantP1H2'
  | 'freshAskH2'
  | 'notificationP1'
  | 'accreditationH1'
  | 'freshAccreditationH1'
  | 'photoH1'
  | 'freshPhotoH1'
  | 'userP1'
  | 'userH1'
  | 'userH3'
  | 'userNorole'
  | 'userA'
  | 'unknown';

export type Statuses = Record<ActorName, number>;

/** One cell row: the status each actor gets, in the order of {@link ACTORS}. */
function s(
  anon: number,
  norole: number,
  P1: number,
  P2: number,
  H1: number,
  H2: number,
  H3: number,
  A: number,
): Statuses {
  return { anon, norole, P1, P2, H1, H2, H3, A };
}

/** Ids of the fixture's fixed objects, for bodies that name more than the case's object. */
export type FixtureIds = Readonly<Record<'recordP1' | 'userH2', string>>;

export interface MatrixEndpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** `{id}` is replaced by the case's object id. */
  path: string;
  /** JSON body; receives the case's object id (for bodies that name an object). */
  body?: (objectId: string | undefined, ids: FixtureIds) => unknown;
  /** A multipart/form-data body instead: text fields, then the file. */
  upload?: () => { fields: Record<string, string>; file: MultipartFile };
  /** A raw body of another type instead (the ECB rates CSV). */
  raw?: () => { contentType: string; payload: string };
  /** Callers rebuilt for every row because the allowed call changes the caller itself. */
  freshCallers?: readonly ActorName[];
  cases: ReadonlyArray<{ object?: FixtureObject; expect: Statuses }>;
}

/** A bid deadline later than `freshR2`'s (a week ahead): what the extend rows send. */
export const MATRIX_BID_DEADLINE = new Date(Date.now() + 30 * 86_400_000).toISOString();

/** An admission day a month ahead (`YYYY-MM-DD`): what the admission-date rows send. */
export const MATRIX_ADMISSION_DATE = MATRIX_BID_DEADLINE.slice(0, 10);

const ADMIN_ONLY = s(401, 403, 403, 403, 403, 403, 403, 200);

/** A valid records-vault upload (issue #14). */
export const RECORD_UPLOAD = () => ({
  fields: { title: 'Matrix scan', documentType: 'imaging', documentDate: '2026-11-01' },
  file: { filename: 'matrix.pdf', content: samplePdf() },
});

/** An accreditation with its evidence document (issue #17). */
export const ACCREDITATION_UPLOAD = () => ({
  fields: { body: 'JCI', number: 'JCI-MATRIX-1', expiresOn: '2030-06-30' },
  file: { filename: 'jci.pdf', content: samplePdf() },
});

/** A profile photo (issue #17). */
export const PHOTO_UPLOAD = () => ({
  fields: { caption: 'Matrix photo' },
  file: { filename: 'photo.png', content: samplePng() },
});

/** A complete hospital profile body (issue #17). */
const HOSPITAL_PROFILE_BODY = {
  legalName: 'Matrix Hospital Ltd',
  country: 'SG',
  city: 'Singapore',
  address: '1 Matrix Road',
  website: null,
  licenceNumber: 'MX-1',
  specialties: ['Cardiology'],
  languages: ['en'],
  doctors: [],
};

/** The ECB's daily reference-rates file (issue #15), one line per day. */
const ECB_DAILY_CSV = () => ({
  contentType: 'text/csv',
  payload: 'Date, USD, JPY, GBP, \n06 February 2026, 1.1794, 185.27, 0.86790, \n',
});

/** A valid grievance and contact-form body (SPEC §3 support_tickets). */
const SUPPORT_BODY = {
  name: 'Matrix Filer',
  email: 'matrix-filer@example.test',
  subject: 'Authorization matrix',
  message: 'Filed by the authorization matrix test.',
};

// prettier-ignore
export const AUTHORIZATION_MATRIX: readonly MatrixEndpoint[] = [
  //                                                             anon norole P1   P2   H1   H2   H3   A
  { method: 'GET', path: '/api/auth/user', cases: [
    { expect:                                                  s(401, 200, 200, 200, 200, 200, 200, 200) },
  ] },

  // Account (issue #12): every signed-in user acts on their own account only.
  { method: 'GET', path: '/api/me/settings', cases: [
    { expect:                                                  s(401, 200, 200, 200, 200, 200, 200, 200) },
  ] },
  { method: 'GET', path: '/api/me/export', cases: [
    { expect:                                                  s(401, 200, 200, 200, 200, 200, 200, 200) },
  ] },
  // Two-factor sign-in is for hospitals and admins; setting it up stores a secret not yet in force.
  { method: 'POST', path: '/api/me/two-factor/setup', cases: [
    { expect:                                                  s(401, 403, 403, 403, 200, 200, 200, 200) },
  ] },

  // Treatment requests
  { method: 'GET', path: '/api/treatment-requests', cases: [
    { expect:                                                  s(401, 403, 200, 200, 403, 403, 403, 200) },
  ] },
  { method: 'GET', path: '/api/treatment-requests/available', cases: [
    { expect:                                                  s(401, 403, 403, 403, 200, 200, 200, 200) },
  ] },
  { method: 'GET', path: '/api/treatment-requests/{id}', cases: [
    { object: 'R1', expect:                                    s(401, 404, 200, 404, 200, 200, 404, 200) },
    { object: 'R2', expect:                                    s(401, 404, 200, 404, 200, 200, 200, 200) },
    { object: 'unknown', expect:                               s(401, 404, 404, 404, 404, 404, 404, 404) },
  ] },
  { method: 'POST', path: '/api/treatment-requests', body: () => buildTreatmentRequest(), cases: [
    { expect:                                                  s(401, 403, 201, 201, 403, 403, 403, 201) },
  ] },
  { method: 'POST', path: '/api/treatment-requests/{id}/close', cases: [
    { object: 'R1', expect:                                    s(401, 403, 409, 404, 403, 403, 403, 404) },
    { object: 'freshR2', expect:                               s(401, 403, 200, 404, 403, 403, 403, 404) },
    { object: 'unknown', expect:                               s(401, 403, 404, 404, 403, 403, 403, 404) },
  ] },
  // Issue #15: the owner extends the bid deadline of an open request; R1 is accepted.
  { method: 'PATCH', path: '/api/treatment-requests/{id}/bid-deadline', body: () => ({ bidDeadline: MATRIX_BID_DEADLINE }), cases: [
    { object: 'R1', expect:                                    s(401, 403, 409, 404, 403, 403, 403, 404) },
    { object: 'freshR2', expect:                               s(401, 403, 200, 404, 403, 403, 403, 404) },
    { object: 'unknown', expect:                               s(401, 403, 404, 404, 403, 403, 403, 404) },
  ] },

  // Bids
  { method: 'GET', path: '/api/bids/patient', cases: [
    { expect:                                                  s(401, 403, 200, 200, 403, 403, 403, 403) },
  ] },
  { method: 'GET', path: '/api/bids/hospital', cases: [
    { expect:                                                  s(401, 403, 403, 403, 200, 200, 200, 200) },
  ] },
  { method: 'GET', path: '/api/bids/hospital/{id}', cases: [
    { object: 'userH1', expect:                                s(401, 200, 200, 200, 200, 200, 200, 200) },
    { object: 'userH3', expect:                                s(401, 200, 200, 200, 200, 200, 200, 200) },
    { object: 'userP1', expect:                                s(401, 404, 404, 404, 404, 404, 404, 404) },
    { object: 'unknown', expect:                               s(401, 404, 404, 404, 404, 404, 404, 404) },
  ] },
  { method: 'GET', path: '/api/bids/request/{id}', cases: [
    { object: 'R1', expect:                                    s(401, 404, 200, 404, 200, 200, 404, 200) },
    { object: 'R2', expect:                                    s(401, 404, 200, 404, 200, 200, 200, 200) },
    { object: 'unknown', expect:                               s(401, 404, 404, 404, 404, 404, 404, 404) },
  ] },
  { method: 'POST', path: '/api/bids', body: (id) => buildBid(id ?? ''), cases: [
    { object: 'R1', expect:                                    s(401, 403, 403, 403, 409, 409, 404, 409) },
    { object: 'freshR2', expect:                               s(401, 403, 403, 403, 201, 409, 201, 201) },
    { object: 'unknown', expect:                               s(401, 403, 403, 403, 404, 404, 404, 404) },
  ] },
  { method: 'POST', path: '/api/bids/{id}/accept', cases: [
    { object: 'bidH1OnR1', expect:                             s(401, 404, 409, 404, 404, 404, 404, 404) },
    { object: 'bidH2OnR1', expect:                             s(401, 404, 409, 404, 404, 404, 404, 404) },
    { object: 'freshBidH2OnR2', expect:                        s(401, 404, 200, 404, 404, 404, 404, 404) },
    { object: 'unknown', expect:                               s(401, 404, 404, 404, 404, 404, 404, 404) },
  ] },
  { method: 'POST', path: '/api/bids/{id}/reject', cases: [
    { object: 'bidH1OnR1', expect:                             s(401, 404, 409, 404, 404, 404, 404, 404) },
    { object: 'bidH2OnR1', expect:                             s(401, 404, 409, 404, 404, 404, 404, 404) },
    { object: 'freshBidH2OnR2', expect:                        s(401, 404, 200, 404, 404, 404, 404, 404) },
    { object: 'unknown', expect:                               s(401, 404, 404, 404, 404, 404, 404, 404) },
  ] },

  // Issue #15: the bidding hospital edits or withdraws its own pending bid.
  { method: 'PATCH', path: '/api/bids/{id}', body: () => ({ price: 9_000 }), cases: [
    { object: 'bidH1OnR1', expect:                             s(401, 403, 403, 403, 409, 404, 404, 404) },
    { object: 'bidH2OnR1', expect:                             s(401, 403, 403, 403, 404, 409, 404, 404) },
    { object: 'freshBidH2OnR2', expect:                        s(401, 403, 403, 403, 404, 200, 404, 404) },
    { object: 'unknown', expect:                               s(401, 403, 403, 403, 404, 404, 404, 404) },
  ] },
  { method: 'POST', path: '/api/bids/{id}/withdraw', cases: [
    { object: 'bidH1OnR1', expect:                             s(401, 403, 403, 403, 409, 404, 404, 404) },
    { object: 'bidH2OnR1', expect:                             s(401, 403, 403, 403, 404, 409, 404, 404) },
    { object: 'freshBidH2OnR2', expect:                        s(401, 403, 403, 403, 404, 200, 404, 404) },
    { object: 'unknown', expect:                               s(401, 403, 403, 403, 404, 404, 404, 404) },
  ] },

  // Users and role choice
  { method: 'GET', path: '/api/users/{id}', cases: [
    { object: 'userP1', expect:                                s(401, 404, 200, 404, 404, 404, 404, 200) },
    { object: 'userH1', expect:                                s(401, 200, 200, 200, 200, 200, 200, 200) },
    { object: 'userNorole', expect:                            s(401, 200, 404, 404, 404, 404, 404, 200) },
    { object: 'userA', expect:                                 s(401, 404, 404, 404, 404, 404, 404, 200) },
    { object: 'unknown', expect:                               s(401, 404, 404, 404, 404, 404, 404, 404) },
  ] },
  { method: 'POST', path: '/api/users/role', body: () => ({ role: 'hospital' }), freshCallers: ['norole'], cases: [
    { expect:                                                  s(401, 200, 409, 409, 409, 409, 409, 409) },
  ] },
  // The body is validated before the caller is looked at, so even anon gets the 400.
  { method: 'POST', path: '/api/users/role', body: () => ({ role: 'admin' }), cases: [
    { expect:                                                  s(400, 400, 400, 400, 400, 400, 400, 400) },
  ] },

  // Symptom checker: open to everyone; a session is read only by its creator (the per-creator
  // cases need sessions made by each actor and live in symptom-checker.test.ts).
  { method: 'POST', path: '/api/symptom-checker/analyze', body: () => ({ symptoms: ['headache'], age: 30 }), cases: [
    { expect:                                                  s(201, 201, 201, 201, 201, 201, 201, 201) },
  ] },
  { method: 'GET', path: '/api/symptom-checker/{id}', cases: [
    { object: 'unknown', expect:                               s(404, 404, 404, 404, 404, 404, 404, 404) },
  ] },

  // Grievances and the contact form: open to everyone; a lookup answers 404 alike for unknown and
  // malformed codes (a uuid is not a reference code). The admin support queue is admin only.
  { method: 'POST', path: '/api/support', body: () => SUPPORT_BODY, cases: [
    { expect:                                                  s(201, 201, 201, 201, 201, 201, 201, 201) },
  ] },
  { method: 'GET', path: '/api/support/{id}', cases: [
    { object: 'unknown', expect:                               s(404, 404, 404, 404, 404, 404, 404, 404) },
  ] },
  { method: 'POST', path: '/api/contact', body: () => SUPPORT_BODY, cases: [
    { expect:                                                  s(201, 201, 201, 201, 201, 201, 201, 201) },
  ] },
  { method: 'GET', path: '/api/admin/support-tickets', cases: [{ expect: ADMIN_ONLY }] },
  { method: 'GET', path: '/api/admin/support-tickets/{id}', cases: [
    { object: 'unknown', expect:                               s(401, 403, 403, 403, 403, 403, 403, 404) },
  ] },
  { method: 'POST', path: '/api/admin/support-tickets/{id}/close', body: () => ({ resolutionNote: 'Resolved' }), cases: [
    { object: 'unknown', expect:                               s(401, 403, 403, 403, 403, 403, 403, 404) },
  ] },

  // Reviews (DESIGN §5): published lists are public; only P1 may review H1 (accepted on R1), once.
  { method: 'GET', path: '/api/testimonials/verified', cases: [
    { expect:                                                  s(200, 200, 200, 200, 200, 200, 200, 200) },
  ] },
  { method: 'GET', path: '/api/testimonials/hospital/{id}', cases: [
    { object: 'userH1', expect:                                s(200, 200, 200, 200, 200, 200, 200, 200) },
    { object: 'userP1', expect:                                s(404, 404, 404, 404, 404, 404, 404, 404) },
    { object: 'unknown', expect:                               s(404, 404, 404, 404, 404, 404, 404, 404) },
  ] },
  // Ratings for comparing bids (issue #15): public; a non-hospital id rates as none, not 404.
  { method: 'GET', path: '/api/testimonials/ratings?hospitalIds={id}', cases: [
    { object: 'userH1', expect:                                s(200, 200, 200, 200, 200, 200, 200, 200) },
    { object: 'unknown', expect:                               s(200, 200, 200, 200, 200, 200, 200, 200) },
  ] },
  { method: 'GET', path: '/api/testimonials/reviewable', cases: [
    { expect:                                                  s(401, 403, 200, 200, 403, 403, 403, 403) },
  ] },
  { method: 'POST', path: '/api/testimonials', body: (id) => ({ hospitalId: id, rating: 5, title: 'Matrix review', content: 'Written by the authorization matrix test.' }), cases: [
    { object: 'userH3', expect:                                s(401, 403, 403, 403, 403, 403, 403, 403) },
    { object: 'userH1', expect:                                s(401, 403, 201, 403, 403, 403, 403, 403) },
  ] },
  { method: 'GET', path: '/api/admin/testimonials', cases: [{ expect: ADMIN_ONLY }] },
  { method: 'POST', path: '/api/admin/testimonials/{id}/verify', cases: [
    { object: 'unknown', expect:                               s(401, 403, 403, 403, 403, 403, 403, 404) },
  ] },
  { method: 'DELETE', path: '/api/admin/testimonials/{id}', cases: [
    { object: 'unknown', expect:                               s(401, 403, 403, 403, 403, 403, 403, 404) },
  ] },

  // Referrals: any signed-in account lists its own and may use a code (an unknown one here: the
  // same generic 400 as an own or used code); invitations are for patients and admins.
  { method: 'GET', path: '/api/referrals/my', cases: [
    { expect:                                                  s(401, 200, 200, 200, 200, 200, 200, 200) },
  ] },
  { method: 'POST', path: '/api/referrals/use', body: () => ({ referralCode: 'NOSUCHCODE' }), cases: [
    { expect:                                                  s(401, 400, 400, 400, 400, 400, 400, 400) },
  ] },
  { method: 'POST', path: '/api/referrals/send-email', body: () => ({ refereeEmail: 'matrix-friend@example.test' }), cases: [
    { expect:                                                  s(401, 403, 201, 201, 403, 403, 403, 201) },
  ] },

  // Payments (ADR 0014). This app has no STRIPE_* keys: the bid's owner gets 503 where a
  // payment would start, everyone else what they would get with keys; the lists still work.
  { method: 'POST', path: '/api/payments', body: (id) => ({ bidId: id }), cases: [
    { object: 'bidH1OnR1', expect:                             s(401, 404, 503, 404, 404, 404, 404, 404) },
    { object: 'bidH2OnR1', expect:                             s(401, 404, 409, 404, 404, 404, 404, 404) },
    { object: 'unknown', expect:                               s(401, 404, 404, 404, 404, 404, 404, 404) },
  ] },
  { method: 'GET', path: '/api/payments/my', cases: [
    { expect:                                                  s(401, 403, 200, 200, 403, 403, 403, 200) },
  ] },
  { method: 'GET', path: '/api/payments/hospital', cases: [
    { expect:                                                  s(401, 403, 403, 403, 200, 200, 200, 200) },
  ] },
  { method: 'GET', path: '/api/payments/bid/{id}', cases: [
    { object: 'bidH1OnR1', expect:                             s(401, 404, 200, 404, 200, 404, 404, 200) },
    { object: 'bidH2OnR1', expect:                             s(401, 404, 200, 404, 404, 200, 404, 200) },
    { object: 'unknown', expect:                               s(401, 404, 404, 404, 404, 404, 404, 404) },
  ] },
  // The booking (ADR 0049): the accepted hospital sets the admission date; the request's
  // patient cancels a paid booking (without keys: 503 before anything changes).
  { method: 'PUT', path: '/api/payments/bid/{id}/admission-date', body: () => ({ admissionDate: MATRIX_ADMISSION_DATE }), cases: [
    { object: 'bidH1OnR1', expect:                             s(401, 403, 403, 403, 200, 404, 404, 403) },
    { object: 'bidH2OnR1', expect:                             s(401, 403, 403, 403, 404, 409, 404, 403) },
    { object: 'unknown', expect:                               s(401, 403, 403, 403, 404, 404, 404, 403) },
  ] },
  { method: 'POST', path: '/api/payments/bid/{id}/cancel', cases: [
    { object: 'bidH1OnR1', expect:                             s(401, 403, 503, 404, 403, 403, 403, 403) },
    { object: 'bidH2OnR1', expect:                             s(401, 403, 409, 404, 403, 403, 403, 403) },
    { object: 'unknown', expect:                               s(401, 403, 404, 404, 403, 403, 403, 403) },
  ] },
  // Stripe's server calls the webhook: no session, no CSRF headers; without keys it is off.
  { method: 'POST', path: '/api/payments/webhook', body: () => ({}), cases: [
    { expect:                                                  s(503, 503, 503, 503, 503, 503, 503, 503) },
  ] },
  { method: 'GET', path: '/api/admin/payments', cases: [{ expect: ADMIN_ONLY }] },
  { method: 'GET', path: '/api/admin/payments/summary', cases: [{ expect: ADMIN_ONLY }] },
  // Reconciliation reads Stripe: without keys the admin gets 503, everyone else the gate.
  { method: 'GET', path: '/api/admin/payments/reconciliation', cases: [
    { expect:                                                  s(401, 403, 403, 403, 403, 403, 403, 503) },
  ] },
  { method: 'POST', path: '/api/admin/payments/{id}/refund', cases: [
    { object: 'unknown', expect:                               s(401, 403, 403, 403, 403, 403, 403, 404) },
  ] },

  // Payouts (ADR 0056, 0057): onboarding, statements and lists for hospitals, the confirmation
  // for the bid's patient (nothing is paid in this fixture: 409), totals for admins.
  { method: 'GET', path: '/api/payouts/account', cases: [
    { expect:                                                  s(401, 403, 403, 403, 200, 200, 200, 403) },
  ] },
  { method: 'POST', path: '/api/payouts/account/onboarding', cases: [
    { expect:                                                  s(401, 403, 403, 403, 503, 503, 503, 403) },
  ] },
  { method: 'POST', path: '/api/payouts/account/refresh', cases: [
    { expect:                                                  s(401, 403, 403, 403, 200, 200, 200, 403) },
  ] },
  { method: 'GET', path: '/api/payouts/bid/{id}', cases: [
    { object: 'bidH1OnR1', expect:                             s(401, 404, 200, 404, 200, 404, 404, 200) },
    { object: 'bidH2OnR1', expect:                             s(401, 404, 200, 404, 404, 200, 404, 200) },
    { object: 'unknown', expect:                               s(401, 404, 404, 404, 404, 404, 404, 404) },
  ] },
  { method: 'POST', path: '/api/payouts/bid/{id}/confirm', cases: [
    { object: 'bidH1OnR1', expect:                             s(401, 403, 409, 404, 403, 403, 403, 403) },
    { object: 'unknown', expect:                               s(401, 403, 404, 404, 403, 403, 403, 403) },
  ] },
  { method: 'GET', path: '/api/payouts/hospital', cases: [
    { expect:                                                  s(401, 403, 403, 403, 200, 200, 200, 403) },
  ] },
  { method: 'GET', path: '/api/payouts/statement?month=2026-11', cases: [
    { expect:                                                  s(401, 403, 403, 403, 200, 200, 200, 403) },
  ] },
  { method: 'GET', path: '/api/admin/payouts/accounts', cases: [{ expect: ADMIN_ONLY }] },
  { method: 'GET', path: '/api/admin/payouts/totals', cases: [{ expect: ADMIN_ONLY }] },

  // Disputes (ADR 0060): the bid's parties and admins read its dispute; its patient opens one
  // (nothing is paid in this fixture: 409; the rejected bid is not a booking: 409); admins list
  // and decide (an unknown dispute: 404 before the missing Stripe keys matter).
  { method: 'GET', path: '/api/payments/bid/{id}/dispute', cases: [
    { object: 'bidH1OnR1', expect:                             s(401, 404, 200, 404, 200, 404, 404, 200) },
    { object: 'bidH2OnR1', expect:                             s(401, 404, 200, 404, 404, 200, 404, 200) },
    { object: 'unknown', expect:                               s(401, 404, 404, 404, 404, 404, 404, 404) },
  ] },
  { method: 'POST', path: '/api/payments/bid/{id}/dispute', body: () => ({ reason: 'The treatment did not take place as agreed.' }), cases: [
    { object: 'bidH1OnR1', expect:                             s(401, 403, 409, 404, 403, 403, 403, 403) },
    { object: 'bidH2OnR1', expect:                             s(401, 403, 409, 404, 403, 403, 403, 403) },
    { object: 'unknown', expect:                               s(401, 403, 404, 404, 403, 403, 403, 403) },
  ] },
  { method: 'GET', path: '/api/admin/disputes', cases: [{ expect: ADMIN_ONLY }] },
  { method: 'POST', path: '/api/admin/disputes/{id}/decision', body: () => ({ outcome: 'release' }), cases: [
    { object: 'unknown', expect:                               s(401, 403, 403, 403, 403, 403, 403, 404) },
  ] },

  // Records vault (issue #14, ADR 0037): each patient on their own records; admins get no file
  // content, hospitals only what is shared with them.
  { method: 'POST', path: '/api/records', upload: RECORD_UPLOAD, cases: [
    { expect:                                                  s(401, 403, 201, 201, 403, 403, 403, 403) },
  ] },
  { method: 'GET', path: '/api/records', cases: [
    { expect:                                                  s(401, 403, 200, 200, 403, 403, 403, 403) },
  ] },
  // A hospital reads only under a live grant (H2's, ADR 0041); otherwise 404, never 403.
  { method: 'GET', path: '/api/records/{id}/content', cases: [
    { object: 'recordP1', expect:                              s(401, 403, 200, 404, 404, 200, 404, 403) },
    { object: 'unknown', expect:                               s(401, 403, 404, 404, 404, 404, 404, 403) },
  ] },
  { method: 'GET', path: '/api/records/{id}/access-log', cases: [
    { object: 'recordP1', expect:                              s(401, 403, 200, 404, 403, 403, 403, 403) },
    { object: 'unknown', expect:                               s(401, 403, 404, 404, 403, 403, 403, 403) },
  ] },
  { method: 'GET', path: '/api/admin/records/stats', cases: [{ expect: ADMIN_ONLY }] },

  // Notification centre (issue #15, ADR 0043): every signed-in account reads and marks its own;
  // someone else's notification answers like an absent one.
  { method: 'GET', path: '/api/notifications', cases: [
    { expect:                                                  s(401, 200, 200, 200, 200, 200, 200, 200) },
  ] },
  { method: 'GET', path: '/api/notifications/unread-count', cases: [
    { expect:                                                  s(401, 200, 200, 200, 200, 200, 200, 200) },
  ] },
  { method: 'POST', path: '/api/notifications/read-all', cases: [
    { expect:                                                  s(401, 200, 200, 200, 200, 200, 200, 200) },
  ] },
  { method: 'POST', path: '/api/notifications/{id}/read', cases: [
    { object: 'notificationP1', expect:                        s(401, 404, 200, 404, 404, 404, 404, 404) },
    { object: 'unknown', expect:                               s(401, 404, 404, 404, 404, 404, 404, 404) },
  ] },

  // Consents (ADR 0041): every signed-in account manages its own. Withdrawing marketing e-mail
  // leaves the fixture's sharing consents alone.
  { method: 'GET', path: '/api/consents', cases: [
    { expect:                                                  s(401, 200, 200, 200, 200, 200, 200, 200) },
  ] },
  { method: 'POST', path: '/api/consents', body: () => ({ purpose: 'marketing_email', textVersion: 1 }), cases: [
    { expect:                                                  s(401, 200, 200, 200, 200, 200, 200, 200) },
  ] },
  { method: 'DELETE', path: '/api/consents/marketing_email', cases: [
    { expect:                                                  s(401, 200, 200, 200, 200, 200, 200, 200) },
  ] },
  { method: 'DELETE', path: '/api/consents/no_such_purpose', cases: [
    { expect:                                                  s(401, 404, 404, 404, 404, 404, 404, 404) },
  ] },

  // Sharing by consent (ADR 0041): the patient grants a bidding hospital its own records for its
  // own request; the hospital sees only what a live grant gives it, and 404 otherwise.
  { method: 'POST', path: '/api/record-grants', body: (id, ids) => ({ treatmentRequestId: id, hospitalId: ids.userH2, recordIds: [ids.recordP1], purpose: 'Quote for the matrix' }), cases: [
    { object: 'R2', expect:                                    s(401, 403, 201, 404, 403, 403, 403, 403) },
    // H2's bid on R1 was rejected: no live bid.
    { object: 'R1', expect:                                    s(401, 403, 409, 404, 403, 403, 403, 403) },
    { object: 'unknown', expect:                               s(401, 403, 404, 404, 403, 403, 403, 403) },
  ] },
  { method: 'GET', path: '/api/record-grants', cases: [
    { expect:                                                  s(401, 403, 200, 200, 403, 403, 403, 403) },
  ] },
  { method: 'POST', path: '/api/record-grants/{id}/revoke', cases: [
    { object: 'freshGrantP1H2', expect:                        s(401, 403, 200, 404, 403, 403, 403, 403) },
    { object: 'unknown', expect:                               s(401, 403, 404, 404, 403, 403, 403, 403) },
  ] },
  { method: 'GET', path: '/api/treatment-requests/{id}/shared-records', cases: [
    { object: 'R1', expect:                                    s(401, 403, 403, 403, 200, 200, 404, 403) },
    { object: 'R2', expect:                                    s(401, 403, 403, 403, 200, 200, 200, 403) },
    { object: 'unknown', expect:                               s(401, 403, 403, 403, 404, 404, 404, 403) },
  ] },
  { method: 'GET', path: '/api/treatment-requests/{id}/sharing', cases: [
    { object: 'R1', expect:                                    s(401, 403, 200, 404, 403, 403, 403, 403) },
    { object: 'R2', expect:                                    s(401, 403, 200, 404, 403, 403, 403, 403) },
    { object: 'unknown', expect:                               s(401, 403, 404, 404, 403, 403, 403, 403) },
  ] },
  // Only a hospital with a pending or accepted bid may ask; one that cannot see the request: 404.
  { method: 'POST', path: '/api/document-requests', body: (id) => ({ treatmentRequestId: id, message: 'Please send your latest echo report' }), cases: [
    { object: 'R1', expect:                                    s(401, 403, 403, 403, 201, 403, 404, 403) },
    { object: 'R2', expect:                                    s(401, 403, 403, 403, 403, 201, 403, 403) },
    { object: 'unknown', expect:                               s(401, 403, 403, 403, 404, 404, 404, 403) },
  ] },
  { method: 'GET', path: '/api/document-requests', cases: [
    { expect:                                                  s(401, 403, 200, 200, 200, 200, 200, 403) },
  ] },
  { method: 'POST', path: '/api/document-requests/{id}/decline', cases: [
    { object: 'freshAskH2', expect:                            s(401, 403, 200, 404, 403, 403, 403, 403) },
    { object: 'unknown', expect:                               s(401, 403, 404, 404, 403, 403, 403, 403) },
  ] },
  // Keeping a record past retention (ADR 0038): the owner only.
  { method: 'PATCH', path: '/api/records/{id}', body: () => ({ keep: true }), cases: [
    { object: 'recordP1', expect:                              s(401, 403, 200, 404, 403, 403, 403, 403) },
    { object: 'unknown', expect:                               s(401, 403, 404, 404, 403, 403, 403, 403) },
  ] },
  { method: 'DELETE', path: '/api/records/{id}', cases: [
    { object: 'freshRecordP1', expect:                         s(401, 403, 204, 404, 403, 403, 403, 403) },
    { object: 'unknown', expect:                               s(401, 403, 404, 404, 403, 403, 403, 403) },
  ] },

  // Hospital profiles (issue #17): a hospital edits only its own; evidence for it and admins;
  // the profile page for anyone signed in; photos for anyone. No hospital of the fixture has
  // saved a profile before the submit row, so submitting is a 409 for all of them.
  { method: 'GET', path: '/api/hospital-profile', cases: [
    { expect:                                                  s(401, 403, 403, 403, 200, 200, 200, 403) },
  ] },
  { method: 'POST', path: '/api/hospital-profile/submit', cases: [
    { expect:                                                  s(401, 403, 403, 403, 409, 409, 409, 403) },
  ] },
  { method: 'PUT', path: '/api/hospital-profile', body: () => HOSPITAL_PROFILE_BODY, cases: [
    { expect:                                                  s(401, 403, 403, 403, 200, 200, 200, 403) },
  ] },
  { method: 'POST', path: '/api/hospital-profile/accreditations', upload: ACCREDITATION_UPLOAD, cases: [
    { expect:                                                  s(401, 403, 403, 403, 201, 201, 201, 403) },
  ] },
  { method: 'DELETE', path: '/api/hospital-profile/accreditations/{id}', cases: [
    { object: 'freshAccreditationH1', expect:                  s(401, 403, 403, 403, 204, 404, 404, 403) },
    { object: 'unknown', expect:                               s(401, 403, 403, 403, 404, 404, 404, 403) },
  ] },
  { method: 'GET', path: '/api/hospital-profile/accreditations/{id}/evidence', cases: [
    { object: 'accreditationH1', expect:                       s(401, 403, 403, 403, 200, 404, 404, 200) },
    { object: 'unknown', expect:                               s(401, 403, 403, 403, 404, 404, 404, 404) },
  ] },
  { method: 'POST', path: '/api/hospital-profile/photos', upload: PHOTO_UPLOAD, cases: [
    { expect:                                                  s(401, 403, 403, 403, 201, 201, 201, 403) },
  ] },
  { method: 'DELETE', path: '/api/hospital-profile/photos/{id}', cases: [
    { object: 'freshPhotoH1', expect:                          s(401, 403, 403, 403, 204, 404, 404, 403) },
    { object: 'unknown', expect:                               s(401, 403, 403, 403, 404, 404, 404, 403) },
  ] },
  { method: 'GET', path: '/api/hospital-photos/{id}/webp', cases: [
    { object: 'photoH1', expect:                               s(200, 200, 200, 200, 200, 200, 200, 200) },
    { object: 'unknown', expect:                               s(404, 404, 404, 404, 404, 404, 404, 404) },
  ] },
  { method: 'GET', path: '/api/hospital-profiles/badges?hospitalIds={id}', cases: [
    { object: 'userH1', expect:                                s(401, 200, 200, 200, 200, 200, 200, 200) },
  ] },
  { method: 'GET', path: '/api/hospital-profiles/{id}', cases: [
    { object: 'userH1', expect:                                s(401, 200, 200, 200, 200, 200, 200, 200) },
    { object: 'userP1', expect:                                s(401, 404, 404, 404, 404, 404, 404, 404) },
    { object: 'unknown', expect:                               s(401, 404, 404, 404, 404, 404, 404, 404) },
  ] },
  { method: 'GET', path: '/api/admin/hospital-verifications', cases: [{ expect: ADMIN_ONLY }] },
  { method: 'POST', path: '/api/admin/hospital-verifications/{id}/approve', cases: [
    { object: 'userH3', expect:                                s(401, 403, 403, 403, 403, 403, 403, 409) },
    { object: 'userP1', expect:                                s(401, 403, 403, 403, 403, 403, 403, 404) },
    { object: 'unknown', expect:                               s(401, 403, 403, 403, 403, 403, 403, 404) },
  ] },
  { method: 'POST', path: '/api/admin/hospital-verifications/{id}/request-changes', body: () => ({ note: 'Matrix note' }), cases: [
    { object: 'userH3', expect:                                s(401, 403, 403, 403, 403, 403, 403, 409) },
    { object: 'unknown', expect:                               s(401, 403, 403, 403, 403, 403, 403, 404) },
  ] },

  // Dashboards
  { method: 'GET', path: '/api/dashboard/patient', cases: [
    { expect:                                                  s(401, 403, 200, 200, 403, 403, 403, 200) },
  ] },
  { method: 'GET', path: '/api/dashboard/hospital', cases: [
    { expect:                                                  s(401, 403, 403, 403, 200, 200, 200, 200) },
  ] },

  // Admin
  { method: 'GET', path: '/api/admin/patient-analytics', cases: [{ expect: ADMIN_ONLY }] },
  { method: 'GET', path: '/api/admin/stats', cases: [{ expect: ADMIN_ONLY }] },
  { method: 'GET', path: '/api/admin/marketplace-summary', cases: [{ expect: ADMIN_ONLY }] },
  { method: 'GET', path: '/api/admin/hospitals', cases: [{ expect: ADMIN_ONLY }] },
  { method: 'POST', path: '/api/admin/hospitals/{id}/verify', cases: [
    { object: 'userH1', expect:                                s(401, 403, 403, 403, 403, 403, 403, 200) },
    { object: 'userP1', expect:                                s(401, 403, 403, 403, 403, 403, 403, 404) },
    { object: 'unknown', expect:                               s(401, 403, 403, 403, 403, 403, 403, 404) },
  ] },
  // Admin Tools (SPEC §2.6, §7): the cleanup actions touch only referrals and reward points,
  // which no other row of this fixture reads.
  { method: 'GET', path: '/api/admin/audit-log', cases: [{ expect: ADMIN_ONLY }] },
  { method: 'GET', path: '/api/admin/launch-checklist', cases: [{ expect: ADMIN_ONLY }] },
  { method: 'DELETE', path: '/api/admin/test-referrals', cases: [{ expect: ADMIN_ONLY }] },
  { method: 'DELETE', path: '/api/admin/completed-referrals', cases: [{ expect: ADMIN_ONLY }] },
  { method: 'POST', path: '/api/admin/reset-points', cases: [{ expect: ADMIN_ONLY }] },

  // Exchange rates (issue #15): read by every signed-in user, kept by admins; the preferred
  // currency is the caller's own (USD needs no rate).
  { method: 'GET', path: '/api/exchange-rates', cases: [
    { expect:                                                  s(401, 200, 200, 200, 200, 200, 200, 200) },
  ] },
  { method: 'PUT', path: '/api/admin/exchange-rates/EUR', body: () => ({ unitsPerUsd: '0.9236', rateDate: '2026-11-26' }), cases: [{ expect: ADMIN_ONLY }] },
  { method: 'POST', path: '/api/admin/exchange-rates/ecb-import', raw: ECB_DAILY_CSV, cases: [{ expect: ADMIN_ONLY }] },
  { method: 'PUT', path: '/api/me/preferred-currency', body: () => ({ preferredCurrency: 'USD' }), cases: [
    { expect:                                                  s(401, 200, 200, 200, 200, 200, 200, 200) },
  ] },
  // The account's language (issue #17, ADR 0064): every signed-in user sets their own.
  { method: 'PUT', path: '/api/me/preferred-locale', body: () => ({ preferredLocale: 'en' }), cases: [
    { expect:                                                  s(401, 200, 200, 200, 200, 200, 200, 200) },
  ] },
  // The public catalogue (issue #17): procedures and verified hospitals for everyone, signed in
  // or not; a hospital's page by the id its slug ends with, only while it is verified.
  { method: 'GET', path: '/api/treatments', cases: [
    { expect:                                                  s(200, 200, 200, 200, 200, 200, 200, 200) },
  ] },
  { method: 'GET', path: '/api/treatments/knee-replacement', cases: [
    { expect:                                                  s(200, 200, 200, 200, 200, 200, 200, 200) },
  ] },
  { method: 'GET', path: '/api/treatments/no-such-procedure', cases: [
    { expect:                                                  s(404, 404, 404, 404, 404, 404, 404, 404) },
  ] },
  { method: 'GET', path: '/api/hospitals', cases: [
    { expect:                                                  s(200, 200, 200, 200, 200, 200, 200, 200) },
  ] },
  { method: 'GET', path: '/api/hospitals?country=IN&language=en', cases: [
    { expect:                                                  s(200, 200, 200, 200, 200, 200, 200, 200) },
  ] },
  { method: 'GET', path: '/api/hospital-filters', cases: [
    { expect:                                                  s(200, 200, 200, 200, 200, 200, 200, 200) },
  ] },
  { method: 'GET', path: '/api/hospitals/hospital-{id}', cases: [
    { object: 'userH1', expect:                                s(200, 200, 200, 200, 200, 200, 200, 200) },
    { object: 'userP1', expect:                                s(404, 404, 404, 404, 404, 404, 404, 404) },
    { object: 'unknown', expect:                               s(404, 404, 404, 404, 404, 404, 404, 404) },
  ] },
];

/** One generated test row: an endpoint, a fixture object and an actor with its expected status. */
export interface MatrixRow {
  endpoint: MatrixEndpoint;
  method: MatrixEndpoint['method'];
  path: string;
  object: FixtureObject | undefined;
  actor: ActorName;
  status: number;
}

/** Every endpoint × object × actor cell of the matrix, one row each. */
export function matrixRows(matrix: readonly MatrixEndpoint[] = AUTHORIZATION_MATRIX): MatrixRow[] {
  return matrix.flatMap((endpoint) =>
    endpoint.cases.flatMap((cell) =>
      ACTORS.map((actor) => ({
        endpoint,
        method: endpoint.method,
        path: endpoint.path,
        object: cell.object,
        actor,
        status: cell.expect[actor],
      })),
    ),
  );
}
