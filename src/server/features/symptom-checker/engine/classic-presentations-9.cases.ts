/**
 * Round-7D development validation set: 90 presentations (60 emergency, 15 urgent, 15 routine)
 * aimed at the people symptom checkers most often get wrong — babies and children described by a
 * parent, older people with atypical or relative-told stories, and adults and pregnant women —
 * written from public guidance, not from the engine or any evaluation vignette: NICE NG143
 * "Fever in under 5s" traffic-light table (red: pale/mottled/blue, no response to social cues,
 * does not wake or stay awake, weak high-pitched or continuous cry, grunting, chest indrawing,
 * non-blanching rash, bulging fontanelle, neck stiffness, fits, under 3 months with 38 °C, bile-
 * stained vomiting; amber: 3–6 months with 39 °C, fever for 5 days or more, not bearing weight),
 * NHS Healthier Together "Fever", "Limp", "Diarrhoea and vomiting", "Head injury" and "Foreign
 * body (swallowed)", Alder Hey "Swallowed something" (button batteries and magnets: A&E), Belfast
 * Trust children's symptom checker "Limp" and NICE CKS "Septic arthritis"; NHS A–Z "Asthma
 * attack", "Diabetic ketoacidosis", "Burns and scalds", "Head injury and concussion" (A&E if on
 * blood thinners), "Paracetamol overdose", "Testicle pain", "Epididymitis", "Testicular lumps and
 * swellings", "Heart attack", "Stroke", "Transient ischaemic attack", "Sepsis", "Hip fracture",
 * "Abdominal aortic aneurysm", "Vomiting blood", "Black poo", "Urinary retention", "Peripheral
 * arterial disease", "Giant cell arteritis", "Hypothermia", "Low blood sugar (hypoglycaemia)",
 * "Bowel obstruction", "Pneumonia", "Pulmonary embolism", "Heart failure", "Anaphylaxis",
 * "Ectopic pregnancy", "Vaginal bleeding in pregnancy", "Pre-eclampsia" with NICE NG133, "Heavy
 * bleeding after birth", "Meningitis", "Subarachnoid haemorrhage", "Help for suicidal thoughts",
 * "Psychosis", "Cauda equina syndrome", "Detached retina", "Eye injuries", "Glaucoma",
 * "Pneumothorax", "Insect bites and stings", "Floaters and flashes", "Shingles", "Dental
 * abscess", "Severe vomiting in pregnancy", "DVT", "Urinary tract infections", "Sprains and
 * strains", "Nosebleed", "Migraine", "Period pain", "Hay fever", "Hives", "Back pain",
 * "Depression", "Conjunctivitis" — the way people type them (short chips, lay words, negations,
 * °C and °F, some misspellings, some written by a relative). Urgency is the page's advice
 * (999, A&E, maternity unit or eye casualty now → emergency; urgent GP, urgent treatment centre,
 * 111, urgent dentist or early pregnancy unit → urgent; self-care, pharmacist or routine GP →
 * routine); ICD-10 3-character categories count as the right condition (null: triage only).
 * Children's ages are in years (babies are age 1, with their weeks or months in the text).
 */
import { e, person, r, u, type ValidationCase } from './validation-case.ts';

const MENINGO = ['A39', 'A41', 'G00', 'G03'];
const ASTHMA = ['J45', 'J46'];
const TORSION = ['N44'];
const HEAD_INJURY = ['S06', 'S09', 'S00', 'S01'];
const MI = ['I21', 'I20', 'I24'];
const STROKE = ['I63', 'I61', 'I64', 'G45'];
const GI_BLEED = ['K92', 'K25', 'K26', 'K29'];
const PE = ['I26'];
const SAH = ['I60'];
const DKA = ['E10'];
const SWALLOWED = ['T18'];

