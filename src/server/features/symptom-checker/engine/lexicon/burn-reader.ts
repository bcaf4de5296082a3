/**
 * Burn reader (NHS "Burns and scalds"; NICE CKS "Burns and scalds"). People rarely type
 * "large partial-thickness scald"; they tell what happened ("pulled a mug of tea over himself"),
 * how big it is next to a hand, and what the skin looks like. Over the whole story this reader
 * finds:
 *
 * - a burn: the words burn, burnt, scald … used of skin (not heartburn, a burning pee or
 *   sunburn), or a hot drink, pan, oil or water spilt or pulled over someone, or a hot object
 *   (oven, hob, iron, straighteners, exhaust) touched, clothes catching fire, or a corrosive
 *   chemical (bleach, drain cleaner, acid, wet cement) splashed on the skin;
 * - a large or deep burn (NHS: go to A&E for a burn bigger than the injured person's hand, or
 *   with white or charred skin of any size): "bigger than his hand", "the size of her palm",
 *   "covers his whole back", "all down her arm", white, charred or leathery skin;
 * - blistered or peeling skin (a partial-thickness burn);
 * - where it is: NHS A&E for blistering burns of the face, hands, arms, feet, legs or genitals;
 * - smoke breathed in (NHS: A&E for anyone who has breathed in smoke or fumes);
 * - an infected burn: pus, smelly, redness spreading (NHS: see a GP).
 *
 * In a burn story the burnt body part is not a pain of that part ("burn on his tummy" is not
 * tummy ache, its redness is not a skin infection) and "cold tap" or "cold water" is first aid, not a cold: `MISREAD_IN_BURN_STORY`
 * lists what normalisation then drops. The findings only this reader produces are defined in
 * `knowledge/findings/burn-reader.json`.
 */

/** Findings that a burn story's other words produce by mistake. */
export const MISREAD_IN_BURN_STORY = [
  'heartburn',
  'epigastric_pain',
  'abdominal_pain',
  'chest_pain',
  'wrist_hand_pain',
  'arm_pain',
  'leg_pain',
  'foot_pain',
  'recent_cold',
  'red_swollen_skin',
];

/** "burn", "burnt", "scald" … said of skin; "heartburn" and "sunburn" are one word and never match. */
const BURN_WORD =
  /\b(?:scald|scalds|scalded|scalding|burnt|burned|burn|burns)\b(?! (?:when|while|after|on) (?:i |he |she |they |you )?(?:pee|wee|urinat|pass|go to the toilet|eat))/;
/** Not a burn of the skin: sunburn, friction and razor burns, "burnt out". */
const NOT_A_BURN =
  /\b(?:sun|sunbathing|sunbed|beach)\b|\b(?:carpet|rug|razor|friction|ice) burns?\b|\b(?:burnt|burned) out\b/;
/** Burning felt inside ("burns when I pee", "throat burns", "burning eyes") is not a burn. */
const BURN_FEELING =
  /\b(?:pee|wee|urine|urinating|peeing|weeing|throat|chest|eyes?|stomach|tummy|mouth|tongue|feet|skin) (?:burns|burned|burnt)\b|\bburns (?:my|his|her) (?:throat|chest|mouth|tongue)\b|\b(?:they|it|toes|fingers|feet) burn\b|\bburns? and itch\w*\b|\bitch\w* and burns?\b/;
const HOT_THING =
  '(?:tea|coffee|kettle|boiling|hot water|hot drink|hot chocolate|soup|noodles|oil|fat|chip pan|pan|saucepan|gravy|porridge|bath water|hot bath|hot tap)';
const SPILL_VERB =
  '(?:spilt|spilled|spilling|poured|knocked|pulled|tipped|splashed|dropped|upended|fell)';
/** A hot drink, pan or water spilt or pulled over someone (the commonest toddler scald). */
const HOT_SPILL = new RegExp(
  `\\b${SPILL_VERB}\\b[^.;]{0,60}\\b${HOT_THING}\\b|\\b${HOT_THING}\\b[^.;]{0,40}\\b(?:spilt|spilled|poured|splashed|tipped|went) (?:all )?(?:over|on|down)\\b|\\bin (?:a |the )?(?:too hot|scalding|boiling) (?:bath|water)\\b`,
);
/** A hot object touched or fallen against, clothes on fire, fireworks. */
const HOT_CONTACT =
  /\b(?:touched|grabbed|grabbing|caught|brushed|leaned on|leant on|put (?:his|her|my|their) (?:hand|hands|finger|fingers|palm|foot) on|fell (?:against|onto|on)|sat on|pressed)\b[^.;]{0,30}\b(?:oven|hob|iron|cooker|stove|radiator|fire|exhaust|straighteners|curling tongs|hot plate|barbecue|bbq|log burner|wood burner|hot pan|pan|kettle)\b|\b(?:clothes|dress|top|shirt|sleeve|hair|nightie|pyjamas)\b[^.;]{0,15}\b(?:caught (?:fire|alight)|went up in flames|on fire)\b|\b(?:firework|sparkler|flames)\b/;
