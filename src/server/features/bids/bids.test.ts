import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TEST_EMAIL, createActor, createAdmin, createBid, createRequest, createVerifiedHospital, type Actor } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('bids: submit and accept', () => {
  let t: TestApp;
  let admin: Actor;
  let patient: Actor;
  let hospital: Actor;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN_TEST_EMAIL });
    admin = await createAdmin(t.app);
    patient = await createActor(t.app, 'patient');
    hospital = await createVerifiedHospital(t.app, admin);
  });
  afterAll(() => t.close());

  it('computes the commission on the server and accepting rejects the other pending bids', async () => {
    const requestId = await createRequest(patient);
    const other = await createVerifiedHospital(t.app, admin, 'Other Hospital');
    const bidId = await createBid(hospital, requestId, { price: 8500 });
    const otherBidId = await createBid(other, requestId, { price: 9000 });

    const bids = (await patient.get(`/api/bids/request/${requestId}`)).json<Array<{ id: string; basePrice: number; platformCommission: number; totalPrice: number }>>();
    expect(bids.find((b) => b.id === bidId)).toMatchObject({ basePrice: 8500, platformCommission: 1700, totalPrice: 10200 });

    const accepted = await patient.post(`/api/bids/${bidId}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ id: bidId, status: 'accepted' });
    const after = (await patient.get(`/api/bids/request/${requestId}`)).json<Array<{ id: string; status: string }>>();
    expect(after.find((b) => b.id === otherBidId)?.status).toBe('rejected');
    expect((await patient.get(`/api/treatment-requests/${requestId}`)).json()).toMatchObject({ status: 'accepted' });
  });
});
