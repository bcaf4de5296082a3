/**
 * Structured readers. Instead of listing one more phrase per missed wording, each reader
 * looks for the parts a presentation is built from, over the whole story (all entries joined),
 * and derives findings from their combination:
 *
 * - Injury reader: a mechanism (fell, tripped, punched, twisted, went over on, trapped, hit …),
 *   a body site, and severity features (deformity, bone showing, cold/numb/pale below, cannot
 *   bear weight or use the limb, bony tenderness, swelling) → suspected fracture, open or
 *   deformed injury, injured limb with poor circulation or feeling, pulled elbow in a small
 *   child, a wound needing closure, or a minor injury the person can walk on or use (NHS "Broken
 *   arm or wrist", "Broken ankle", "Broken finger", "Pulled elbow", "Cuts and grazes", "Sprains
 *   and strains"; Ottawa ankle and foot rules).
 * - Skin reader: a red skin area that is also hot, swollen or spreading (NHS "Cellulitis"),
 *   ring-shaped patches (NHS "Ringworm"), "slapped" cheeks (NHS "Slapped cheek syndrome").
 * - Neuro reader: a limb or face that went weak, numb or floppy, and speech that went slurred or
 *   muddled, without an injury (NHS "Stroke" FAST), and stroke-like symptoms that have passed
 *   (NHS "Transient ischaemic attack": call 999 even if the symptoms go away).
 * - Headache and back-pain reader: one-sided throbbing headache, light or noise making it worse,
 *   and earlier similar attacks (NHS "Migraine"); pain shooting from the buttock or back down
 *   the leg (NHS "Sciatica").
 *
 * - Breathing-severity reader: in a story about breathing, wheeze, asthma or COPD,
 *   the NHS "Asthma attack" 999 signs in any lay wording — speech cut to a few words or
 *   unfinished sentences, a reliever (inhaler, puffer, pump) that is not helping or no better
 *   after several puffs, exhausted by breathing, too breathless to speak, eat, sleep or feed,
 *   blue or grey lips, sucking in under the ribs (Healthier Together "Wheezing").
 * - Face reader: a forehead or eyebrow that will not move or wrinkle (NICE CKS
 *   "Bell's palsy": forehead involvement points to a facial nerve palsy, forehead sparing to a
 *   stroke), and the name "glandular fever" (not a fever).
 * - Cramp and site readers: cramps in a calf, leg, foot or thigh are muscle cramps,
 *   not tummy cramps (NHS "Leg cramps"); a stiff or frozen shoulder is shoulder pain (NHS
 *   "Frozen shoulder"); burning or pain at the top of the stomach is upper-tummy pain (NHS
 *   "Indigestion"); a temperature that has gone is not a continuing fever.
 *
 * A feature preceded by "no", "not", "never" or "without" (or followed by "fine"/"ok" for
 * function) is not counted. The findings only the readers produce are defined, with their few
 * direct phrasings, in `knowledge/findings/readers.json`.
 */
import { burnFindingsOf } from './burn-reader.ts';

/** One reader finding and whether it is denied. */
export interface ReaderFinding {
  id: string;
  isNegated: boolean;
}

/**
 * A denial just before a match: "no", "not" and up to three words ("not bent at an"), or a
 * listed denial ("no swelling, redness or"); a comma without "or"/"and" ends it ("no swelling,
 * cannot walk").
 */
const NEGATION_BEFORE =
  /\b(?:no|not|never|without|nor|denies)\s+(?:(?:[\w-]+\s+){0,3}|(?:[\w-]+,?\s+){1,3}(?:or|and|nor)\s+)$/;
/** A denial inside a match ("fingers are not numb"), once "cannot", "will not" … are set aside. */
const NEGATION_INSIDE = /\b(?:no|not|never|nor|without)\b/;
const INABILITY =
  /\b(?:cannot|can not|will not|would not|could not|does not|did not|not able to)\b/g;

/** Global copies of the reader patterns, compiled once. */
const GLOBAL = new Map<RegExp, RegExp>();

/** First affirmed (not negated) match of `pattern` in `text`, or null. */
function affirmed(text: string, pattern: RegExp): RegExpExecArray | null {
  let global = GLOBAL.get(pattern);
  if (!global) {
    global = new RegExp(pattern.source, 'g');
    GLOBAL.set(pattern, global);
  }
  for (const match of text.matchAll(global)) {
    const before = text.slice(Math.max(0, match.index - 40), match.index);
    const inside = match[0].replace(INABILITY, ' ');
    if (NEGATION_BEFORE.test(before) || NEGATION_INSIDE.test(inside)) continue;
    return match as RegExpExecArray;
  }
  return null;
}