/** A corrosive chemical on the skin (NHS: every chemical burn needs A&E). */
const CHEMICAL_ON_SKIN =
  /\b(?:bleach|drain cleaner|drain unblocker|oven cleaner|acid|caustic|lye|cement|wet concrete|chemical|chemicals|descaler)\b[^.;]{0,20}\b(?:splashed|spilt|spilled|poured|got|went|splashes)\b[^.;]{0,15}\b(?:on|onto|over|all over)\b/;
/** NHS A&E: bigger than the injured person's hand, or a large area. */
const LARGE =
  /\b(?:bigger|larger|wider|more) than (?:(?:his|her|my|their|the|a|an|your|adults?|childs?) )?(?:whole |own |open |flat |entire )?(?:hand|hands|palm|palms)\b|\b(?:size of|as big as|as large as) (?:(?:his|her|my|their|a|an|the|your) )?(?:whole |own |open |flat |entire |adults? )?(?:hand|hands|palm|palms|plate|dinner plate|saucer|side plate)\b|\b(?:covers?|covering|covered|across|all over|most of|all down|all along|down (?:the )?(?:whole|entire)|whole|entire)\b[^.;]{0,25}\b(?:chest|back|tummy|belly|stomach|front|arm|arms|leg|legs|thigh|thighs|side|body|face|neck)\b|\b(?:large|big|huge|massive|wide) (?:area|patch|burn|scald|part)\b|\b\d{1,2} ?(?:%|percent|per cent)\b/;
const HAND_COMPARISON =
  /\b(?:than|size of|as big as|as large as) (?:(?:his|her|my|their|the|a|an|your|adults?|childs?) )?(?:whole |own |open |flat |entire )?(?:hand|hands|palm|palms)\b/g;
/** NHS A&E: white, charred or leathery skin (a deep burn), any size. */
const DEEP =
  /\b(?:charred|blackened|leathery|waxy)\b|\b(?:skin|burn|it)\b[^.;]{0,20}\b(?:white|black|leathery|grey|gray)\b|\b(?:white|black|grey|gray)\b[^.;]{0,15}\b(?:skin|patch|patches|area)\b/;
/** Blistering, peeling or raw skin: a partial-thickness burn. */
const BLISTERED =
  /\b(?:blister|blisters|blistered|blistering|blistery)\b|\b(?:peeling|peeled|peel)\b|\bskin (?:is |has )?(?:came|coming|come|gone|hanging|sloughing) (?:off|away)\b|\braw\b/;
/** NHS A&E for blistering burns of the face, hands, arms, feet, legs or genitals. */
const EXPOSED_SITE =
  /\b(?:face|cheek|cheeks|chin|lip|lips|mouth|nose|ear|ears|eye|eyes|eyelid|forehead|neck|hand|hands|palm|palms|finger|fingers|thumb|wrist|wrists|arm|arms|forearm|elbow|leg|legs|thigh|thighs|knee|knees|shin|ankle|foot|feet|toe|toes|genitals|genital|groin|penis|scrotum|vulva|private parts|willy)\b/;
/** NHS A&E: breathed in smoke or fumes (soot round the mouth or nose, hoarse after a fire). */
const SMOKE =
  /\b(?:breathed|breathing|inhaled|swallowed) (?:in )?(?:a lot of |lots of |some )?(?:smoke|fumes)\b|\bsoot\b[^.;]{0,30}\b(?:nose|mouth|face|nostrils)\b|\bsinged\b[^.;]{0,20}\b(?:nose|nostrils|eyebrows|hair)\b|\b(?:house|flat|kitchen|room) fire\b/;

/** An infected burn days later (NHS: see a GP if a burn looks infected). */
const INFECTED =
  /\b(?:pus|infected|smelly|smells|yellow crust)\b|\b(?:redness|red)\b[^.;]{0,15}\bspreading\b/;

/** Findings of the burn reader over one person's story (entries joined with "."). */
export function burnFindingsOf(story: string, affirmed: (pattern: RegExp) => boolean): string[] {
  const isSmoke = affirmed(SMOKE);
  const isBurn =
    (affirmed(BURN_WORD) && !BURN_FEELING.test(story) && !NOT_A_BURN.test(story)) ||
    affirmed(HOT_SPILL) ||
    affirmed(HOT_CONTACT) ||
    affirmed(CHEMICAL_ON_SKIN);
  const found: string[] = isSmoke ? ['smoke_inhalation'] : [];
  if (!isBurn) return found;
  found.push('burn', 'skin_burn_story');
  if (affirmed(INFECTED)) found.push('infected_wound');
  if (affirmed(LARGE) || affirmed(DEEP)) found.push('large_burn');
  if (affirmed(BLISTERED)) {
    found.push('blisters');
    // "Bigger than his hand" measures the burn; it does not say the hand is burnt.
    const sites = story.replace(HAND_COMPARISON, ' ');
    if (EXPOSED_SITE.test(sites)) found.push('blistered_burn_exposed_site');
  }
  return found;
}
