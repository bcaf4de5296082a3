/**
 * Findings read by pattern from the whole entry, for wordings the phrase index cannot see
 * because they hinge on filler words ("very unwell", "much worse quickly") or on words far
 * apart ("the dog next door bit my hand", "the cut is now red with pus", "took 20 tablets").
 * Phrases made only of one content word and fillers ("the runs", "keeps still", "on edge",
 * "getting over a cold") live here too: in the phrase index they would match the bare word.
 * A pattern preceded by "no", "not", "never" or "without" denies the finding instead.
 */

/** One pattern finding: the finding id and the regular expression over normalised text. */
export interface PatternFinding {
  id: string;
  pattern: RegExp;
  /** The finding is also denied by "no", "not" or "never" inside the match ("poo is not black"). */
  isNegatableInside?: boolean;
}

/** Medicines people overdose on, as they name them (NHS "Overdose", "Paracetamol overdose"). */
const MEDICINES =
  '(?:tablets?|pills?|meds|medication|medicines?|calpol|oramorph|oxycodone|fentanyl|methadone|paracetamol|paracetemol|paracetomol|paracetamal|parcetamol|ibuprofen|ibuprofin|aspirin|co-?codamol|codeine|tramadol|morphine|antidepressants?|sertraline|citalopram|fluoxetine|amitriptyline|mirtazapine|diazepam|insulin|painkillers?|sleeping pills|sleeping tablets)';
/** Words that say an act was meant (NHS: any overdose taken on purpose → 999). */
const ON_PURPOSE = '(?:on purpose|deliberately|intentionally|purposely)';
/** Names of poo. */
const POO = '(?:poo|poos|pooh|stool|stools|poop|faeces|feces|motions?|bowel movements?)';

const ANIMALS =
  '(?:dog|dogs|cat|cats|puppy|kitten|fox|rat|hamster|horse|monkey|bat|ferret|rabbit|human|person|child|someone)';