const is = (text: string, pattern: RegExp): boolean => affirmed(text, pattern) !== null;

// --- Injury reader -------------------------------------------------------------------------

/** How an injury happened (NHS injury pages, lay wordings). */
const MECHANISM =
  /\b(?:fell|fall|falling|fallen|tripped|slipped|stumbled|punched|punching|kicked|twisted|twisting|went over on|gone over on|(?:rolled|turned|twisted|went over on) (?:my |his |her |their )?(?:left |right )?ankle|rolled off|fell off|landed (?:on|awkwardly|badly|wrong|funny|heavily)|sprained|sprain|jumped (?:off|from|down)|trapped|shut (?:in|on)|slammed|crushed|hit (?:by|with|on|against)|(?:hit|caught|smashed|jammed) (?:my|his|her|their) [a-z]+|knocked|banged|bashed|whacked|came off|collided|tackled|tackle|stubbed|bumped|bumping|clashed|found on the floor|jarred|dropped [^.;]{0,20} on (?:my|his|her) (?:foot|toe|hand)|crashed|car accident|injured|pulled (?:a |my |his |her )?(?:muscle|hamstring|calf|groin)|strained|overstretched)\b/;

/** Injury sites → the site finding a fracture or sprain is scored on. */
const INJURY_SITES: [RegExp, string][] = [
  [/\b(?:collarbone|collar bone|clavicle)\b/, 'collarbone_pain'],
  [
    /\b(?:wrist|wrists|hand|hands|finger|fingers|thumb|knuckle|knuckles|palm|metacarpal)\b/,
    'wrist_hand_pain',
  ],
  [/\b(?:forearm|arm|arms|elbow)\b/, 'arm_pain'],
  [/\b(?:ankle|ankles|ancle|ankel)\b/, 'ankle_pain'],
  [/\b(?:foot|feet|heel|heels|midfoot)\b/, 'foot_pain'],
  [/\b(?:shin|shins|thigh|leg|legs|calf|tibia)\b/, 'leg_pain'],
  [/\b(?:knee|knees|kneecap)\b/, 'knee_pain'],
  [/\b(?:hip|hips)\b/, 'hip_pain'],
  [/\b(?:shoulder|shoulders)\b/, 'shoulder_pain'],
];
const TOE = /\b(?:toe|toes)\b/;
/** The head hit in an injury (NHS "Head injury and concussion"). */
const HEAD =
  /\b(?:bumped|banged|hit|knocked|bashed|whacked|smacked|cracked)\b[^.;]{0,25}\b(?:head|forehead|skull|temple)\b|\b(?:onto|on) (?:my|his|her|their|the back of (?:my|his|her)) (?:head|forehead)\b|\b(?:lump|bump|egg|swelling|bruise|cut|gash)\b[^.;]{0,25}\b(?:head|forehead|scalp)\b|\bclash(?:ed)? (?:of )?heads\b|\bhead (?:clash|butt)/;

const DEFORMED =
  /\b(?:(?:odd|funny|weird|strange|wrong|awkward|unnatural) (?:angle|shape|position)|bent (?:the )?wrong way|(?:is|looks|gone|went|was) (?:all )?bent|bent out of shape|out of shape|misshapen|(?:pointing|facing|turned|pointed) (?:the )?(?:wrong way|sideways|backwards)|wonky|crooked|deformed|deformity|looks shorter|shorter and turned|turned out(?:wards)?|rotated out(?:wards)?|s-shaped)\b/;
const BONE_SHOWING =
  /\bbones?\b[^.;]{0,20}\b(?:sticking|poking|coming|through|showing|visible)\b|\b(?:see|seen|visible)\b[^.;]{0,10}\bbones?\b/;
const NUMB_WORDS =
  '(?:numb|numbness|cold|pale|white|blue|grey|pins and needles|tingling|tingly|cannot feel|no feeling|lost feeling)';
const LIMB_PARTS =
  '(?:finger|fingers|toe|toes|hand|hands|foot|feet|arm|arms|leg|legs|below|wrist|thumb)';
const NUMB_COLD_PALE = new RegExp(
  `\\b${LIMB_PARTS}\\b[^.;]{0,30}\\b${NUMB_WORDS}\\b|\\b${NUMB_WORDS}\\b[^.;]{0,20}\\b${LIMB_PARTS}\\b`,
);
const CANNOT_WEIGHT =
  /\b(?:cannot|can not|unable to|could not|not able to|will not|refuses to|refusing to)\s+(?:put (?:any )?weight|bear (?:any )?weight|take (?:any )?weight|take (?:a |one |a single )?steps?|step on it|stand|walk|put (?:my|his|her) foot down)\b/;
