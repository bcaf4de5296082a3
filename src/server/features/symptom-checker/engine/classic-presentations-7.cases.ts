/**
 * Round-7B development validation set: 100 presentations (60 emergency, 20 urgent, 20 routine)
 * written from public guidance, not from the engine, its knowledge base or any evaluation
 * vignette. Emergencies are the conditions that most often bring people of each age to A&E or 999,
 * each in its typical textbook presentation (Semigran et al., BMJ 2015 style), told the way a
 * standardised patient or parent would type it. Pages: NHS "Heart attack", "Stroke" (FAST),
 * "Transient ischaemic attack" (999 even if the symptoms have gone), "Sepsis", "Meningitis",
 * "Anaphylaxis", "Asthma attack", "Pulmonary embolism", "Appendicitis" (999/A&E: severe tummy
 * pain; urgent GP or 111: pain moving to the lower right or slowly getting worse), "Ectopic
 * pregnancy", "Diabetic ketoacidosis", "Type 1 diabetes", "Bronchiolitis", "Croup", "Head injury
 * and concussion", "Vomiting blood", "Paracetamol overdose", "Poisoning", "Testicle pain",
 * "Subarachnoid haemorrhage", "Burns and scalds", "Broken arm or wrist", "Broken leg", "What to do
 * if someone has a seizure", "Help for suicidal thoughts", "Kidney infection", "Dehydration",
 * "Intestinal obstruction", "Abdominal aortic aneurysm", "Aortic dissection", "Vaginal bleeding
 * in pregnancy", "Miscarriage", "Pre-eclampsia", "Cauda equina syndrome", "Glaucoma", "Low blood
 * sugar (hypoglycaemia)", "Heat exhaustion and heatstroke"; Healthier Together "Fever" (under 3
 * months with 38°C / 100.4°F or more: A&E or 999; 3–6 months with 39°C: GP or 111 today),
 * "Croup" (stridor at rest: 999; only when upset: GP or 111 today), "Bronchiolitis", "Diarrhoea
 * and vomiting", "Wheezing" and "Headaches in pregnancy, 20 weeks and over" (headache with
 * flashing lights or pain under the ribs: maternity unit within the hour; with drowsiness,
 * confusion or a fit: 999). Look-alikes and same-day or self-care problems from NHS "DVT",
 * "Dental abscess", "Your baby's movements", "Shingles", "Cellulitis", "Epididymitis", "Sudden
 * hearing loss", "Giant cell arteritis", "Red eye", "Costochondritis", "Migraine", "Tension
 * headaches", "Period pain", "Urinary tract infections", "Sprains and strains", "Back pain",
 * "Conjunctivitis", "Teething", "Insect bites and stings", "Panic disorder", "Swollen ankles, feet
 * and legs (oedema)" and "High temperature (fever) in children". Urgency is the page's advice
 * (999/A&E → emergency; urgent GP, urgent treatment centre, 111, urgent dentist, early pregnancy
 * unit or maternity unit the same day → urgent; self-care, pharmacist or routine GP → routine);
 * ICD-10 categories count as the right condition (null: triage only). Sixty emergencies cannot
 * hold every listed topic twice: intentional overdose also counts as suicidal intent, kidney
 * infection with sepsis as adult sepsis, meningococcal rash as child sepsis; severe dehydration,
 * intussusception, bowel obstruction, pre-eclampsia (with drowsiness), angle-closure glaucoma,
 * hypoglycaemia not responding and heatstroke appear once each.
 */
import { e, person, r, u, type ValidationCase } from './validation-case.ts';

