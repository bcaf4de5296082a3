/**
 * Numbers in free text that change triage: body temperatures (°C or °F) and durations.
 * Input is text already passed through `normaliseText` (lower case).
 */

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  couple: 2,
  three: 3,
  few: 3,
  four: 4,
  five: 5,
  several: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  fourteen: 14,
};

const UNIT_DAYS: Record<string, number> = {
  min: 1 / 1440,
  minute: 1 / 1440,
  hr: 1 / 24,
  hour: 1 / 24,
  day: 1,
  night: 1,
  week: 7,
  wk: 7,
  month: 30,
  year: 365,
  yr: 365,
};

const DURATION_PATTERN =
  /\b(\d+(?:\.\d+)?|an?|one|two|couple(?: of)?|three|few|four|five|several|six|seven|eight|nine|ten|twelve|fourteen)\s*(?:-|\s)?\s*(min(?:ute)?|hr|hour|day|night|week|wk|month|year|yr)s?\b/g;

const RELATIVE_DURATIONS: [RegExp, number][] = [
  [/\bsince (?:this morning|last night|earlier|an hour ago)\b|\bthis morning\b/, 0.5],
  [/\bsince yesterday\b|\byesterday\b|\bovernight\b/, 1],
  [/\bsince (?:last week|the weekend)\b/, 7],
  [/\bfor (?:ages|months)\b/, 60],
  [/\bfor years\b/, 730],
];

/** Words after "N weeks" that make it a stage of pregnancy, not how long a symptom lasted. */
const PREGNANCY_AFTER =
  /^\s*(?:-\s*)?(?:pregnant|gestation|(?:of|into) (?:my |the |her )?pregnancy)\b/;

/** Words before "N months" that make it an age: "aged 5 years", "baby is 4 months", "she's 9 months". */
const AGE_BEFORE =
  /\b(?:aged?|(?:baby|he|she|son|daughter|child|toddler|boy|girl|(?:he|she) is|baby is|son is|daughter is|who is|is only|just turned|turned)\s+(?:is\s+)?(?:only\s+|just\s+)?)\s*$/;

/**
 * The longest duration named in `text`, in days ("for 3 days" → 3, "2 weeks" → 14,
 * "since yesterday" → 1), or null. Ages ("3 year old", "aged 5 years", "baby is 4 months") and stages of
 * pregnancy ("34 weeks pregnant") are not durations.
 */
export function parseDurationDays(text: string): number | null {
  let longest: number | null = null;
  for (const match of text.matchAll(DURATION_PATTERN)) {
    const [whole, amountText = '', unit = ''] = match;
    const after = text.slice((match.index ?? 0) + whole.length);
    if (/^\s*(?:-\s*)?old\b/.test(after)) continue;
    if (PREGNANCY_AFTER.test(after)) continue;
    if (AGE_BEFORE.test(text.slice(0, match.index ?? 0))) continue;
    const amount = Number.isNaN(Number(amountText))
      ? (NUMBER_WORDS[amountText.replace(' of', '')] ?? 1)
      : Number(amountText);
    const days = amount * (UNIT_DAYS[unit] ?? 1);
    if (longest === null || days > longest) longest = days;
  }
  for (const [pattern, days] of RELATIVE_DURATIONS) {
    if (pattern.test(text) && (longest === null || days > longest)) longest = days;
  }
  return longest;
}

const TEMPERATURE_PATTERN =
  /(\d{2,3}(?:\.\d)?)\s*(?:°|º|deg(?:rees?)?)?\s*(c|f|celsius|centigrade|fahrenheit)?\b/g;
const TEMPERATURE_CONTEXT = /\b(?:temp|temperature|fever|febrile|pyrexia|thermometer|hot)/;

/**
 * A body temperature named in `text`, in °C, or null. A number counts when it carries a unit
 * (°C, °F, "38C", "102F") or sits in a clause about temperature ("temp 38.5", "fever 102"),
 * or is a lone decimal in the human range ("39.5"). Without a unit, 34–45 is read as °C and
 * 93–113 as °F; anything else is ignored.
 */
export function parseTemperatureC(text: string): number | null {
  const hasContext = TEMPERATURE_CONTEXT.test(text);
  for (const match of text.matchAll(TEMPERATURE_PATTERN)) {
    const [whole, valueText = '', unitText] = match;
    const value = Number(valueText);
    const unit = unitText?.[0];
    const isLoneDecimal = text.trim() === whole.trim() && valueText.includes('.');
    if (unit === undefined && !hasContext && !isLoneDecimal && !whole.includes('°')) continue;
    if (unit === 'c' || (unit === undefined && value >= 34 && value <= 45)) {
      if (value >= 30 && value <= 45) return value;
    } else if (unit === 'f' || (unit === undefined && value >= 93 && value <= 113)) {
      if (value >= 86 && value <= 113) return Math.round(((value - 32) * 5 * 10) / 9) / 10;
    }
  }
  return null;
}

const AMOUNT = '(\\d{1,2}(?:\\.\\d)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve)';
const INFANT_AGE_PATTERN = new RegExp(
  `\\b${AMOUNT}\\s*(?:-\\s*)?(day|week|wk|month|mo)s?\\s*(?:-\\s*)?old\\b|\\b(?:baby|newborn|son|daughter|he|she|baby is|he is|she is|aged?)\\s+(?:is\\s+)?(?:only\\s+|just\\s+)?${AMOUNT}\\s*(day|week|wk|month|mo)s?\\b(?!\\s*(?:pregnant|ago))`,
);
const GESTATION_PATTERN = new RegExp(
  `\\b(\\d{1,2})\\s*(?:-\\s*)?(?:weeks?|wks?)\\s*(?:-\\s*)?(?:pregnant|gestation|(?:of|into) (?:my |the |her )?pregnancy)\\b`,
);
const MONTHS_PER: Record<string, number> = {
  day: 1 / 30.4,
  week: 7 / 30.4,
  wk: 7 / 30.4,
  month: 1,
  mo: 1,
};

const amountOf = (text: string) =>
  Number.isNaN(Number(text)) ? (NUMBER_WORDS[text] ?? 1) : Number(text);

/**
 * A baby's age in months named in `text` ("my 6 week old" → 1.4, "9-month-old" → 9,
 * "newborn" → 0), or null. Only ages under 2 years are read; older ones are in the age field.
 */
export function parseInfantAgeMonths(text: string): number | null {
  const match = INFANT_AGE_PATTERN.exec(text);
  if (match) {
    const amount = match[1] ?? match[3] ?? '';
    const unit = match[2] ?? match[4] ?? '';
    const months = amountOf(amount) * (MONTHS_PER[unit] ?? 1);
    return months < 24 ? Math.round(months * 10) / 10 : null;
  }
  return /\bnew ?born\b/.test(text) ? 0 : null;
}

/** Weeks of pregnancy named in `text` ("34 weeks pregnant" → 34), or null (1–45 only). */
export function parseGestationWeeks(text: string): number | null {
  const match = GESTATION_PATTERN.exec(text);
  const weeks = match ? Number(match[1]) : null;
  return weeks !== null && weeks >= 1 && weeks <= 45 ? weeks : null;
}