const CANNOT_USE =
  /\b(?:cannot|can not|unable to|could not|not able to|will not|refuses to|refusing to)\s+(?:move|use|lift|raise|straighten|bend|grip|hold|make a fist)\b|\bhurts? (?:to|when i) (?:move|make a fist|grip|lift|bend)\b|\b(?:really|very|too) painful to move\b|\bholding (?:it|(?:her|his|their) (?:\w+ )?arm)\b[^.;]{0,20}\b(?:by|at|against|close to) (?:her|his|their) (?:side|body|chest)\b|\barm (?:just )?(?:hanging|dangling|limp|floppy)\b|\bkeeps? (?:it|(?:her|his|their) arm) (?:very )?still\b|\bnot using (?:it|(?:her|his|their) arm)\b/;
const BONY_TENDER =
  /\b(?:bony|bone)\b[^.;]{0,35}\b(?:tender|sore|hurts|painful)\b|\b(?:tender|sore)\b[^.;]{0,15}\bon (?:the )?bone\b|\bsunken\b|\bheard (?:a )?(?:crack|snap)\b/;
const SWOLLEN = /\b(?:swollen|swelling|swelled|swell|puffy|lump)\b/;
const USABLE =
  /\b(?:can|could|able to|still)\s+(?:still\s+)?(?:walk|put weight|bear weight|weight bear|move it|use it|move (?:it|my|his|her) [a-z]+ fully|move it fully|stand)\b|\bwalking (?:fine|ok|okay|normally|on it)\b|\bmoves? (?:it )?(?:fully|normally|fine)\b|\bfull movement\b/;
/** Pain or swelling at the injured site (a graze alone does not make knee pain). */
const HURTS =
  /\b(?:pain|painful|hurts?|hurting|sore|ache|aching|agony|swollen|swelling|swelled|tender|throbbing|bruised|bruise|bruising|killing)\b/;
/** Wording that says the injury is small (NHS "Sprains and strains": self-care). */
const MINOR =
  /\b(?:small|minor|slight|mild|little|tiny)\s+(?:bruise|bruising|graze|scrape|cut|bump|ache|swelling)\b|\bmild ache\b/;
const PULLED_ARM =
  /\b(?:pulled|pulling|yanked|swung|swinging|lifted|tugged|jerked)\b[^.;]{0,40}\b(?:arm|arms|hand|hands|wrist)\b/;
const CUT = /\b(?:cut|cuts|gash|gashed|laceration|slash|sliced|wound|wounds|bite|bitten)\b/;
const NEEDS_CLOSURE =
  /\b(?:gap|gaping|gapes|gaped|gape|wide open|edges? (?:apart|open|do not meet|will not close)|need(?:s)? (?:stitches|stitching|glue|closing)|will not close|deep)\b|\bsee (?:the )?(?:fat|inside|tendon)\b/;
const IMPALED =
  /\b(?:stuck|embedded|impaled|sticking out of|lodged)\b[^.;]{0,12}\b(?:in|into|through)\s+(?:my|his|her|their)?\s*(?:thigh|leg|arm|hand|foot|chest|back|tummy|stomach|belly|neck|side|buttock)\b/;
const BITE_FACE =
  /\b(?:bit|bite|bitten|biting)\b[^.;]{0,30}\b(?:face|cheek|cheeks|head|scalp|lip|lips|nose|ear|ears|eyelid)\b|\b(?:face|cheek|head|lip|nose|ear)\b[^.;]{0,15}\b(?:bit|bitten)\b/;

