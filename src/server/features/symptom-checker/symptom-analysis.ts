import type { FastifyBaseLogger } from 'fastify';
import type {
  AiAnalysis,
  AnalyzeSymptomsInput,
  FollowUpAnswer,
  FollowUpQuestion,
  UrgencyLevel,
} from '#shared/symptom-checker/symptom-checker.schemas.ts';
import {
  DEFAULT_DISPOSITION,
  type Disposition,
  URGENCY_RANK,
} from '#shared/symptom-checker/triage-scale.ts';
import type { LlmConfig } from '../../config.ts';
import {
  analyzeSymptoms,
  type EngineResult,
  RECOMMENDED_ACTIONS,
  WHEN_TO_SEEK_HELP,
} from './engine/index.ts';
import { mergeAnalyses, type UrgencyAdvice } from './model/merge-analyses.ts';
import { FINDINGS } from './engine/lexicon/vocabulary.ts';
import { createModelClient, type ModelAnswer, ModelFailure } from './model/model-client.ts';

/** The engine's fixed texts for `level`, used when the model raised the urgency. */
const urgencyAdvice = (level: UrgencyLevel): UrgencyAdvice => ({
  recommendedActions: RECOMMENDED_ACTIONS[level],
  whenToSeekHelp: WHEN_TO_SEEK_HELP[level],
});

/**
 * One analysis: SPEC §3 `aiAnalysis`, the finer disposition behind its level (ADR 0018) and the
 * follow-up questions that could still raise it (ADR 0019).
 */
export interface AnalysisOutcome {
  analysis: AiAnalysis;
  disposition: Disposition;
  followUpQuestions: FollowUpQuestion[];
}

/**
 * The engine run again with the findings the model read in the patient's words (known ids only,
 * taken as present), when that is at least as urgent as the engine alone: the model's reading
 * may add findings the phrase lists missed, but never lowers the level (ADR 0010, issue #11).
 */
function withModelFindings(
  input: AnalyzeSymptomsInput,
  answers: readonly FollowUpAnswer[],
  engine: EngineResult,
  findings: readonly string[],
): EngineResult {
  const added = findings
    .filter((id) => FINDINGS.has(id))
    .map((id) => ({ questionId: id, answer: 'yes' as const }));
  if (added.length === 0) return engine;
  const rerun = analyzeSymptoms(input, [...answers, ...added]);
  const isAtLeastAsUrgent =
    URGENCY_RANK[rerun.analysis.urgencyLevel] >= URGENCY_RANK[engine.analysis.urgencyLevel];
  return isAtLeastAsUrgent ? rerun : engine;
}

/** Analyses one symptom-checker input, with the answers to its follow-up questions if any. */
export type SymptomAnalyzer = (
  input: AnalyzeSymptomsInput,
  answers?: readonly FollowUpAnswer[],
) => Promise<AnalysisOutcome>;

/** The engine's outcome, with `analysis` replaced (the disposition follows a raised level). */
function outcomeOf(engine: EngineResult, analysis: AiAnalysis = engine.analysis): AnalysisOutcome {
  const isRaised = analysis.urgencyLevel !== engine.analysis.urgencyLevel;
  return {
    analysis,
    disposition: isRaised ? DEFAULT_DISPOSITION[analysis.urgencyLevel] : engine.disposition,
    followUpQuestions:
      isRaised && analysis.urgencyLevel === 'emergency' ? [] : engine.followUpQuestions,
  };
}

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
  return async (input, answers = []) => {
    const engine = analyzeSymptoms(input, answers);
    if (!askModel) return outcomeOf(engine);
    let model: ModelAnswer;
    try {
      model = await askModel(input, engine);
    } catch (error) {
      const failure =
        error instanceof ModelFailure
          ? { modelFailure: error.kind, status: error.status }
          : { modelFailure: 'unexpected' };
      log.warn(failure, 'symptom model answer not used; the engine answered alone');
      return outcomeOf(engine);
    }
    const base = withModelFindings(input, answers, engine, model.findings);
    return outcomeOf(
      base,
      mergeAnalyses({ engine: base, model: model.analysis, adviceFor: urgencyAdvice }),
    );
  };
}
