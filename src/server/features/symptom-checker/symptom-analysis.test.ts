import Fastify, { type FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  AiAnalysis,
  AnalyzeSymptomsInput,
} from '#shared/symptom-checker/symptom-checker.schemas.ts';
import { loadConfig } from '../../config.ts';
import { testClient } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { analyzeSymptoms, RECOMMENDED_ACTIONS, WHEN_TO_SEEK_HELP } from './engine/index.ts';
import { startFakeModelEndpoint, type FakeModelEndpoint } from '../../test/fake-model-endpoint.ts';
import { createSymptomAnalyzer, type SymptomAnalyzer } from './symptom-analysis.ts';

const TIMEOUT_MS = 400;

/** Chest pain with breathlessness and sweating: an emergency by the red-flag layer. */
const CHEST_PAIN: AnalyzeSymptomsInput = {
  symptoms: ['crushing chest pain', 'short of breath', 'sweating a lot'],
  age: 58,
  gender: 'male',
};

const MILD_COLD: AnalyzeSymptomsInput = {
  symptoms: ['runny nose', 'sneezing for 2 days'],
  age: 30,
  gender: 'female',
  medications: ['paracetamol'],
};

function modelAnswer(overrides: Partial<AiAnalysis> & { findings?: string[] } = {}): string {
  return JSON.stringify({
    urgencyLevel: 'routine',
    possibleConditions: [
      {
        name: 'Model-only condition',
        description: 'Suggested by the model.',
        severity: 'moderate',
        likelihood: 'moderate',
      },
    ],
    recommendedActions: ['model-written action'],
    whenToSeekHelp: 'model-written help',
    relatedSpecialties: ['Model Specialty'],
    disclaimer: 'model-written disclaimer',
    ...overrides,
  });
}