function injuryFindings(text: string, out: ReaderFinding[]): void {
  const add = (id: string, isNegated = false) => out.push({ id, isNegated });
  const pulled = is(text, PULLED_ARM) && is(text, CANNOT_USE);
  if (pulled && !is(text, /\b(?:fell|fall|fallen|tripped)\b/)) add('pulled_elbow_sign');
  if (is(text, IMPALED)) add('impaled_object');
  if (is(text, BITE_FACE)) add('bite_face_or_head');
  if (is(text, CUT) && is(text, NEEDS_CLOSURE)) add('wound_needs_closure');
  // Bone through the skin is an injury however it happened (NHS "Broken bones": 999).
  if (is(text, BONE_SHOWING)) add('open_fracture');
  const hasMechanism = is(text, MECHANISM);
  if (!hasMechanism) return;
  add('injury');
  if (is(text, HEAD)) add('head_injury');
  const sites = INJURY_SITES.filter(([pattern]) => pattern.test(text)).map(([, id]) => id);
  const isToe = TOE.test(text) && sites.length === 0;
  if (isToe) add('toe_injury');
  if (is(text, NUMB_COLD_PALE)) add('injured_limb_numb_or_cold');
  if (sites.length === 0 && !isToe) return;
  const isDeformedOrOpen = is(text, DEFORMED) || is(text, BONE_SHOWING);
  if (is(text, HURTS) || isDeformedOrOpen || is(text, CANNOT_WEIGHT) || is(text, CANNOT_USE)) {
    for (const site of sites) add(site);
  }
  const isUsable = is(text, USABLE) || is(text, MINOR);
  const isDeformed = is(text, DEFORMED) && !/\bbent (?:down|over|forward)\b/.test(text);
  if (isDeformed) add('deformed_injury');
  const cannotWeight = is(text, CANNOT_WEIGHT);
  if (cannotWeight) add('cannot_bear_weight');
  const cannotUse = is(text, CANNOT_USE);
  const bonyTender = is(text, BONY_TENDER);
  if (bonyTender) add('bone_tenderness');
  if (isUsable && !cannotWeight && !cannotUse) {
    add('minor_injury_usable');
    add('cannot_bear_weight', true);
    if (!isDeformed && !bonyTender) add('suspected_fracture', true);
    return;
  }
  if (pulled || isToe) return;
  if (cannotWeight || cannotUse || bonyTender || isDeformed || (is(text, SWOLLEN) && cannotUse)) {
    add('suspected_fracture');
  } else if (
    is(text, SWOLLEN) &&
    /\b(?:outstretched|fosh|really painful|very painful|severe)\b/.test(text)
  ) {
    add('suspected_fracture');
  }
}

// --- Skin reader ---------------------------------------------------------------------------

const RED = /\b(?:red|redness|reddened|inflamed)\b/;
const HOT =
  /\b(?:hot|warm)\b(?! (?:flush|flushes|flushing|sweats|and cold|weather|water|bath|drink|drinks|day|days|room))/;
const FEEL_HOT =
  /\b(?:feel|feels|feeling|felt|am|is|running) (?:very |really |a bit )?(?:hot|warm)\b/g;
const SWELL = /\b(?:swollen|swelling|puffy)\b/;
const SPREADING =
  /\b(?:spreading|spread|getting bigger|growing|bigger|tracking|red line|red streak)\b/;
/** Places where a red, hot, swollen area is a joint, an eye or a breast problem instead. */
const NOT_SKIN_AREA =
  /\b(?:joint|joints|knee|knees|big toe|toe joint|eye|eyes|eyelid|eyelids|breast|breasts|nipple|testicle|scrotum|throat|tonsils|gum|gums|tooth|ear|ears|anus|bottom)\b/;
const RING =
  /\b(?:ring|rings|ring-shaped|ring shaped|circle|circles|circular|round|ringed)\b[^.;]{0,15}\b(?:patch|patches|rash|mark|marks|spot|spots|shape)\b|\b(?:clear|clearer|pale|paler|normal)\b[^.;]{0,12}\b(?:middle|centre|center)\b|\bring of\b|\b(?:red|scaly|itchy|raised|pink)\s+(?:[a-z]+\s+)?rings?\b/;
const SUN =
  /\b(?:sunburn|sunburnt|sun burnt|in the sun|on the beach|at the beach|after the beach|sunbathing|sunbed|by the pool)\b/;
const SUN_SKIN = /\b(?:red|sore|pink|hot|stinging|tight|peeling|burning|burnt|blistered)\b/;
const SUNBURNT_PLACE = /\b(?:skin|back|shoulders?|face|arms?|legs?|neck|nose)\b/;
const SLAPPED =
  /\bslap(?:ped)?\b[^.;]{0,30}\b(?:cheek|cheeks|face)\b|\b(?:cheek|cheeks|face)\b[^.;]{0,40}\bslap(?:ped)?\b/;

const WARMING_UP = /\bwarm(?:ing|ed)? (?:my|his|her|their) (?:feet|hands|toes|fingers)\b/g;

/** A skin place or cause named in the story ("bite on her leg", "red patch"). */
const SKIN_PLACE =
  /\b(?:bite|bitten|sting|stung|cut|wound|scratch|graze|patch|skin|leg|arm|hand|foot|shin|calf|thigh)\b/;

/**
 * A red skin area that is also hot, swollen or spreading (two of the three), away from a joint,
 * eye, breast or the like. "Feel hot" is a temperature, and toes that burn after warming by the
 * fire are chilblains: neither is a hot patch.
 */
