/**
 * The knowledge base: every condition from the body-system files, in one list. Integrity
 * (schema, unique ids, known findings, sources) is checked by `knowledge-base.test.ts`.
 */
import { BONES_JOINTS_CONDITIONS } from './bones-joints.ts';
import { BRAIN_MIND_CONDITIONS } from './brain-mind.ts';
import type { Condition } from './condition.ts';
import { DIGESTIVE_CONDITIONS } from './digestive.ts';
import { HEAD_NECK_CONDITIONS } from './head-neck.ts';
import { HEART_LUNG_CONDITIONS } from './heart-lungs.ts';
import { INJURY_POISONING_CONDITIONS } from './injuries-poisonings.ts';
import { INJURY_WOUND_EYE_SKIN_CONDITIONS } from './injuries-wounds-eyes-skin.ts';
import { PRIMARY_CARE_CONDITIONS } from './primary-care.ts';
import { SKIN_CONDITIONS } from './skin.ts';
import { URINARY_REPRODUCTIVE_CONDITIONS } from './urinary-reproductive.ts';
import { WHOLE_BODY_CONDITIONS } from './whole-body.ts';

/** Every condition the matcher ranks. */
export const CONDITIONS: readonly Condition[] = [
  ...HEART_LUNG_CONDITIONS,
  ...HEAD_NECK_CONDITIONS,
  ...BRAIN_MIND_CONDITIONS,
  ...DIGESTIVE_CONDITIONS,
  ...URINARY_REPRODUCTIVE_CONDITIONS,
  ...BONES_JOINTS_CONDITIONS,
  ...SKIN_CONDITIONS,
  ...WHOLE_BODY_CONDITIONS,
  ...INJURY_POISONING_CONDITIONS,
  ...PRIMARY_CARE_CONDITIONS,
  ...INJURY_WOUND_EYE_SKIN_CONDITIONS,
];
