/**
 * Follow-up questions through the public API (issue #11, ADR 0019): the analysis answer carries
 * the questions, the session keeps them, and one set of answers re-analyses the session —
 * yes and "not sure" raise the level, "no" settles it, nothing is answered twice or by anyone
 * but the creator, and bad answers change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AnalyzeSymptomsInput,
  AnalyzeSymptomsResultSchema,
  type FollowUpAnswer,
  SymptomCheckerSessionSchema,
} from '#shared/symptom-checker/symptom-checker.schemas.ts';
import { expectErrorEnvelope } from '../../test/expectations.ts';
import { createActor, type Actor } from '../../test/factories.ts';
import { testClient } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const ANALYZE = '/api/symptom-checker/analyze';
const CHEST_PAIN: AnalyzeSymptomsInput = {
  symptoms: ['chest pain since this morning'],
  age: 40,
  gender: 'male',
};
const HEAD_LICE: AnalyzeSymptomsInput = { symptoms: ['head lice'], age: 8, gender: 'female' };

describe('follow-up questions', () => {
  let t: TestApp;
  let patient: Actor;

  beforeAll(async () => {
    t = await createTestApp();
    patient = await createActor(t.app, 'patient');
  });
  afterAll(() => t.close());

  async function analyze(input: AnalyzeSymptomsInput) {
    const response = await patient.post(ANALYZE, input);
    expect(response.statusCode, response.body).toBe(201);
    return AnalyzeSymptomsResultSchema.parse(response.json());
  }
  const readSession = async (id: string) =>
    SymptomCheckerSessionSchema.parse((await patient.get(`/api/symptom-checker/${id}`)).json());
  const answer = (id: string, answers: FollowUpAnswer[]) =>
    patient.post(`/api/symptom-checker/${id}/answers`, { answers });
  const allAnswered = (
    questions: { id: string }[],
    value: FollowUpAnswer['answer'],
    overrides: Record<string, FollowUpAnswer['answer']> = {},
  ) => questions.map((q) => ({ questionId: q.id, answer: overrides[q.id] ?? value }));

  it('asks about an unsaid danger sign of chest pain and keeps the level above routine meanwhile', async () => {
    const { sessionId, followUpQuestions } = await analyze(CHEST_PAIN);
    expect(followUpQuestions.length).toBeGreaterThan(0);
    expect(followUpQuestions.length).toBeLessThanOrEqual(8);
    expect(followUpQuestions.map((q) => q.id)).toContain('pain_radiating_arm_jaw');
    for (const q of followUpQuestions) expect(q.text).toMatch(/\?$/);

    const session = await readSession(sessionId);
    expect(session.followUp).toEqual({ questions: followUpQuestions, answers: null });
    expect(session.aiAnalysis?.urgencyLevel).toBe('urgent');
    expect(session.disposition).toBe('same_day');
  });

  it('raises chest pain to an ambulance when the pain spreads to the arm', async () => {
    const { sessionId, followUpQuestions } = await analyze(CHEST_PAIN);
    const answers = allAnswered(followUpQuestions, 'no', { pain_radiating_arm_jaw: 'yes' });
    const response = await answer(sessionId, answers);
    expect(response.statusCode, response.body).toBe(200);
    const session = SymptomCheckerSessionSchema.parse(response.json());
    expect(session.aiAnalysis?.urgencyLevel).toBe('emergency');
    expect(session.disposition).toBe('ambulance');
    expect(session.followUp.answers).toEqual(answers);
    expect(await readSession(sessionId)).toEqual(session);
  });

  it('counts "not sure" as yes', async () => {
    const { sessionId, followUpQuestions } = await analyze(CHEST_PAIN);
    const response = await answer(sessionId, allAnswered(followUpQuestions, 'unsure'));
    expect(SymptomCheckerSessionSchema.parse(response.json()).aiAnalysis?.urgencyLevel).toBe(
      'emergency',
    );
  });

  it('keeps chest pain same-day when every danger sign is denied', async () => {
    const { sessionId, followUpQuestions } = await analyze(CHEST_PAIN);
    const response = await answer(sessionId, allAnswered(followUpQuestions, 'no'));
    const session = SymptomCheckerSessionSchema.parse(response.json());
    expect(session.aiAnalysis?.urgencyLevel).toBe('urgent');
    expect(session.disposition).toBe('same_day');
  });

  it('refuses a second set of answers with 409 and keeps the first', async () => {
    const { sessionId, followUpQuestions } = await analyze(CHEST_PAIN);
    await answer(sessionId, allAnswered(followUpQuestions, 'no'));
    const again = await answer(sessionId, allAnswered(followUpQuestions, 'yes'));
    expectErrorEnvelope(again, 409);
    expect((await readSession(sessionId)).aiAnalysis?.urgencyLevel).toBe('urgent');
  });

  it('refuses a missing, repeated or unknown answer with 400 and changes nothing', async () => {
    const { sessionId, followUpQuestions } = await analyze(CHEST_PAIN);
    const before = await readSession(sessionId);
    const complete = allAnswered(followUpQuestions, 'no');
    for (const answers of [
      complete.slice(1),
      [...complete.slice(1), complete[1]!],
      [...complete.slice(1), { questionId: 'not_asked', answer: 'no' as const }],
    ]) {
      expectErrorEnvelope(await answer(sessionId, answers), 400);
    }
    expectErrorEnvelope(
      await answer(sessionId, [{ questionId: 'x', answer: 'maybe' }] as never),
      400,
    );
    expect(await readSession(sessionId)).toEqual(before);
  });

  it('answers 409 when the session asked nothing', async () => {
    const { sessionId, followUpQuestions } = await analyze(HEAD_LICE);
    expect(followUpQuestions).toEqual([]);
    expectErrorEnvelope(await answer(sessionId, [{ questionId: 'fever', answer: 'no' }]), 409);
  });

  it('lets only the creator answer (404 for anyone else)', async () => {
    const { sessionId, followUpQuestions } = await analyze(CHEST_PAIN);
    const answers = allAnswered(followUpQuestions, 'yes');
    const stranger = testClient(t.app);
    expectErrorEnvelope(
      await stranger.post(`/api/symptom-checker/${sessionId}/answers`, { answers }),
      404,
    );
    expect((await readSession(sessionId)).followUp.answers).toBeNull();
  });
});
