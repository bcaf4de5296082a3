/** Compact constructors for the findings vocabulary files. */
import type { FindingDef } from '../types.ts';

type Extra = Pick<FindingDef, 'parents' | 'sex' | 'ages'>;

/** A symptom or sign: `id`, display `label`, matched `terms`, optional parents and gates. */
export function symptom(id: string, label: string, terms: string[], extra: Extra = {}): FindingDef {
  return { id, label, kind: 'symptom', terms, ...extra };
}

/** History or context (conditions, medicines, exposures) that change risk. */
export function history(id: string, label: string, terms: string[], extra: Extra = {}): FindingDef {
  return { id, label, kind: 'history', terms, ...extra };
}
