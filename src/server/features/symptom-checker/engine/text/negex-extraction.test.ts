/**
 * Finding extraction apart from triage: what `readFindings` marks present, absent or dropped.
 * The second part measures absent-detection per finding on text written by others, the
 * published vignettes of Hammoud et al. 2024 (JMIR AI 3:e46875), read at test time from the
 * shared folder and never copied here. Their review-of-systems lines ("No wheezing, No cough
 * or fever") give the gold: every finding the vocabulary names in a piece that starts with
 * "No"/"Not" must come out absent; every finding named in a line with no negation word at all
 * must not come out absent (false negation).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedSetsDir } from '../../eval/data-dirs.ts';
import { readFindings } from '../clause.ts';

const statusOf = (text: string) =>
  Object.fromEntries(readFindings(text).map((r) => [r.id, r.droppedBy ?? r.status]));

describe('readFindings', () => {
  it.each([
    ['no fever, cough or rash', { fever: 'absent', cough: 'absent', rash: 'absent' }],
    ['no fever but a cough', { fever: 'absent', cough: 'present' }],
    ['knee is not hot, red or swollen', { joint_swelling: 'absent' }],
    ['her brother has chickenpox', {}],
    ['family history of heart disease', { heart_disease: 'other_experiencer' }],
    ['in case he gets a fever', { fever: 'hypothetical' }],
    ['no rash and breathing fine', { rash: 'absent', dyspnoea: 'absent' }],
  ])('reads "%s" as %j', (text, expected) => {
    expect(statusOf(text)).toMatchObject(expected);
  });

  it('keeps a history finding named in a past scope and drops a past symptom', () => {
    expect(statusOf('had asthma as a child')).toMatchObject({ asthma: 'present' });
    expect(statusOf('had a bad cough as a child')).toMatchObject({ cough: 'historical' });
  });

  it('does not read a plant as a poisoning', () => {
    expect(statusOf('rash from poison ivy')).toEqual({ rash: 'present' });
  });
});

interface Counts {
  /** Gold-negated findings read absent, read present, or not read at all. */
  absent: number;
  present: number;
  missed: number;
  /** Findings read absent that no "No" piece names. */
  falseAbsent: number;
  /** Findings named in negation-free lines, and those of them read absent or dropped. */
  affirmed: number;
  affirmedAbsent: number;
  affirmedDropped: number;
}

const noCounts = (): Counts => ({
  absent: 0,
  present: 0,
  missed: 0,
  falseAbsent: 0,
  affirmed: 0,
  affirmedAbsent: 0,
  affirmedDropped: 0,
});

const NEGATION_WORDS =
  /\b(?:no|not|non|without|never|none|nor|neither|deny|denies|denied|negative|absent|free|resolved|gone|nothing|nil|cannot)\b|n't\b/i;
const NEGATED_PIECE = /^\s*(?:no|not)\b/i;

const named = (text: string) => new Set(readFindings(text).map((r) => r.id));

/** Adds one line's counts per finding to `table`. */
function measureLine(line: string, table: Map<string, Counts>): void {
  const counts = (id: string) => {
    const row = table.get(id) ?? noCounts();
    table.set(id, row);
    return row;
  };
  const readings = readFindings(line);
  const with_ = (status: string) =>
    new Set(readings.filter((r) => r.status === status).map((r) => r.id));
  const [absent, present, dropped] = [with_('absent'), with_('present'), with_('dropped')];
  if (!NEGATION_WORDS.test(line)) {
    for (const id of new Set(readings.map((r) => r.id))) {
      const row = counts(id);
      row.affirmed++;
      if (absent.has(id)) row.affirmedAbsent++;
      else if (dropped.has(id) && !present.has(id)) row.affirmedDropped++;
    }
    return;
  }
  // Pieces end at commas, full stops and a sentence glued on without a space ("reportedThe").
  const pieces = line.split(/[,.]|(?<=[a-z])(?=[A-Z])/);
  const negated = new Set<string>();
  const other = new Set<string>();
  for (const piece of pieces) {
    if (NEGATED_PIECE.test(piece))
      named(piece.replace(NEGATED_PIECE, '')).forEach((id) => negated.add(id));
    else named(piece).forEach((id) => other.add(id));
  }
  for (const id of negated) {
    if (other.has(id)) continue;
    const row = counts(id);
    if (present.has(id)) row.present++;
    else if (absent.has(id)) row.absent++;
    else row.missed++;
  }
  for (const id of absent) if (!negated.has(id) && !other.has(id)) counts(id).falseAbsent++;
}

const ratio = (a: number, b: number) => (b === 0 ? null : a / b);

function summary(rows: Iterable<Counts>) {
  const total = noCounts();
  for (const row of rows)
    for (const key of Object.keys(total) as (keyof Counts)[]) total[key] += row[key];
  return {
    ...total,
    precision: ratio(total.absent, total.absent + total.falseAbsent),
    recall: ratio(total.absent, total.absent + total.present + total.missed),
    falseNegationRate: ratio(total.affirmedAbsent, total.affirmed),
    droppedRate: ratio(total.affirmedDropped, total.affirmed),
  };
}

const SET_FILE = path.join(
  sharedSetsDir(process.env.SYMPTOM_EVAL_DIR),
  'avey-diagnosis-half-a.json',
);
const hasSet = existsSync(SET_FILE);
if (!hasSet) console.warn(`Skipping the vignette extraction check: ${SET_FILE} is absent.`);

describe.skipIf(!hasSet)(
  'absent-detection on the published vignettes (Hammoud et al. 2024)',
  () => {
    const table = new Map<string, Counts>();
    if (hasSet) {
      const { vignettes } = JSON.parse(readFileSync(SET_FILE, 'utf8')) as {
        vignettes: { symptoms: string[]; history?: string | null }[];
      };
      for (const v of vignettes) {
        for (const line of [...v.symptoms, ...(v.history?.split(';') ?? [])])
          measureLine(line, table);
      }
    }
    const overall = summary(table.values());
    if (process.env.NEGEX_TABLE) {
      const rows = [...table].map(([id, row]) => ({ id, ...summary([row]) }));
      console.table(rows.filter((r) => r.absent + r.present + r.missed + r.falseAbsent > 0));
      console.info(overall);
    }

    it('reads findings named after "No" as absent (precision and recall ≥ 0.98)', () => {
      expect(overall.absent).toBeGreaterThan(1000);
      expect(overall.precision).toBeGreaterThanOrEqual(0.98);
      expect(overall.recall).toBeGreaterThanOrEqual(0.98);
    });

    it('almost never reads a finding named after "No" as present', () => {
      expect(overall.present / overall.absent).toBeLessThan(0.005);
    });

    it('almost never reads a finding in a negation-free line as absent', () => {
      expect(overall.affirmed).toBeGreaterThan(500);
      expect(overall.falseNegationRate).toBeLessThan(0.005);
    });
  },
);
