import { DEFAULT_DISPOSITION } from '#shared/symptom-checker/triage-scale.ts';
import { describe, expect, it } from 'vitest';
import {
  AiAnalysisSchema,
  type AiAnalysis,
  type PossibleCondition,
  type UrgencyLevel,
} from '#shared/symptom-checker/symptom-checker.schemas.ts';
import type { EngineResult } from '../engine/index.ts';
import { mergeAnalyses, type UrgencyAdvice } from './merge-analyses.ts';

const adviceFor = (level: UrgencyLevel): UrgencyAdvice => ({
  recommendedActions: [`engine ${level} action`],
  whenToSeekHelp: `engine ${level} help`,
});

const condition = (
  name: string,
  overrides: Partial<PossibleCondition> = {},
): PossibleCondition => ({
  name,
  description: `${name} description`,
  severity: 'moderate',
  likelihood: 'moderate',
  ...overrides,
});

function engineResult(level: UrgencyLevel, floor: UrgencyLevel = level): EngineResult {
  return {
    analysis: {
      urgencyLevel: level,
      possibleConditions: [condition('Acute coronary syndrome', { severity: 'urgent' })],
      ...adviceFor(level),
      relatedSpecialties: ['Cardiology'],
      disclaimer: 'engine disclaimer',
    },
    urgencyFloor: floor,
    ranked: [],
    redFlags: floor === 'routine' ? [] : [{ id: 'chest_pain_breathless', urgency: floor }],
    disposition: DEFAULT_DISPOSITION[level],
    followUpQuestions: [],
    protocols: { matched: [], fired: [] },
    emergencyProbability: 0,
  };
}

function modelAnswer(overrides: Partial<AiAnalysis> = {}): AiAnalysis {
  return {
    urgencyLevel: 'routine',
    possibleConditions: [condition('Costochondritis')],
    recommendedActions: ['model action: rest at home'],
    whenToSeekHelp: 'model help: no need to worry',
    relatedSpecialties: ['Rheumatology'],
    disclaimer: 'model disclaimer',
    ...overrides,
  };
}

describe('merging the model into the engine (ADR 0010)', () => {
  it('never lowers urgency: engine emergency, model routine → emergency with the engine’s texts', () => {
    const engine = engineResult('emergency');
    const merged = mergeAnalyses({ engine, model: modelAnswer(), adviceFor });
    expect(merged.urgencyLevel).toBe('emergency');
    expect(merged.recommendedActions).toEqual(engine.analysis.recommendedActions);
    expect(merged.whenToSeekHelp).toBe(engine.analysis.whenToSeekHelp);
    expect(merged.disclaimer).toBe('engine disclaimer');
  });

  it.each<[UrgencyLevel, UrgencyLevel, UrgencyLevel, UrgencyLevel]>([
    // engine level, red-flag floor, model level → merged
    ['urgent', 'urgent', 'routine', 'urgent'],
    ['urgent', 'routine', 'routine', 'urgent'],
    ['routine', 'urgent', 'routine', 'urgent'],
    ['routine', 'routine', 'routine', 'routine'],
    ['routine', 'routine', 'urgent', 'urgent'],
    ['urgent', 'urgent', 'emergency', 'emergency'],
    ['emergency', 'emergency', 'urgent', 'emergency'],
  ])('engine %s (floor %s) + model %s → %s', (level, floor, modelLevel, expected) => {
    const merged = mergeAnalyses({
      engine: engineResult(level, floor),
      model: modelAnswer({ urgencyLevel: modelLevel }),
      adviceFor,
    });
    expect(merged.urgencyLevel).toBe(expected);
  });

  it('raises urgency with the engine’s fixed texts for the raised level, never the model’s', () => {
    const merged = mergeAnalyses({
      engine: engineResult('routine'),
      model: modelAnswer({ urgencyLevel: 'emergency' }),
      adviceFor,
    });
    expect(merged).toMatchObject({
      urgencyLevel: 'emergency',
      recommendedActions: ['engine emergency action'],
      whenToSeekHelp: 'engine emergency help',
      disclaimer: 'engine disclaimer',
    });
  });

  it('adds the model’s new conditions and specialties after the engine’s, deduplicated by name', () => {
    const merged = mergeAnalyses({
      engine: engineResult('urgent'),
      model: modelAnswer({
        urgencyLevel: 'urgent',
        possibleConditions: [
          condition('  acute CORONARY   syndrome ', { likelihood: 'other' }),
          condition('Pericarditis'),
        ],
        relatedSpecialties: ['cardiology', 'Emergency Medicine'],
      }),
      adviceFor,
    });
    expect(merged.possibleConditions.map((c) => c.name)).toEqual([
      'Acute coronary syndrome',
      'Pericarditis',
    ]);
    // The engine's entry wins over the model's duplicate.
    expect(merged.possibleConditions[0]?.severity).toBe('urgent');
    expect(merged.relatedSpecialties).toEqual(['Cardiology', 'Emergency Medicine']);
    expect(AiAnalysisSchema.safeParse(merged).success).toBe(true);
  });

  it('keeps at most 10 conditions and 10 specialties', () => {
    const names = Array.from({ length: 10 }, (_, n) => `Model condition ${n}`);
    const merged = mergeAnalyses({
      engine: engineResult('urgent'),
      model: modelAnswer({
        possibleConditions: names.map((name) => condition(name)),
        relatedSpecialties: names,
      }),
      adviceFor,
    });
    expect(merged.possibleConditions).toHaveLength(10);
    expect(merged.possibleConditions[0]?.name).toBe('Acute coronary syndrome');
    expect(merged.relatedSpecialties).toHaveLength(10);
    expect(merged.relatedSpecialties[0]).toBe('Cardiology');
  });
});
