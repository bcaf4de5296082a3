import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Consent } from '#shared/consents/consents.schemas.ts';
import { consents } from '../../db/schema/consents.ts';
import { expectErrorEnvelope } from '../../test/expectations.ts';
import { createActor, type Actor } from '../../test/factories.ts';
import { samplePdf } from '../../test/record-files.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { postRecordWithoutConsent } from '../records/records-test-support.ts';
import { CONSENT_TEXTS, ConsentTextsSchema } from './consent-texts.ts';

/** Consent records (issue #14, ADR 0041) through the API. */
describe('consents', () => {
  let t: TestApp;
  let user: Actor;

  beforeAll(async () => {
    t = await createTestApp();
    user = await createActor(t.app, 'patient');
  });
  afterAll(() => t.close());

  const consentOf = async (actor: Actor, purpose: string) =>
    (await actor.get('/api/consents')).json<Consent[]>().find((c) => c.purpose === purpose)!;
  const give = (actor: Actor, purpose: string, textVersion = 1) =>
    actor.post('/api/consents', { purpose, textVersion });

  it('lists the three purposes with their current texts, none given yet', async () => {
    const response = await user.get('/api/consents');
    expect(response.statusCode).toBe(200);
    const list = response.json<Consent[]>();
    expect(list.map((c) => c.purpose)).toEqual([
      'health_data',
      'cross_border_sharing',
      'marketing_email',
    ]);
    expect(list[0]).toMatchObject({
      title: 'Processing of your health data',
      version: 1,
      legalBasis: expect.stringContaining('Art. 9(2)(a)'),
      given: false,
      givenAt: null,
      withdrawnAt: null,
    });
    expect(list[1]!.legalBasis).toContain('Art. 49(1)(a)');
  });

  it('records a consent with its version and time, and a withdrawal, keeping the history', async () => {
    const patient = await createActor(t.app, 'patient');
    const given = await give(patient, 'marketing_email');
    expect(given.statusCode).toBe(200);
    expect(given.json<Consent>()).toMatchObject({
      given: true,
      givenVersion: 1,
      withdrawnAt: null,
    });
    // Giving it again changes nothing.
    const again = await give(patient, 'marketing_email');
    expect(again.json<Consent>().givenAt).toBe(given.json<Consent>().givenAt);

    const withdrawn = await patient.request({
      method: 'DELETE',
      url: '/api/consents/marketing_email',
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json<Consent>()).toMatchObject({ given: false, givenAt: null });
    expect(withdrawn.json<Consent>().withdrawnAt).not.toBeNull();

    await give(patient, 'marketing_email');
    expect(await consentOf(patient, 'marketing_email')).toMatchObject({
      given: true,
      withdrawnAt: null,
    });
    const exported = (await patient.get('/api/me/export')).json<{ consents: unknown[] }>();
    expect(exported.consents).toEqual([
      expect.objectContaining({ purpose: 'marketing_email', endReason: 'withdrawn' }),
      expect.objectContaining({ purpose: 'marketing_email', endReason: null, endedAt: null }),
    ]);
  });

  it('refuses a consent to an outdated text version with 409 and stores nothing', async () => {
    const response = await give(user, 'health_data', 99);
    expectErrorEnvelope(response, 409, /has changed \(now version 1\)/);
    expect(response.json()).toMatchObject({ code: 'CONSENT_TEXT_OUTDATED' });
    expect((await consentOf(user, 'health_data')).given).toBe(false);
  });

  it('counts a consent under an older text for nothing until it is given again', async () => {
    const patient = await createActor(t.app, 'patient');
    // A consent given under version 0 stands for one given before the text changed.
    await t.db
      .insert(consents)
      .values({ userId: patient.id, purpose: 'health_data', textVersion: 0 });
    expect(await consentOf(patient, 'health_data')).toMatchObject({
      given: false,
      needsRenewal: true,
      givenVersion: 0,
    });
    const refused = await postRecordWithoutConsent(patient, {
      filename: 'a.pdf',
      content: samplePdf(),
    });
    expectErrorEnvelope(refused, 409);
    await give(patient, 'health_data');
    expect(await consentOf(patient, 'health_data')).toMatchObject({
      given: true,
      needsRenewal: false,
      givenVersion: 1,
    });
    const history = (await patient.get('/api/me/export')).json<{ consents: unknown[] }>().consents;
    expect(history).toEqual([
      expect.objectContaining({ textVersion: 0, endReason: 'renewed' }),
      expect.objectContaining({ textVersion: 1, endReason: null }),
    ]);
  });

  it('refuses an upload without the health-data consent, naming it', async () => {
    const patient = await createActor(t.app, 'patient');
    const response = await postRecordWithoutConsent(patient, {
      filename: 'a.pdf',
      content: samplePdf(),
    });
    expectErrorEnvelope(response, 409, /“Processing of your health data”/);
    expect(response.json()).toMatchObject({ code: 'CONSENT_REQUIRED' });
    expect(await t.recordStore.listKeys()).toEqual([]);
  });

  it('answers 404 for an unknown purpose and 400 for a bad body', async () => {
    expectErrorEnvelope(
      await user.request({ method: 'DELETE', url: '/api/consents/newsletter' }),
      404,
    );
    expectErrorEnvelope(
      await user.post('/api/consents', { purpose: 'newsletter', textVersion: 1 }),
      400,
    );
    expectErrorEnvelope(
      await user.post('/api/consents', { purpose: 'health_data', textVersion: 1, userId: user.id }),
      400,
    );
  });

  it('keeps one text per purpose in the data file, each with its source', () => {
    expect(CONSENT_TEXTS.every((text) => text.source.includes('GDPR'))).toBe(true);
    const broken = { reviewedAt: '2026-11-26', reviewNote: 'x', consents: CONSENT_TEXTS.slice(1) };
    expect(ConsentTextsSchema.safeParse(broken).success).toBe(false);
  });
});
