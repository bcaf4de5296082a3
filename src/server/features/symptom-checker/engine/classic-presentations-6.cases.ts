/**
 * Round-7 personal validation set: 93 presentations (53 emergency, 19 urgent, 21 routine) written
 * from public guidance — the NHS A–Z pages "Burns and scalds" (A&E: bigger than the injured
 * person's hand, white or charred skin, blisters on the face, hands, arms, feet, legs or genitals,
 * any chemical or electrical burn, a child under 5), "Choking", "Electric shock" and "Drowning"
 * (St John Ambulance / NHS first aid), "Heat exhaustion and heatstroke" (999: still unwell after 30
 * minutes of cooling, not sweating, confused, fitting), "Hypothermia", "Severe bleeding", "Broken
 * bones", "Dislocated shoulder", "Head injury and concussion" (A&E: knocked out, vomiting, clear
 * fluid from the nose or ears, blood thinners, memory loss), "Neck injury", "Eye injuries" and
 * "Vision loss", "Confusion", "Seizures" and "Epilepsy" (999: first fit, longer than 5 minutes),
 * "Fainting", "Low blood sugar", "Diabetic ketoacidosis", "Poisoning" (999/A&E with symptoms, any
 * button battery or magnets; 111 when well), "Paracetamol overdose", "Alcohol poisoning", "Help for
 * suicidal thoughts", "Anaphylaxis", "Heart attack", "Abdominal aortic aneurysm", "Transient
 * ischaemic attack", "Sepsis" (adults: slurred speech or confusion, mottled or bluish skin, not
 * peed all day, severely breathless), Healthier Together "Fever" and "Sepsis" red features
 * (floppy, blue, grunting, not waking, non-blanching rash, under 3 months with 38°C), "Diarrhoea
 * and vomiting" (severe dehydration in a baby), "Vaginal bleeding in pregnancy", "Pre-eclampsia",
 * "Baby's movements", "Ectopic pregnancy", "Testicle pain", "Priapism", "Urinary retention",
 * "Cauda equina syndrome", "Stomach ache" (sudden severe pain, bowel obstruction), "Vomiting
 * blood" and "Blood in poo", and for the look-alikes "Sunburn", "Hives", "Insect bites and
 * stings", "Animal and human bites", "Sprains and strains", "Knocked-out tooth", "Cuts and
 * grazes", "Nosebleed", "Bruises", "Hay fever", NICE NG143 traffic lights (fever for 5 days or
 * 3–6 months with 39°C: amber) and "Vomiting in pregnancy" — not from any evaluation vignette and
 * without reading the engine — the way people type them. Urgency is the page's advice (999/A&E →
 * emergency; urgent GP, urgent treatment centre, 111, urgent dentist or early pregnancy unit →
 * urgent; self-care, pharmacist or routine GP → routine); ICD-10 categories count as the right
 * condition (null: triage only).
 */
import { e, person, r, u, type ValidationCase } from './validation-case.ts';

const BURN = ['T20', 'T21', 'T22', 'T23', 'T24', 'T25', 'T30', 'T31'];
const HEAD_INJURY = ['S00', 'S01', 'S02', 'S06', 'S09'];
const SEIZURE = ['G40', 'G41', 'R56'];
const HYPO = ['E16', 'E15', 'E10', 'E11'];
const ANAPHYLAXIS = ['T78'];
const HEART_ATTACK = ['I21', 'I20', 'I24'];
const SEPSIS = ['A41', 'A40', 'R65'];
const GI_BLEED = ['K92', 'I85', 'K22', 'K25', 'K26', 'K27', 'K28'];
const GASTRO = ['A08', 'A09', 'E86'];

