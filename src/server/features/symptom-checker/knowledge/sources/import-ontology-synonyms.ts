/**
 * Provenance script of `knowledge/findings/open-vocabulary.json` (ADR 0021): reads the Symptom
 * Ontology and the Human Disease Ontology from local git copies of their GitHub repositories,
 * proposes their names and EXACT synonyms as extra terms for the findings they match
 * (`ontology-synonyms.ts`), and writes the findings file and a per-term provenance table
 * (`sources/open-vocabulary.tsv`).
 *
 *   node --import tsx src/server/features/symptom-checker/knowledge/sources/import-ontology-synonyms.ts \
 *     --symp <SymptomOntology git dir> --doid <HumanDiseaseOntology git dir> [--check] [--dry-run]
 *
 * `--check` also runs every in-house case (and the shared vignettes, when present beside the
 * repository) through the engine without and with the proposals (`vocabulary-check-worker.ts`),
 * drops the proposals that change a triage level, drop a gold diagnosis from the top 3 or add a
 * finding to a benign-phrase case, and lists every other change of findings for review; add what
 * it drops or the review rejects to `DENIED` so a plain re-run agrees. `--dry-run` prints the
 * report without writing.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import * as prettier from 'prettier';
import { COMMON_WORDS } from '../../engine/lexicon/common-words.ts';
import { COMPOSER_WORDS, SITE_TERMS } from '../../engine/lexicon/sites.ts';
import { editDistance } from '../../engine/text/spelling.ts';
import { normaliseText, wordsOf } from '../../engine/text/tokenize.ts';
import { ALL_CUE_PHRASES } from '../load-vocabulary-cues.ts';
import { KNOWLEDGE_FOLDER } from '../load.ts';
import type { FindingFile } from '../schema/finding.ts';
import { parseObo } from './obo.ts';
import {
  OPEN_VOCABULARY_FILE,
  type Proposal,
  type ProposeOptions,
  proposeSynonyms,
  type Rejection,
  type SourcedTerm,
  termKey,
} from './ontology-synonyms.ts';
import { baseVocabulary, useOpenVocabulary } from './trial-vocabulary.ts';
import type { CaseSnapshot, WorkerRequest } from './vocabulary-check-worker.ts';

/**
 * Phrases left out on review → why, keyed `findingId:phrase`, `phrase` or `findingId:ONTOLOGY_ID`.
 * Each was proposed by the rules but means something else in a person's words, or misread a
 * case in the regression check (`--check`).
 */
export const DENIED: ReadonlyMap<string, string> = new Map<string, string>([
  // Matched on a homonym: "crabs" is a shellfish allergen here, pubic lice in the ontology.
  ['allergen_exposure:DOID:13760', 'matched on the homonym "crabs" (pubic lice, not shellfish)'],
  // "varices" alone usually means oesophageal varices (a cause of vomiting blood).
  ['varicose_veins:varices', 'usually oesophageal varices in a medical history'],
  ['varicose_veins:varix', 'any dilated vein, oesophageal varices included'],
  ['tremor:shakes', '"the shakes" is as often shivering or alcohol withdrawal'],
  ['vision_loss:vision impairment', 'impaired sight (glasses) is not loss of vision'],
  ['vision_loss:visual impairment', 'impaired sight (glasses) is not loss of vision'],
  ['rash:rubor', 'redness as a sign of inflammation, not a rash'],
  ['rash:skin redness', 'redness alone is red skin (cellulitis, flushing), not a rash'],
  ['rash:erythema', 'redness (around a wound, cellulitis), not necessarily a rash'],
  ['skin_tag:fibroepithelial polyp', 'also polyps of the bladder, vagina or nose'],
  ['eczema_named:skin inflammation', 'broader than eczema (cellulitis, burns)'],
  ["claudication:charcot's syndrome", 'an eponym of several unrelated syndromes'],
  ['palpitations:heart rhythm symptom', 'a category label, not words people use'],
  ['sore_throat:pharyngeal disorder', 'any disease of the pharynx, not a sore throat'],
  ['tinnitus:sensation of noise', 'too vague to mean ringing in the ears'],
  ['dysuria:difficult urine discharge', 'difficulty passing urine is hesitancy, not pain'],
  ['painful_sex:difficult sexual intercourse', 'difficulty is not pain'],
  ['malaise:influenza with non-respiratory manifestation', 'an ICD coding label'],
  ['malaise:influenza with other manifestations', 'an ICD coding label'],
  // Found by the check on the shared vignettes (`--check`, finding changes).
  ['malaise:influenza', '"Haemophilus influenzae" (a bacterium, its vaccine) reads as flu'],
  ['dyspnoea:labored respiration', '"non-labored respirations" reads as breathlessness'],
  ['eczema_named:dermatitis', 'broader than eczema: "no localized dermatitis" denied eczema'],
]);

