/**
 * Measurements written in the symptoms: vital signs, as a home monitor shows them or a clinician notes them:
 * oxygen saturation ("SpO2 89%", "sats 90", "oxygen level 88"), heart rate ("HR 130", "pulse
 * 120 bpm"), breathing rate ("RR 32", "28 breaths a minute") and systolic blood pressure ("BP
 * 82/50"), a pain score ("pain 9/10", "8 out of 10") and the area of a burn ("30% body surface
 * burn"). They feed ESI v4 decision points D (danger-zone vital signs) and B (severe pain or
 * distress, 7/10 or more) and the burn-size criteria. A value outside a
 * plausible range is ignored rather than trusted.
 */

/**
 * Readings found in the text; null when not given. Units: %, beats/min, breaths/min, mmHg, and
 * pain on the 0–10 numeric rating scale, and burn area in % of the body surface.
 */
export interface Measurements {
  spo2: number | null;
  heartRate: number | null;
  respiratoryRate: number | null;
  systolicBp: number | null;
  painScore: number | null;
  burnAreaPercent: number | null;
}

const LINK = String.raw`\s*(?:of|is|was|at|around|about|:|=|-)?\s*`;

const READERS: {
  key: keyof Measurements;
  pattern: RegExp;
  range: [number, number];
}[] = [
  {
    key: 'spo2',
    pattern: new RegExp(
      String.raw`\b(?:sp\s?o2|sp02|o2\s?sat(?:uration)?s?|oxygen\s(?:sat(?:uration)?s?|levels?)|sats|saturations?|pulse\sox(?:imeter)?(?:\sreading)?)` +
        LINK +
        String.raw`(\d{2,3})\s*%?`,
    ),
    range: [50, 100],
  },
  {
    key: 'heartRate',
    pattern: new RegExp(
      String.raw`\b(?:heart\srate|hr|pulse(?:\srate)?(?!\s?ox))` + LINK + String.raw`(\d{2,3})\b`,
    ),
    range: [20, 300],
  },
  {
    key: 'heartRate',
    pattern: /\b(\d{2,3})\s*(?:bpm|beats (?:a|per) min(?:ute)?)/,
    range: [20, 300],
  },
  {
    key: 'respiratoryRate',
    pattern: new RegExp(
      String.raw`\b(?:resp(?:iratory|iration)?\.?\s?rate|rr|breathing\srate)` +
        LINK +
        String.raw`(\d{1,2})\b`,
    ),
    range: [4, 80],
  },
  {
    key: 'respiratoryRate',
    pattern: /\b(\d{1,2})\s*(?:breaths? (?:a|per|\/) ?min(?:ute)?|breaths\/min)/,
    range: [4, 80],
  },
  {
    key: 'systolicBp',
    pattern: new RegExp(
      String.raw`\b(?:blood\spressure|bp)` + LINK + String.raw`(\d{2,3})\s*(?:\/|over)\s*\d{2,3}`,
    ),
    range: [40, 300],
  },
  {
    key: 'painScore',
    pattern:
      /\b(?:pain|hurts?|hurting|ache|aching|sore)\b[^.]{0,40}?\b(\d{1,2})\s*(?:\/|out of)\s*10\b/,
    range: [0, 10],
  },
  {
    key: 'painScore',
    pattern: /\b(\d{1,2})\s*(?:\/|out of)\s*10\b[^.]{0,20}?\b(?:pain|hurts?|ache|sore)/,
    range: [0, 10],
  },
  {
    key: 'burnAreaPercent',
    pattern:
      /\b(\d{1,3})\s*(?:%|per ?cent)\s*(?:of (?:the |his |her |my )?)?(?:total )?(?:body|tbsa|bsa|burns?)\b/,
    range: [1, 100],
  },
  {
    key: 'burnAreaPercent',
    pattern: /\bburns?\b[^.]{0,30}?\b(?:to|over|covering|of)\s+(\d{1,3})\s*(?:%|per ?cent)/,
    range: [1, 100],
  },
];

/** Reads the first plausible value of each vital sign from `texts` (any case). */
export function readMeasurements(texts: readonly string[]): Measurements {
  const measurements: Measurements = {
    spo2: null,
    heartRate: null,
    respiratoryRate: null,
    systolicBp: null,
    painScore: null,
    burnAreaPercent: null,
  };
  const text = texts.join(' . ').toLowerCase();
  for (const { key, pattern, range } of READERS) {
    if (measurements[key] !== null) continue;
    const value = Number(pattern.exec(text)?.[1]);
    if (value >= range[0] && value <= range[1]) measurements[key] = value;
  }
  return measurements;
}
