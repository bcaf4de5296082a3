/**
 * Generalisation checks on the guidance-written validation sets (common presentations written
 * from NHS, Healthier Together and NICE CKS pages, never from the evaluation vignettes), one set
 * per engine round: no case gets a lower urgency than its page advises, the expected condition
 * is in the top 3, and the share of exactly right triage levels stays at the set's floor.
 */
import { describe, expect, it } from 'vitest';
import { GUIDANCE_CASES_ROUND_3 } from './classic-presentations-2.cases.ts';
import { GUIDANCE_CASES_ROUND_4 } from './classic-presentations-3.cases.ts';
import { GUIDANCE_CASES_ROUND_5 } from './classic-presentations-4.cases.ts';
import { GUIDANCE_CASES_ROUND_6 } from './classic-presentations-5.cases.ts';
import { GUIDANCE_CASES_ROUND_7 } from './classic-presentations-6.cases.ts';
import { GUIDANCE_CASES_ROUND_7B } from './classic-presentations-7.cases.ts';
import { GUIDANCE_CASES_ROUND_7C } from './classic-presentations-8.cases.ts';
import { GUIDANCE_CASES_ROUND_7D } from './classic-presentations-9.cases.ts';
import { GUIDANCE_CASES_ROUND_7E } from './classic-presentations-10.cases.ts';
import { GUIDANCE_CASES_ROUND_7F } from './classic-presentations-11.cases.ts';
import { GUIDANCE_CASES_ROUND_7G } from './classic-presentations-12.cases.ts';
import { GUIDANCE_CASES_ROUND_7H } from './classic-presentations-13.cases.ts';
import { GUIDANCE_CASES_ROUND_7I } from './classic-presentations-14.cases.ts';
import { GUIDANCE_CASES_ROUND_7J } from './classic-presentations-15.cases.ts';
import { GUIDANCE_CASES_ROUND_7K } from './classic-presentations-16.cases.ts';
import { GUIDANCE_CASES_ROUND_7L } from './classic-presentations-17.cases.ts';
import { GUIDANCE_CASES_ROUND_7M } from './classic-presentations-18.cases.ts';
import { GUIDANCE_CASES_ROUND_7N } from './classic-presentations-19.cases.ts';
import { GUIDANCE_CASES_ROUND_7O } from './classic-presentations-20.cases.ts';
import { GUIDANCE_CASES_ROUND_7P } from './classic-presentations-21.cases.ts';
import { GUIDANCE_CASES_ROUND_7Q } from './classic-presentations-22.cases.ts';
import { GUIDANCE_CASES_ROUND_7R } from './classic-presentations-23.cases.ts';
import { analyzeSymptoms, type EngineResult } from './index.ts';
import type { ValidationCase } from './validation-case.ts';

const RANK = { routine: 0, urgent: 1, emergency: 2 } as const;