function isHotSpreadingPatch(text: string): boolean {
  const skin = text.replace(FEEL_HOT, ' ').replace(WARMING_UP, ' ');
  const features = [HOT, SWELL, SPREADING].filter((p) => is(skin, p)).length;
  return is(text, RED) && features >= 2 && !NOT_SKIN_AREA.test(text);
}

/**
 * Findings told across entries: redness in one and heat or spreading in the next ("red patch
 * spreading bigger", "hot and painful") is the same patch (NHS "Cellulitis"); the sun in one and
 * burnt skin in the next is sunburn (NHS "Sunburn").
 */
function storySkinFindings(story: string, out: ReaderFinding[]): void {
  const add = (id: string) => out.push({ id, isNegated: false });
  if (isHotSpreadingPatch(story) && SKIN_PLACE.test(story)) add('hot_spreading_skin');
  if (is(story, SUN) && is(story, SUN_SKIN) && SUNBURNT_PLACE.test(story)) add('sunburn');
}

/** Findings read one entry at a time. */
function skinFindings(text: string, out: ReaderFinding[]): void {
  const add = (id: string) => out.push({ id, isNegated: false });
  if (isHotSpreadingPatch(text)) add('hot_spreading_skin');
  if (is(text, RING)) add('ring_shaped_rash');
  if (is(text, SLAPPED)) add('slapped_cheek_look');
}

// --- Neuro reader --------------------------------------------------------------------------

const LIMB_OR_FACE = '(?:arm|arms|hand|hands|leg|legs|face|side of (?:my|his|her) (?:body|face))';
const WENT_WEAK = new RegExp(
  `\\b${LIMB_OR_FACE}\\b[^.;,]{0,20}\\b(?:went|goes|gone|going|was|were|felt|feels|became|is|are|looks|look|looked|seems)\\s+(?:all\\s+|completely\\s+|suddenly\\s+)?(?:weak|numb|floppy|heavy|dead|limp|useless|lopsided|droopy|drooping|dropped|crooked|wonky|saggy|sagging|slumped|twisted)\\b|\\bcould not (?:lift|hold|raise|grip)\\b|\\b(?:cannot|can not|unable to)\\s+(?:lift|raise|hold up|move)\\s+(?:her|his|my|their|the)\\s+(?:left |right )?(?:arm|hand|leg)\\b|\\b(?:arm|arms|hand|leg)\\b[^.;,]{0,15}\\b(?:keeps |kept )?(?:dropping|drops|drifting|drifts|drifted|falling down|flopping)\\b`,
);
const SPEECH_WENT =
  /\b(?:speech|words|talking|voice)\b[^.;,]{0,20}\b(?:slurred|slurry|slurring|muddled|jumbled|garbled|mixed up|strange|funny|wrong)\b|\bcould not (?:get|find) (?:my|his|her|the) words\b|\btalking (?:nonsense|gibberish)\b/;
const PASSED =
  /\b(?:back to normal|gone back to normal|all gone|went away|gone away|has passed|passed off|gone now|recovered|resolved|lasted (?:a few|about|only|for)? ?\d* ?(?:minutes|mins|seconds|hour)|for (?:a few|about|\d+) (?:minutes|mins))\b/;

function neuroFindings(entry: string, story: string, injured: boolean, out: ReaderFinding[]): void {
  const add = (id: string) => out.push({ id, isNegated: false });
  const weakMatch = injured ? null : affirmed(entry, WENT_WEAK);
  const weak = weakMatch !== null;
  // A face that went weak with the forehead weak too is a facial weakness (NICE CKS "Bell's
  // palsy"), read by the stroke rule with its other signs; any limb weakness stays arm weakness.
  const isFaceOnly =
    weakMatch !== null &&
    /\bface\b/.test(weakMatch[0]) &&
    !/\b(?:arm|arms|hand|hands|leg|legs|body)\b/.test(entry) &&
    FOREHEAD_WEAK.some((p) => is(story, p));
  if (weak) add(isFaceOnly ? 'facial_droop' : 'arm_weakness');
  const speech = is(entry, SPEECH_WENT);
  if (speech) add('speech_problem');
  if ((weak || speech) && is(story, PASSED)) add('symptoms_resolved');
}

// --- Headache and back-pain reader ----------------------------------------------------------

const HEADACHE =
  /\b(?:headache|headaches|head ache|headake|migraine|head (?:is )?(?:throbbing|pounding|hurts))\b/;
const ONE_SIDE_THROB =
  /\b(?:throbbing|pounding|pulsing|one[- ]sided|one side|right side|left side)\b/;