const HEART_ATTACK = ['I21', 'I20', 'I24'];
const STROKE = ['I63', 'I61', 'I64', 'G45'];
const SEPSIS = ['A41', 'A40', 'R65'];
const MENINGITIS = ['A39', 'G00', 'G03', 'A87'];
const ANAPHYLAXIS = ['T78', 'T63', 'T88'];
const ASTHMA = ['J45', 'J46'];
const PE = ['I26'];
const APPENDICITIS = ['K35', 'K36', 'K37'];
const ECTOPIC = ['O00'];
const DKA = ['E10', 'E11', 'E13', 'E14'];
const CROUP = ['J05'];
const BRONCHIOLITIS = ['J21'];
const HEAD_INJURY = ['S06', 'S09', 'S00'];
const UPPER_GI_BLEED = ['K92', 'K25', 'K26', 'K27', 'K28', 'K22', 'I85'];
const TORSION = ['N44'];
const SAH = ['I60'];
const BURNS = ['T20', 'T21', 'T22', 'T23', 'T24', 'T25', 'T29', 'T30', 'T31'];
const SEIZURE = ['G40', 'G41', 'R56'];
const SUICIDAL = ['R45', 'F32', 'F33'];
const DEHYDRATION_GASTRO = ['A08', 'A09', 'E86', 'K52'];
const OBSTRUCTION = ['K56'];
const AORTA = ['I71'];
const CAUDA_EQUINA = ['G83', 'M51'];
const PRE_ECLAMPSIA = ['O14', 'O15', 'O11', 'O13'];
const HYPO = ['E16', 'E10', 'E11', 'E15'];
const HEAT = ['T67'];
const DVT = ['I80', 'I82'];

