/**
 * Proposes extra terms for the findings vocabulary from open ontologies (Symptom Ontology,
 * Human Disease Ontology): an ontology term whose name or EXACT synonym is, after the engine's
 * own tokenising, one of a finding's terms lends that finding its other names and EXACT
 * synonyms — unless a guard rule rejects them (see `RejectReason`). Pure: the caller reads the
 * files and the vocabulary.
 */
import { phraseToStems } from '../../engine/text/tokenize.ts';
import type { OboTerm } from './obo.ts';

/** Group name of the findings file the import writes (`findings/open-vocabulary.json`). */
export const OPEN_VOCABULARY_FILE = 'open-vocabulary';

/** OBO synonym type of acronyms (OMO:0003012), never proposed. */
export const ACRONYM_SYNONYM_TYPE = 'OMO:0003012';

/** An ontology term with the ontology it comes from (`SYMP`, `DOID`) and that file's release. */
export interface SourcedTerm extends OboTerm {
  ontology: string;
  /** The file's `data-version` (e.g. `releases/2026-07-30/symp.obo`). */
  release: string;
}

/** One finding as the import sees it: its id and every term it has without the import. */
export interface VocabularyFinding {
  id: string;
  terms: readonly string[];
}

/** Why a candidate phrase was not proposed. */
export type RejectReason =
  /** NARROW, BROAD or RELATED synonym: not the same thing. */
  | 'not-exact'
  /** Typed as an acronym by the ontology. */
  | 'acronym'
  /** One word of fewer than 4 letters (too easily a typo or another word). */
  | 'short'
  /** A word of two or more capitals: an abbreviation. */
  | 'capitals'
  /** Contains parentheses, a comma, a spaced dash or another mark of a coding string. */
  | 'punctuation'
  /** Contains a digit (numbered subtypes such as "schizophrenia-1"). */
  | 'digits'
  /** More than `MAX_WORDS` words: a coding string or a definition, not something people type. */
  | 'long'
  /** Nothing left after the engine drops filler words. */
  | 'empty'
  /** Already a term of another finding. */
  | 'other-finding'
  /** Already read by the lexicon as something other than a finding (site, cue, modifier...). */
  | 'lexicon-phrase'
  /** The ontology term matches terms of more than one finding, so it is ambiguous here. */
  | 'ambiguous-term'
  /** The same phrase would go to more than one finding. */
  | 'several-findings'
  /** The phrase also names another ontology concept that is not matched to this finding. */
  | 'other-concept'
  /** The engine already reads the phrase as this finding: nothing to add. */
  | 'already-read'
  /**
   * The engine reads the phrase, from words it knows, as other findings that are not more general
   * forms of this one: the term would change what those words mean.
   */
  | 'read-as-other'
  /** Left out on review (see the deny list of the import script). */
  | 'denied';

/** A phrase proposed for a finding, with the ontology term it comes from. */
export interface Proposal {
  findingId: string;
  /** The phrase, lower-cased, as it will be written to `extraTerms`. */
  term: string;
  /** Ontology id and name of the term it is a name or EXACT synonym of (e.g. `SYMP:0000024`). */
  ontologyId: string;
  ontologyName: string;
  /** Release of the file the term was read from. */
  release: string;
  /** The finding's own term the ontology term was matched on. */
  matchedOn: string;
  /**
   * What the engine read in the phrase before (nothing when absent): more general findings, or
   * a misreading through spelling correction that the term fixes.
   */
  readAs?: readonly string[];
}

/** A candidate phrase that a guard rule turned down. */
export interface Rejection extends Proposal {
  reason: RejectReason;
  /** For `denied`: the reason on the deny list. */
  why?: string;
}

/** Proposals by finding id (in vocabulary order), and every rejected candidate. */
export interface ProposalResult {
  proposals: Proposal[];
  rejections: Rejection[];
}

/**
 * What the engine reads in a phrase on its own: the findings, and whether a word of it had to be
 * spelling-corrected to get there (then the reading is an artefact the new term may fix).
 */
export interface PhraseReading {
  findings: readonly string[];
  corrected: boolean;
}

/** Largest number of words a proposed phrase may have. */
export const MAX_WORDS = 4;

/**
 * Options: stem keys the lexicon reads as non-findings, how the engine reads a phrase now, and
 * what was left out on review.
 */
export interface ProposeOptions {
  /** Keys (stems joined by spaces) that the lexicon already reads as something else. */
  lexiconKeys?: ReadonlySet<string>;
  /** How the engine reads a phrase on its own, without the proposals. */
  readAs?: (phrase: string) => PhraseReading;
  /** A finding's more general findings (`parents`, transitively). */
  ancestorsOf?: (findingId: string) => readonly string[];
  /**
   * Left out on review → why: keyed `findingId:phrase` (lower case), `phrase`, or
   * `findingId:ONTOLOGY_ID` for everything one ontology term would lend a finding.
   */
  denied?: ReadonlyMap<string, string>;
}

/** The key a phrase is compared by: the engine's stems (fillers dropped), joined by spaces. */
export function termKey(phrase: string): string {
  return phraseToStems(phrase).join(' ');
}