const LIGHT_NOISE =
  /\b(?:light|lights|noise|sound|bright)\b[^.;]{0,25}\b(?:worse|hurts?|bothers?|unbearable|cannot stand|sensitive)\b|\b(?:dark|quiet) room\b|\bsensitive to (?:light|noise)\b/;
const SICK = /\b(?:sick|nausea|nauseous|vomit|vomited|vomiting|threw up|throwing up)\b/;
const BEFORE =
  /\b(?:before|previous|again|usual|every (?:few )?(?:weeks|months)|get these|had these|had (?:\d+|two|a few|some) (?:like this|of these)|history of migraines?|my migraines?)\b/;
const SHOOTING_LEG =
  /\b(?:shooting|radiating|spreading|travels|goes|going|runs|running|down)\b[^.;]{0,40}\b(?:leg|legs|calf|thigh|foot|knee)\b/;
const BACK_OR_BUTTOCK = /\b(?:back|buttock|bottom|bum|hip|lumbar|spine)\b/;

function painPatternFindings(text: string, out: ReaderFinding[]): void {
  const add = (id: string) => out.push({ id, isNegated: false });
  if (HEADACHE.test(text) && is(text, ONE_SIDE_THROB)) {
    const features = [LIGHT_NOISE, SICK, BEFORE].filter((p) => is(text, p)).length;
    if (features >= 2) add('typical_migraine');
    if (is(text, LIGHT_NOISE)) add('photophobia');
  }
  if (BACK_OR_BUTTOCK.test(text) && is(text, SHOOTING_LEG)) add('sciatica_pain');
}

// --- Breathing-severity reader ---------------------------------------------------------------

/** A story about breathing: breath, wheeze, asthma, COPD, a tight chest or an inhaler. */
const BREATH_CONTEXT =
  /\b(?:breath|breaths|breathe|breathing|breathless|breathlessness|wheeze|wheezy|wheezing|wheezier|asthma|asthmatic|inhaler|inhalers|puffer|puffers|copd|emphysema|tight chest|chest (?:is |so |really |very )?tight)\b/;
/** NHS "Asthma attack": too breathless to speak, eat or sleep — speech cut to a few words. */
const SPEECH_CUT = [
  /\b(?:can|could) only (?:get out|get|say|manage|speak|talk|gasp|whisper)\b[^.;]{0,20}\bwords?\b/,
  /\b(?:only|just) (?:getting|saying|managing|speaking|talking in|speaking in)?\s*(?:a (?:couple|few)|one or two|two or three|single|one|two|\d) (?:of )?words?\b/,
  /\b(?:cannot|can not|could not|unable to|not able to|struggling to|struggles to|hard to)\s+(?:finish|complete|get through|say|speak|talk in)\s+(?:a |my |his |her |full |whole |the |more than a )?(?:sentences?|sentance)\b/,
  /\b(?:can|could)\s+(?:hardly|barely|scarcely)\s+(?:talk|speak|get (?:a |any |my )?words? out|say (?:a word|anything))\b/,
  /\b(?:cannot|can not|could not)\s+(?:speak|talk|say)\s+more than\s+(?:a|one|two|a few|a couple of)\s+(?:word|words)\b/,
  /\b(?:cannot|can not|could not|unable to)\s+(?:talk|speak|get (?:his|her|my) words out)\s+(?:properly|proper|at all|in sentences)\b/,
  /\btoo (?:breathless|out of breath|short of breath|wheezy|puffed)\b[^.;]{0,10}\bto (?:talk|speak|eat|sleep|feed|drink|finish)\b/,
  /\b(?:speaking|talking|talks|speaks|answering) in (?:single |short |one |odd )?(?:words|gasps|bursts)\b/,
  /\bwords? (?:out )?(?:between|in between) (?:breaths|gasps)\b/,
];
/** Breathing said to be worse or hard ("breathing much worse today"). */
const BREATHING_WORSE =
  /\bbreathing (?:is |has got |got |has been )?(?:much |a lot |really |very |so |getting )?(?:worse|bad|difficult|hard|laboured|laborious)\b/;
/** A reliever inhaler, by the names people give it. */
const RELIEVER =
  '(?:inhaler|inhalers|puffer|puffers|pump|reliever|ventolin|salbutamol|nebuliser|nebulizer)';