export const GUIDANCE_CASES_ROUND_7D: ValidationCase[] = [
  // Emergencies in children (NICE NG143 red features, Healthier Together red, swallowed
  // batteries/magnets, an inhaled object, torsion, overdose, asthma, DKA, burns, head injury,
  // septic arthritis), as parents describe them.
  e(
    'baby-seven-weeks-temp-38-3',
    person(1, 'female', [
      'my baby is 7 weeks old',
      'temprature 38.3 under her arm',
      'a bit more sleepy than usual',
      'no jabs recently',
    ]),
    null,
  ),
  e(
    'toddler-rash-glass-test-stays',
    person(2, 'male', [
      'purple spots on his tummy and legs',
      "they don't fade when I press a glass on them",
      'temp 39.5',
      'gone floppy',
    ]),
    MENINGO,
  ),
  e(
    'baby-five-months-soft-spot-bulging',
    person(1, 'male', [
      '5 month old',
      'the soft spot on top of his head is bulging out',
      'vommiting and really irritable',
      'fever 38.9',
    ]),
    MENINGO,
  ),
  e(
    'baby-four-months-grunting-ribs',
    person(1, 'female', [
      'my 4 month old has had a cold',
      'making a grunting noise every breath',
      'skin sucking in under her ribs',
      'only taking half her bottles',
    ]),
    ['J21', 'J18'],
  ),
  e(
    'baby-eleven-months-mottled-wont-wake',
    person(1, 'male', [
      'my 11 month old',
      'skin gone blotchy and mottled, hands cold',
      'really hard to wake, keeps dropping back off',
      'burning up, 104F',
    ]),
    null,
  ),
  e(
    'baby-nine-months-high-pitched-cry',
    person(1, 'female', [
      '9 month old daughter',
      "strange high pitched cry that won't stop",
      'not smiling or looking at us at all',
      'feels really hot',
    ]),
    null,
  ),
  e(
    'toddler-fever-fit-jerking',
    person(2, 'male', [
      'toddler just had a siezure',
      'arms and legs jerking and eyes rolled back',
      'he had a high temp all day',
      'now very sleepy',
    ]),
    ['R56', 'G40', 'G41'],
  ),
  e(
    'baby-six-weeks-green-sick',
    person(1, 'male', [
      'my son is 6 weeks',
      'being sick and it is bright green',
      'not keeping any feeds down since this morning',
    ]),
    ['K56', 'Q43'],
  ),
  e(
    'baby-ten-months-redcurrant-jelly',
    person(1, 'male', [
      '10 month old boy',
      'screaming and pulling his knees up every 15 mins or so',
      'red jelly like blood in his nappy',
      'pale and floppy in between',
    ]),
    ['K56'],
  ),
  e(
    'toddler-button-battery-missing',
    person(2, 'female', [
      'think she swallowed a button battery from the tv remote',
      'battery is missing and she had the remote',
      'seems fine at the moment',
    ]),
    SWALLOWED,
  ),
  e(
    'child-swallowed-magnet-balls',
    person(7, 'male', [
      'son swallowed two of those tiny magnetic balls',
      'says his tummy hurts a bit',
    ]),
    SWALLOWED,
  ),
  e(
    'toddler-choked-peanut-still-wheezy',
    person(3, 'female', [
      'choked on a peanut at lunch',
      'we think she coughed it up',
      'still coughing and wheezy an hour later',
    ]),
    ['T17'],
  ),
  e(
    'teen-son-woke-ball-pain',
    person(14, 'male', [
      'my son woke up with really bad pain in his left ball',
      'thrown up twice',
      'that side looks higher up',
    ]),
    TORSION,
  ),
  e(
    'teen-daughter-paracetamol-last-night',
    person(15, 'female', [
      'daughter told me she took about 20 paracetamol last night',
      'she says she feels fine',
      'slight tummy ache',
    ]),
    ['T39'],
  ),
  e(
    'child-asthma-grey-lips-10-puffs',
    person(9, 'male', [
      "son's asthma is really bad",
      "can't get his words out",
      'lips look greyish',
      'had 10 puffs of salbutamol, no better',
    ]),
    ASTHMA,
  ),
  e(
    'child-thirsty-weeing-now-vomiting',
    person(11, 'female', [
      'drinking loads and weeing all the time for a few weeks',
      'now being sick and has stomache ache',
      'breathing deep and fast',
      'breath smells like pear drops',
    ]),
    DKA,
  ),
  e(
    'toddler-tea-scald-blisters',
    person(2, 'male', [
      'pulled a mug of hot tea over himself',
      'chest and arm scalded',
      'big blisters, bigger than his hand',
    ]),
    ['T21', 'T22', 'T29', 'T31'],
  ),
  e(
    'child-top-bunk-fall-knocked-out',
    person(4, 'female', [
      'fell off the top bunk onto the hard floor',
      'knocked out for a few seconds',
      'been sick twice since',
    ]),
    HEAD_INJURY,
  ),
  e(
    'child-hot-knee-fever-no-weight',
    person(5, 'male', [
      "limping since yesterday, now won't put any weight on his right leg",
      'knee is red hot and swollen',
      'temp 39.2',
    ]),
    ['M00'],
  ),
  e(
    'teen-stiff-neck-light-fever',
    person(16, 'female', [
      "my daughter's neck is stiff, can't put chin to chest",
      'headache and the light hurts her eyes',
      'fever 102.5°F',
      'drowsy',
    ]),
    MENINGO,
  ),

  // Emergencies in older people (65+), often atypical or told by a relative.
  e(
    'older-breathless-sweaty-no-chest-pain',
    person(78, 'female', [
      'suddenly really short of breath',
      'cold sweat',
      'feel sick',
      'no chest pain at all',
    ]),
    MI,
  ),
  e(
    'older-indigestion-jaw-grey',
    person(72, 'male', [
      'what feels like indigestion but much worse',
      'heaviness going up into my jaw',
      'wife says I look grey and clammy',
      'started 30 mins ago while gardening',
    ]),
    MI,
  ),
  e(
    'dad-words-jumbled-hand-dropping',
    person(81, 'male', [
      "dad's speech suddenly gone funny",
      'his words are all jumbled up',
      'right hand keeps dropping things',
      'started about an hour ago',
    ]),
    STROKE,
  ),
  e(
    'mum-face-lopsided-arm-wont-lift',
    person(76, 'female', [
      "mum's face looks lopsided",
      "she can't lift her left arm",
      'noticed when she woke up',
    ]),
    STROKE,
  ),
  e(
    'nan-suddenly-confused-shivering',
    person(84, 'female', [
      'nan is suddenly really confused today',
      "doesn't know where she is",
      'shivering but feels boiling',
      "hasn't had a wee since this morning",
    ]),
    ['A41', 'N39', 'N10'],
  ),
  e(
    'older-fall-hip-leg-turned-out',
    person(83, 'female', [
      'had a fall in the kitchen',
      "can't get up, pain in my right hip",
      'leg looks shorter and turned out',
    ]),
    ['S72'],
  ),
  e(
    'dad-head-bump-on-apixaban',
    person(79, 'male', [
      'dad fell and banged his head on the door frame',
      "he's on apixaban",
      'small cut, says he feels fine',
    ]),
    HEAD_INJURY,
  ),
  e(
    'older-sudden-back-belly-nearly-fainted',
    person(71, 'male', [
      'sudden terrible pain in my back and belly',
      'nearly passed out',
      'clammy',
    ]),
    ['I71'],
  ),
  e(
    'older-black-tarry-poo-aspirin',
    person(74, 'male', [
      'on aspirin and clopidogrel',
      'poo is black and sticky like tar',
      'dizzy when I stand up',
    ]),
    GI_BLEED,
  ),
  e(
    'mum-coffee-grounds-rivaroxaban',
    person(80, 'female', [
      'my mum is on rivaroxaban',
      'she sicked up what looks like coffee grounds',
      'very pale',
    ]),
    GI_BLEED,
  ),
  e(
    'older-cannot-pee-at-all',
    person(
      77,
      'male',
      ["haven't been able to pee at all since last night", 'lower tummy swollen and agony'],
      ['enlarged prostate'],
    ),
    ['R33', 'N40'],
  ),
  e(
    'older-leg-suddenly-cold-white',
    person(
      73,
      'female',
      ['right leg suddenly cold and white', 'really painful', "can't feel my toes properly"],
      ['atrial fibrillation'],
    ),
    ['I74'],
  ),
  e(
    'older-eye-went-black-temple-headache',
    person(75, 'female', [
      'lost the sight in my left eye this morning, it just went black',
      'headache at my temples for 2 weeks',
      'jaw aches when I chew',
    ]),
    ['M31', 'H34'],
  ),
  e(
    'grandad-cold-flat-mumbling',
    person(86, 'male', [
      'found grandad in his freezing cold flat',
      'skin ice cold to touch',
      'mumbling and really slow',
      'he was shivering but has stopped',
    ]),
    ['T68'],
  ),
  e(
    'dad-gliclazide-talking-nonsense',
    person(
      79,
      'male',
      [
        'dad is on gliclazide',
        'sweaty, shaky and talking nonsense',
        "can't get him to eat or drink anything",
        'very drowsy',
      ],
      ['type 2 diabetes'],
    ),
    ['E16', 'E11', 'T38'],
  ),
  e(
    'older-bloated-vomit-no-wind',
    person(76, 'female', [
      'tummy massively bloated',
      'been sick loads, it smells like poo',
      "haven't pooed or passed wind for 3 days",
    ]),
    ['K56'],
  ),
  e(
    'dad-chest-infection-fast-breathing-muddled',
    person(82, 'male', [
      "dad's got a bad chesty cough",
      'breathing really fast and shallow',
      "muddled, doesn't know what day it is",
      'temp 38.9',
    ]),
    ['J18', 'J15', 'J13'],
  ),
  e(
    'older-knee-op-sudden-breathless',
    person(68, 'female', [
      'had my knee replaced 2 weeks ago',
      'suddenly short of breath',
      'sharp chest pain when I breathe in',
      'coughed up a bit of blood',
    ]),
    PE,
  ),
  e(
    'older-sleep-sitting-up-pink-froth',
    person(80, 'male', [
      "can't lie flat, sleeping sat up in the chair",
      'coughing up pink frothy spit',
      'so breathless',
      'ankles really swollen',
    ]),
    ['I50', 'J81'],
  ),
  e(
    'husband-arm-weak-speech-back-normal',
    person(70, 'male', [
      "husband's arm went weak and his speech slurred",
      'lasted about 10 minutes',
      'back to normal now',
    ]),
    ['G45', 'I63'],
  ),

  // Emergencies in adults and pregnancy.
  e(
    'satay-lips-tongue-throat-tight',
    person(29, 'female', [
      'ate a satay, think it had peanuts',
      'lips and tongue swelling up',
      'throat feels tight',
      'wheezy',
    ]),
    ['T78'],
  ),
  e(
    'positive-test-one-side-shoulder-tip',
    person(31, 'female', [
      'period 2 weeks late, positive test',
      'sharp pain low down on one side',
      'pain at the tip of my shoulder',
      'feel faint',
    ]),
    ['O00'],
  ),
  e(
    'pregnant-34-weeks-bump-rock-hard',
    person(33, 'female', [
      '34 weeks pregnant',
      'sudden constant tummy pain',
      'bump feels rock hard',
      'a bit of dark bleeding',
    ]),
    ['O45', 'O46'],
  ),
  e(
    'pregnant-36-weeks-headache-flashing',
    person(28, 'female', [
      '36 weeks pregnant',
      "banging headache paracetamol won't touch",
      'seeing flashing lights',
      'face and hands suddenly puffy',
    ]),
    ['O14', 'O11', 'O13', 'O15'],
  ),
  e(
    'five-days-postnatal-soaking-pads',
    person(30, 'female', [
      'had my baby 5 days ago',
      'suddenly bleeding heavily, soaking a pad in an hour',
      'big clots',
      'dizy',
    ]),
    ['O72'],
  ),
  e(
    'three-weeks-after-c-section-breathless',
    person(34, 'female', [
      '3 weeks after my c-section',
      'suddenly breathless',
      'chest hurts when I breathe in',
    ]),
    ['I26', 'O88'],
  ),
  e(
    'student-headache-neck-rash-legs',
    person(19, 'male', [
      'worst headache, neck really stiff',
      'light hurts my eyes',
      'spotty rash starting on my legs',
    ]),
    MENINGO,
  ),
  e(
    'hit-with-bat-headache-vomited',
    person(47, 'female', [
      'sudden explosive headache, like being hit with a bat',
      'worst pain of my life',
      'threw up',
    ]),
    SAH,
  ),
  e(
    'headache-exploded-during-sex',
    person(39, 'male', [
      'headache exploded during sex',
      'peaked within seconds',
      'never had anything like it',
    ]),
    ['I60', 'G44'],
  ),
  e(
    'plan-to-end-life-tonight',
    person(26, 'male', [
      'been planning to end my life',
      'saved up all my tablets',
      'going to do it tonight',
    ]),
    null,
  ),
  e(
    'voices-telling-hurt-mum',
    person(23, 'female', [
      'hearing voices telling me to hurt my mum',
      "haven't slept for days",
      "scared I'll do it",
    ]),
    ['F20', 'F23', 'F29'],
  ),
  e(
    'back-pain-numb-wiping-bladder',
    person(44, 'male', [
      'bad back pain for a week',
      'now numb between my legs when I wipe',
      "can't tell when I need a wee",
    ]),
    ['G83', 'M51'],
  ),
  e(
    'adult-sudden-testicle-agony-vomiting',
    person(21, 'male', [
      'sudden agonising pain in my right testicle',
      'started 2 hours ago',
      'throwing up',
    ]),
    TORSION,
  ),
  e(
    'curtain-coming-down-right-eye',
    person(58, 'male', [
      'like a dark curtain coming down over my right eye',
      'loads of floaters and flashes before it',
    ]),
    ['H33'],
  ),
  e(
    'oven-cleaner-splashed-eye',
    person(35, 'male', ['splashed oven cleaner in my eye', 'stinging like mad', "can't open it"]),
    ['T26'],
  ),
  e(
    'sudden-eye-pain-halos-sick',
    person(63, 'female', [
      'sudden severe pain in my right eye',
      'seeing rainbow rings round lights',
      'eye red and blurry',
      'feel sick',
    ]),
    ['H40'],
  ),
  e(
    'adult-asthma-cant-finish-sentence',
    person(34, 'male', ['asthma attack', "can't finish a sentence", 'inhaler does nothing']),
    ASTHMA,
  ),
  e(
    'type-1-ketones-high-vomiting',
    person(
      22,
      'female',
      ['ketones 3.8', "been throwing up and can't keep fluids down", 'breathing heavy'],
      ['type 1 diabetes'],
    ),
    DKA,
  ),
  e(
    'tall-lad-sudden-side-chest-pain',
    person(20, 'male', [
      'sudden sharp pain right side of my chest',
      'really short of breath',
      'came on sitting watching tv',
    ]),
    ['J93'],
  ),
  e(
    'wasp-sting-hives-faint-tongue',
    person(46, 'female', [
      'stung by a wasp 10 mins ago',
      'hives spreading all over',
      'feel faint and dizzy',
      'tongue feels thick',
    ]),
    ['T63', 'T78'],
  ),

  // Urgent look-alikes: NG143 amber in a baby or child, early pregnancy bleeding (early
  // pregnancy unit), kidney infection signs, GCA without vision loss, sudden new floaters,
  // suicidal thoughts without a plan, DVT after birth, a large local sting reaction, an asthma
  // attack that settled, a dry toddler, shingles near the eye, a dental abscess and severe
  // vomiting in pregnancy.
  u(
    'baby-four-months-39-1-smiling',
    person(1, 'male', [
      '4 month old',
      'temperature 39.1',
      'feeding ok and smiling at us',
      'no jabs this week',
    ]),
    null,
  ),
  u(
    'toddler-fever-five-days',
    person(3, 'female', [
      'fever on and off for 5 days now',
      '38.6 today',
      'eating less but still drinking',
    ]),
    null,
  ),
  u(
    'child-limp-after-cold-no-fever',
    person(6, 'male', [
      'limping since tuesday after a cold',
      "now doesn't want to put weight on his left leg",
      'no temperature',
    ]),
    null,
  ),
  u(
    'seven-weeks-pregnant-spotting',
    person(27, 'female', [
      '7 weeks pregnant',
      'light brownish spotting',
      'mild period like cramps',
      'no shoulder pain and not dizzy',
    ]),
    ['O20', 'O03', 'O00'],
  ),
  u(
    'older-burning-wee-back-ribs-shivery',
    person(70, 'female', [
      'burning when I wee',
      'pain in my back just under the ribs',
      'hot and shivery',
      'thinking clearly',
    ]),
    ['N10', 'N39'],
  ),
  u(
    'older-temple-headache-scalp-sore-sight-fine',
    person(72, 'male', [
      'new headache at my temples',
      'scalp sore when I comb my hair',
      'jaw aches when eating',
      'eyesight is fine',
    ]),
    ['M31'],
  ),
  u(
    'sudden-new-floaters-no-curtain',
    person(61, 'female', [
      'lots of new floaters suddenly today',
      'no curtain or shadow over my vision',
    ]),
    ['H43', 'H33'],
  ),
  u(
    'thoughts-better-off-without-me-no-plan',
    person(32, 'male', [
      'thinking everyone would be better off without me',
      'no plans to do anything',
      'really low for weeks',
    ]),
    null,
  ),
  u(
    'ten-days-postnatal-calf-swollen',
    person(29, 'female', [
      '10 days after giving birth',
      'left calf swollen and sore',
      'warm to touch',
      'breathing fine',
    ]),
    ['I80', 'I82', 'O87'],
  ),
  u(
    'wasp-sting-swelling-spreading-12cm',
    person(41, 'male', [
      'stung on my forearm yesterday',
      'swelling spread to about 12cm, red and hot',
      'breathing fine, no lip swelling',
    ]),
    ['T63', 'L03'],
  ),
  u(
    'child-wheezy-night-inhaler-helped',
    person(6, 'female', [
      'bad wheezy spell last night',
      'blue inhaler helped',
      'now talking and playing normally',
    ]),
    ASTHMA,
  ),
  u(
    'toddler-dv-one-wet-nappy',
    person(1, 'male', [
      '14 month old',
      'diarrhoea and vomiting since yesterday',
      'only one wet nappy today',
      'lips a bit dry',
      'still alert',
    ]),
    ['A08', 'A09', 'E86'],
  ),
  u(
    'older-blistery-forehead-rash-near-eye',
    person(71, 'female', [
      'painful blistery rash on one side of my forehead',
      'spreading down towards my eye',
      'tingled for 2 days before',
    ]),
    ['B02'],
  ),
  u(
    'tooth-throbbing-gum-pus-face-swelling',
    person(38, 'male', [
      'tooth throbbing for 3 days',
      'gum swollen with pus',
      'face starting to swell a bit',
      'breathing and swallowing fine',
    ]),
    ['K04'],
  ),
  u(
    'nine-weeks-pregnant-cant-keep-water-down',
    person(28, 'female', [
      '9 weeks pregnant',
      "can't keep anything down, not even water, for over a day",
      'hardly peeing and it is dark',
    ]),
    ['O21'],
  ),

  // Routine look-alikes: a well child with a fever, a minor bump, a tummy bug with drinks going
  // down, a mild UTI in an older woman without confusion, a sprained wrist that moves, a
  // nosebleed on warfarin that stopped, a known migraine, period pain, hay fever, hives without
  // swelling or breathing trouble, back pain without red flags, low mood without risk, a painless
  // testicle lump, walking calf pain that eases with rest and conjunctivitis.
  r(
    'toddler-38-4-drinking-playing',
    person(2, 'female', [
      'temp 38.4 since last night',
      'drinking fine and still playing',
      'wet nappies as normal',
    ]),
    null,
  ),
  r(
    'toddler-bumped-head-cried-straight-away',
    person(3, 'male', [
      'bumped his head on the coffee table',
      'cried straight away then back to playing',
      'small lump, not been sick',
    ]),
    ['S00', 'S09'],
  ),
  r(
    'child-sick-twice-keeping-drinks-down',
    person(5, 'female', [
      'sick twice this morning and loose poos',
      'keeping drinks down now',
      'weeing normally',
    ]),
    ['A08', 'A09'],
  ),
  r(
    'older-stinging-wee-no-fever-clear-head',
    person(68, 'female', [
      'stinging when I pee',
      'going more often',
      'no fever and no back pain',
      'not confused at all',
    ]),
    ['N39', 'N30'],
  ),
  r(
    'older-twisted-wrist-can-grip',
    person(70, 'male', [
      'twisted my wrist lifting a box',
      'sore and a bit swollen',
      'can move it and grip ok',
    ]),
    ['S63'],
  ),
  r(
    'warfarin-nosebleed-stopped-10-mins',
    person(
      76,
      'male',
      ['nosebleed this morning', 'stopped after pinching my nose for 10 minutes'],
      ['on warfarin'],
    ),
    ['R04'],
  ),
  r(
    'usual-migraine-zigzags-triptan',
    person(34, 'female', [
      'my usual migraine',
      'zigzag lights then throbbing on one side',
      'same as always, sumatriptan helping',
    ]),
    ['G43'],
  ),
  r(
    'period-cramps-like-always',
    person(19, 'female', [
      'bad period cramps first two days, like always',
      'ibuprofen helps',
      'period came on time',
    ]),
    ['N94'],
  ),
  r(
    'spring-sneezing-itchy-eyes',
    person(27, 'male', ['sneezing and itchy watery eyes', 'happens every spring', 'runny nose']),
    ['J30'],
  ),
  r(
    'itchy-welts-new-powder-no-swelling',
    person(31, 'female', [
      'itchy raised rash after new washing powder',
      'no lip or tongue swelling',
      'breathing fine',
    ]),
    ['L50'],
  ),
  r(
    'older-back-ache-digging-no-numbness',
    person(66, 'male', [
      'lower back pain after digging the garden',
      'walking ok',
      'no numbness and peeing normally',
    ]),
    ['M54'],
  ),
  r(
    'feeling-down-few-weeks-no-harm',
    person(45, 'female', [
      'feeling down for a few weeks',
      'not sleeping well',
      'no thoughts of hurting myself',
    ]),
    ['F32', 'F33'],
  ),
  r(
    'teen-pea-sized-lump-painless',
    person(17, 'male', [
      'noticed a small pea sized lump on my testicle',
      "doesn't hurt",
      'been there a couple of weeks',
    ]),
    null,
  ),
  r(
    'older-calf-cramp-walking-eases-rest',
    person(71, 'male', [
      'calf cramps when I walk to the shops',
      'goes away when I stop for a few minutes',
      'feet warm and normal colour',
    ]),
    ['I73', 'I70'],
  ),
  r(
    'older-gritty-sticky-eye-vision-fine',
    person(67, 'female', [
      'eye red and gritty',
      'sticky yellow crust in the mornings',
      'vision fine, no pain',
    ]),
    ['H10'],
  ),
];