export const GUIDANCE_CASES_ROUND_7B: ValidationCase[] = [
  // Emergencies: heart attack (a man, a woman, an older diabetic), stroke and TIA in FAST lay
  // phrasings, sepsis in an adult and a child, meningitis and a non-fading rash.
  e(
    'chest-in-a-vice-left-arm-jaw',
    person(58, 'male', [
      "my chest feels like it's in a vice",
      'pain going down my left arm and up into my jaw',
      'sweating buckets',
      'started half an hour ago watching telly',
    ]),
    HEART_ATTACK,
  ),
  e(
    'woman-heavy-chest-back-sick',
    person(63, 'female', [
      'heavy pressing feeling across my chest',
      'aching between my shoulder blades too',
      'feel sick and clammy',
      'been going on 25 minutes and not easing',
    ]),
    HEART_ATTACK,
  ),
  e(
    'diabetic-grandad-grey-breathless',
    person(
      77,
      'male',
      [
        'suddenly really breathless and sick',
        'tightness in the middle of my chest',
        "wife says I've gone a funny grey colour and I'm sweaty",
      ],
      ['type 2 diabetes'],
    ),
    HEART_ATTACK,
  ),
  e(
    'face-gone-lopsided-arm-dropping',
    person(74, 'female', [
      'her face has gone all lopsided',
      'her right arm keeps dropping when she tries to lift it',
      'happened suddenly 20 minutes ago',
    ]),
    STROKE,
  ),
  e(
    'cant-get-words-out-leg-gave-way',
    person(69, 'male', [
      "he can't get his words out, what comes out is gibberish",
      'his right leg just gave way under him',
      'mouth drooping at one corner',
    ]),
    STROKE,
  ),
  e(
    'tia-hand-went-dead-now-fine',
    person(61, 'male', [
      'my left hand went dead and useless for about 10 minutes',
      'my words came out slurred',
      'all back to normal now',
    ]),
    STROKE,
  ),
  e(
    'mum-confused-blotchy-not-weeing',
    person(82, 'female', [
      'my mum is suddenly muddled and not making sense',
      'shivering with a temperature of 39.2',
      'her skin looks blotchy and bluish',
      "hasn't had a wee since yesterday",
    ]),
    SEPSIS,
  ),
  e(
    'toddler-mottled-breathing-fast-hard-to-wake',
    person(3, 'female', [
      'burning hot, temp 39.8',
      'her skin looks mottled and her hands and feet are freezing',
      'breathing really fast',
      'so sleepy I can barely wake her',
    ]),
    SEPSIS,
  ),
  e(
    'toddler-spots-dont-fade-glass',
    person(2, 'male', [
      'temperature 39.5',
      "purple spots on his legs that don't go when I press a glass on them",
      'really drowsy and whingy',
    ]),
    [...MENINGITIS, ...SEPSIS],
  ),
  e(
    'student-stiff-neck-light-hurts',
    person(19, 'female', [
      "worst headache I've ever had with a high temprature",
      "neck so stiff I can't put my chin on my chest",
      'lights hurt my eyes',
      'keep throwing up',
    ]),
    MENINGITIS,
  ),
  // Anaphylaxis from food, a sting and a drug; severe asthma in an adult and a child; pulmonary
  // embolism after surgery and on the pill.
  e(
    'peanut-lips-swelling-wheezy',
    person(9, 'male', [
      'ate a cereal bar with peanuts in',
      'his lips and tongue are swelling up',
      "wheezy and can't get his breath",
      'voice has gone croaky',
    ]),
    ANAPHYLAXIS,
  ),
  e(
    'wasp-sting-faint-throat-tight',
    person(45, 'male', [
      'stung by a wasp 10 minutes ago',
      "throat feels like it's closing up",
      'itchy hives all over',
      'feel faint and dizzy',
    ]),
    ANAPHYLAXIS,
  ),
  e(
    'antibiotic-face-swelling-cant-swallow',
    person(33, 'female', [
      'took my first amoxicillin tablet an hour ago',
      'face and tongue swelling',
      'struggling to swallow',
      'light headed and heart pounding',
    ]),
    ANAPHYLAXIS,
  ),
  e(
    'asthma-gasping-every-couple-words',
    person(27, 'male', [
      'asthma attack',
      'gasping after every couple of words',
      "used my blue inhaler 10 times and it's done nothing",
    ]),
    ASTHMA,
  ),
  e(
    'asthmatic-girl-ribs-sucking-in',
    person(6, 'female', [
      'she has asthma and is really wheezy',
      'ribs and tummy sucking in with each breath',
      'too puffed out to talk',
      'had her reliever 3 times and no better',
    ]),
    ASTHMA,
  ),
  e(
    'after-knee-op-sudden-breathless',
    person(38, 'female', [
      'had knee surgery 10 days ago',
      "suddenly can't catch my breath",
      'sharp stabbing chest pain when I breathe in',
      'coughed up a bit of blood',
    ]),
    PE,
  ),
  e(
    'on-pill-calf-then-breathless',
    person(29, 'female', [
      'on the combined pill',
      'right calf has been swollen and sore for a few days',
      "now out of nowhere I'm really short of breath and my heart is racing",
    ]),
    PE,
  ),
  // Severe appendicitis, ectopic pregnancy, DKA (known and new type 1), a feverish baby under 3
  // months, croup with stridor at rest, bronchiolitis with pauses or grunting.
  e(
    'pain-belly-button-to-bottom-right-severe',
    person(15, 'male', [
      'pain started round my belly button and has moved to the bottom right',
      "it's agony now, can't stand up straight",
      'temp 38.3',
      'been sick twice',
    ]),
    APPENDICITIS,
  ),
  e(
    'right-sided-pain-spread-whole-tummy',
    person(31, 'female', [
      'pain in my lower right tummy since yesterday',
      'it has suddenly got much worse and spread across my whole stomache',
      'tummy feels hard',
      'not pregnant, period was last week',
    ]),
    APPENDICITIS,
  ),
  e(
    'six-weeks-pregnant-shoulder-tip-pain',
    person(27, 'female', [
      'about 6 weeks pregnant',
      'sharp pain low down on my left side',
      'weird pain in the tip of my shoulder',
      'feel faint',
      'a bit of brown spotting',
    ]),
    ECTOPIC,
  ),
  e(
    'late-period-one-sided-pain-nearly-fainted',
    person(32, 'female', [
      'period is 2 weeks late and the test was positive',
      'sudden stabbing pain on one side of my lower belly',
      'nearly passed out on the loo',
      'hurts when I poo',
    ]),
    ECTOPIC,
  ),
  e(
    'type1-teen-ketones-high-vomiting',
    person(
      14,
      'male',
      [
        'his meter just says HI',
        'ketones 4.2',
        "being sick and can't keep anything down",
        'breathing deep and fast, breath smells like pear drops',
      ],
      ['type 1 diabetes'],
    ),
    DKA,
  ),
  e(
    'girl-thirsty-weeing-now-drowsy',
    person(8, 'female', [
      'drinking loads and weeing all the time for a few weeks',
      'lost weight, her clothes are hanging off her',
      'now vommiting and really drowsy',
      'breath smells fruity',
    ]),
    DKA,
  ),
  e(
    'six-week-old-temp-38',
    person(1, 'male', [
      'my 6 week old feels hot',
      'temperature of 38.2C under his arm',
      'not as interested in his feeds',
    ]),
    null,
  ),
  e(
    'eight-week-old-100-9f',
    person(1, 'female', [
      'my 8 week old daughter',
      'temp is 100.9F',
      'no jabs in the last few days',
      'more sleepy than normal',
    ]),
    null,
  ),
  e(
    'seal-bark-noisy-breathing-sitting-still',
    person(2, 'male', [
      'barking cough like a seal since last night',
      'harsh noise when he breathes in even when he is sitting quietly',
      'skin pulling in at his neck and under his ribs',
    ]),
    CROUP,
  ),
  e(
    'croup-struggling-lips-grey',
    person(4, 'female', [
      'croupy cough',
      'really struggling to breathe now',
      'rasping sound with every breath in, even when she is calm',
      'lips look greyish',
    ]),
    CROUP,
  ),
  e(
    'three-month-old-stops-breathing',
    person(1, 'male', [
      'my 3 month old has had a snuffly cold and cough for 3 days',
      'he keeps stopping breathing for a few seconds',
      'grunting with each breath',
    ]),
    BRONCHIOLITIS,
  ),
  e(
    'seven-month-old-grunting-belly-sucking',
    person(1, 'female', [
      'my 7 month old has bronchiolitis',
      'breathing really fast and making a grunting noise',
      'her tummy sucks in under her ribs',
    ]),
    BRONCHIOLITIS,
  ),
  // Head injury with red flags, upper GI bleed, overdose and poisoning, testicular torsion,
  // thunderclap headache, serious burns, fractures with deformity, seizures, suicidal intent.
  e(
    'fell-climbing-frame-sick-sleepy',
    person(7, 'male', [
      'fell off the climbing frame and banged his head',
      'been sick 3 times since',
      'really sleepy and hard to keep awake',
    ]),
    HEAD_INJURY,
  ),
  e(
    'older-on-warfarin-hit-head',
    person(
      79,
      'female',
      [
        'fell and hit my head on the kitchen worktop',
        'I take warfarin',
        'was knocked out for a minute or so',
        'headache getting worse',
      ],
      ['atrial fibrillation'],
    ),
    HEAD_INJURY,
  ),
  e(
    'coffee-grounds-black-tarry-poo',
    person(63, 'male', [
      'threw up what looked like coffee grounds',
      'poo is black and sticky like tar',
      'dizzy when I stand up',
      'been taking ibuprofen for my back',
    ]),
    UPPER_GI_BLEED,
  ),
  e(
    'vomited-cupful-fresh-blood',
    person(52, 'female', [
      'brought up about a cupful of bright red blood',
      'feel faint and clammy',
      'heart racing',
    ]),
    UPPER_GI_BLEED,
  ),
  e(
    'took-24-paracetamol-on-purpose',
    person(17, 'female', [
      'took 24 paracetamol about 2 hours ago',
      'did it on purpose because I wanted to end it',
      'feel ok at the moment',
    ]),
    ['T39', 'X60', ...SUICIDAL],
  ),
  e(
    'toddler-ate-grans-tablets-drowsy',
    person(2, 'male', [
      "found my 2 year old with his nan's blood pressure tablets and some are missing",
      "he's gone very sleepy and floppy",
    ]),
    null,
  ),
  e(
    'sudden-agony-left-ball-sitting-high',
    person(14, 'male', [
      'sudden really bad pain in my left ball',
      "it's swollen and sitting higher than the other one",
      'threw up from the pain',
    ]),
    TORSION,
  ),
  e(
    'woke-with-testicle-agony',
    person(21, 'male', [
      'woke up at 4am with agony in my right testical',
      'pain goes into my lower belly',
      'came on all at once, never had anything like it',
    ]),
    TORSION,
  ),
  e(
    'hit-on-back-of-head-with-bat',
    person(44, 'female', [
      "felt like I'd been hit on the back of the head with a bat",
      'worst headache of my life, came on in seconds',
      'been sick',
      'neck is stiff',
    ]),
    SAH,
  ),
  e(
    'headache-exploded-lifting-weights',
    person(52, 'male', [
      'headache exploded while I was lifting weights',
      'went from nothing to the worst pain ever in under a minute',
      'light is hurting my eyes',
    ]),
    SAH,
  ),
  e(
    'toddler-kettle-scald-chest',
    person(2, 'female', [
      'pulled a kettle of boiling water onto herself',
      'scald covers her chest and tummy, much bigger than my hand',
      'skin blistered and peeling off',
    ]),
    BURNS,
  ),
  e(
    'chip-pan-fire-hand-white-skin',
    person(38, 'male', [
      'chip pan caught fire',
      'burnt my hand and forearm',
      "middle of the burn is white and leathery and doesn't even hurt",
    ]),
    BURNS,
  ),
  e(
    'wrist-bent-after-slip-on-ice',
    person(73, 'female', [
      'slipped on ice and landed on my hand',
      'wrist is bent at a funny angle',
      'really swollen and painful',
    ]),
    ['S52', 'S62'],
  ),
  e(
    'football-crack-shin-bent',
    person(16, 'male', [
      'got tackled at football and heard a crack',
      'my shin looks bent',
      "can't put any weight on it at all",
    ]),
    ['S82'],
  ),
  e(
    'husband-first-fit-bit-tongue',
    person(34, 'male', [
      'my husband just had a fit, never had one before',
      'shaking all over for about 3 minutes',
      'bit his tongue and is confused now',
    ]),
    SEIZURE,
  ),
  e(
    'epileptic-fit-over-five-minutes',
    person(
      22,
      'female',
      ["she's having a seizure", "it's been going more than 5 minutes and isn't stopping"],
      ['epilepsy'],
    ),
    SEIZURE,
  ),
  e(
    'going-to-end-it-tonight-saved-tablets',
    person(35, 'male', [
      "I don't want to be here anymore",
      "I've been saving up tablets and I'm going to take them tonight",
      "I've written letters to my kids",
    ]),
    SUICIDAL,
  ),
  // Kidney infection with sepsis signs, a dehydrated floppy baby, intussusception, bowel
  // obstruction, aortic aneurysm and dissection, heavy bleeding in pregnancy, pre-eclampsia with
  // drowsiness, cauda equina, angle-closure glaucoma, hypoglycaemia not responding, heatstroke.
  e(
    'kidney-infection-rigors-confused',
    person(68, 'female', [
      'burning when I wee for a few days',
      'now pain in my right side under the ribs and into my back',
      'shaking uncontrollably with a temp of 39.6',
      "my daughter says I'm not making sense",
    ]),
    ['N10', 'N39', ...SEPSIS],
  ),
  e(
    'baby-d-and-v-no-wet-nappy-floppy',
    person(1, 'male', [
      'my 11 month old has had diarrhoea and vomiting for 2 days',
      'no wet nappy for 12 hours',
      'eyes look sunken',
      "he's floppy and really hard to wake",
    ]),
    DEHYDRATION_GASTRO,
  ),
  e(
    'baby-screaming-knees-up-redcurrant-poo',
    person(1, 'male', [
      'my 9 month old keeps screaming in bouts and pulling his knees up',
      'pale and floppy in between the attacks',
      'poo looks like redcurrant jelly',
    ]),
    OBSTRUCTION,
  ),
  e(
    'swollen-tummy-green-vomit-no-wind',
    person(71, 'female', [
      'tummy hugely swollen and tight',
      'being sick green stuff',
      "haven't pooed or passed wind for 3 days",
      'crampy pains that come in waves',
    ]),
    OBSTRUCTION,
  ),
  e(
    'sudden-tummy-pain-through-to-back-faint',
    person(
      74,
      'male',
      [
        'sudden terrible pain in my tummy going straight through to my back',
        "feel like I'm going to pass out",
        'cold and clammy',
      ],
      ['high blood pressure'],
    ),
    AORTA,
  ),
  e(
    'tearing-chest-pain-between-shoulder-blades',
    person(56, 'male', [
      'ripping pain in my chest that shot through to between my shoulder blades',
      "worst pain I've ever felt",
      'came on all at once',
    ]),
    AORTA,
  ),
  e(
    '32-weeks-heavy-bleeding-hard-bump',
    person(30, 'female', [
      '32 weeks pregnant',
      'bleeding heavily, soaking through pads',
      'constant pain and my bump feels rock hard',
    ]),
    ['O45', 'O44', 'O46'],
  ),
  e(
    '10-weeks-soaking-pad-every-15-min',
    person(26, 'female', [
      '10 weeks pregnant',
      'bleeding really heavily with big clots',
      'soaking a pad every 15 minutes',
      'feel dizzy and faint',
    ]),
    ['O03', 'O20', 'O00'],
  ),
  e(
    '36-weeks-headache-flashing-now-drowsy',
    person(33, 'female', [
      '36 weeks pregnant',
      "pounding headache that paracetamol won't touch",
      'seeing flashing lights',
      "now she's drowsy and muddled",
    ]),
    PRE_ECLAMPSIA,
  ),
  e(
    'back-pain-numb-bum-cant-feel-wee',
    person(45, 'male', [
      'bad back pain shooting down both legs',
      'numb around my bum and private parts',
      "can't feel when I need a wee",
    ]),
    CAUDA_EQUINA,
  ),
  e(
    'slipped-disc-wet-myself-numb-wiping',
    person(38, 'female', [
      'slipped disc getting worse',
      'wet myself without realising',
      "can't feel the toilet paper when I wipe",
    ]),
    CAUDA_EQUINA,
  ),
  e(
    'sudden-painful-red-eye-halos',
    person(66, 'female', [
      'sudden really painful red left eye',
      'vision gone misty with rainbow rings round lights',
      'bad headache and being sick',
    ]),
    ['H40'],
  ),
  e(
    'insulin-hypo-not-coming-up',
    person(
      70,
      'male',
      [
        'sugar was 2.1, gave him jelly babies and juice twice',
        'still only 2.4 after half an hour',
        "getting drowsy and can't follow what I say",
      ],
      ['type 1 diabetes'],
    ),
    HYPO,
  ),
  e(
    'heatwave-hot-dry-confused',
    person(80, 'female', [
      'been out in the garden all day in the heatwave',
      "skin is hot and dry, she's stopped sweating",
      'temp 40.5C',
      'confused and not making sense',
    ]),
    HEAT,
  ),
  // Urgent: same-day problems, many of them look-alikes of the emergencies above without the
  // feature that makes them 999 (kidney infection without sepsis signs, DVT without
  // breathlessness, croup with stridor only when upset, bronchiolitis feeding poorly, pre-eclampsia
  // symptoms without drowsiness, appendicitis pain that is not severe).
  u(
    'kidney-infection-side-pain-fever-alert',
    person(30, 'female', [
      'pain in my left side and lower back',
      'temp 38.4',
      'burning when I pee',
      'feel rough but thinking clearly, not dizzy',
    ]),
    ['N10', 'N39'],
  ),
  u(
    'swollen-calf-not-breathless',
    person(52, 'male', [
      'left calf swollen, warm and throbbing',
      'hurts more when I walk',
      'no chest pain and my breathing is fine',
    ]),
    DVT,
  ),
  u(
    'tooth-abscess-cheek-puffy',
    person(36, 'female', [
      'throbbing back tooth for 3 days',
      'gum swollen with a pus spot',
      'cheek starting to puff up',
      'can swallow and breathe fine',
    ]),
    ['K04', 'K05', 'K12'],
  ),
  u(
    'early-pregnancy-light-spotting-no-pain',
    person(29, 'female', [
      '7 weeks pregnant',
      'a little pink spotting when I wipe',
      'no pain and not dizzy',
    ]),
    null,
  ),
  u(
    'baby-moving-less-28-weeks',
    person(31, 'female', [
      '28 weeks pregnant',
      'baby has been much quieter than usual today',
      'no bleeding or pain',
    ]),
    ['O36'],
  ),
  u(
    'croup-noise-only-when-crying',
    person(3, 'male', [
      'barking cough since last night',
      'noisy breathing in but only when he cries',
      'breathing a bit faster than normal',
      'still drinking',
    ]),
    CROUP,
  ),
  u(
    'bronchiolitis-half-feeds-no-grunting',
    person(1, 'female', [
      'my 4 month old has a cold and cough',
      'taken less than half her usual milk for the last 3 feeds',
      'breathing a bit quick but no grunting or pauses',
    ]),
    BRONCHIOLITIS,
  ),
  u(
    'four-month-old-39-still-feeding',
    person(1, 'male', [
      'my 4 month old',
      'temperature 39.3C',
      'still feeding and smiling',
      'no rash',
    ]),
    null,
  ),
  u(
    'wrist-fall-swollen-not-bent',
    person(24, 'male', [
      'fell off my bike onto my outstretched hand',
      'wrist swollen and sore near the base of my thumb',
      'looks a normal shape and I can move my fingers',
    ]),
    ['S52', 'S62', 'S63'],
  ),
  u(
    'contact-lens-red-eye-light-hurts',
    person(27, 'female', [
      'I wear contact lenses',
      'right eye red and painful since yesterday',
      'bright light really hurts it',
      'vision a bit blurry',
    ]),
    null,
  ),
  u(
    'shingles-band-rash-older',
    person(74, 'female', [
      'painful blistery rash in a band round one side of my chest',
      'tingling and burning there for a few days before it came out',
    ]),
    ['B02'],
  ),
  u(
    'spreading-red-hot-shin-fever',
    person(58, 'male', [
      'red, hot, swollen patch on my shin that is getting bigger',
      'feels tight and painful',
      'temperature 38.1',
    ]),
    ['L03'],
  ),
  u(
    'cant-keep-water-down-over-a-day',
    person(40, 'female', [
      'been vomiting for over a day',
      "can't even keep sips of water down",
      "hardly weeing and it's dark",
      'dizzy when I stand',
    ]),
    DEHYDRATION_GASTRO,
  ),
  u(
    'toddler-tummy-bug-dry-no-wee',
    person(2, 'female', [
      'tummy bug with runny poo and sick since yesterday',
      'no wet nappy for 9 hours',
      'lips look dry',
      'still alert and watching telly',
    ]),
    DEHYDRATION_GASTRO,
  ),
  u(
    'testicle-ache-gradual-burning-pee',
    person(35, 'male', [
      'ache in my right testicle that came on gradually over 2 days',
      "it's swollen and tender",
      'burning when I pee',
      'slight temperature',
    ]),
    ['N45'],
  ),
  u(
    'low-mood-thoughts-no-plan',
    person(24, 'female', [
      'feeling really low for weeks',
      'sometimes think everyone would be better off without me',
      "no plans to do anything and I'm safe tonight",
      'need to talk to someone today',
    ]),
    ['F32', 'F33', 'F41', 'R45'],
  ),
  u(
    'sudden-hearing-loss-one-ear',
    person(47, 'male', ['woke up deaf in my left ear', 'ringing in it', 'no pain or discharge']),
    ['H91'],
  ),
  u(
    'tummy-pain-moved-right-bearable',
    person(22, 'female', [
      'tummy ache started round my belly button this morning',
      "now it's moved to the lower right",
      'hurts more when I cough',
      'pain is bearable and I can walk about',
    ]),
    APPENDICITIS,
  ),
  u(
    'temple-headache-jaw-pain-chewing',
    person(72, 'female', [
      'new headache over my temples for a week',
      'scalp tender when I brush my hair',
      'jaw aches when I chew',
      'eyesight is normal',
    ]),
    ['M31'],
  ),
  u(
    'pregnant-headache-flashing-lights-ribs',
    person(32, 'female', [
      '34 weeks pregnant',
      "headache that won't go with paracetamol",
      'flashing lights in front of my eyes',
      'pain under my ribs on the right',
    ]),
    PRE_ECLAMPSIA,
  ),
  // Routine: self-care, pharmacist or routine GP problems, mostly look-alikes of the
  // emergencies (chest wall pain, known migraine with aura, mild viral wheeze, a feverish but
  // playful toddler, a minor head bump, period pain, tension headache, simple gastroenteritis,
  // heat exhaustion that settles, a small scald, a treated hypo, a local sting reaction).
  r(
    'sore-spot-chest-after-bench-press',
    person(28, 'male', [
      'sore spot on the left of my chest',
      'hurts when I press on it or twist',
      'started after bench press yesterday',
      'not short of breath, no sweating',
    ]),
    ['M94', 'R07'],
  ),
  r(
    'usual-migraine-zigzags',
    person(34, 'female', [
      'my usual migraine',
      'zigzag lights for 20 minutes then a throbbing headache on one side',
      'diagnosed years ago and this is the same as always',
      'no weakness or numbness',
    ]),
    ['G43'],
  ),
  r(
    'viral-wheeze-mild-running-about',
    person(3, 'male', [
      'wheezy with a cold, he gets this every winter',
      'blue inhaler helps, only needing it a couple of times a day',
      'running about, eating and chatting normally',
    ]),
    ['J45', 'R06'],
  ),
  r(
    'toddler-fever-still-playing',
    person(2, 'female', [
      'temperature 38.6',
      'runny nose',
      'still running around and drinking well after Calpol',
      'no rash',
    ]),
    null,
  ),
  r(
    'toddler-bump-head-coffee-table',
    person(2, 'male', [
      'bumped his head on the coffee table',
      'cried straight away then went back to playing',
      'small lump on his forehead',
      'no vomiting, not sleepy',
    ]),
    HEAD_INJURY,
  ),
  r(
    'period-cramps-same-every-month',
    person(19, 'female', [
      'crampy pain low in my tummy',
      'period started today',
      'same every month',
      'ibuprofen takes the edge off',
    ]),
    ['N94'],
  ),
  r(
    'tight-band-headache-end-of-day',
    person(41, 'male', [
      'headache like a tight band round my head',
      'comes on at the end of stressful work days',
      'eases with paracetamol',
      'no vomiting and my vision is fine',
    ]),
    ['G44'],
  ),
  r(
    'd-and-v-keeping-fluids-down',
    person(30, 'male', [
      'diarrhoea and being sick since last night',
      'keeping water down',
      'no blood in it',
      'weeing as normal',
    ]),
    DEHYDRATION_GASTRO,
  ),
  r(
    'dizzy-in-heat-better-after-rest',
    person(55, 'female', [
      'felt dizzy and sweaty gardening in the heat',
      'lay in the shade with some water',
      'back to normal after half an hour',
    ]),
    HEAT,
  ),
  r(
    'cystitis-stinging-frequent',
    person(27, 'female', [
      'stinging when I wee',
      'needing to go all the time',
      'no fever, no back pain',
      'not pregnant',
    ]),
    ['N30', 'N39'],
  ),
  r(
    'small-scald-forearm-blister',
    person(45, 'female', [
      'splashed boiling water on my forearm',
      'red patch about the size of a 50p',
      'one small blister',
      'skin is not white or charred',
    ]),
    BURNS,
  ),
  r(
    'twisted-ankle-can-walk',
    person(23, 'male', [
      'went over on my ankle playing 5-a-side',
      'bit swollen and bruised',
      'can walk on it with a limp',
      "didn't hear a crack",
    ]),
    ['S93'],
  ),
  r(
    'pregnant-ankles-swell-evening',
    person(29, 'female', [
      '31 weeks pregnant',
      'ankles swell up by the evening and go down overnight',
      'no headache, no problems with my eyesight',
      'face and hands look normal',
    ]),
    null,
  ),
  r(
    'hypo-treated-now-fine',
    person(
      45,
      'male',
      [
        'had a hypo before lunch, sugar was 3.4',
        'had some juice and a biscuit',
        'now 6.2 and feel fine',
      ],
      ['type 1 diabetes'],
    ),
    HYPO,
  ),
  r(
    'lifted-box-low-back-pain',
    person(37, 'male', [
      'hurt my lower back lifting a box yesterday',
      'stiff and sore, worse bending',
      'no numbness between my legs',
      'peeing and pooing normally',
    ]),
    ['M54'],
  ),
  r(
    'sticky-gritty-eyes',
    person(32, 'female', [
      'both eyes red and gritty',
      'sticky yellow gunk on my lashes in the morning',
      'vision is fine and light does not hurt',
    ]),
    ['H10'],
  ),
  r(
    'teething-baby-dribbling',
    person(1, 'female', [
      'my 7 month old is dribbling loads and chewing everything',
      'red cheeks and grumpy',
      'temperature 37.6',
      'feeding fine',
    ]),
    ['K00'],
  ),
  r(
    'bee-sting-local-swelling',
    person(12, 'male', [
      'stung by a bee on his arm',
      'red swollen lump about the size of my palm',
      'itchy',
      'no trouble breathing and no swelling of his lips or face',
    ]),
    ['T63'],
  ),
  r(
    'panic-attacks-known',
    person(26, 'female', [
      'I get panic attacks, my GP diagnosed them',
      'heart pounding and tingly fingers when I get stressed',
      'passes in about 10 minutes',
      'want help managing them',
    ]),
    ['F41'],
  ),
  r(
    'stubbed-toe-bruised',
    person(48, 'male', [
      'stubbed my little toe on the bed leg',
      "it's bruised and a bit swollen",
      'can walk fine',
    ]),
    ['S90', 'S92'],
  ),
];
