import OpenAI, {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
} from 'openai';
import { z } from 'zod';
import {
  AiAnalysisSchema,
  type AiAnalysis,
  type AnalyzeSymptomsInput,
} from '#shared/symptom-checker/symptom-checker.schemas.ts';
import type { LlmConfig } from '../../../config.ts';
import type { EngineResult } from '../engine/index.ts';
import { buildModelMessages } from './model-prompt.ts';

/** Why the model's answer was not used; the only thing about it that is logged (SECURITY §5). */
export type ModelFailureKind =
  'timeout' | 'connection' | 'http_error' | 'empty_answer' | 'invalid_json' | 'invalid_output';

/** The model gave no usable answer; the engine's result stands alone (ADR 0010). */
export class ModelFailure extends Error {
  constructor(
    readonly kind: ModelFailureKind,
    /** The endpoint's HTTP status, for `http_error`. */
    readonly status?: number,
  ) {
    super(`symptom model failed: ${kind}`);
    this.name = 'ModelFailure';
  }
}

/**
 * The model's answer: SPEC §3 `aiAnalysis` plus the finding ids it read in the patient's words
 * (strings as written; unknown ids are the caller's to drop).
 */
export interface ModelAnswer {
  analysis: AiAnalysis;
  findings: string[];
}

/** What the model must return: the analysis and, optionally, up to 30 finding ids. */
const ModelAnswerSchema = AiAnalysisSchema.extend({
  findings: z.array(z.string().max(80)).max(30).optional(),
});

/** Asks the model for an analysis of `input`, given the engine's result. */
export type AskModel = (input: AnalyzeSymptomsInput, engine: EngineResult) => Promise<ModelAnswer>;

function toModelFailure(error: unknown, signal: AbortSignal): ModelFailure {
  if (signal.aborted || error instanceof APIConnectionTimeoutError)
    return new ModelFailure('timeout');
  if (error instanceof APIUserAbortError) return new ModelFailure('timeout');
  if (error instanceof APIConnectionError) return new ModelFailure('connection');
  if (error instanceof APIError) return new ModelFailure('http_error', error.status);
  // Anything else is the SDK failing to read the completion: a body that is not one.
  return new ModelFailure(error instanceof SyntaxError ? 'invalid_json' : 'invalid_output');
}

/** The JSON object in a model's answer; some models wrap it in a Markdown code fence. */
function parseAnswer(content: string): ModelAnswer {
  const unfenced = content.trim().replace(/^```(?:json)?\s*|\s*```$/g, '');
  let json: unknown;
  try {
    json = JSON.parse(unfenced);
  } catch {
    throw new ModelFailure('invalid_json');
  }
  const parsed = ModelAnswerSchema.safeParse(json);
  if (!parsed.success) throw new ModelFailure('invalid_output');
  const { findings = [], ...analysis } = parsed.data;
  return { analysis, findings };
}

/**
 * A client of the configured OpenAI-compatible endpoint (DESIGN §3 `LLM_*`) through the
 * official `openai` SDK: one chat completion in JSON mode, no retries, bounded as a whole
 * (connection, answer and body) by `timeoutMs`. The answer is validated with
 * `AiAnalysisSchema` plus the optional `findings` list.
 * @throws ModelFailure on timeout, connection or HTTP error, or an invalid answer.
 */
export function createModelClient(llm: LlmConfig): AskModel {
  const client = new OpenAI({
    baseURL: llm.baseUrl,
    // Local endpoints need no key; the SDK insists on one.
    apiKey: llm.apiKey ?? 'none',
    organization: null,
    project: null,
    maxRetries: 0,
    timeout: llm.timeoutMs,
    // The SDK's own logging could print request details, i.e. health data.
    logLevel: 'off',
  });
  return async (input, engine) => {
    const signal = AbortSignal.timeout(llm.timeoutMs);
    let content: string | null | undefined;
    try {
      const completion = await client.chat.completions.create(
        {
          model: llm.model,
          messages: buildModelMessages(input, engine),
          response_format: { type: 'json_object' },
          temperature: 0.2,
        },
        { signal },
      );
      content = completion.choices[0]?.message.content;
    } catch (error) {
      throw toModelFailure(error, signal);
    }
    if (!content) throw new ModelFailure('empty_answer');
    return parseAnswer(content);
  };
}