/** Each set: its cases, the share of exactly right levels it must keep, and its smallest class. */
const SETS: {
  name: string;
  cases: ValidationCase[];
  minExactShare: number;
  minPerLevel?: number;
}[] = [
  { name: 'round 3 (broad primary care)', cases: GUIDANCE_CASES_ROUND_3, minExactShare: 0.9 },
  { name: 'round 4 (everyday complaints)', cases: GUIDANCE_CASES_ROUND_4, minExactShare: 0.9 },
  {
    name: 'round 5 (injuries, skin, older adults)',
    cases: GUIDANCE_CASES_ROUND_5,
    minExactShare: 0.85,
  },
  {
    name: 'round 6 (breathing severity, facial palsy, indigestion, benign aches)',
    cases: GUIDANCE_CASES_ROUND_6,
    minExactShare: 0.85,
  },
  {
    name: 'round 7 (999 and A&E triggers in lay words: burns, head injuries, poisonings, sepsis, pregnancy)',
    cases: GUIDANCE_CASES_ROUND_7,
    minExactShare: 0.9,
  },
  {
    name: 'round 7b (the commonest emergencies and their look-alikes, in varied lay words)',
    cases: GUIDANCE_CASES_ROUND_7B,
    minExactShare: 0.9,
  },
  {
    name: 'round 7c (the same emergencies told tersely, by a bystander, at length and in text speak)',
    cases: GUIDANCE_CASES_ROUND_7C,
    minExactShare: 0.9,
  },
  {
    name: 'round 7d (emergencies in children, older people and pregnancy, and their look-alikes)',
    cases: GUIDANCE_CASES_ROUND_7D,
    minExactShare: 0.9,
  },
  {
    name: 'round 7e (a standardised-patient audit set of the commonest problems at each level)',
    cases: GUIDANCE_CASES_ROUND_7E,
    minExactShare: 0.9,
  },
  {
    name: 'round 7f (emergencies hidden in ordinary-sounding stories, and the ordinary ones)',
    cases: GUIDANCE_CASES_ROUND_7F,
    minExactShare: 0.9,
  },
  {
    name: 'round 7g (an audit set drawn across the NHS A-Z)',
    cases: GUIDANCE_CASES_ROUND_7G,
    minExactShare: 0.9,
  },
  {
    name: 'round 7h (what NHS 111 callers say, understatement included)',
    cases: GUIDANCE_CASES_ROUND_7H,
    minExactShare: 0.9,
  },
  {
    name: 'round 7i (children, from the Healthier Together traffic lights)',
    cases: GUIDANCE_CASES_ROUND_7I,
    minExactShare: 0.9,
  },
  {
    name: 'round 7j (adults and older people, from the NHS A-Z boxes)',
    cases: GUIDANCE_CASES_ROUND_7J,
    minExactShare: 0.9,
  },
  {
    name: 'round 7k (the commonest 999 and A&E reasons, told plainly)',
    cases: GUIDANCE_CASES_ROUND_7K,
    minExactShare: 0.9,
    // An emergency sweep: 70 emergencies, 10 look-alikes per other level.
    minPerLevel: 10,
  },
  {
    name: 'round 7l (English as a second language)',
    cases: GUIDANCE_CASES_ROUND_7L,
    minExactShare: 0.9,
  },
  {
    name: "round 7m (an emergency physician's audit set)",
    cases: GUIDANCE_CASES_ROUND_7M,
    minExactShare: 0.9,
  },
  {
    name: "round 7n (a practice nurse's phone-line audit set)",
    cases: GUIDANCE_CASES_ROUND_7N,
    minExactShare: 0.9,
  },
  {
    name: 'round 7o (one to three short chips)',
    cases: GUIDANCE_CASES_ROUND_7O,
    minExactShare: 0.9,
  },
  {
    name: "round 7p (the person's situation decides the level)",
    cases: GUIDANCE_CASES_ROUND_7P,
    minExactShare: 0.85,
  },
  {
    name: "round 7q (a GP trainee's audit set from the NHS A-Z symptom lists)",
    cases: GUIDANCE_CASES_ROUND_7Q,
    minExactShare: 0.9,
  },
  {
    name: "round 7r (a paramedic's audit set of 999 and 111 calls)",
    cases: GUIDANCE_CASES_ROUND_7R,
    minExactShare: 0.9,
  },
];

describe.each(SETS)('guidance presentations, $name', ({ cases, minExactShare, minPerLevel }) => {
  it('holds at least 60 cases spanning emergency, urgent and routine', () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
    for (const level of ['emergency', 'urgent', 'routine'] as const) {
      const count = cases.filter((c) => c.urgency === level).length;
      expect(count).toBeGreaterThanOrEqual(minPerLevel ?? 15);
    }
  });

  /** Each case is analysed once and the result shared by the tests below. */
  const results = new Map<ValidationCase, EngineResult>();
  const analyse = (c: ValidationCase): EngineResult => {
    const result = results.get(c) ?? analyzeSymptoms(c.input);
    results.set(c, result);
    return result;
  };

  it.each(cases.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const result = analyse(c);
    expect(RANK[result.analysis.urgencyLevel]).toBeGreaterThanOrEqual(RANK[c.urgency]);
    if (c.icd10) {
      const top3 = result.ranked.slice(0, 3).flatMap((r) => r.icd10);
      expect(top3.some((code) => c.icd10!.includes(code))).toBe(true);
    }
  });

  it(`gets the triage level of at least ${minExactShare * 100} % of cases exactly right`, () => {
    const exact = cases.filter((c) => analyse(c).analysis.urgencyLevel === c.urgency).length;
    expect(exact / cases.length).toBeGreaterThanOrEqual(minExactShare);
  });
});