export const PATTERN_FINDINGS: readonly PatternFinding[] = [
  {
    id: 'very_unwell',
    pattern: /\b(?:very|really|extremely|seriously|severely|terribly|so)\s+(?:unwell|ill|poorly)\b/,
  },
  {
    id: 'rapidly_worsening',
    pattern:
      /\b(?:much|lot|far|rapidly|quickly)\s+worse\b|\bworse\s+(?:very\s+)?(?:quickly|fast|rapidly)\b/,
  },
  {
    id: 'worst_ever',
    pattern:
      /\bworst\b[^,.;]{0,30}\b(?:ever|of my life|in my life|imaginable|i have had)\b|\bworst ever\b/,
  },
  { id: 'cannot_move', pattern: /\b(?:cannot|unable to|can not)\s+(?:move|get up)\b/ },
  {
    id: 'cold_pale_limb',
    pattern:
      /\b(?:leg|foot|arm)\b[^,.;]{0,25}\b(?:went|turned|gone|going|is|are|looks?|feels?)\s+(?:very\s+|stone\s+)?(?:cold|pale|white|blue)\b/,
  },
  {
    id: 'animal_bite',
    pattern: new RegExp(
      `\\b${ANIMALS}\\b[^,.;]{0,30}\\b(?:bit|bite|bitten|biting)\\b|\\b(?:bit|bitten)\\b[^,.;]{0,25}\\bby\\b[^,.;]{0,25}\\b${ANIMALS}\\b`,
    ),
  },
  {
    id: 'infected_wound',
    pattern:
      /\b(?:wound|cut|graze|scratch|bite|stitches|incision|scar|section|burn|burnt|scald|blister)\b[^.;]{0,60}\b(?:pus|oozing|weeping|infected|smelly|smells)\b/,
  },
  // "Coughing for weeks" without a number; as a phrase it would collapse onto "cough for a week".
  {
    id: 'persistent_cough',
    pattern: /\bcough(?:ing|ed)?\b[^,.;]{0,15}\bfor weeks\b/,
  },
  {
    id: 'urinary_retention',
    pattern:
      /\b(?:not been able to|unable to|cannot|can not|could not|not able to)\s+(?:pass|do|have)\s+(?:any\s+|a\s+)?(?:urine|pee|wee)\b|\bnothing comes out\b/,
  },
  {
    id: 'perianal_lump',
    pattern:
      /\b(?:lump|swelling|boil|abscess)\b[^,.;]{0,25}\b(?:anus|bum ?hole|back passage|anal)\b/,
  },
  {
    id: 'scalp_scales',
    pattern:
      /\b(?:scales?|scaly|flakes?|flaky|crusts?|crusty)\b[^,.;]{0,20}\bscalp\b|\bscalp\b[^,.;]{0,15}\b(?:scales|scaly|flaky|flakes|crusty)\b/,
  },
  {
    id: 'overdose',
    pattern:
      /\b(?:took|taken|swallowed|had|ate)\s+(?:\d{2,}|a whole|whole|all)\b[^,.;]{0,25}\b(?:tablets?|pills?|paracetamol|ibuprofen|capsules?)\b/,
  },
  // Any amount beyond a dose, or any medicine taken on purpose (NHS "call 999").
  {
    id: 'overdose',
    pattern: new RegExp(
      `\\b(?:took|taken|take|taking|swallowed|had|ate|eaten|necked|downed|given)\\b[^.;]{0,30}\\b(?:too many|too much|loads|lots|a lot|all|whole|entire|packets?|bottles?|box|boxes|handful|strips?|extra doses?|double (?:dose|doses)|\\d{2,})\\b[^.;]{0,40}\\b${MEDICINES}\\b|\\b${MEDICINES}\\b[^.;]{0,60}\\b${ON_PURPOSE}\\b|\\b${ON_PURPOSE}\\b[^.;]{0,30}\\b(?:took|taken|swallowed|overdosed)\\b`,
    ),
  },
  {
    id: 'self_harm',
    pattern: new RegExp(
      `\\b(?:cut|cuts|cutting|slit|slashed|burn|burned|burnt|burning|hurt|hurting|harm|harmed|harming|hit|hitting|punched|punching|scratched|scratching|stabbed|stabbing)\\b[^.;]{0,40}\\b${ON_PURPOSE}\\b|\\b${ON_PURPOSE}\\b[^.;]{0,12}\\b(?:cut|hurt|burned|burnt|harmed)\\b`,
    ),
  },
  // "Had a fit", "having fits" — not "sneezing fits", "keeping fit" or shoes that do not fit.
  {
    id: 'seizure',
    pattern:
      /\b(?:had|having|has|have|another|first|a|an|epileptic|febrile|few|several|two|three)\s+(?:a\s+|another\s+|first\s+)?fits?\b/,
  },
  {
    id: 'black_stool',
    pattern: new RegExp(
      `\\b${POO}\\b[^,.;]{0,25}\\b(?:black|tar|tarry)\\b|\\bblack\\b[^,.;]{0,15}\\b${POO}\\b`,
    ),
    isNegatableInside: true,
  },
  {
    id: 'severe_bleeding',
    pattern:
      /\b(?:blood|bleeding|bleed|bleeds|wound|nosebleed|nose bleed|cut)\b[^.;]{0,30}\b(?:will not|would not|does not|did not|cannot|can not|is not|not)\s+(?:stop|stopping|slow|slowing)\b/,
  },
  // NHS "Cuts and grazes", "Nosebleed": A&E when bleeding goes on after 10 minutes of pressure.
  {
    id: 'severe_bleeding',
    pattern:
      /\bstill bleeding\b[^.;]{0,40}\b(?:press\w*|pressure|pinch\w*|(?:1[0-9]|[2-9]\d|ten|fifteen|twenty|thirty) ?(?:min|mins|minutes))\b|\b(?:pressing|pressed|pressure|pinching|pinched|squeezing)\b[^.;]{0,25}\b(?:1[0-9]|[2-9]\d|ten|fifteen|twenty|thirty) ?(?:min|mins|minutes)\b[^.;]{0,25}\b(?:still|not stopped|will not stop|keeps? bleeding|no better)\b/,
  },
  {
    id: 'constipation',
    pattern:
      /\b(?:not|no|never)\s+(?:had|done|been for|passed|been able to do|been able to have)\s+(?:a\s+)?(?:proper\s+|real\s+|decent\s+|normal\s+)?(?:poo|poos|pooh|number two|bowel movement|stool|motion)s?\b|\bnot (?:pooed|pooped|been to the toilet|opened (?:my|his|her) bowels)\b/,
  },
  {
    id: 'red_hot_swollen_unsited',
    pattern:
      /\b(?:red|hot|warm)\b[^.;]{0,30}\bswollen\b|\bswollen\b[^.;]{0,30}\b(?:red|hot|warm)\b/,
  },
  {
    id: 'csf_leak',
    pattern:
      /\bclear\b[^.;]{0,25}\b(?:fluid|liquid|water|watery)\b[^.;]{0,30}\b(?:nose|nostril|nostrils|ear|ears)\b|\b(?:nose|ear|ears)\b[^.;]{0,20}\b(?:leaking|dripping|running|pouring) (?:clear|watery)\b/,
  },
  {
    id: 'electrical_injury',
    pattern:
      /\b(?:shock|shocked|zapped|jolt)\b[^.;]{0,30}\b(?:plug|plugs|socket|sockets|wire|wires|wiring|mains|cable|appliance|fuse ?box|light switch|switch|power line|pylon|electric fence)\b|\b(?:electric|electrical|mains|live)\b[^.;]{0,15}\b(?:shock|shocked|zapped)\b/,
  },
  {
    id: 'priapism',
    pattern:
      /\b(?:erection|erect|hard[- ]on|boner|penis (?:is )?(?:stiff|hard))\b[^.;]{0,40}\b(?:(?:over|more than|for|lasting|last|lasted) (?:\d+|two|three|four|five|six) (?:hours|hrs|hour)|will not go down|would not go down|not going down|does not go down|not gone down|painful|hurts|hours)\b|\bpriapism\b/,
  },
  {
    id: 'new_medicine',
    pattern:
      /\b(?:after|since) (?:i |he |she )?(?:starting|started|taking|being put on|going on|beginning)\b[^.;]{0,25}\b(?:amoxicillin|penicillin|antibiotics?|new (?:tablets?|medicines?|medication|pills?|drug))\b|\b(?:started|put on|began|new course of) (?:on )?(?:amoxicillin|penicillin|antibiotics?|new (?:tablets?|medicines?|medication|pills?))\b/,
  },
  {
    id: 'heavy_drinking_episode',
    pattern:
      /\b(?:drank|drunk|downed|necked|had|drinking)\b[^.;]{0,30}\b(?:bottles?|litres?|pints|shots|vodka|whisky|whiskey|gin|rum|tequila|cider|wine|beers|cans)\b|\b(?:very|really|so|extremely|blind|paralytic|falling down) drunk\b|\bbinge\b/,
  },
  {
    id: 'submersion',
    pattern:
      /\b(?:went under|gone under|going under|under (?:the )?water|nearly drowned|near[- ]drowning|almost drowned|drowning|inhaled (?:some |a lot of )?water|face down in (?:the )?(?:water|bath|pool))\b|\bpulled (?:him |her |them |me )?out of (?:the )?(?:pool|water|sea|river|lake|bath|canal)\b/,
  },
  {
    id: 'hypo_named',
    pattern:
      /\bhypos?\b|\blow blood sugars?\b|\b(?:sugar|sugars|glucose|bm|blood sugar|reading) (?:was|is|of|at|down to|dropped to) [1-3](?:\.\d)?\b/,
  },
  {
    id: 'heat_exposure',
    pattern:
      /\b(?:in|out in) (?:the )?(?:heat|sun|hot sun|blazing sun|midday sun)\b|\bsweltering\b|\bboiling hot (?:day|weather)\b/,
  },
  {
    id: 'saddle_numbness',
    pattern:
      /\b(?:cannot|can not|could not|unable to) feel\b[^.;]{0,30}\b(?:toilet paper|tissue|wiping|wipe|bottom|bum|genitals|private parts|privates|saddle|between (?:my|his|her) legs|back passage)\b|\b(?:numb|numbness|no feeling|tingling|tingly|dead)\b[^.;]{0,25}\b(?:bottom|bum|genitals|private parts|privates|saddle area|between (?:my|his|her) legs|back passage|when (?:i |he |she )?wipe)\b/,
  },
  {
    id: 'low_back_pain',
    pattern: /\b(?:slipped|bulging|prolapsed|herniated) discs?\b/,
  },
  {
    id: 'period_now',
    pattern:
      /\b(?:period|periods) (?:has |have |just )?(?:started|came|come|arrived|began|begun)\b|\b(?:on|during|with|before) (?:my|her|every|each) periods?\b|\b(?:every|each) (?:period|month)\b|\btime of (?:the )?month\b|\b(?:first|1st) (?:day|two days|2 days|few days|couple of days) of (?:my |her |every |each )?periods?\b/,
  },
  {
    id: 'story_severe_pain',
    pattern:
      /\b(?:agony|agonising|agonizing|excruciating|unbearable|screaming (?:in|with) pain|(?:[89]|10) ?(?:out of|\/) ?10)\b(?![^.;]{0,25}\b(?:then|but|and) (?:it |that )?(?:eases|settles|goes off|wears off|gets better|improves))/,
  },
  // NHS "Appendicitis": pain that moves from the belly button to the lower right, said on its own.
  {
    id: 'rlq_pain',
    pattern:
      /\b(?:moved|moving|moves|gone|went|spread|spreading|travelled|traveled|shifted)\b[^.;]{0,15}\b(?:lower|bottom|low down on the|down to the) right\b/,
  },
  {
    id: 'chest_pressure',
    pattern:
      /\b(?:tight|tightness|pressure|heaviness|heavy|squeezing|crushing|vice|vise)\b[^.;,]{0,25}\bchest\b|\bchest\b[^.;,]{0,20}\b(?:tight|tightness|pressure|heavy|heaviness|squeezed|squeezing|crushed|crushing|in a vice)\b/,
  },
  {
    id: 'pale_skin',
    pattern:
      /\b(?:gone|turned|went|going|looks?|looking|is|was)\b[^.;]{0,15}\b(?:grey|gray|ashen|ashy|white as a sheet|deathly pale)\b(?! (?:hair|hairs))/,
  },
  {
    id: 'haematemesis',
    pattern:
      /\b(?:brought up|bringing up|threw up|thrown up|throwing up|vomited|vomiting|vommited|sicked up|been sick|being sick)\b[^.;]{0,30}\bblood\b/,
  },
  {
    id: 'postpartum',
    pattern:
      /\b(?:just )?had (?:my |the |our |a )?baby\b|\bsince (?:having|i had) (?:the |my |a )?baby\b|\b(?:baby|son|daughter) (?:was )?born\b/,
  },
  {
    id: 'reduced_fetal_movements',
    pattern:
      /\bbaby\b[^.;]{0,30}\b(?:quieter|moving (?:much |a lot |far )?less|(?:hardly|barely|not) (?:moved|moving|kicked|kicking)|not moving|less active|stopped moving|has not moved|not kicking|kicking less|fewer kicks|movements? (?:have |has )?(?:slowed|reduced|changed|stopped))\b|\b(?:not felt|cannot feel|have not felt|could not feel) (?:the )?baby (?:move|moving|kick|kicking)\b|\bno (?:kicks|movements)\b[^.;]{0,20}\b(?:hours|today|since)\b/,
  },
  {
    id: 'bloody_stool',
    pattern:
      /\b(?:diarrhoea|diarrhea|diareah|diarreah|diarrea|diarhea|runs|loose (?:poo|poos|stools?)|watery (?:poo|poos|stools?))\b[^.;]{0,40}\bblood(?:y)?\b|\bblood(?:y)?\b[^.;]{0,12}\b(?:diarrhoea|diarrhea|diareah)\b/,
  },
  {
    id: 'reduced_urine',
    pattern:
      /\b(?:only|just|fewer|less|hardly any|not many)\s+(?:\d+|one|two|three|a few|a couple of)?\s*wet (?:nappies|nappys|nappy|diapers)\b|\bnappy (?:has been |is |was )?dry\b/,
  },
  // A child who got at someone's medicines (NHS "Poisoning": A&E for any child who may have
  // swallowed tablets, even if they seem well).
  {
    id: 'overdose',
    pattern:
      /\bfound\b[^.;]{0,40}\b(?:with|eating|chewing|holding)\b[^.;]{0,30}\b(?:tablets?|pills?|medicines?|meds|capsules)\b|\b(?:tablets?|pills?|capsules) (?:are |were |is )?missing\b|\b(?:swallowed|ate|eaten|chewed|sucked)\b[^.;]{0,25}\b(?:grandma|grandmas|grandad|grandads|nan|nans|nanny|mum|mums|dad|dads|granny|grannys|someone else)\b[^.;]{0,6}\b(?:tablets?|pills?|medicines?|meds)\b/,
  },
  {
    id: 'poor_feeding',
    pattern:
      /\b(?:half|less than half|only half|about half|a third|much less|less)\b[^.;]{0,20}\b(?:feeds?|bottles?|milk|feeding|breastfeeds?)\b|\b(?:not|hardly|barely) (?:feeding|taking (?:his|her|any) (?:bottles?|feeds?|milk))\b/,
  },
  {
    id: 'stridor',
    pattern:
      /\b(?:whistling|whistly|harsh|high[- ]pitched|squeaky|squeaking|crowing|rasping|raspy|honking|noisy)\b[^.;]{0,30}\b(?:breathes? in|breathing in|breath in|when (?:he|she|they) breathes?|every breath|each breath)\b/,
  },
  {
    id: 'stridor_at_rest',
    pattern:
      /\b(?:stridor|whistling|harsh|high[- ]pitched|squeaky|crowing|rasping|noisy breathing|noise)\b[^.;]{0,80}\b(?:at rest|(?:sitting|sat|lying) (?:quietly|still|calm|calmly)|still and calm|when (?:he|she|they) (?:is|are) (?:calm|settled|quiet|resting|asleep|sleeping)|even when (?:calm|settled|resting|asleep|sleeping|quiet|not (?:crying|upset))|not (?:crying|upset)|all the time|while (?:asleep|sleeping|resting))\b/,
  },
  {
    id: 'overdose',
    pattern:
      /\b(?:took|taken|swallowed|necked|downed|ate)\b[^.;]{0,10}\b(?:the |a |my |her |his )?(?:whole|entire|full|all (?:of )?the) (?:box|packet|pack|bottle|strip|tub)\b/,
  },
  {
    id: 'ketones_high',
    pattern:
      /\bketones?\b[^.;]{0,20}?\b(?:[3-9](?:\.\d+)?|\d{2}(?:\.\d+)?)\b(?! ?(?:days?|hours?|weeks?))/,
  },
  {
    id: 'ketones_raised',
    pattern: /\bketones?\b[^.;]{0,20}?\b(?:1\.[5-9]\d*|2(?:\.\d+)?)\b(?! ?(?:days?|hours?|weeks?))/,
  },
  {
    id: 'one_sided_pain_unsited',
    pattern:
      /\bpain\b[^.;]{0,15}\b(?:on )?one side\b|\bpain\b[^.;]{0,10}\blow (?:down )?on (?:the )?(?:left|right)\b/,
  },
  {
    id: 'pregnant',
    pattern:
      /\b(?:trying for a baby|trying to get pregnant|trying to conceive)\b[^.;]{0,60}\bpositive\b|\b(?:pregnancy )?test\b[^.;]{0,12}\b(?:was|is|came back|came up) positive\b(?![^.;]{0,20}\b(?:covid|lateral flow|flu|strep))|\bpregnancy test\b[^.;]{0,12}\bpositive\b/,
  },
  {
    id: 'non_blanching_rash',
    pattern:
      /\b(?:not|does not|do not|will not|did not|never)\s+(?:fade|fading|go|going|disappear|disappearing|go away|blanch|blanching|change)\b[^.;]{0,30}\b(?:glass|tumbler|press|pressed|pressing)\b|\b(?:glass|tumbler)\b[^.;]{0,30}\b(?:still (?:see|visible|there)|(?:does|do|did|will) not (?:fade|go)|not fad(?:e|ing))\b|\bnon[- ]blanching\b/,
  },
  {
    id: 'high_sugar_reading',
    pattern:
      /\b(?:blood )?(?:sugars?|glucose|bms?|readings?)\b[^.;]{0,20}\b(?:high|higher|raised|up|running high|over \d{2}|(?:1[1-9]|[2-3]\d)(?:\.\d)?)\b/,
  },
  { id: 'insulin_treated', pattern: /\btype (?:1|one)\b|\bt1dm?\b|\binsulin\b/ },
  // "Not sweating" is a heatstroke sign only when hot; elsewhere "no sweating" denies sweating.
  {
    id: 'not_sweating',
    pattern:
      /\b(?:not|stopped|no longer) sweating\b[^.;]{0,40}\b(?:hot|heat|sun|boiling|burning up)\b|\b(?:hot|heat|sun|boiling|burning up)\b[^.;]{0,40}\b(?:not|stopped|no longer) sweating\b/,
  },
  {
    id: 'muscle_strain_trigger',
    pattern:
      /\b(?:lifting|lifted|weights|gym|bench press\w*|press-?ups|push-?ups|pull-?ups|work ?out|training session|moving (?:furniture|house|boxes)|carrying|digging)\b/,
  },
  {
    id: 'tender_on_pressing',
    pattern:
      /\b(?:hurts|hurt|sore|tender|painful|pain)\b[^.;]{0,15}\bwhen (?:i |you |he |she )?(?:press|pressed|push|pushed|touch|touched|prod)\b|\btender (?:to|when) (?:touch|touched|pressed|press)\b/,
  },
  {
    id: 'bulging_fontanelle',
    pattern:
      /\bsoft spot\b[^.;]{0,30}\b(?:bulging|bulges|bulge|swollen|raised|tense|tight|sticking up|puffed up|puffy|domed)\b|\bbulging (?:soft spot|fontanel\w*)\b/,
  },
  {
    id: 'bilious_vomiting',
    pattern:
      /\b(?:sick|vomit\w*|vommit\w*|throwing up|threw up|puke|puking)\b[^.;]{0,40}\b(?:bright green|dark green|green|bile|bilious)\b(?![^.;]{0,10}\b(?:phlegm|sputum|mucus|snot))|\bgreen (?:sick|vomit)\b/,
    isNegatableInside: true,
  },
  {
    id: 'urinary_retention',
    pattern:
      /\b(?:not been able to|unable to|cannot|can not|could not|not able to)\s+(?:pee|wee|urinate|pass water)\b(?!\s+(?:properly|much|well|easily|fully|normally))/,
  },
  {
    id: 'cold_pale_limb',
    pattern:
      /\b(?:leg|foot|arm|hand)\b[^,.;]{0,12}\b(?:cold|white|pale|blue|mottled|grey) and (?:cold|white|pale|blue|mottled|grey|numb)\b/,
  },
  {
    id: 'pink_frothy_sputum',
    pattern:
      /\b(?:pink|frothy|foamy|bubbly)\b[^.;]{0,15}\b(?:spit|sputum|phlegm|mucus|froth|frothy)\b/,
  },
  {
    id: 'thoughts_of_harming_others',
    pattern:
      /\b(?:voices?|hearing things)\b[^.;]{0,40}\b(?:hurt|harm|kill|attack|stab)\b|\b(?:want|wants|going|urge|urges|thoughts?|scared|afraid|might)\b[^.;]{0,20}\b(?:to )?(?:hurt|harm|kill|attack|stab) (?:my (?:mum|mom|dad|wife|husband|partner|baby|child|kids|son|daughter)|him|her|them|someone|somebody|people|others|the baby)\b/,
  },
  {
    id: 'claudication',
    pattern:
      /\b(?:calf|calves|leg|legs|thigh|buttock)\b[^.;]{0,30}\b(?:when|while|after) (?:i |he |she )?(?:walk|walking|walked)\b|\b(?:walk|walking)\b[^.;]{0,30}\b(?:calf|calves|leg|legs)\b[^.;]{0,15}\b(?:pain|ache|aches|cramp|cramps|hurts?)\b/,
  },
  {
    id: 'dyspnoea',
    pattern:
      /\bbreathing (?:is |feels |getting |has got )?(?:harder|difficult|hard|laboured|a struggle|heavy)\b|\b(?:harder|hard|difficult|struggling|struggle) to (?:breathe|breath|get (?:my |his |her )?breath)\b/,
  },
  {
    id: 'seizure',
    pattern:
      /\b(?:went|gone|going|goes) (?:all )?(?:stiff|rigid)\b[^.;]{0,25}\b(?:jerk\w*|shak\w*|twitch\w*)\b|\b(?:jerking|shaking|twitching|thrashing) (?:all over|his arms and legs|her arms and legs|uncontrollably|and (?:not|wouldn't|would not) respond\w*)\b|\bfitting\b/,
  },
  {
    id: 'leg_weakness',
    pattern:
      /\blegs?\b[^.;]{0,15}\b(?:feel |feels |are |is |have gone |has gone |went |gone |going )?(?:weak|wobbly|like jelly|giving way|buckling|gave way)\b/,
  },
  {
    id: 'both_legs',
    pattern:
      /\b(?:down|into|in|along) (?:both|each) legs?\b|\bboth (?:legs|feet|thighs)\b[^.;]{0,20}\b(?:numb\w*|tingl\w*|pins and needles|weak\w*|pain\w*|hurt\w*|ache|aching|shooting)\b|\b(?:numb\w*|tingl\w*|pain|weak\w*)\b[^.;]{0,20}\bboth (?:legs|feet|thighs)\b/,
  },
  {
    id: 'pain_out_of_proportion',
    pattern:
      /\bpain\b[^.;]{0,25}\b(?:much |far |way |a lot )?worse than (?:it looks|you would think|it should be)\b|\bout of proportion\b/,
  },
  {
    id: 'choking',
    pattern:
      /\b(?:coughing fit|choked|choking|gagging)\b[^.;]{0,30}\b(?:eating|on (?:a |some |his |her )?(?:peanuts?|nuts?|grapes?|sweets?|food|popcorn|crisps?|toy|lego|bead|marble|coin))\b|\bwent down the wrong way\b/,
  },
  {
    id: 'visual_curtain',
    pattern:
      /\b(?:dark |grey |black )?(?:shadow|curtain|veil|blind)\b[^.;]{0,30}\b(?:across|over|coming|moving|spreading|creeping|falling|down)\b[^.;]{0,20}\b(?:vision|eye|sight|side)?/,
  },
  {
    id: 'face_or_gum_swelling',
    pattern:
      /\b(?:cheek|face|jaw|gum|gums)\b[^.;]{0,15}\b(?:swollen|swelling|puffy|puffed up|swelled)\b|\b(?:swollen|puffy) (?:cheek|face|jaw|gum|gums)\b|\bbump on (?:the|my|his|her) gum\b/,
    isNegatableInside: true,
  },
  {
    id: 'cannot_keep_fluids',
    pattern:
      /\b(?:cannot|can not|could not|unable to|not) keep(?:ing)? (?:anything|any (?:food|fluids?|water|drinks?|milk|feeds?)(?: or (?:water|fluids?|drinks?|food))?|(?:food|fluids?|water|drinks?|milk|feeds?)(?: or (?:water|fluids?|drinks?|food))?) down\b/,
  },
  {
    id: 'infection_contact',
    pattern:
      /\b(?:brother|sister|friend|friends|classmate|classmates|cousin|nephew|niece|grandson|granddaughter|grandchild|grandchildren|husband|wife|partner|mum|dad|son|daughter|nursery|school|class|everyone|people|girls|boys|kids|children)\b[^.;]{0,30}\b(?:had|has|have|got|caught|with|off with)\b[^.;]{0,15}\b(?:chickenpox|chicken pox|measles|flu|covid|scarlet fever|impetigo|slapped cheek|hand,? foot and mouth|glandular fever|mumps|norovirus|a bug|the bug|sickness bug|tummy bug|conjunctivitis|threadworms|head lice|whooping cough)\b/,
  },
  {
    id: 'pleuritic_pain',
    pattern:
      /\b(?:pain|hurts?|hurting|sharp|stabbing|catch\w*)\b[^.;]{0,30}\b(?:chest|ribs?|side)\b[^.;]{0,20}\b(?:when|if|as|on) (?:i |he |she |you )?(?:breathe|breath|breathing|take a (?:deep )?breath|inhale|inhaling|breathe in|cough|coughing)\b/,
  },
  {
    id: 'projectile_vomiting',
    pattern:
      /\bprojectile\b|\b(?:vomit\w*|sick)\b[^.;]{0,25}\b(?:forcefully|shoots|shooting|shot|across the room|hits the wall)\b|\bforceful(?:ly)? (?:vomit\w*|sick)\b/,
  },
  {
    id: 'cold_exposure',
    pattern:
      /\bheating (?:was |is |had been |has been )?(?:off|broken|not on|not working)\b|\bno heating\b|\b(?:on|lying on) the floor (?:all night|overnight|for hours)\b/,
  },
  {
    id: 'low_temperature',
    pattern:
      /\b(?:feels?|felt|is|was|skin|body)\b[^.;]{0,12}\b(?:ice|icy|freezing|stone) cold\b(?! (?:water|drink|hands|feet))/,
  },
  {
    id: 'constipation',
    pattern:
      /\b(?:only|just) (?:doing|done|having|had|going for|managing) a poo every (?:\d+|two|three|four|five) days\b|\bpoo (?:only )?(?:once )?every (?:\d+|two|three|four|five) days\b|\bpoos? (?:are |is )?(?:hard|like pellets|like rabbit droppings)\b/,
  },
  // NHS "Chickenpox": get help if the skin around the blisters is red, hot or painful.
  {
    id: 'infected_wound',
    pattern:
      /\b(?:skin )?around (?:some of )?(?:the |his |her |my )?(?:spots|blisters|sores|scabs)\b[^.;]{0,20}\b(?:red|hot|sore|painful|swollen|pus|oozing)\b/,
    isNegatableInside: true,
  },
  {
    id: 'drowsiness',
    pattern:
      /\b(?:will not|does not|cannot|can not|hard to|difficult to|struggling to|could not) (?:wake|rouse|stay awake)\b/,
  },
  {
    id: 'jaundice',
    pattern:
      /\b(?:skin|eyes|whites? of (?:the |his |her |my )?eyes|looks?|looking|gone|turned|is|very|really|quite)\b[^.;]{0,10}\byellow\b(?! (?:phlegm|snot|mucus|pus|discharge|gunk|crust|sick|vomit|poo|stools?|wee|urine|pee|liquid|fluid|sticky|green|bits|spots?|teeth|nails))/,
    isNegatableInside: true,
  },
  {
    id: 'pale_stool',
    pattern:
      /\b(?:poo|poos|stools?|nappy|nappies)\b[^.;]{0,25}\b(?:pale|white|chalky|chalk|clay|grey|putty)\b/,
  },
  {
    id: 'irreducible_lump',
    pattern:
      /\blump\b[^.;]{0,40}\b(?:will not|does not|cannot|can not|would not) (?:go|be pushed|push|pop) back\b/,
  },
  {
    id: 'hair_tourniquet',
    pattern:
      /\bhair\b[^.;]{0,20}\b(?:wrapped|wound|tied|tight|caught)\b[^.;]{0,20}\b(?:round|around)\b[^.;]{0,15}\b(?:toe|toes|finger|fingers|penis|willy)\b|\b(?:toes?|fingers?)\b[^.;]{0,60}\bhair (?:is |was )?(?:wrapped|wound|tied)\b/,
  },
  {
    id: 'painkillers_not_helping',
    pattern:
      /\b(?:paracetamol|calpol|ibuprofen|nurofen|painkillers?|co-?codamol)\b[^.;]{0,25}\b(?:not helping|no better|not working|does not help|did not help|barely|hardly|not touching)\b|\bno better even with\b/,
  },
  {
    id: 'allergen_exposure',
    pattern:
      /\b(?:ate|eaten|eating|had|tried|first time|given|drank)\b[^.;]{0,25}\b(?:egg|eggs|milk|peanut butter|fish|sesame|kiwi|soya|cows milk|formula)\b/,
  },
  {
    id: 'self_harm',
    pattern:
      /\b(?:does it|do it|doing it) (?:when|because|to cope)\b|\b(?:cuts|cutting|scratches|scratching|burns|burning|hurts|hurting) (?:herself|himself|themselves)\b|\b(?:cutting|scratching|burning) myself\b/,
  },
  {
    id: 'punched_out_sores',
    pattern: /\bpunched[- ]out\b|\b(?:clusters?|crops?|groups?) of (?:painful |small )?blisters\b/,
  },
  {
    id: 'disordered_eating',
    pattern:
      /\b(?:skipping meals|not eating|barely eating|hardly eating|counting calories|exercising (?:loads|a lot|obsessively|excessively|all the time)|making (?:herself|himself|myself) sick)\b/,
  },
  {
    id: 'confusion',
    pattern:
      /\b(?:all |very |a bit )?muddled\b|\b(?:does not|did not|could not|cannot) (?:know|recognise|recognize) (?:who|where|what day|us|me|her own|his own)\b|\btalking (?:nonsense|rubbish|gibberish)\b|\bnot (?:with it|himself|herself|making any sense)\b/,
  },
  {
    id: 'drowsiness',
    pattern:
      /\b(?:keeps |keep |kept )?nodding off\b|\bdropping off\b|\bcannot keep (?:his|her|my) eyes open\b/,
  },
  {
    id: 'leg_swelling',
    pattern:
      /\b(?:ankles?|legs?|feet)\b[^.;]{0,15}\b(?:are |is |look |looks )?(?:huge|swollen|puffy|like balloons|ballooned|fat|twice the size)\b/,
  },
  {
    id: 'orthopnoea',
    pattern:
      /\b(?:has|have|had|needs?) to sit up to (?:breathe|breath|sleep)\b|\b(?:breathless|gasping|short of breath|breathing)\b[^.;]{0,20}\bworse (?:lying|when (?:i |he |she )?lie) (?:down|flat)\b|\bsleeping (?:sat|sitting) up\b/,
  },
  {
    id: 'suicidal_thoughts',
    pattern:
      /\b(?:might|going to|wants? to|will|could|says? (?:she|he) will) (?:hurt|harm|kill) (?:herself|himself|myself|themselves)\b/,
  },
  {
    id: 'story_severe_pain',
    pattern:
      /\b(?:really|very|so|extremely|now) severe\b(?!\s+(?:cough|cold|rash|itch\w*|sore throat|headache|diarrhoea|vomiting|sickness|nausea|acne|eczema|dandruff))/,
  },
  {
    id: 'very_high_sugar',
    pattern: /\b(?:blood )?(?:sugars?|glucose|bms?|readings?)\b[^.;]{0,20}\b(?:2\d|3\d)(?:\.\d)?\b/,
  },
  {
    id: 'constipation',
    pattern:
      /\b(?:have not|has not|not) been (?:to the toilet |for a poo |for a number two )?for (?:\d+|two|three|four|five|six|seven) days\b/,
  },
  {
    id: 'scalp_tenderness',
    pattern:
      /\b(?:scalp|temples?)\b[^.;]{0,15}\b(?:sore|tender|painful|hurts)\b|\b(?:sore|tender) (?:scalp|temples?)\b|\bhurts to (?:brush|comb) (?:my|her|his) hair\b/,
  },
  // "Never had chickenpox" says who can catch it, not that it is absent now.
  {
    id: 'chickenpox_named',
    pattern: /(?<!\b(?:never|not) (?:had|caught) )\bchick?en ?po(?:x|cks)\b/,
  },
  // Suicidal wordings whose short words the phrase index would drop ("cannot go on" is not
  // "cannot go to the toilet").
  {
    id: 'suicidal_thoughts',
    pattern:
      /\b(?:cannot|can not) go on\b(?! (?:holiday|a |the |my |his |her |with|like))|\b(?:thinking of|think about|thought about|thinking about) (?:ending it|ending my life|ending things|suicide|killing myself)\b|\bplan(?:ning|s|ned)? to end (?:it|my life|things)\b/,
  },
  {
    id: 'seizure',
    pattern:
      /\bshaking (?:all|whole|his whole|her whole|all his|all her) (?:body|over)\b|\b(?:shaking|jerking|twitching)\b[^.;]{0,30}\b(?:not answering|not responding|unresponsive)\b|\beyes (?:go|went|gone|rolled|roll) (?:up|back)\b/,
  },
  {
    id: 'overdose',
    pattern:
      /\b(?:drank|drink|drunk|swallowed|had|took) (?:all|the whole|a whole|most|half)(?: of)? (?:the |a )?(?:bottle|tub|packet|box)\b[^.;]{0,15}\b(?:of )?(?:calpol|medicine|paracetamol|ibuprofen|nurofen|cough (?:medicine|syrup)|tablets?|pills?)\b/,
  },
  {
    id: 'tonsil_exudate',
    pattern: /\btonsils?\b[^.;]{0,25}\b(?:white|yellow) (?:spots|patches|bits|dots|pus)\b/,
  },
  {
    id: 'head_lice',
    pattern:
      /\b(?:insects?|bugs?|lice|nits|tiny eggs|white eggs|eggs)\b[^.;]{0,20}\b(?:hair|scalp)\b/,
  },
  {
    id: 'constipation',
    pattern:
      /\b(?:not|no|did not|does not) (?:make|made|do|did|pass|passed) (?:a )?poo (?:since|for) (?:\d+|two|three|four|five|six|seven) days\b/,
  },
  {
    id: 'suicidal_thoughts',
    pattern:
      /\b(?:do not|dont) want to be here (?:any ?more|anymore)?\b|\b(?:saving|saved|stockpiling|stockpiled|hoarding|collecting|collected) (?:up )?(?:my |his |her )?(?:pills|tablets|medication|meds)\b|\bgoing to take (?:them|it) all\b|\bgoing to take them (?:today|tonight)\b/,
  },
  {
    id: 'blurred_vision',
    pattern:
      /\b(?:vision|sight|eye)\b[^.;]{0,20}\b(?:went|gone|going|is|was|became|has gone) (?:all )?(?:blurry|blurred|fuzzy|misty|cloudy|dim|dark)\b/,
  },
  {
    id: 'throat_closing',
    pattern: /\bthroat\b[^.;]{0,20}\b(?:closing|closing up|tightening|swelling up|feels tight)\b/,
  },
  {
    id: 'swelling_lips_tongue_throat',
    pattern:
      /\b(?:lips?|tongue|face|eyes)\b[^.;]{0,20}\b(?:puffed|swelled|blown|swollen|swelling) (?:right |all )?up\b|\bthroat\b[^.;]{0,20}\b(?:closing|closing up|tightening|swelling up)\b/,
  },
  {
    id: 'leg_shortened_rotated',
    pattern:
      /\bleg\b[^.;]{0,20}\b(?:shorter|turned out(?:wards)?|rotated|pointing outwards?|twisted outwards?)\b/,
  },
  {
    id: 'rigid_abdomen',
    pattern:
      /\b(?:tummy|stomach|belly|abdomen)\b[^.;]{0,20}\b(?:rock hard|hard as (?:a )?(?:board|rock)|rigid|solid as a rock)\b|\ball over and (?:rock )?hard\b|\ball over and rigid\b/,
  },
  {
    id: 'pain_spread_across_tummy',
    pattern:
      /\b(?:now |has |it has )?(?:spread|spreading|gone) (?:all )?(?:across|over) (?:my |his |her |the )?(?:whole )?(?:tummy|stomach|belly|abdomen)\b|\bnow all over\b/,
  },
  {
    id: 'severe_bleeding',
    pattern:
      /\bsoak(?:ing|ed|s)? (?:through )?(?:a |one |my )?(?:pad|pads|towel|towels|sanitary towel)s? (?:every|an|each|in (?:an|one|under an)) (?:hour|15|20|30|half)/,
  },
  {
    id: 'cold_pale_limb',
    pattern:
      /\b(?:leg|foot|arm|hand)\b[^,.;]{0,12}\b(?:suddenly )?(?:cold|white|pale|blue|mottled)[ ,]+(?:and )?(?:cold|white|pale|blue|mottled|numb|painful)\b/,
  },
  {
    id: 'unresponsive',
    pattern:
      /\bnot breathing\b(?! (?:properly|well|right|normally|easily|through|very|too))|\bstopped breathing\b|\bno pulse\b|\bturned blue and (?:went )?limp\b/,
  },
  {
    id: 'severe_bleeding',
    pattern:
      /\b(?:nosebleed|nose bleed|bleeding|bleed)\b[^.;]{0,15}\bfor (?:over |more than |about )?(?:1[5-9]|[2-9]\d|twenty|thirty|forty) ?(?:min|mins|minutes)\b|\bkeeps? (?:going|pouring|bleeding)\b/,
  },
  {
    id: 'waters_broken',
    pattern:
      /\bwaters? (?:have |has |might have |may have )?(?:broken|break|gone|went)\b|\bgush of (?:clear |watery )?(?:fluid|water)\b|\bleaking (?:clear |watery )?fluid\b/,
  },
  {
    id: 'seizure',
    pattern: /\b(?:shook|shaking|jerking|jerked|twitching) all over\b/,
  },
  {
    id: 'bulging_eye',
    pattern: /\beyes?\b[^.;]{0,25}\b(?:bulging|bulges|sticking out|pushed out|poking out)\b/,
  },
  {
    id: 'painful_eye_movement',
    pattern:
      /\b(?:hurts|hurt|pain|painful|cries|crying|screams)\b[^.;]{0,25}\b(?:moves?|moving|move|looks? around with) (?:his |her |my |the )?eyes?\b/,
  },
  {
    id: 'dysuria',
    pattern:
      /\b(?:stinging|stings|burning|burns|hurts|pain|painful)\b[^.;]{0,15}\bwhen (?:i |he |she )?(?:pass water|pee|wee|urinate|go to the toilet|do a wee)\b/,
  },
  {
    id: 'foot_wound',
    pattern:
      /\b(?:foot|feet|toe|toes|heel|sole|ball of (?:my|his|her) foot)\b[^.;]{0,25}\b(?:sore|blister|ulcer|cut|wound|not healing)\b|\b(?:sore|blister|ulcer|cut|wound)\b[^.;]{0,25}\b(?:foot|feet|toe|heel|sole)\b/,
  },
  // Taken with the words before it, so that "never had chickenpox" still mentions it.
  { id: 'chickenpox_mentioned', pattern: /(?:(?:never|not) had )?\bchick?en ?po(?:x|cks)\b/ },
  {
    id: 'orthopnoea',
    pattern: /\b(?:cannot|can not|could not) lie (?:down|flat)\b/,
  },
  {
    id: 'dry_scaly_skin',
    pattern: /\bdry\b[^.;]{0,15}\b(?:skin|flaky|scaly|cracked|cracking)\b|\b(?:flaky|scaly) skin\b/,
  },
  {
    id: 'headache',
    pattern:
      /\bhead (?:feels|is) (?:squeezed|tight|like it is in a vice|heavy|pounding|thumping|splitting)\b|\b(?:tight|heavy) band (?:round|around|across) (?:my |the )?(?:head|forehead)\b/,
  },
  {
    id: 'co_exposure',
    pattern:
      /\b(?:whole family|everyone (?:in the house|at home)|all of us)\b[^.;]{0,40}\b(?:headaches?|dizzy|sick|flu)\b|\b(?:better|fine) when (?:we|i|they) (?:go|are|get) out(?:side)?\b|\bworse (?:at|in the) (?:home|house)\b/,
  },
  {
    id: 'itchy_palms_soles',
    pattern:
      /\b(?:palms?|soles?|hands and feet)\b[^.;]{0,40}\bitch\w*|\bitch\w*\b[^.;]{0,25}\b(?:palms?|soles?|hands and feet)\b/,
  },
  {
    id: 'itchy_spots_blisters',
    pattern:
      /\b(?:spots?|spotty|rash|bumps)\b[^.;]{0,30}\b(?:turn(?:ing|ed|s)? into|became|becoming|now) (?:little |small |tiny |fluid[- ]filled )?blisters\b/,
  },
  {
    id: 'cannot_bear_weight',
    pattern: /\b(?:a|with a|has a|got a|walking with a|slight) limp\b/,
  },
  {
    id: 'drowsiness',
    pattern: /\b(?:pale and|gone|went|goes|go|floppy and|all|is|was) limp\b(?! (?:on|when|with))/,
  },
  {
    id: 'bloody_stool',
    pattern: /\b(?:red|dark red|redcurrant|red currant)\b[^.;]{0,10}\bjelly\b/,
  },
  {
    id: 'dislocation',
    pattern:
      /\bshoulder\b[^.;]{0,30}\b(?:square|flat|out of (?:place|its socket|joint)|popped out|come out|sticking out)\b/,
  },
  {
    id: 'pinpoint_pupils',
    pattern: /\bpupils?\b[^.;]{0,20}\b(?:tiny|pinpoints?|pin ?points?|pin ?pricks?|very small)\b/,
  },
  {
    id: 'opioid_use',
    pattern:
      /\b(?:heroin|fentanyl|methadone|smack)\b|\b(?:uses|used|injects|injecting|injected)\b[^.;]{0,15}\bdrugs\b/,
  },
  {
    id: 'object_in_ear_nose',
    pattern:
      /\b(?:pushed|put|stuck|shoved|poked)\b[^.;]{0,30}\b(?:bead|button|stone|pebble|toy|crayon|pea|bean|rubber|lego|sweet|small object|something)\b[^.;]{0,15}\b(?:in|into|up|inside)\b[^.;]{0,10}\b(?:ear|ears|nose|nostril)\b/,
  },
  {
    id: 'finger_tip_droop',
    pattern:
      /\b(?:tip|end) of (?:the |my |his |her )?(?:\w+ )?finger\b[^.;]{0,30}\b(?:droops?|drooping|bent down|dropped|will not straighten|cannot straighten)\b|\bcannot straighten the tip\b/,
  },
  {
    id: 'vulval_lump',
    pattern:
      /\b(?:lump|swelling|abscess|boil)\b[^.;]{0,40}\b(?:vagina|vaginal|vulva|labia|entrance)\b/,
  },
  {
    id: 'motion_trigger',
    pattern:
      /\b(?:car|coach|bus|boat|ferry|plane|flight|train) (?:journey|journeys|trip|trips|ride|rides)\b|\bon (?:the|a) (?:ferry|boat|plane|coach)\b|\b(?:travel|car|sea) ?sick\w*\b/,
  },
  {
    id: 'high_altitude',
    pattern:
      /\b\d{4} ?m(?:etres|eters)?\b|\b(?:altitude|trekking|trek|nepal|andes|kilimanjaro|cusco|everest|himalaya\w*)\b/,
  },
  {
    id: 'blood_in_eye_white',
    pattern:
      /\b(?:red|blood)\b[^.;]{0,20}\b(?:patch|spot|blotch)\b[^.;]{0,25}\bwhite of (?:my |the |his |her )?(?:left |right )?eye\b/,
  },
  {
    id: 'chilblains',
    pattern:
      /\b(?:toes?|fingers?)\b[^.;]{0,30}\b(?:red-purple|purple|red and itchy|itchy and (?:red|swollen)|red, puffy)\b/,
  },
  {
    id: 'cold_exposure',
    pattern: /\bcold snap\b|\bcold weather\b|\bin the cold\b/,
  },
  {
    id: 'varicose_veins',
    pattern: /\bvaricose\b|\b(?:bulging|twisty|twisted|knobbly|lumpy|blue)\b[^.;]{0,20}\bveins?\b/,
  },
  {
    id: 'chest_sore_from_coughing',
    pattern:
      /\b(?:sore|aches?|aching|hurts?)\b[^.;]{0,20}\bfrom (?:all the |the |so much )?cough\w*\b/,
  },
  {
    id: 'growing_pains',
    pattern:
      /\b(?:wakes?|waking|woke) (?:up )?(?:at night )?crying\b[^.;]{0,40}\blegs?\b[^.;]{0,10}\bache\b|\bboth (?:her |his )?legs ache\b/,
  },
  {
    id: 'heat_rash',
    pattern: /\b(?:tiny|small) (?:raised )?red spots\b[^.;]{0,60}|\bprickly and itchy\b/,
  },
  {
    id: 'heat_exposure',
    pattern: /\b(?:really|very|so|been) hot\b(?! (?:and cold|water|drink|bath))|\bheatwave\b/,
  },
  {
    id: 'hearing_loss',
    pattern:
      /\b(?:does not|did not|cannot|can not|not) (?:seem to )?hear(?:ing)? (?:properly|well|me|us|very well)\b|\bturns? the (?:tv|telly) (?:right )?up\b|\bkeeps? saying what\b/,
  },
  { id: 'diarrhoea', pattern: /\b(?:the|got the|have the|with the) runs\b/ },
  { id: 'pain_worse_on_movement', pattern: /\bkeeps? (?:very |really )?still\b/ },
  { id: 'anxiety', pattern: /\b(?:on edge|edgy)\b/ },
  {
    id: 'recent_cold',
    pattern:
      /\b(?:getting over|got over|had|have|has|caught|with|after) (?:a |the )?(?:bad |nasty |heavy |stinking |streaming )?(?:head )?cold\b(?! (?:water|tap|hands?|feet|sweats?|compress|weather|drink))|\bcold (?:since|started|began|for (?:a|\d+|two|three|about))\b/,
  },
  {
    id: 'vision_clears_on_blinking',
    pattern:
      /\b(?:until|till|once|when|after)\s+(?:i|she|he|they|you)?\s*(?:blink|(?:wipe|clean|rub|wash)\b[^.;]{0,15}\b(?:eye|eyes|lashes|eyelids?))/,
  },
];

/**
 * A denial just before a match ("not on insulin"), or before a listed one ("no pain or tightness
 * in my chest").
 */
const NEGATION_BEFORE =
  /\b(?:no|not|never|without|nor|denies)\s+(?:(?:on|taking|using|having|had|got)\s+)?(?:(?:[\w-]+,?\s+){1,2}(?:or|and|nor)\s+)?$/;
const NEGATION_INSIDE = /\b(?:no|not|never)\b/;

/** Pattern findings in one normalised entry, with whether each is denied. */
export function patternFindingsOf(normalised: string): { id: string; isNegated: boolean }[] {
  const out: { id: string; isNegated: boolean }[] = [];
  for (const { id, pattern, isNegatableInside } of PATTERN_FINDINGS) {
    const match = pattern.exec(normalised);
    if (!match) continue;
    const before = normalised.slice(Math.max(0, match.index - 30), match.index);
    const isDeniedInside = isNegatableInside === true && NEGATION_INSIDE.test(match[0]);
    const isNegated = NEGATION_BEFORE.test(before) || isDeniedInside;
    const earlier = out.find((f) => f.id === id);
    // Two patterns for one finding: one affirmed reading is enough.
    if (earlier) earlier.isNegated &&= isNegated;
    else out.push({ id, isNegated });
  }
  return out;
}
