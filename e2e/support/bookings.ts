// A paid booking for the money journeys (payouts, disputes): set up through the API, as the
// journeys exercise what happens after it.
import assert from 'node:assert/strict';
import type { Browser, BrowserContext } from 'playwright-core';
import { DEMO_ADMIN } from './actions.ts';
import { apiPost, registerViaApi } from './api.ts';
import { newPersonContext } from './browser.ts';
import { intentIdOf, settleIntent } from './stripe.ts';

/**
 * The demo admin signed in, and a new hospital account (`{name} Hospital`) the admin verified,
 * each in its own browser context collecting page errors into `errors`.
 */
export async function adminAndVerifiedHospital(
  browser: Browser,
  errors: string[],
  name: string,
): Promise<{ admin: BrowserContext; hospital: BrowserContext }> {
  const admin = await newPersonContext(browser, errors);
  await apiPost(admin.request, '/api/auth/login', DEMO_ADMIN);
  const hospital = await newPersonContext(browser, errors);
  const { id } = await registerViaApi(hospital, name, 'hospital');
  await apiPost(admin.request, `/api/admin/hospitals/${id}/verify`);
  return { admin, hospital };
}

/**
 * The patient's new request for `procedure`, the (verified) hospital's bid of 10,000 USD on it
 * (12,000 with the 20 % commission), accepted, and its deposit and balance paid at the Stripe
 * stand-in. Returns the request's and the bid's ids.
 */
export async function createPaidBooking(input: {
  patient: BrowserContext;
  hospital: BrowserContext;
  procedure: string;
  doctorName: string;
}): Promise<{ requestId: string; bidId: string }> {
  const request = await apiPost<{ id: string }>(input.patient.request, '/api/treatment-requests', {
    procedureType: input.procedure,
    description: 'Looking for the operation with a short stay and a physiotherapy plan.',
    preferredLocation: 'Istanbul, Turkey',
    budgetMin: 8000,
    budgetMax: 15_000,
    preferredStartDate: '2027-04-01',
    preferredEndDate: '2027-05-01',
  });
  const bid = await apiPost<{ id: string }>(input.hospital.request, '/api/bids', {
    treatmentRequestId: request.id,
    price: 10_000,
    estimatedDuration: '7 days',
    description: 'The operation with four nights in hospital and three physiotherapy sessions.',
    includedServices: ['Surgery', 'Physiotherapy'],
    excludedServices: ['Flights'],
    leadDoctorName: input.doctorName,
    leadDoctorSpecialty: 'Orthopaedic surgery',
    hospitalNights: 4,
  });
  await apiPost(input.patient.request, `/api/bids/${bid.id}/accept`);
  for (const part of ['deposit', 'balance']) {
    const session = await apiPost<{ clientSecret: string; part: string }>(
      input.patient.request,
      '/api/payments',
      { bidId: bid.id },
    );
    assert.equal(session.part, part);
    await settleIntent(intentIdOf(session.clientSecret));
  }
  return { requestId: request.id, bidId: bid.id };
}