/** NHS "Asthma attack": call 999 if the reliever is not helping (read with its denial). */
const RELIEVER_FAILING = [
  new RegExp(
    `\\b${RELIEVER}\\b[^.;]{0,50}\\b(?:not|no longer|nothing|barely|hardly|never|isnt|doesnt)\\b[^.;]{0,15}\\b(?:help|helping|helped|helps|work|working|worked|works|difference|touching|easing|effect|better|doing anything)\\b`,
  ),
  new RegExp(
    `\\b${RELIEVER}\\b[^.;]{0,30}\\b(?:useless|no use|no good|no better|not doing anything)\\b`,
  ),
  /\b(?:\d{1,2}|ten|twelve|several|lots of|loads of|many|multiple) (?:puffs|sprays|goes|doses)\b[^.;]{0,40}\b(?:no better|not (?:helping|working|better|any better|made (?:a |any )?difference)|no (?:difference|relief|effect)|still (?:wheezy|wheezing|struggling|breathless|tight|cannot|can not))\b/,
];
/** NHS "Asthma attack": exhausted, drowsy or too tired from the effort of breathing. */
const EXHAUSTED_BY_BREATHING =
  /\b(?:exhausted|worn out|too tired|tired out|shattered|wiped out)\b[^.;]{0,12}\b(?:from|of|with|by|to)\s+(?:trying to |all the |the effort of |the )?(?:breath|breathe|breathing)\b|\bbreathing (?:is )?(?:exhausting|wearing (?:me|him|her) out|tiring (?:me|him|her) out)\b/;
/** NHS 999: blue or grey lips, face or fingers (not nail varnish or a blue inhaler). */
const BLUE_LIPS =
  /\b(?:lips?|fingers?|fingertips|tongue|round (?:the|his|her|my) mouth|around (?:the|his|her|my) mouth)\b[^.;]{0,20}\b(?:blue|bluish|blueish|grey|gray|purple|dusky)\b(?! (?:inhaler|pump|puffer))/;
/** Healthier Together "Wheezing": sucking in under the ribs or at the neck (recession). */
const RECESSION =
  /\b(?:sucking|sucks|suck|pulling|pulls|pull|sinking|sinks|caving|drawing)\s+in\b[^.;]{0,25}\b(?:ribs?|chest|tummy|belly|neck|throat|collar ?bones?)\b|\b(?:ribs?|under (?:his|her|the|my) ribs|neck|throat|collar ?bones?)\b[^.;]{0,20}\b(?:sucking|sucks|pulling|pulls|sinking|sinks|caving) in\b/;

function breathingFindings(story: string, out: ReaderFinding[]): void {
  const add = (id: string) => out.push({ id, isNegated: false });
  if (is(story, RECESSION)) add('chest_recession');
  if (is(story, BLUE_LIPS)) add('cyanosis');
  if (!is(story, BREATH_CONTEXT)) return;
  if (is(story, BREATHING_WORSE)) add('dyspnoea');
  const isSevere =
    SPEECH_CUT.some((p) => is(story, p)) ||
    RELIEVER_FAILING.some((p) => p.test(story)) ||
    is(story, EXHAUSTED_BY_BREATHING);
  if (isSevere) add('severe_dyspnoea');
}

// --- Face, cramp and site readers -----------------------------------------------------------

/** NICE CKS "Bell's palsy": the forehead is involved (cannot wrinkle it, raise the eyebrow). */
const FOREHEAD_WEAK = [
  /\b(?:cannot|can not|could not|unable to|not able to|will not|would not)\s+(?:[^.;]{0,30}\b(?:or|and|nor)\s+)?(?:wrinkle|raise|lift|move|frown|crease|furrow|screw up)\b[^.;]{0,25}\b(?:forehead|brow|brows|eyebrow|eyebrows)\b/,
  /\b(?:forehead|brow|eyebrow)\b[^.;]{0,20}\b(?:will not|does not|cannot|can not|would not|is not)\s+(?:move|moving|wrinkle|lift|go up)\b/,
  /\b(?:forehead|brow|eyebrow)\b[^.;]{0,20}\b(?:drooping|droops|dropped|droopy|flat|paralysed|paralyzed|weak|frozen)\b/,
  /\b(?:face|side of (?:my|his|her|the) face)\b[^.;]{0,40}\b(?:including|incl|even|and|with) (?:the |my |his |her )?(?:forehead|eyebrow|brow)\b/,
  /\bforehead (?:included|too|as well)\b/,
];
/** Arms, legs and speech said to be normal ("arms and legs work normally", "talking fine"). */
const LIMBS_NORMAL =
  /\b(?:arms?|legs?|limbs|hands?)\b[^.;]{0,20}\b(?:work|working|works|move|moving|moves)\s+(?:normally|fine|ok|okay|as normal|as usual|properly)\b/;
