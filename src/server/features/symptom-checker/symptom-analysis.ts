import type { FastifyBaseLogger } from 'fastify';
import type {
  AiAnalysis,
  AnalyzeSymptomsInput,
  UrgencyLevel,
} from '#shared/symptom-checker/symptom-checker.schemas.ts';
import type { LlmConfig } from '../../config.ts';
// The fixed advice texts per level; engine/index.ts does not re-export them (yet).
import { analyzeSymptoms, RECOMMENDED_ACTIONS, WHEN_TO_SEEK_HELP } from './engine/index.ts';
import { mergeAnalyses, type UrgencyAdvice } from './model/merge-analyses.ts';
import { createModelClient, ModelFailure } from './model/model-client.ts';

/** The engine's fixed texts for `level`, used when the model raised the urgency. */
const urgencyAdvice = (level: UrgencyLevel): UrgencyAdvice => ({
  recommendedActions: RECOMMENDED_ACTIONS[level],
  whenToSeekHelp: WHEN_TO_SEEK_HELP[level],
});

/** Analyses one symptom-checker input into SPEC §3 `aiAnalysis`. */
export type SymptomAnalyzer = (input: AnalyzeSymptomsInput) => Promise<AiAnalysis>;

/**
 * The analysis behind `POST /api/symptom-checker/analyze` (ADR 0010): the offline engine, and,
 * when `llm` is configured, the model's answer merged into it. On the model's timeout, error or
 * invalid answer the engine's result is used alone and only the failure's kind (and HTTP status)
 * is logged — never the symptoms or the analysis (SECURITY §5).
 */
export function createSymptomAnalyzer(
  llm: LlmConfig | undefined,
  log: FastifyBaseLogger,
): SymptomAnalyzer {
  const askModel = llm ? createModelClient(llm) : undefined;
  return async (input) => {
    const engine = analyzeSymptoms(input);
    if (!askModel) return engine.analysis;
    let model: AiAnalysis;
    try {
      model = await askModel(input, engine);
    } catch (error) {
      const failure =
        error instanceof ModelFailure
          ? { modelFailure: error.kind, status: error.status }
          : { modelFailure: 'unexpected' };
      log.warn(failure, 'symptom model answer not used; the engine answered alone');
      return engine.analysis;
    }
    return mergeAnalyses({ engine, model, adviceFor: urgencyAdvice });
  };
}
