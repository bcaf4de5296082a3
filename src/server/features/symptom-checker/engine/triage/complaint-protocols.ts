/**
 * Triage by presenting-complaint protocols (issue #11, ADR 0018): every module whose complaint
 * the profile matches is walked in order; each discriminator that holds reaches its
 * disposition, and the most urgent one wins. A discriminator with a question whose finding was
 * neither reported nor denied — and which would hold if it were present — is *unsettled*: it
 * becomes a follow-up question, and in a high-risk module an unsettled emergency discriminator
 * keeps the level above routine until it is answered.
 */
import {
  type Disposition,
  LEVEL_OF_DISPOSITION,
  moreUrgentDisposition,
} from '#shared/symptom-checker/triage-scale.ts';
import type {
  ComplaintModule,
  Discriminator,
} from '../../knowledge/complaint-modules/complaint-module.schema.ts';
import { COMPLAINT_MODULES } from '../../knowledge/complaint-modules/load.ts';
import { holds, type TriageFacts } from './criteria.ts';

/** One discriminator that holds or is unsettled, with the module it belongs to. */
export interface DiscriminatorHit {
  moduleId: string;
  highRiskModule: boolean;
  discriminator: Discriminator;
}

/** What the protocols decided for one profile. */
export interface ProtocolResult {
  /** Ids of the modules whose complaint matched, in module order. */
  matched: string[];
  /** Discriminators that hold. */
  fired: DiscriminatorHit[];
  /** Discriminators whose question is unanswered and would change the outcome. */
  unsettled: DiscriminatorHit[];
  /** The most urgent disposition reached, or null when no discriminator held. */
  disposition: Disposition | null;
  /** True when a high-risk module has an unsettled emergency discriminator (floor: urgent). */
  hasUnsettledEmergency: boolean;
}

function isUnsettled(d: Discriminator, facts: TriageFacts): boolean {
  if (!d.ask) return false;
  const { present, absent } = facts.profile;
  if (present.has(d.ask.finding) || absent.has(d.ask.finding)) return false;
  return holds(d.when, facts, d.ask.finding);
}

/** Runs every module against `facts` (`modules` is for tests; the default is the data folder). */
export function runComplaintProtocols(
  facts: TriageFacts,
  modules: readonly ComplaintModule[] = COMPLAINT_MODULES,
): ProtocolResult {
  const result: ProtocolResult = {
    matched: [],
    fired: [],
    unsettled: [],
    disposition: null,
    hasUnsettledEmergency: false,
  };
  for (const module of modules) {
    if (!holds(module.complaint, facts)) continue;
    result.matched.push(module.id);
    for (const discriminator of module.discriminators) {
      const hit = { moduleId: module.id, highRiskModule: module.highRisk, discriminator };
      if (holds(discriminator.when, facts)) {
        result.fired.push(hit);
        result.disposition =
          result.disposition === null
            ? discriminator.disposition
            : moreUrgentDisposition(result.disposition, discriminator.disposition);
      } else if (isUnsettled(discriminator, facts)) {
        result.unsettled.push(hit);
        if (module.highRisk && LEVEL_OF_DISPOSITION[discriminator.disposition] === 'emergency') {
          result.hasUnsettledEmergency = true;
        }
      }
    }
  }
  return result;
}