/** The guard rules that look at a phrase alone, or null when it passes them. */
export function phraseRejectReason(phrase: string): RejectReason | null {
  if (/[(),[\]{};:/\\"&]| - /.test(phrase)) return 'punctuation';
  if (/[A-Z][A-Z0-9]/.test(phrase)) return 'capitals';
  if (/\d/.test(phrase)) return 'digits';
  const words = phrase.trim().split(/\s+/);
  if (words.length === 1 && phrase.replace(/[^a-z]/gi, '').length < 4) return 'short';
  if (words.length > MAX_WORDS) return 'long';
  if (termKey(phrase) === '') return 'empty';
  return null;
}

/** Name and EXACT non-acronym synonyms of a term: the phrases it is known by. */
function exactNames(term: SourcedTerm): string[] {
  return [
    term.name,
    ...term.synonyms
      .filter((s) => s.scope === 'EXACT' && s.type !== ACRONYM_SYNONYM_TYPE)
      .map((s) => s.text),
  ];
}

/**
 * Matches ontology terms to findings and proposes their other names and EXACT synonyms as
 * extra terms, applying the guard rules. `vocabulary` is every finding with the terms it has
 * without this import (so a re-run gives the same result); `ontologyTerms` may come from several
 * ontologies and may repeat an id (the first occurrence wins).
 */
export function proposeSynonyms(
  vocabulary: readonly VocabularyFinding[],
  ontologyTerms: readonly SourcedTerm[],
  options: ProposeOptions = {},
): ProposalResult {
  const findingsByKey = new Map<string, Set<string>>();
  for (const finding of vocabulary) {
    for (const term of finding.terms) {
      const key = termKey(term);
      if (key === '') continue;
      findingsByKey.set(key, (findingsByKey.get(key) ?? new Set()).add(finding.id));
    }
  }
  const seen = new Set<string>();
  const terms = ontologyTerms.filter((t) => !t.obsolete && !seen.has(t.id) && seen.add(t.id));
  // Every concept each key names (name or EXACT synonym), to spot a phrase naming two concepts.
  const conceptsByKey = new Map<string, Set<string>>();
  for (const term of terms) {
    for (const name of exactNames(term)) {
      const key = termKey(name);
      conceptsByKey.set(key, (conceptsByKey.get(key) ?? new Set()).add(term.id));
    }
  }
  const matchedFindingsOf = (term: SourcedTerm): Map<string, string> => {
    const out = new Map<string, string>(); // finding id → the name it matched on
    for (const name of exactNames(term)) {
      for (const id of findingsByKey.get(termKey(name)) ?? []) if (!out.has(id)) out.set(id, name);
    }
    return out;
  };
  const findingsOfConcept = new Map<string, Set<string>>();
  for (const term of terms) findingsOfConcept.set(term.id, new Set(matchedFindingsOf(term).keys()));

  const candidates: Rejection[] = [];
  const rejections: Rejection[] = [];
  for (const term of terms) {
    const matched = matchedFindingsOf(term);
    if (matched.size === 0) continue;
    const base = { ontologyId: term.id, ontologyName: term.name, release: term.release };
    const all = [
      { text: term.name, scope: 'EXACT', type: null as string | null },
      ...term.synonyms,
    ];
    for (const [findingId, matchedOn] of matched) {
      const ownKeys = new Set(
        vocabulary.find((f) => f.id === findingId)!.terms.map((t) => termKey(t)),
      );
      for (const { text, scope, type } of all) {
        const key = termKey(text);
        if (ownKeys.has(key)) continue;
        const entry = { ...base, findingId, matchedOn, term: text.toLowerCase() };
        const reject = (reason: RejectReason) => rejections.push({ ...entry, term: text, reason });
        if (scope !== 'EXACT') reject('not-exact');
        else if (type === ACRONYM_SYNONYM_TYPE) reject('acronym');
        else if (phraseRejectReason(text)) reject(phraseRejectReason(text)!);
        else if (matched.size > 1) reject('ambiguous-term');
        else if (findingsByKey.has(key)) reject('other-finding');
        else if (options.lexiconKeys?.has(key)) reject('lexicon-phrase');
        else if (
          [...(conceptsByKey.get(key) ?? [])].some(
            (id) => id !== term.id && !findingsOfConcept.get(id)?.has(findingId),
          )
        ) {
          reject('other-concept');
        } else candidates.push({ ...entry, reason: 'denied' });
      }
    }
  }
  // A phrase proposed for two findings goes to neither; each phrase is proposed once.
  const findingsOfKey = new Map<string, Set<string>>();
  for (const c of candidates) {
    const key = termKey(c.term);
    findingsOfKey.set(key, (findingsOfKey.get(key) ?? new Set()).add(c.findingId));
  }
  const proposals: Proposal[] = [];
  const proposedKeys = new Set<string>();
  const order = new Map(vocabulary.map((f, i) => [f.id, i]));
  candidates.sort((a, b) => order.get(a.findingId)! - order.get(b.findingId)!);
  for (const { reason: _reason, ...c } of candidates) {
    const key = termKey(c.term);
    const denial =
      options.denied?.get(`${c.findingId}:${c.term}`) ??
      options.denied?.get(c.term) ??
      options.denied?.get(`${c.findingId}:${c.ontologyId}`);
    const reading = options.readAs?.(c.term) ?? { findings: [], corrected: false };
    const ancestors = options.ancestorsOf?.(c.findingId) ?? [];
    const isRefinement = reading.findings.every((id) => ancestors.includes(id));
    const readAs = reading.findings.length > 0 ? { readAs: reading.findings } : {};
    if (findingsOfKey.get(key)!.size > 1) rejections.push({ ...c, reason: 'several-findings' });
    else if (reading.findings.includes(c.findingId)) {
      rejections.push({ ...c, reason: 'already-read' });
    } else if (!reading.corrected && !isRefinement) {
      rejections.push({ ...c, ...readAs, reason: 'read-as-other' });
    } else if (denial !== undefined) {
      rejections.push({ ...c, ...readAs, reason: 'denied', why: denial });
    } else if (!proposedKeys.has(key)) {
      proposedKeys.add(key);
      proposals.push({ ...c, ...readAs });
    }
  }
  return { proposals, rejections };
}