describe('symptom analysis with a model (ADR 0010)', () => {
  let endpoint: FakeModelEndpoint;
  let analyze: SymptomAnalyzer;
  const logLines: string[] = [];
  let log: FastifyBaseLogger;

  beforeAll(async () => {
    endpoint = await startFakeModelEndpoint();
    log = Fastify({
      logger: { level: 'info', stream: { write: (line) => logLines.push(line) } },
    }).log;
    const { llm } = loadConfig({
      LLM_BASE_URL: endpoint.baseUrl,
      LLM_API_KEY: 'test-key',
      LLM_MODEL: 'test-model',
      LLM_TIMEOUT_MS: String(TIMEOUT_MS),
    });
    analyze = createSymptomAnalyzer(llm, log);
  });
  afterAll(() => endpoint.close());
  beforeEach(() => {
    endpoint.received.length = 0;
    logLines.length = 0;
  });

  /** The failure kinds logged since the test began; the whole line must hold no health data. */
  function loggedFailures(input: AnalyzeSymptomsInput): unknown[] {
    for (const line of logLines) {
      for (const text of [...input.symptoms, ...(input.medications ?? [])])
        expect(line).not.toContain(text);
      expect(line).not.toContain('Model-only');
    }
    return logLines.map((line) => (JSON.parse(line) as { modelFailure?: unknown }).modelFailure);
  }

  it('asks in JSON mode with the engine’s result as context, and merges the answer', async () => {
    endpoint.reply = { kind: 'content', content: modelAnswer({ urgencyLevel: 'routine' }) };
    const engine = analyzeSymptoms(MILD_COLD);
    const { analysis: merged } = await analyze(MILD_COLD);

    expect(merged.possibleConditions.map((c) => c.name)).toContain('Model-only condition');
    expect(merged.relatedSpecialties).toContain('Model Specialty');
    expect(merged.urgencyLevel).toBe(engine.analysis.urgencyLevel);
    expect(merged.whenToSeekHelp).toBe(engine.analysis.whenToSeekHelp);
    expect(merged.recommendedActions).toEqual(engine.analysis.recommendedActions);
    expect(merged.disclaimer).toBe(engine.analysis.disclaimer);

    const [request] = endpoint.received;
    expect(request).toMatchObject({
      path: '/v1/chat/completions',
      authorization: 'Bearer test-key',
      body: { model: 'test-model', response_format: { type: 'json_object' } },
    });
    const [system, user] = request?.body.messages ?? [];
    expect(system?.role).toBe('system');
    expect(system?.content).toContain(`"urgencyLevel":"${engine.analysis.urgencyLevel}"`);
    expect(system?.content).not.toContain('runny nose');
    expect(JSON.parse(user?.content ?? '')).toMatchObject({
      symptoms: MILD_COLD.symptoms,
      age: 30,
    });
    expect(loggedFailures(MILD_COLD)).toEqual([]);
  });

  it('adds the findings the model read in the patient’s words, so chest pain it reads as spreading to the arm is an emergency', async () => {
    const input = { symptoms: ['chest pain since this morning'], age: 40, gender: 'male' as const };
    expect(analyzeSymptoms(input).analysis.urgencyLevel).toBe('urgent');
    endpoint.reply = {
      kind: 'content',
      content: modelAnswer({ urgencyLevel: 'urgent', findings: ['pain_radiating_arm_jaw'] }),
    };
    const outcome = await analyze(input);
    expect(outcome.analysis.urgencyLevel).toBe('emergency');
    expect(outcome.disposition).toBe('ambulance');
    expect(outcome.followUpQuestions).toEqual([]);
    const [system] = endpoint.received[0]?.body.messages ?? [];
    expect(system?.content).toContain('pain_radiating_arm_jaw: Pain spreading to the arm');
  });

  it('ignores finding ids the vocabulary does not know, and never lowers the level by them', async () => {
    // Tingling would make this the panic pattern (routine) on the engine's own reading.
    const input = {
      symptoms: ['heart pounding', 'breathing fast', 'felt like I was going to die'],
      age: 24,
      gender: 'male' as const,
    };
    const engine = analyzeSymptoms(input);
    expect(engine.analysis.urgencyLevel).toBe('urgent');
    endpoint.reply = {
      kind: 'content',
      content: modelAnswer({ urgencyLevel: 'routine', findings: ['not_a_finding', 'tingling'] }),
    };
    const outcome = await analyze(input);
    expect(outcome.analysis.urgencyLevel).toBe('urgent');
    expect(outcome.followUpQuestions).toEqual(engine.followUpQuestions);
  });

  it('keeps an emergency an emergency when the model says routine', async () => {
    const engine = analyzeSymptoms(CHEST_PAIN);
    expect(engine.analysis.urgencyLevel).toBe('emergency');
    endpoint.reply = { kind: 'content', content: modelAnswer({ urgencyLevel: 'routine' }) };
    const { analysis: merged } = await analyze(CHEST_PAIN);
    expect(merged.urgencyLevel).toBe('emergency');
    expect(merged.whenToSeekHelp).toBe(engine.analysis.whenToSeekHelp);
    expect(merged.possibleConditions.map((c) => c.name)).toContain('Model-only condition');
  });

  it('lets the model raise urgency, with the fixed texts of the raised level', async () => {
    expect(analyzeSymptoms(MILD_COLD).analysis.urgencyLevel).toBe('routine');
    endpoint.reply = { kind: 'content', content: modelAnswer({ urgencyLevel: 'emergency' }) };
    const { analysis: merged } = await analyze(MILD_COLD);
    expect(merged).toMatchObject({
      urgencyLevel: 'emergency',
      recommendedActions: RECOMMENDED_ACTIONS.emergency,
      whenToSeekHelp: WHEN_TO_SEEK_HELP.emergency,
      disclaimer: analyzeSymptoms(MILD_COLD).analysis.disclaimer,
    });
  });

  it('accepts an answer wrapped in a Markdown code fence', async () => {
    endpoint.reply = { kind: 'content', content: `\`\`\`json\n${modelAnswer()}\n\`\`\`` };
    const { analysis: merged } = await analyze(MILD_COLD);
    expect(merged.possibleConditions.map((c) => c.name)).toContain('Model-only condition');
  });

  it.each<[string, FakeModelEndpoint['reply'], string]>([
    ['not JSON', { kind: 'content', content: 'I think it is a cold.' }, 'invalid_json'],
    [
      'JSON of the wrong shape',
      { kind: 'content', content: modelAnswer({ urgencyLevel: 'critical' as never }) },
      'invalid_output',
    ],
    ['an empty message', { kind: 'content', content: '' }, 'empty_answer'],
    ['HTTP 500', { kind: 'status', status: 500 }, 'http_error'],
    ['HTTP 401', { kind: 'status', status: 401 }, 'http_error'],
  ])('falls back to the engine on %s, logging only the failure kind', async (_, reply, kind) => {
    endpoint.reply = reply;
    expect((await analyze(MILD_COLD)).analysis).toEqual(analyzeSymptoms(MILD_COLD).analysis);
    expect(loggedFailures(MILD_COLD)).toEqual([kind]);
  });

  it('falls back to the engine within the timeout when the model does not answer', async () => {
    endpoint.reply = { kind: 'hang' };
    const startedAt = performance.now();
    expect((await analyze(CHEST_PAIN)).analysis).toEqual(analyzeSymptoms(CHEST_PAIN).analysis);
    const elapsedMs = performance.now() - startedAt;
    expect(elapsedMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(elapsedMs).toBeLessThan(TIMEOUT_MS + 1000);
    expect(loggedFailures(CHEST_PAIN)).toEqual(['timeout']);
  });

  it('falls back to the engine when the endpoint cannot be reached', async () => {
    const { llm } = loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:9/v1', LLM_MODEL: 'm' });
    const unreachable = createSymptomAnalyzer(llm, log);
    expect((await unreachable(MILD_COLD)).analysis).toEqual(analyzeSymptoms(MILD_COLD).analysis);
    expect(loggedFailures(MILD_COLD)).toEqual(['connection']);
  });

  it('uses the engine alone when no model is configured', async () => {
    expect((await createSymptomAnalyzer(undefined, log)(MILD_COLD)).analysis).toEqual(
      analyzeSymptoms(MILD_COLD).analysis,
    );
    expect(endpoint.received).toEqual([]);
  });
});

describe('symptom checker API with a model configured', () => {
  let endpoint: FakeModelEndpoint;
  let t: TestApp;

  beforeAll(async () => {
    endpoint = await startFakeModelEndpoint();
    t = await createTestApp({ LLM_BASE_URL: endpoint.baseUrl, LLM_MODEL: 'test-model' });
  });
  afterAll(async () => {
    await t.close();
    await endpoint.close();
  });

  it('stores the merged analysis, and returns it to the creator', async () => {
    endpoint.reply = { kind: 'content', content: modelAnswer() };
    const browser = testClient(t.app);
    const created = await browser.post('/api/symptom-checker/analyze', MILD_COLD);
    expect(created.statusCode, created.body).toBe(201);
    const owner = created.cookies.find((c) => c.name === 'symptom_owner');
    browser.cookie = `symptom_owner=${owner?.value ?? ''}`;

    const read = await browser.get(
      `/api/symptom-checker/${created.json<{ sessionId: string }>().sessionId}`,
    );
    expect(read.statusCode, read.body).toBe(200);
    const { aiAnalysis } = read.json<{ aiAnalysis: AiAnalysis }>();
    expect(aiAnalysis.possibleConditions.map((c) => c.name)).toContain('Model-only condition');
    expect(aiAnalysis.disclaimer).toBe(analyzeSymptoms(MILD_COLD).analysis.disclaimer);
    expect(endpoint.received).toHaveLength(1);
  });
});