/** One OBO file read from a git copy, with where it came from. */
interface ReadFile {
  path: string;
  commit: string;
  commitDate: string;
  dataVersion: string | null;
  text: string;
}

function git(gitDir: string, args: string[]): string {
  return execFileSync('git', ['--git-dir', gitDir, ...args], {
    encoding: 'utf8',
    maxBuffer: 1 << 30,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
}

/** True when the blob of `path` at `commit` is in the copy (a shallow snapshot may lack it). */
function isPresent(gitDir: string, commit: string, path: string): boolean {
  try {
    const blob = git(gitDir, ['rev-parse', `${commit}:${path}`]).trim();
    git(gitDir, ['cat-file', '-e', blob]);
    return true;
  } catch {
    return false;
  }
}

/** `path` at the newest commit whose copy of it is present (HEAD in a full clone), or null. */
function readNewest(gitDir: string, path: string): ReadFile | null {
  const commits = git(gitDir, ['log', '--format=%H %cs', '-n', '2000', 'HEAD', '--', path])
    .trim()
    .split('\n')
    .filter(Boolean);
  for (const line of commits) {
    const [commit, commitDate] = line.split(' ') as [string, string];
    if (!isPresent(gitDir, commit, path)) continue;
    const text = git(gitDir, ['show', `${commit}:${path}`]);
    return { path, commit, commitDate, dataVersion: parseObo(headerOf(text)).dataVersion, text };
  }
  return null;
}

const headerOf = (text: string) => text.slice(0, text.indexOf('[Term]'));

/** Terms of `files`, each tagged with its ontology, first file first. */
function termsOf(ontology: string, files: readonly ReadFile[]): SourcedTerm[] {
  return files.flatMap((file) =>
    parseObo(file.text).terms.map((t) => ({
      ...t,
      ontology,
      release: file.dataVersion ?? `${file.path}@${file.commit.slice(0, 12)}`,
    })),
  );
}

/** The Symptom Ontology: `src/ontology/symp.obo`. */
function readSymptomOntology(gitDir: string): { files: ReadFile[]; terms: SourcedTerm[] } {
  const file = readNewest(gitDir, 'src/ontology/symp.obo');
  if (!file) throw new Error(`${gitDir}: no src/ontology/symp.obo`);
  return { files: [file], terms: termsOf('SYMP', [file]) };
}

const DOID_OBO = 'src/ontology/doid.obo';
const DOID_SUBSETS = 'src/ontology/releases/subsets/';
const DOID_CLASSES = 'DOreports/HumanDO.tsv';

/**
 * The Human Disease Ontology: `src/ontology/doid.obo` at HEAD when the copy holds it. A shallow
 * snapshot may lack that large file; then the current release's subset files
 * (`src/ontology/releases/subsets/*.obo`) come first, and the newest full `doid.obo` the copy
 * holds fills in the other classes that the current release still has (`DOreports/HumanDO.tsv`).
 */
function readDiseaseOntology(gitDir: string): { files: ReadFile[]; terms: SourcedTerm[] } {
  const head = git(gitDir, ['rev-parse', 'HEAD']).trim();
  if (isPresent(gitDir, head, DOID_OBO)) {
    const file = readNewest(gitDir, DOID_OBO)!;
    return { files: [file], terms: termsOf('DOID', [file]) };
  }
  const headDate = git(gitDir, ['show', '-s', '--format=%cs', head]).trim();
  const subsets = git(gitDir, ['ls-tree', '--name-only', head, DOID_SUBSETS])
    .trim()
    .split('\n')
    .filter((path) => path.endsWith('.obo') && isPresent(gitDir, head, path))
    .map((path): ReadFile => {
      const text = git(gitDir, ['show', `${head}:${path}`]);
      const { dataVersion } = parseObo(headerOf(text));
      return { path, commit: head, commitDate: headDate, dataVersion, text };
    });
  const current = termsOf('DOID', subsets);
  const older = readNewest(gitDir, DOID_OBO);
  if (!older) return { files: subsets, terms: current };
  const currentIds = new Set(
    git(gitDir, ['show', `${head}:${DOID_CLASSES}`])
      .split('\n')
      .map((line) => /^"(DOID:\d+)"/.exec(line)?.[1])
      .filter((id): id is string => id !== undefined),
  );
  const inSubsets = new Set(current.map((t) => t.id));
  const fill = termsOf('DOID', [older]).filter((t) => currentIds.has(t.id) && !inSubsets.has(t.id));
  return { files: [...subsets, older], terms: [...current, ...fill] };
}

/** Keys of every phrase the lexicon reads as something other than a finding. */
function lexiconKeys(): Set<string> {
  const phrases = [
    ...Object.values(SITE_TERMS).flat(),
    ...Object.values(COMPOSER_WORDS).flat(),
    ...ALL_CUE_PHRASES,
  ];
  return new Set(phrases.map(termKey));
}

/** Every raw word the spelling corrector knows with the base vocabulary. */
function knownWords(): Set<string> {
  const phrases = [
    ...baseVocabulary().flatMap((f) => f.terms),
    ...Object.values(SITE_TERMS).flat(),
    ...ALL_CUE_PHRASES,
  ];
  return new Set([
    ...COMMON_WORDS,
    ...Object.values(COMPOSER_WORDS).flat(),
    ...phrases.flatMap((phrase) => wordsOf(normaliseText(phrase))),
  ]);
}

/**
 * Words the proposals teach the spelling corrector, each with the known words within two edits
 * of it: a misspelling between the two may now be corrected to the new word.
 */
function spellingNeighbours(proposals: readonly Proposal[]): string[] {
  const known = knownWords();
  const fresh = new Set(
    proposals.flatMap((p) => wordsOf(normaliseText(p.term))).filter((w) => !known.has(w)),
  );
  const lines: string[] = [];
  for (const word of fresh) {
    if (word.length < 4) continue;
    const near = [...known].filter((k) => k.length >= 4 && editDistance(word, k, 2) <= 2);
    if (near.length > 0) lines.push(`  ${word} ~ ${near.join(', ')}`);
  }
  return lines;
}

/** Proposals grouped as `extraTerms` (finding id → phrases, in vocabulary order). */
export function toExtraTerms(proposals: readonly Proposal[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const p of proposals) (out[p.findingId] ??= []).push(p.term);
  return out;
}

const WORKER = new URL('./vocabulary-check-worker.ts', import.meta.url).pathname;

function runWorker(request: WorkerRequest): Map<string, CaseSnapshot> {
  const run = spawnSync(process.execPath, ['--import', 'tsx', WORKER], {
    input: JSON.stringify(request),
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  if (run.status !== 0) throw new Error(`check worker failed:\n${run.stderr}`);
  const out = new Map<string, CaseSnapshot>();
  for (const line of run.stdout.trim().split('\n').filter(Boolean)) {
    const snapshot = JSON.parse(line) as CaseSnapshot;
    out.set(snapshot.id, snapshot);
  }
  return out;
}

/** Why a case's answer with the proposals is not acceptable, or null. */
function regressionOf(before: CaseSnapshot, after: CaseSnapshot): string | null {
  if (before.level !== after.level) return `level ${before.level} → ${after.level}`;
  if (before.diagnosisInTop3 === true && after.diagnosisInTop3 === false) {
    return 'gold diagnosis left the top 3';
  }
  if (after.id.startsWith('benign-phrases/')) {
    const added = after.reported.filter((id) => !before.reported.includes(id));
    if (added.length > 0) return `benign text now reads ${added.join(', ')}`;
  }
  return null;
}

/**
 * The proposals among `suspects` that alone bring back the regression of `caseId` (found by
 * halving; an interaction of several is blamed on all of them).
 */
function culprits(caseId: string, suspects: readonly Proposal[], before: CaseSnapshot): Proposal[] {
  const fails = (set: readonly Proposal[]) => {
    const after = runWorker({ extraTerms: toExtraTerms(set), caseIds: [caseId] }).get(caseId)!;
    return regressionOf(before, after) !== null;
  };
  let rest = [...suspects];
  while (rest.length > 1) {
    const half = rest.slice(0, Math.ceil(rest.length / 2));
    const other = rest.slice(half.length);
    if (fails(half)) rest = half;
    else if (fails(other)) rest = other;
    else return rest;
  }
  return rest;
}

interface CheckResult {
  kept: Proposal[];
  dropped: { proposal: Proposal; caseId: string; why: string }[];
  before: Map<string, CaseSnapshot>;
  after: Map<string, CaseSnapshot>;
}

/**
 * Runs the in-house cases (and the shared vignettes, when present) without and with the
 * proposals, dropping those that regress.
 */
function checkProposals(proposals: readonly Proposal[]): CheckResult {
  const before = runWorker({ extraTerms: {} });
  let kept = [...proposals];
  const dropped: CheckResult['dropped'] = [];
  for (;;) {
    const after = runWorker({ extraTerms: toExtraTerms(kept) });
    const regressions = [...after.values()]
      .map((a) => ({ id: a.id, why: regressionOf(before.get(a.id)!, a) }))
      .filter((r): r is { id: string; why: string } => r.why !== null);
    if (regressions.length === 0) return { kept, dropped, before, after };
    const { id, why } = regressions[0]!;
    const blamed = culprits(id, kept, before.get(id)!);
    for (const proposal of blamed) dropped.push({ proposal, caseId: id, why });
    kept = kept.filter((p) => !blamed.includes(p));
  }
}

function describeFindingChanges(check: CheckResult): string[] {
  const lines: string[] = [];
  let heldOut = 0;
  for (const [id, a] of check.after) {
    const b = check.before.get(id)!;
    const added = a.reported.filter((f) => !b.reported.includes(f));
    const lost = b.reported.filter((f) => !a.reported.includes(f));
    const absentAdded = a.absent.filter((f) => !b.absent.includes(f));
    const absentLost = b.absent.filter((f) => !a.absent.includes(f));
    const top3 = a.top3.join(',') === b.top3.join(',') ? '' : ` top3 ${b.top3} → ${a.top3}`;
    const parts = [
      added.length ? `+${added.join(',')}` : '',
      lost.length ? `-${lost.join(',')}` : '',
      absentAdded.length ? `+no ${absentAdded.join(',')}` : '',
      absentLost.length ? `-no ${absentLost.join(',')}` : '',
      top3,
    ].filter(Boolean);
    if (parts.length && a.heldOut) heldOut++;
    else if (parts.length) lines.push(`  ${id}: ${parts.join(' ')}`);
  }
  if (heldOut > 0) lines.push(`  ${heldOut} held-out case(s) changed (not listed)`);
  return lines;
}

function metamorphicCounts(snapshots: Map<string, CaseSnapshot>): string {
  let total = 0;
  let unchanged = 0;
  let synonyms = 0;
  let synonymsUnchanged = 0;
  for (const s of snapshots.values()) {
    for (const [kind, level] of Object.entries(s.paraphraseLevels)) {
      total++;
      if (level === s.level) unchanged++;
      if (kind === 'synonyms') {
        synonyms++;
        if (level === s.level) synonymsUnchanged++;
      }
    }
  }
  return `level unchanged ${unchanged}/${total} (synonym swaps ${synonymsUnchanged}/${synonyms})`;
}

/** The metamorphic check before and after: counts, and the synonym swaps that differ. */
function describeMetamorphic(check: CheckResult): string[] {
  const lines = [
    `metamorphic before: ${metamorphicCounts(check.before)}`,
    `metamorphic after:  ${metamorphicCounts(check.after)}`,
  ];
  for (const [id, a] of check.after) {
    const b = check.before.get(id)!;
    if (JSON.stringify(a.synonymChips) === JSON.stringify(b.synonymChips)) continue;
    if (a.heldOut || a.origin === 'shared') {
      const levels = `${b.paraphraseLevels.synonyms ?? '–'} → ${a.paraphraseLevels.synonyms ?? '–'}`;
      lines.push(`  ${a.heldOut ? 'a held-out case' : id}: swap reworded (level ${levels})`);
      continue;
    }
    const level = (s: CaseSnapshot) =>
      s.synonymChips ? `${s.paraphraseLevels.synonyms}: ${s.synonymChips.join(' | ')}` : 'none';
    lines.push(`  ${id} (as written ${a.level}) swap was ${level(b)} → now ${level(a)}`);
  }
  return lines;
}

function describeFile(label: string, files: readonly ReadFile[]): string {
  return files
    .map(
      (f) =>
        `${label} ${f.path} (${f.dataVersion ?? 'no data-version'}, commit ${f.commit.slice(0, 12)} of ${f.commitDate})`,
    )
    .join('; ');
}

/** The `source` text of the written file: both ontologies, licence, versions and URLs. */
function sourceText(symp: readonly ReadFile[], doid: readonly ReadFile[]): string {
  const sympVersion = symp[0]!.dataVersion ?? symp[0]!.commitDate;
  const subsets = doid.filter((f) => f.path.startsWith(DOID_SUBSETS));
  const full = doid.find((f) => f.path === DOID_OBO);
  const doidVersion = [
    subsets.length
      ? `${subsets[0]!.dataVersion?.replace(/\/subsets\/.*$/, '') ?? subsets[0]!.commitDate} (${subsets.length} subset files, src/ontology/releases/subsets/*.obo)`
      : '',
    full
      ? `${full.dataVersion ?? full.commitDate} (src/ontology/doid.obo, commit ${full.commit.slice(0, 12)}${subsets.length ? ', for classes the current release still has but no subset holds' : ''})`
      : '',
  ]
    .filter(Boolean)
    .join(' and ');
  return (
    'Open-vocabulary synonyms (ADR 0021), generated by knowledge/sources/import-ontology-synonyms.ts — do not edit by hand. ' +
    `Symptom Ontology (https://github.com/DiseaseOntology/SymptomOntology, ${sympVersion}, src/ontology/symp.obo) and ` +
    `Human Disease Ontology (https://github.com/DiseaseOntology/HumanDiseaseOntology, ${doidVersion}), both CC0 1.0 (https://creativecommons.org/publicdomain/zero/1.0/). ` +
    'An ontology term whose name or EXACT synonym equals a finding term after the engine’s tokenising gives the finding its other names and EXACT synonyms; ' +
    'guards drop NARROW/BROAD/RELATED and acronym synonyms, one-word terms under 4 letters, capitalised abbreviations, phrases with parentheses, commas or digits, phrases of more than 4 words, terms of another finding or lexicon phrase, phrases naming another concept, phrases the engine already reads (as this or another finding), and the phrases denied on review or by the regression check over the in-house and shared cases. ' +
    'Per-term provenance: knowledge/sources/open-vocabulary.tsv.'
  );
}

function provenanceTable(proposals: readonly Proposal[]): string {
  const rows = proposals.map((p) =>
    [p.findingId, p.term, p.ontologyId, p.ontologyName, p.matchedOn, p.release].join('\t'),
  );
  return `${['finding', 'term', 'ontology_id', 'ontology_name', 'matched_on', 'release'].join('\t')}\n${rows.join('\n')}\n`;
}

function argValue(flag: string): string {
  const i = process.argv.indexOf(flag);
  const value = i === -1 ? undefined : process.argv[i + 1];
  if (!value) throw new Error(`${flag} <git dir> is required (see knowledge/sources/README.md)`);
  return value;
}

/**
 * The engine with the base vocabulary: how it reads a phrase on its own (reported findings, and
 * whether a word was spelling-corrected), and each finding's ancestors.
 */
async function baseEngine(): Promise<Pick<ProposeOptions, 'readAs' | 'ancestorsOf'>> {
  useOpenVocabulary({});
  const { normalizeInput } = await import('../../engine/normalize.ts');
  const { ancestorsOf, toMatchStem } = await import('../../engine/lexicon/vocabulary.ts');
  const { canonicalStem, isFiller, normaliseText, stem, wordsOf } =
    await import('../../engine/text/tokenize.ts');
  return {
    readAs: (phrase) => ({
      findings: [...normalizeInput({ symptoms: [phrase], age: 40, gender: 'female' }).reported],
      corrected: wordsOf(normaliseText(phrase)).some(
        (word) => !isFiller(word) && toMatchStem(word) !== canonicalStem(stem(word)),
      ),
    }),
    ancestorsOf,
  };
}

async function main(): Promise<void> {
  const symp = readSymptomOntology(argValue('--symp'));
  const doid = readDiseaseOntology(argValue('--doid'));
  console.log(describeFile('SYMP', symp.files));
  console.log(describeFile('DOID', doid.files));
  const classes = (terms: readonly SourcedTerm[]) => new Set(terms.map((t) => t.id)).size;
  console.log(`ontology classes: SYMP ${classes(symp.terms)}, DOID ${classes(doid.terms)}`);
  for (const file of doid.files.filter((f) => f.path === DOID_OBO)) {
    const fill = doid.terms.filter((t) => t.release === file.dataVersion).length;
    console.log(`  of which DOID from ${file.dataVersion ?? file.path}: ${fill}`);
  }

  const vocabulary = baseVocabulary();
  const { proposals, rejections } = proposeSynonyms(vocabulary, [...symp.terms, ...doid.terms], {
    lexiconKeys: lexiconKeys(),
    ...(await baseEngine()),
    denied: DENIED,
  });
  const byReason = new Map<string, Rejection[]>();
  const listed = new Set<string>();
  for (const r of rejections) {
    const key = `${r.reason}|${r.findingId}|${r.term.toLowerCase()}`;
    if (listed.has(key)) continue;
    listed.add(key);
    byReason.set(r.reason, [...(byReason.get(r.reason) ?? []), r]);
  }
  console.log(`\nproposed ${proposals.length}; rejected ${listed.size} (finding, phrase) pairs:`);
  for (const [reason, list] of byReason) {
    const show = (r: Rejection) =>
      `${r.findingId}:"${r.term}"${r.readAs ? ` (read as ${r.readAs.join('+')})` : ''}`;
    console.log(`  ${reason} (${list.length}): ${list.map(show).join(', ')}`);
  }

  let kept = proposals;
  if (process.argv.includes('--check')) {
    const check = checkProposals(proposals);
    kept = check.kept;
    const shared = [...check.before.values()].filter((c) => c.origin === 'shared').length;
    console.log(
      `\ncheck: ${check.before.size - shared} in-house cases, ${shared} shared vignettes; dropped ${check.dropped.length}`,
    );
    for (const { proposal, caseId, why } of check.dropped) {
      console.log(`  ['${proposal.findingId}:${proposal.term}', '${caseId}: ${why}'],`);
    }
    console.log('finding or top-3 changes with the kept proposals:');
    console.log(describeFindingChanges(check).join('\n') || '  none');
    console.log(describeMetamorphic(check).join('\n'));
  }

  console.log('\nnew words within two edits of a known word (spelling-correction neighbours):');
  console.log(spellingNeighbours(kept).join('\n') || '  none');

  console.log(`\nextra terms (${kept.length}):`);
  for (const p of kept) {
    const before = p.readAs ? `; was read as ${p.readAs.join('+')}` : '';
    console.log(
      `  ${p.findingId} += "${p.term}"  (${p.ontologyId} ${p.ontologyName}; on "${p.matchedOn}"${before}; ${p.release})`,
    );
  }
  if (process.argv.includes('--dry-run')) return;

  const file: FindingFile = {
    source: sourceText(symp.files, doid.files),
    findings: [],
    extraTerms: toExtraTerms(kept),
  };
  const output = new URL(`findings/${OPEN_VOCABULARY_FILE}.json`, KNOWLEDGE_FOLDER);
  const options = await prettier.resolveConfig(output);
  writeFileSync(
    output,
    await prettier.format(JSON.stringify(file), { ...options, parser: 'json' }),
  );
  writeFileSync(new URL('./open-vocabulary.tsv', import.meta.url), provenanceTable(kept));
  console.log(`\nwrote findings/${OPEN_VOCABULARY_FILE}.json and sources/open-vocabulary.tsv`);
}

await main();