const SPEECH_NORMAL =
  /\b(?:speech|speaking|talking|words)\b[^.;]{0,10}\b(?:normal|normally|fine|ok|okay|clear|clearly|properly)\b/;
/** A cramp named with a leg part (NHS "Leg cramps"). */
const LEG_CRAMP =
  /\bcramps?\b[^.;,]{0,25}\b(?:calf|calves|leg|legs|foot|feet|thigh|thighs|toes|hamstring)\b|\b(?:calf|calves|leg|legs|foot|feet|thigh|thighs)\b[^.;,]{0,15}\bcramps?\b/;
const ABDOMEN_WORD =
  /\b(?:tummy|stomach|stomack|belly|abdomen|abdominal|period|periods|bowel|bowels|gut|pelvis|pelvic|womb)\b/;
/** NHS "Frozen shoulder": a stiff, frozen or seized shoulder. */
const STIFF_SHOULDER =
  /\bshoulders?\b[^.;,]{0,30}\b(?:stiff|stiffer|stiffness|frozen|froze|seized|seizing)\b|\b(?:stiff|stiffer|stiffness|frozen)\b[^.;,]{0,15}\bshoulders?\b/;
/** NHS "Indigestion": burning or pain at the top of the stomach. */
const UPPER_TUMMY =
  /\b(?:burning|burn|burns|gnawing)\b[^.;,]{0,20}\b(?:stomach|stomack|tummy)\b(?! (?:bug|flu|virus))|\b(?:stomach|stomack|tummy)\b[^.;,]{0,10}\b(?:burning|burns)\b|\b(?:top|upper part|upper|middle top) (?:of )?(?:my |the |his |her )?(?:stomach|stomack|tummy|belly|abdomen)\b/;
const UPPER_TUMMY_FEELING =
  /\b(?:pain|painful|ache|aching|burning|burn|discomfort|sore|gnawing|hurts|hurting)\b/;
/** A high temperature reported as gone ("had a temperature, now it's gone"). */
const FEVER_GONE =
  /\b(?:temperature|temp|fever|feverish)\b[^.;]{0,40}\b(?:now (?:it |it is |it has |its )?gone|has gone|gone now|went away|gone away|settled|back to normal|stopped|no longer)\b|\b(?:temperature|fever) (?:has |have )?(?:gone|settled|broken|broke)\b|\b(?:temperature|temp|fever)\b[^;]{0,30}\b(?:last week|few days ago|earlier in the week)\b[^.;]{0,15}\b(?:fine|better|ok|okay|well) now\b/;

function siteFindings(entry: string, story: string, out: ReaderFinding[]): void {
  const add = (id: string) => out.push({ id, isNegated: false });
  if (FOREHEAD_WEAK.some((p) => is(entry, p))) add('forehead_weakness');
  if (is(entry, LIMBS_NORMAL)) out.push({ id: 'arm_weakness', isNegated: true });
  if (is(entry, SPEECH_NORMAL)) out.push({ id: 'speech_problem', isNegated: true });
  if (is(entry, LEG_CRAMP)) {
    add('muscle_cramp');
    if (!ABDOMEN_WORD.test(story)) add('cramp_not_abdominal');
  }
  if (is(entry, STIFF_SHOULDER)) add('shoulder_pain');
  if (is(entry, UPPER_TUMMY) && UPPER_TUMMY_FEELING.test(entry)) add('epigastric_pain');
  if (FEVER_GONE.test(entry)) add('fever_resolved');
}

/** Phrases where injury words mean something else ("fell asleep", "fall ill"). */
const NOT_INJURY =
  /\b(?:fell|fall|falls|falling|fallen) (?:asleep|ill|pregnant|apart)\b|\bslipped discs?\b/g;

/**
 * Findings of all readers over one person's normalised entries. Injuries, migraine and
 * sciatica features and "back to normal" are read over the whole story (entries joined with
 * "."), skin areas and weakness or speech per entry.
 */
export function readerFindingsOf(entries: readonly string[]): ReaderFinding[] {
  const out: ReaderFinding[] = [];
  const cleaned = entries.map((e) => e.replace(NOT_INJURY, ' '));
  const story = cleaned.join(' . ');
  injuryFindings(story, out);
  const injured = is(story, MECHANISM);
  for (const entry of cleaned) {
    skinFindings(entry, out);
    neuroFindings(entry, story, injured, out);
    siteFindings(entry, story, out);
  }
  storySkinFindings(story, out);
  breathingFindings(story, out);
  painPatternFindings(story, out);
  for (const id of burnFindingsOf(story, (pattern) => is(story, pattern))) {
    out.push({ id, isNegated: false });
  }
  return out;
}