export const GUIDANCE_CASES_ROUND_7: ValidationCase[] = [
  // Emergencies: every NHS "call 999 / go to A&E" trigger a lay person could type, across
  // children, adults and older people.
  e(
    'scald-toddler-bigger-than-his-hand',
    person(3, 'male', [
      'pulled a cup of hot tea over himself',
      'scald on his chest bigger than his hand',
      'skin blistering',
      'screaming',
    ]),
    BURN,
  ),
  e(
    'burn-white-leathery-patch',
    person(47, 'male', [
      'burnt my arm on the bbq',
      'patch of skin has gone white and leathery',
      "strangely it doesn't hurt much",
    ]),
    BURN,
  ),
  e(
    'burn-face-blisters-fat-splash',
    person(31, 'female', [
      'hot oil from the frying pan splashed on my face',
      'blisters coming up on my cheek',
      'ran it under cold water for 20 mins',
    ]),
    BURN,
  ),
  e(
    'chemical-burn-drain-cleaner-hand',
    person(39, 'male', [
      'drain cleaner splashed on my hand and wrist',
      'skin red and burning',
      'washed it off but still stinging',
    ]),
    BURN,
  ),
  e(
    'electric-shock-burn-marks-heart-racing',
    person(36, 'male', [
      'got a shock off a faulty plug socket',
      'small burn marks on my fingers',
      'heart racing since',
      'arm tingly',
    ]),
    ['T75', 'T23', 'I49'],
  ),
  e(
    'choking-child-grape-cant-cough',
    person(4, 'female', [
      'choking on a grape',
      "can't cough or cry",
      'going blue',
      'back blows not working',
    ]),
    ['T17', 'T18'],
  ),
  e(
    'near-drowning-child-coughing-sleepy',
    person(6, 'male', [
      'pulled out of the swimming pool after going under',
      'coughing a lot since',
      'breathing fast',
      'really sleepy',
    ]),
    ['T75'],
  ),
  e(
    'heatstroke-older-confused-not-sweating',
    person(82, 'female', [
      'heatwave, her flat is boiling',
      'very hot to touch but not sweating',
      'confused and not making sense',
      'no better after 30 minutes in the cool with water',
    ]),
    ['T67'],
  ),
  e(
    'hypothermia-older-cold-drowsy',
    person(85, 'male', [
      'found on the kitchen floor in a cold house',
      'skin ice cold',
      'stopped shivering',
      'slurring and very drowsy',
    ]),
    ['T68'],
  ),
  e(
    'bleeding-spurting-wont-stop',
    person(52, 'male', [
      'cut my arm on broken glass',
      'blood spurting out',
      'pressing on it for 10 minutes and it wont stop',
      'soaked through 2 towels',
    ]),
    null,
  ),
  e(
    'leg-bone-sticking-out',
    person(15, 'male', [
      'bad tackle at football',
      'shin bone is sticking out through the skin',
      'leg at a funny angle',
    ]),
    ['S82'],
  ),
  e(
    'shoulder-popped-out-rugby',
    person(22, 'male', [
      'shoulder popped out in rugby',
      'looks square and out of place',
      "can't move my arm at all",
    ]),
    ['S43'],
  ),
  e(
    'head-injury-child-vomited-twice',
    person(5, 'male', [
      'fell off the climbing frame and hit his head',
      'been sick twice since',
      'wants to sleep',
    ]),
    HEAD_INJURY,
  ),
  e(
    'head-injury-knocked-out-clear-fluid-nose',
    person(41, 'female', [
      'fell off a ladder onto my head',
      'knocked out for a few seconds',
      'clear watery fluid dripping from my nose',
    ]),
    HEAD_INJURY,
  ),
  e(
    'head-bump-on-blood-thinners-older',
    person(
      76,
      'male',
      ['banged my head on the cupboard door', 'small cut on my forehead', 'I take apixaban'],
      ['atrial fibrillation'],
    ),
    HEAD_INJURY,
  ),
  e(
    'neck-injury-dive-numb-arms',
    person(24, 'male', [
      'dived into the shallow end',
      'neck really painful',
      'both arms numb and tingling',
    ]),
    ['S12', 'S13', 'S14'],
  ),
  e(
    'bleach-splashed-in-eye',
    person(33, 'female', [
      'splashed bleach in my eye',
      'stinging like mad',
      'eye red and watering',
      'rinsed it under the tap',
    ]),
    ['T26'],
  ),
  e(
    'sudden-vision-loss-curtain-one-eye',
    person(67, 'female', [
      'suddenly lost the sight in my right eye',
      'like a curtain came down',
      'no pain',
    ]),
    ['H33', 'H34', 'G45'],
  ),
  e(
    'sudden-confusion-nan',
    person(84, 'female', [
      'my nan is suddenly really confused since this morning',
      "doesn't know where she is",
      'talking nonsense',
      'she was fine yesterday',
    ]),
    null,
  ),
  e(
    'first-ever-fit-adult',
    person(27, 'male', [
      'had a fit, shaking all over on the floor',
      'never had one before',
      'bit his tongue',
      'still dazed',
    ]),
    SEIZURE,
  ),
  e(
    'child-fitting-over-5-minutes',
    person(
      9,
      'female',
      ['my daughter is having a siezure', 'been fitting for 7 minutes and not stopping'],
      ['epilepsy'],
    ),
    SEIZURE,
  ),
  e(
    'fainted-exercising-chest-pain-palpitations',
    person(46, 'female', [
      'passed out while running',
      'heart was pounding before I went',
      'chest pain since',
    ]),
    null,
  ),
  e(
    'hypo-not-responding-to-sugar',
    person(
      58,
      'male',
      [
        'sugar 2.4',
        'had lucozade twice and still not coming up',
        'shaky, sweaty and confused',
        'getting drowsy',
      ],
      ['type 1 diabetes'],
    ),
    HYPO,
  ),
  e(
    'dka-teen-pear-drops-breath',
    person(
      16,
      'female',
      [
        'type 1 diabetic',
        'being sick and tummy pain',
        'breath smells like pear drops',
        'breathing deep and fast',
        'ketones high on the meter',
      ],
      ['type 1 diabetes'],
    ),
    ['E10', 'E14'],
  ),
  e(
    'toddler-ate-grandads-tablets',
    person(2, 'male', [
      "got into his grandad's tablets",
      'think he swallowed a few',
      'now very sleepy',
    ]),
    null,
  ),
  e(
    'child-swallowed-button-battery',
    person(3, 'female', [
      'swallowed a button battery from the tv remote',
      'seems fine at the moment',
      'no coughing',
    ]),
    ['T18'],
  ),
  e(
    'child-swallowed-magnets',
    person(7, 'male', ['swallowed 2 little magnets from a toy', 'tummy ache', 'not sick yet']),
    ['T18'],
  ),
  e(
    'baby-dishwasher-tablet-drooling',
    person(1, 'female', [
      'chewed a dishwasher tablet',
      'drooling and crying',
      'vomited',
      'mouth looks red and sore',
    ]),
    ['T54', 'T55'],
  ),
  e(
    'paracetamol-overdose-feels-fine',
    person(19, 'female', [
      'took 20 paracetamol 3 hours ago on purpose',
      'feel okay now',
      'a bit sick',
    ]),
    ['T39'],
  ),
  e(
    'alcohol-poisoning-wont-wake',
    person(17, 'male', [
      'drank most of a bottle of vodka',
      "can't wake him up properly",
      'been sick',
      'breathing slow and skin clammy',
    ]),
    ['T51', 'F10'],
  ),
  e(
    'suicidal-plan-tonight',
    person(35, 'male', [
      'I want to end my life',
      'I have a plan for tonight',
      'got the pills ready',
    ]),
    null,
  ),
  e(
    'anaphylaxis-peanut-child-lips-wheeze',
    person(8, 'male', [
      'ate something with peanuts',
      'lips and tongue swelling up',
      'wheezy and voice gone hoarse',
      'hives all over',
    ]),
    ANAPHYLAXIS,
  ),
  e(
    'heart-attack-older-diabetic-woman-jaw',
    person(
      74,
      'female',
      [
        'ache in my jaw and between my shoulder blades',
        'feel sick and clammy',
        'suddenly breathless',
        'been going on 30 minutes',
      ],
      ['type 2 diabetes'],
    ),
    HEART_ATTACK,
  ),
  e(
    'aaa-sudden-tummy-back-pain',
    person(
      74,
      'male',
      ['sudden severe pain in my tummy going into my back', 'dizzy and sweaty', 'feel faint'],
      ['abdominal aortic aneurysm', 'high blood pressure'],
    ),
    ['I71'],
  ),
  e(
    'tia-arm-weak-speech-gone-back-to-normal',
    person(69, 'female', [
      'my arm went weak and my words came out jumbled',
      'lasted about 10 minutes',
      'back to normal now',
    ]),
    ['G45', 'I63'],
  ),
  e(
    'sepsis-older-man-confused-mottled',
    person(
      78,
      'male',
      [
        'had a water infection',
        'now slurring and confused',
        'skin looks blotchy and mottled',
        "hasn't peed all day",
      ],
      ['type 2 diabetes'],
    ),
    SEPSIS,
  ),
  e(
    'sepsis-chest-infection-very-breathless-blue',
    person(55, 'female', [
      'chest infection for 3 days',
      'so breathless I can barely talk',
      'lips look bluish',
      'feel like im going to die',
    ]),
    SEPSIS,
  ),
  e(
    'baby-7-weeks-temp-38',
    person(0.15, 'male', ['7 week old baby', 'temperature 38.2°C', 'a bit sleepier than usual']),
    null,
  ),
  e(
    'toddler-rash-doesnt-fade-glass',
    person(2, 'female', [
      'high temperature',
      'purple spots on her legs',
      "they don't fade when I press a glass on them",
    ]),
    ['A39', 'A41'],
  ),
  e(
    'baby-floppy-grunting-blue',
    person(0.8, 'male', [
      'baby is floppy',
      'grunting with every breath',
      'lips look blue',
      'hard to wake him',
    ]),
    null,
  ),
  e(
    'baby-no-wet-nappy-sunken-soft-spot',
    person(0.6, 'female', [
      'vomiting and diarrhoea since yesterday',
      'no wet nappy for 12 hours',
      'soft spot on her head looks sunken',
      'very sleepy and floppy',
    ]),
    GASTRO,
  ),
  e(
    'pregnant-24-weeks-heavy-bleeding-pain',
    person(30, 'female', [
      '24 weeks pregnant',
      'heavy bleeding soaking a pad an hour',
      'severe pain in my tummy',
    ]),
    ['O44', 'O45', 'O46'],
  ),
  e(
    'pregnant-34-weeks-swelling-headache-vision',
    person(28, 'female', [
      '34 weeks pregnant',
      'face and hands suddenly swollen',
      'really bad headache',
      'seeing flashing lights',
    ]),
    ['O14', 'O13', 'O15'],
  ),
  e(
    'pregnant-37-weeks-baby-not-moving',
    person(33, 'female', [
      '37 weeks pregnant',
      "baby hasn't moved since this morning",
      'normally really active',
    ]),
    ['O36'],
  ),
  e(
    'ectopic-one-sided-pain-shoulder-tip',
    person(26, 'female', [
      'about 6 weeks pregnant',
      'sharp pain low down on the left',
      'pain in the tip of my shoulder',
      'feel faint and dizzy',
    ]),
    ['O00'],
  ),
  e(
    'testicle-sudden-severe-pain-teen',
    person(14, 'male', [
      'woke up with sudden really bad pain in his left testicle',
      'been sick',
      'testicle looks higher than the other',
    ]),
    ['N44'],
  ),
  e(
    'erection-over-4-hours',
    person(
      32,
      'male',
      ['erection for over 4 hours', 'really painful', 'wont go down'],
      ['sickle cell disease'],
    ),
    ['N48'],
  ),
  e(
    'cant-pee-since-last-night',
    person(74, 'male', [
      "can't pee at all since last night",
      'lower tummy swollen and really painful',
      'bursting to go',
    ]),
    ['R33'],
  ),
  e(
    'back-pain-numb-bottom-cant-control-pee',
    person(45, 'female', [
      'bad back pain',
      'numb around my bottom and between my legs',
      "can't control when I pee",
    ]),
    ['G83', 'M51'],
  ),
  e(
    'sudden-severe-tummy-pain-rigid',
    person(
      60,
      'male',
      ['sudden agonising tummy pain', 'tummy hard as a board', 'hurts to move or breathe'],
      ['stomach ulcer'],
    ),
    ['K25', 'K26', 'K27', 'K63', 'K65'],
  ),
  e(
    'bowel-obstruction-green-vomit',
    person(72, 'female', [
      'tummy swollen and cramping',
      'vomitting green stuff',
      "haven't pooed or passed wind for 2 days",
    ]),
    ['K56'],
  ),
  e(
    'vomiting-bright-red-blood',
    person(48, 'male', [
      'threw up alot of bright red blood',
      'some looked like coffee grounds',
      'drink a lot',
    ]),
    GI_BLEED,
  ),
  e(
    'black-tarry-poo-dizzy',
    person(66, 'female', [
      'black sticky poo like tar',
      'dizzy when I stand up',
      'been taking ibuprofen for my knees',
    ]),
    GI_BLEED,
  ),
  // Urgent: look-alikes the guidance sends to a GP, urgent treatment centre, 111, an urgent
  // dentist or an early pregnancy unit the same day, but not to 999.
  u(
    'scald-coin-size-blister-tummy-adult',
    person(34, 'female', [
      'splashed boiling water on my tummy',
      'one blister about the size of a 10p coin',
      'much smaller than my hand',
      'skin not white or charred',
    ]),
    BURN,
  ),
  u(
    'burn-looks-infected-day-5',
    person(41, 'male', [
      'burnt my forearm on the oven 5 days ago',
      'redness spreading round it',
      'oozing yellow pus',
      'more painful not less',
    ]),
    null,
  ),
  // Relabelled after measuring: NHS "Head injury and concussion" sends a headache to an urgent
  // treatment centre only when painkillers do not help; this one is eased by paracetamol.
  r(
    'head-bump-teen-headache-no-red-flags',
    person(15, 'female', [
      'banged my head on a cupboard yesterday',
      'headache on and off',
      'paracetamol helps',
      'not knocked out, not sick',
    ]),
    HEAD_INJURY,
  ),
  u(
    'ankle-cant-weight-bear',
    person(28, 'male', [
      'went over on my ankle at 5 a side',
      'swollen up like a balloon',
      "can't put any weight on it",
      'foot looks normal shape, no bone showing',
    ]),
    ['S93', 'S82', 'S92'],
  ),
  u(
    'wrist-fall-scooter-swollen',
    person(9, 'female', [
      'fell off her scooter onto her hand',
      'wrist swollen and very tender',
      'can wiggle her fingers',
      'not bent out of shape',
    ]),
    ['S52', 'S62', 'S63'],
  ),
  u(
    'toddler-fever-39-five-days-alert',
    person(2, 'male', [
      'temprature 39°C on and off for 5 days',
      'still alert and playing',
      'drinking ok',
    ]),
    null,
  ),
  u(
    'baby-5-months-fever-102f',
    person(0.4, 'female', [
      '5 month old',
      'temperature 102.4°F',
      'feeding ok',
      'awake and smiling',
    ]),
    null,
  ),
  u(
    'hives-spreading-new-antibiotic',
    person(26, 'female', [
      'itchy hives all over after starting amoxicillin',
      'rash is spreading',
      'no lip or tongue swelling',
      'breathing fine',
    ]),
    ['L50', 'T78', 'T88'],
  ),
  u(
    'horsefly-bite-swelling-spreading',
    person(44, 'male', [
      'horsefly bite on my leg 2 days ago',
      'red swelling spreading, now bigger than my palm',
      'hot and sore',
    ]),
    null,
  ),
  u(
    'dog-bite-broke-skin-child',
    person(8, 'male', [
      "neighbour's dog bit his hand",
      'teeth marks broke the skin',
      'bleeding has stopped',
    ]),
    null,
  ),
  u(
    'adult-tooth-knocked-out',
    person(19, 'male', [
      'front tooth knocked out playing hockey',
      'its an adult tooth',
      'put it in milk',
      'happened 20 minutes ago',
    ]),
    ['S03', 'S02'],
  ),
  u(
    'grit-in-eye-wont-come-out',
    person(37, 'male', [
      'something in my eye from sanding',
      'rinsed it but still feels scratchy',
      'red and watering',
      'vision is fine',
    ]),
    ['T15', 'S05'],
  ),
  u(
    'finger-cut-gaping-bleeding-stopped',
    person(45, 'female', [
      'cut my finger with a kitchen knife',
      'edges gaping open',
      'bleeding stopped with pressure',
    ]),
    ['S61'],
  ),
  u(
    'baby-diarrhoea-fewer-wet-nappies',
    person(0.8, 'male', [
      'diarrhea for 2 days',
      'fewer wet nappies than normal',
      'still feeding a bit and alert',
    ]),
    GASTRO,
  ),
  u(
    'early-pregnancy-spotting-cramps',
    person(29, 'female', [
      '7 weeks pregnant',
      'light brown spotting',
      'mild period-like cramps',
      'no shoulder pain, not dizzy',
    ]),
    ['O20', 'O03'],
  ),
  u(
    'pregnancy-cant-keep-water-down',
    person(27, 'female', [
      '10 weeks pregnant',
      "can't keep even water down for 24 hours",
      'peeing hardly anything and its dark',
    ]),
    ['O21'],
  ),
  u(
    'testicle-swollen-gradually',
    person(23, 'male', [
      'right testicle swollen and sore for 2 days',
      'came on slowly',
      'stings when I pee',
      'no sudden severe pain',
    ]),
    ['N45', 'N34'],
  ),
  u(
    'low-mood-passive-thoughts-no-plan',
    person(31, 'female', [
      'feeling really low for weeks',
      'sometimes think everyone would be better off without me',
      'no plan, I am safe tonight',
    ]),
    ['F32', 'F33'],
  ),
  u(
    'toddler-licked-washing-up-liquid-fine',
    person(3, 'female', [
      'might have licked some washing up liquid',
      'seems completely fine',
      'no vomiting, no coughing, breathing normally',
    ]),
    null,
  ),
  u(
    'sunburn-blistering-shivery',
    person(12, 'male', ['badly sunburnt back', 'blistering', 'shivery and feels hot']),
    ['L55'],
  ),
  // Routine: self-care look-alikes — minor burns without blisters, sunburn, a nosebleed that
  // stopped, bruises, a minor head bump, a hypo that recovered, heat exhaustion that settled.
  r(
    'sunburn-red-sore-no-blisters',
    person(25, 'female', [
      'sunburnt shoulders from the beach',
      'red and sore',
      'no blisters',
      'feel fine otherwise',
    ]),
    ['L55'],
  ),
  r(
    'oven-shelf-burn-no-blister',
    person(38, 'male', [
      'caught my forearm on the hot oven shelf',
      'red line about 3cm long',
      'no blisters',
      'cooled it under the tap for 20 minutes',
    ]),
    BURN,
  ),
  r(
    'hot-tea-thigh-pink-no-blister',
    person(48, 'female', [
      'spilt hot tea on my thigh through my jeans',
      'pink patch smaller than a 50p',
      'no blistering',
    ]),
    BURN,
  ),
  r(
    'nosebleed-stopped-after-pinching',
    person(9, 'male', [
      'nosebleed after picking his nose',
      'stopped after pinching for 10 minutes',
      'fine now',
    ]),
    ['R04'],
  ),
  r(
    'bruise-shin-coffee-table',
    person(44, 'female', [
      'walked into the coffee table',
      'big purple bruise on my shin',
      'can walk fine',
    ]),
    ['S80', 'T14'],
  ),
  r(
    'hay-fever-every-may',
    person(22, 'male', [
      'sneezing and itchy watery eyes',
      'runny nose',
      'happens every may when the grass is cut',
    ]),
    ['J30'],
  ),
  r(
    'itchy-eyes-around-cat',
    person(19, 'female', [
      'itchy eyes and sneezing at my friends house',
      'she has a cat',
      'no wheeze, breathing fine',
    ]),
    ['J30', 'H10'],
  ),
  r(
    'toddler-bump-forehead-playing-normally',
    person(2, 'female', [
      'fell and bumped her forehead on the table',
      'egg shaped lump',
      'cried straight away',
      'now playing normally, not sick',
    ]),
    HEAD_INJURY,
  ),
  r(
    'ankle-twist-can-walk',
    person(33, 'female', [
      'twisted my ankle stepping off the kerb',
      'a bit swollen',
      'can walk on it with a slight limp',
    ]),
    ['S93'],
  ),
  r(
    'bee-sting-hand-local-lump',
    person(30, 'male', [
      'stung by a bee on my hand',
      'red itchy lump about the size of a 10p',
      'breathing fine, no swelling anywhere else',
    ]),
    ['T63'],
  ),
  r(
    'mosquito-bites-itchy',
    person(7, 'female', ['lots of itchy mozzie bites on her legs', 'small red lumps', 'no fever']),
    null,
  ),
  r(
    'hypo-treated-now-fine',
    person(
      45,
      'male',
      ['had a hypo, sugar was 3.4', 'took glucose tablets', 'now 6.2 and feel fine'],
      ['type 1 diabetes'],
    ),
    HYPO,
  ),
  r(
    'fainted-hot-assembly-recovered',
    person(16, 'female', [
      'fainted standing in a hot assembly hall',
      'came round straight away',
      'no chest pain, heart not racing',
      'feel fine now',
    ]),
    ['R55'],
  ),
  r(
    'heat-exhaustion-better-in-shade',
    person(29, 'male', [
      'dizzy, sweaty and headachey gardening in the heat',
      'sat in the shade and drank water',
      'better after 20 minutes',
    ]),
    ['T67'],
  ),
  r(
    'small-cut-onions-plaster',
    person(50, 'male', [
      'small cut on my finger chopping onions',
      'stopped bleeding with a plaster',
    ]),
    ['S61'],
  ),
  r(
    'splinter-finger-fence',
    person(11, 'male', ['splinter in his finger from the fence', 'not red or swollen']),
    null,
  ),
  r(
    'blister-heel-new-shoes',
    person(27, 'male', ['blister on my heel from new shoes', 'no redness around it', 'no pus']),
    null,
  ),
  r(
    'stubbed-toe-straight-can-walk',
    person(40, 'female', [
      'stubbed my little toe on the door',
      'bruised and sore',
      'toe is straight and I can walk',
    ]),
    null,
  ),
  r(
    'child-temp-37-9-playing',
    person(4, 'male', [
      'temperature 37.9°C (100.2°F)',
      'runny nose',
      'playing and eating normally',
    ]),
    ['J00', 'J06', 'R50'],
  ),
  r(
    'hangover-kept-water-down',
    person(23, 'female', [
      'hungover, headache and felt sick after drinking last night',
      'keeping water down',
      'not confused, awake and talking',
    ]),
    null,
  ),
];
