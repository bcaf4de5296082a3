/**
 * Round-7K development validation set: 90 presentations (70 emergency, 10 urgent, 10 routine),
 * an emergency sweep of the commonest reasons people of every age are sent to A&E or need an
 * ambulance in the UK, told plainly the way a standardised patient would type them: 3–5 chips,
 * one fact a chip, everyday words, the 999 feature in the patient's own words, pertinent
 * negatives, durations and, in about a third, a temperature in °C or °F. Written from public
 * guidance only (not from the engine, its knowledge base or any evaluation vignette): NHS
 * "When to call 999" and the ambulance trusts' 999 lists; NHS A–Z "Heart attack", "Stroke"
 * (FAST), "Asthma attack", "COPD", "Pneumonia", "Pulmonary embolism", "Bronchiolitis", "Croup",
 * "Sepsis", "Fainting", "What to do if someone has a seizure", "Febrile seizures", "Head injury
 * and concussion", "Falls", "Hip fracture", "Broken arm or wrist", "Stomach ache",
 * "Appendicitis", "Vomiting blood", "Blood in poo", "Poisoning", "Paracetamol overdose",
 * "Self-harm", "Help for suicidal thoughts", "Anaphylaxis", "Angioedema", "Diabetic
 * ketoacidosis", "Low blood sugar (hypoglycaemia)", "Fever in children" with NICE NG143,
 * "Dehydration" (under-5s), "Meningitis", "Ectopic pregnancy", "Vaginal bleeding in pregnancy"
 * with Healthier Together "Bleeding in pregnancy", "Burns and scalds", "Cuts and grazes", "Eye
 * injuries", "Sudden loss of vision", "Testicle pain" with GIRFT/Healthier Together "Torsion",
 * "Urinary retention", "Kidney infection", "Confusion (sudden)", "Subarachnoid haemorrhage",
 * "Giant cell arteritis", "Back pain" and "Cauda equina syndrome", NICE NG234 (spinal
 * metastases), "Leg pain" and "Peripheral arterial disease", "Choking"; and for the
 * look-alikes "Chest pain", "Miscarriage" (early pregnancy unit), "Sprains and strains",
 * "Dental abscess", "Epididymitis", "Conjunctivitis", "Hives", "Diarrhoea and vomiting",
 * "Coughs and colds in children", "Benign prostate enlargement". Urgency is the page's advice:
 * 999, A&E, the maternity unit or eye casualty now → emergency; urgent GP, urgent treatment
 * centre, 111, urgent dentist or early pregnancy unit → urgent; self-care, pharmacist or a
 * routine GP appointment → routine. ICD-10 3-character categories count as the right condition
 * (null: triage only).
 */
import { e, person, r, u, type ValidationCase } from './validation-case.ts';

const MI = ['I21', 'I20', 'I24'];
const STROKE = ['I63', 'I61', 'I64', 'G45'];
const PNEUMONIA = ['J18', 'J15', 'J13'];
const PE = ['I26'];
const SEPSIS = ['A41', 'A40', 'R65'];
const SEIZURE = ['R56', 'G40', 'G41'];
const GI_BLEED = ['K92', 'K25', 'K26', 'K27', 'K29', 'I85'];
const ANAPHYLAXIS = ['T78', 'T63', 'T88'];
const DEHYDRATION = ['E86', 'A08', 'A09'];
const MENINGITIS = ['A39', 'G00', 'G03'];
const BURN = ['T20', 'T21', 'T22', 'T23', 'T30', 'T31'];
const RETENTION = ['R33', 'N40'];
const DELIRIUM = ['F05', 'R41', 'N39'];
const LIMB_ISCHAEMIA = ['I74', 'I70'];
const CHOKING = ['T17'];

export const GUIDANCE_CASES_ROUND_7K: ValidationCase[] = [
  // Emergencies: breathing difficulty (NHS "Asthma attack", "COPD", "Pneumonia", "Pulmonary
  // embolism", "Bronchiolitis", "Croup"): too breathless to speak, blue or grey lips, drowsy or
  // confused, grunting, pauses in breathing, sucking in under the ribs, noisy breathing at rest.
  e(
    'e7k-asthma-grey-lips-cannot-speak',
    person(33, 'female', [
      'asthma attack for the last hour',
      'too out of breath to speak in sentences',
      'my lips look grey',
      'blue inhaler not working',
    ]),
    ['J45', 'J46'],
  ),
  e(
    'e7k-copd-drowsy-blue-lips',
    person(
      76,
      'male',
      [
        'his breathing has got much worse since yesterday',
        'very drowsy and muddled',
        'lips look blue',
        'temperature 38.2C',
      ],
      ['COPD'],
    ),
    ['J44'],
  ),
  e(
    'e7k-pneumonia-older-confused',
    person(81, 'female', [
      'cough and temperature 38.6C for 3 days',
      'now confused and not making sense',
      'breathing very fast',
    ]),
    PNEUMONIA,
  ),
  e(
    'e7k-pneumonia-young-man-blue-lips',
    person(38, 'male', [
      'chesty cough with green phlegm for 4 days',
      'sharp pain in my side when I breathe in',
      "so breathless I can't walk to the toilet",
      'lips going blue',
      'temperature 39.1C',
    ]),
    PNEUMONIA,
  ),
  e(
    'e7k-pe-on-pill-swollen-calf',
    person(29, 'female', [
      'sudden sharp chest pain when I breathe in',
      'suddenly very short of breath',
      'left calf sore and swollen for a few days',
      'on the contraceptive pill',
    ]),
    PE,
  ),
  e(
    'e7k-pe-after-knee-op-coughing-blood',
    person(62, 'male', [
      'had a knee replacement 2 weeks ago',
      'suddenly very short of breath this morning',
      'coughed up some blood',
      'heart racing',
    ]),
    PE,
  ),
  e(
    'e7k-bronchiolitis-grunting',
    person(1, 'female', [
      '4 month old baby with a cold for 3 days',
      'now grunting with every breath',
      'tummy sucking in under her ribs',
      'only taking half her feeds',
    ]),
    ['J21'],
  ),
  e(
    'e7k-bronchiolitis-pauses-in-breathing',
    person(1, 'male', [
      '7 week old son with a runny nose and cough',
      'he keeps stopping breathing for a few seconds',
      'lips going a bit blue',
      'temperature 37.8C',
    ]),
    ['J21'],
  ),
  e(
    'e7k-croup-noisy-at-rest-sleepy',
    person(2, 'male', [
      'barking cough since last night',
      'noisy breathing in even when sitting still',
      'skin sucking in at his neck and ribs',
      'getting very sleepy and quiet',
    ]),
    ['J05'],
  ),
  e(
    'e7k-croup-drooling-cannot-swallow',
    person(3, 'female', [
      'croupy cough and temperature 38.9C',
      'harsh noise when she breathes in, getting worse',
      "can't swallow and she is drooling",
    ]),
    ['J05'],
  ),
  // Chest pain and heart attack (NHS "Heart attack"): pressure spreading to the arm, jaw or back,
  // sweaty, sick, short of breath, not settling with rest.
  e(
    'e7k-chest-pressure-left-arm',
    person(58, 'male', [
      'heavy pressure in the middle of my chest for 30 minutes',
      'going down my left arm',
      'sweaty and feel sick',
      'not easing when I sit still',
    ]),
    MI,
  ),
  e(
    'e7k-chest-tight-jaw-older-woman',
    person(
      67,
      'female',
      [
        'tight chest came on while hoovering',
        'aching into my jaw and between my shoulders',
        'short of breath',
        'still there after 20 minutes rest',
      ],
      ['type 2 diabetes'],
    ),
    MI,
  ),
  // Stroke (NHS FAST): face, arm or leg, speech, sudden onset.
  e(
    'e7k-stroke-husband-jumbled-words',
    person(74, 'male', [
      'his words suddenly came out jumbled',
      "he can't lift his right arm",
      'started half an hour ago',
    ]),
    STROKE,
  ),
  e(
    'e7k-stroke-face-leg-middle-aged',
    person(46, 'female', [
      'left side of my face has dropped',
      'left leg gave way under me',
      'came on suddenly an hour ago',
      'no headache',
    ]),
    STROKE,
  ),
  // Sepsis (NHS "Sepsis"): talking nonsense, blotchy or grey skin, breathing very fast, no wee.
  e(
    'e7k-sepsis-older-talking-nonsense',
    person(71, 'male', [
      'feverish and shivery since yesterday, temperature 38.9C',
      'now talking nonsense',
      'skin looks blotchy and grey',
      'not had a wee since this morning',
    ]),
    SEPSIS,
  ),
  e(
    'e7k-sepsis-infected-cut-breathing-fast',
    person(35, 'female', [
      'cut on my hand went red and swollen 2 days ago',
      'now shaking with a temperature of 102F',
      'breathing really fast',
      "feel like I'm going to die",
    ]),
    [...SEPSIS, 'L03'],
  ),
  // Collapse and fainting with red flags (NHS "Fainting": no warning, chest pain or pounding
  // heart, not waking within a minute, hit their head, wet themselves).
  e(
    'e7k-collapse-no-warning-chest-pain',
    person(55, 'male', [
      'passed out at work with no warning',
      'heart was pounding just before',
      'chest pain now',
    ]),
    null,
  ),
  e(
    'e7k-collapse-older-slow-to-come-round',
    person(80, 'female', [
      'mum collapsed in the kitchen',
      "didn't come round for a couple of minutes",
      'she wet herself',
      'hit her head on the floor',
    ]),
    null,
  ),
  // Seizures (NHS "What to do if someone has a seizure", "Febrile seizures"): a first fit.
  e(
    'e7k-first-fit-flatmate',
    person(24, 'male', [
      'my flatmate just had a fit, shaking all over',
      'he has never had one before',
      'lasted about 3 minutes',
      'still very sleepy and confused',
    ]),
    SEIZURE,
  ),
  e(
    'e7k-febrile-fit-toddler-first',
    person(1, 'female', [
      '14 month old daughter had a fit',
      'temperature 39.4C',
      'stiff and jerking for 2 minutes',
      'first time it has happened',
    ]),
    SEIZURE,
  ),
  // Head injury (NHS "Head injury and concussion"): knocked out, vomiting, worsening headache,
  // on a blood thinner.
  e(
    'e7k-head-injury-rugby-knocked-out',
    person(16, 'male', [
      'hit my head playing rugby',
      'knocked out for a few seconds',
      'been sick twice since',
      'headache getting worse',
    ]),
    ['S06', 'S09'],
  ),
  e(
    'e7k-head-injury-on-warfarin',
    person(
      84,
      'female',
      [
        'fell and banged my head on the door frame',
        'on warfarin',
        'big lump on my forehead',
        'was not knocked out',
      ],
      ['atrial fibrillation'],
    ),
    ['S06', 'S09', 'S00'],
  ),
  // Falls with fractures (NHS "Falls", "Hip fracture", "Broken arm or wrist"): cannot bear
  // weight with a shortened, turned-out leg; a wrist bent the wrong way with tingling fingers.
  e(
    'e7k-hip-fracture-cannot-stand',
    person(86, 'female', [
      'fell in the bathroom this morning',
      "can't stand or put any weight on my right leg",
      'leg looks shorter and turned out',
      'pain in my groin',
    ]),
    ['S72'],
  ),
  e(
    'e7k-wrist-bent-trampoline',
    person(9, 'male', [
      'fell off the trampoline onto his arm',
      'wrist is bent the wrong way',
      'his fingers are tingling',
    ]),
    ['S52', 'S62'],
  ),
  // Severe tummy pain (NHS "Stomach ache", "Appendicitis"): sudden severe pain, hard tummy,
  // pain spreading across the whole tummy.
  e(
    'e7k-tummy-pain-sudden-hard',
    person(44, 'male', [
      'sudden really bad pain all over my tummy',
      'hurts to move or cough',
      'tummy is hard to touch',
      'been sick',
      'temperature 37.8C',
    ]),
    null,
  ),
  e(
    'e7k-appendix-pain-spread-whole-tummy',
    person(19, 'female', [
      'pain started at my belly button yesterday and moved to the lower right',
      'now spread across my whole tummy and much worse',
      'temperature 38.3C',
    ]),
    ['K35', 'K65'],
  ),
  // Gastrointestinal bleeding (NHS "Vomiting blood", "Blood in poo").
  e(
    'e7k-vomiting-blood-heavy-drinker',
    person(52, 'male', [
      'threw up a lot of bright red blood',
      'I drink heavily',
      'dizzy when I stand up',
    ]),
    GI_BLEED,
  ),
  e(
    'e7k-black-tarry-poo-ibuprofen',
    person(
      78,
      'female',
      [
        'poo black and sticky like tar for 2 days',
        'taking ibuprofen for my knees',
        'feel faint and breathless',
      ],
      ['osteoarthritis'],
    ),
    GI_BLEED,
  ),
  // Overdose and poisoning (NHS "Paracetamol overdose": A&E even if you feel fine; "Poisoning").
  e(
    'e7k-paracetamol-overdose-feels-fine',
    person(17, 'female', [
      'took about 20 paracetamol 2 hours ago',
      'feel fine at the moment',
      'not sure why I did it',
    ]),
    ['T39'],
  ),
  e(
    'e7k-toddler-swallowed-bp-tablets',
    person(2, 'male', [
      'found my 2 year old with my blood pressure tablets',
      'some are missing from the packet',
      'he is sleepy and pale',
    ]),
    ['T46', 'T50'],
  ),
  // Self-harm with serious injury (NHS "Self-harm": A&E for a deep cut or an overdose).
  e(
    'e7k-self-harm-deep-cut-arm',
    person(19, 'female', [
      'cut my arm on purpose',
      'it is deep and gaping',
      'still bleeding after pressing on it for 15 minutes',
    ]),
    ['S51', 'S41', 'T14'],
  ),
  e(
    'e7k-self-harm-sertraline-and-whisky',
    person(41, 'male', [
      'took a whole box of my sertraline with whisky',
      'did it to hurt myself',
      'feel drowsy and shaky',
    ]),
    ['T43', 'T51'],
  ),
  // Suicidal crisis (NHS "Help for suicidal thoughts": 999 or A&E if you cannot keep yourself
  // safe or are about to act).
  e(
    'e7k-suicidal-plan-tonight',
    person(27, 'male', [
      'I want to end my life',
      'I have a plan to do it tonight',
      "I can't keep myself safe",
    ]),
    ['R45', 'F32', 'F33'],
  ),
  e(
    'e7k-suicidal-widow-saved-pills',
    person(63, 'female', [
      "since my husband died I don't want to be here",
      'I have been saving up my pills',
      'going to take them today',
    ]),
    ['R45', 'F32', 'F33'],
  ),
  // Anaphylaxis (NHS "Anaphylaxis": swollen lips or throat, hoarse voice, wheeze, faint).
  e(
    'e7k-anaphylaxis-peanut-child',
    person(6, 'female', [
      'ate a cake with nuts in, she is allergic to peanuts',
      'lips swollen and her voice has gone hoarse',
      'wheezing',
    ]),
    ANAPHYLAXIS,
  ),
  e(
    'e7k-anaphylaxis-wasp-sting',
    person(48, 'male', [
      'stung by a wasp 10 minutes ago',
      'itchy lumps all over my body',
      'throat feels tight',
      'feel faint',
    ]),
    ANAPHYLAXIS,
  ),
  // DKA and hypos (NHS "Diabetic ketoacidosis", "Low blood sugar").
  e(
    'e7k-dka-teen-type1-vomiting',
    person(
      15,
      'male',
      [
        'been sick lots since this morning',
        'tummy pain and breathing deep and fast',
        'ketones high on the meter',
        'blood sugar 25',
      ],
      ['type 1 diabetes'],
    ),
    ['E10'],
  ),
  e(
    'e7k-hypo-older-man-too-confused-to-swallow',
    person(
      70,
      'male',
      [
        'he is sweaty, shaky and talking nonsense',
        'sugar reading 2.4',
        'too confused to drink the juice I gave him',
      ],
      ['type 2 diabetes on gliclazide'],
    ),
    ['E16', 'E11', 'E15'],
  ),
  // Feverish babies (NHS "Fever in children", NICE NG143 red features).
  e(
    'e7k-fever-baby-floppy-hard-to-wake',
    person(1, 'male', [
      '10 week old baby',
      'temperature 38.6C',
      'floppy and hard to wake',
      'not interested in feeds',
    ]),
    null,
  ),
  e(
    'e7k-fever-baby-blotchy-high-cry',
    person(1, 'female', [
      '5 month old with a temperature of 102F',
      'skin looks pale and blotchy',
      'weak high-pitched cry',
      'hands and feet cold',
    ]),
    null,
  ),
  // Dehydrated children (NHS "Dehydration", under-5s; NICE NG143).
  e(
    'e7k-dehydrated-toddler-no-wet-nappy',
    person(1, 'male', [
      '18 month old with diarrhoea and vomiting for 2 days',
      'no wet nappy since last night',
      'very sleepy and floppy',
      'cold blotchy hands and feet',
      'temperature 100.8F',
    ]),
    DEHYDRATION,
  ),
  e(
    'e7k-dehydrated-child-sunken-eyes',
    person(4, 'female', [
      'sick and diarrhoea for 3 days',
      "can't keep even sips of water down",
      'eyes look sunken and she is breathing fast',
      "hasn't had a wee all day",
      'temperature 38.5C',
    ]),
    DEHYDRATION,
  ),
  // Meningitis (NHS "Meningitis": rash that does not fade, stiff neck, light hurts, bulging soft
  // spot, floppy).
  e(
    'e7k-meningitis-student-rash',
    person(18, 'female', [
      'bad headache and temperature 39.2C since this afternoon',
      'stiff neck and bright lights hurt my eyes',
      "purple spots that don't fade when I press a glass on them",
    ]),
    MENINGITIS,
  ),
  e(
    'e7k-meningitis-baby-bulging-soft-spot',
    person(1, 'male', [
      '7 month old son with a temperature of 38.8C',
      'soft spot on his head is bulging',
      "floppy and won't feed",
      'being sick',
    ]),
    MENINGITIS,
  ),
  // Pregnancy bleeding and pain (NHS "Ectopic pregnancy", "Vaginal bleeding in pregnancy").
  e(
    'e7k-ectopic-shoulder-tip-dizzy',
    person(28, 'female', [
      '7 weeks pregnant',
      'sharp pain low down on my left side',
      'pain in the tip of my shoulder',
      'feel dizzy and faint',
    ]),
    ['O00'],
  ),
  e(
    'e7k-pregnancy-32-weeks-heavy-bleeding',
    person(32, 'female', [
      '32 weeks pregnant',
      'started bleeding heavily and soaked a pad',
      "constant tummy pain that won't ease",
    ]),
    ['O45', 'O44', 'O46'],
  ),
  // Burns (NHS "Burns and scalds": bigger than the person's hand, white or charred skin).
  e(
    'e7k-scald-toddler-kettle',
    person(3, 'male', [
      'pulled a kettle of boiling water over himself',
      'burn on his chest and arm bigger than my hand',
      'skin is blistering and peeling',
    ]),
    BURN,
  ),
  e(
    'e7k-burn-chip-pan-white-skin',
    person(45, 'male', [
      'burnt my forearm in a chip pan fire',
      "the middle is white and leathery and doesn't hurt",
      'bigger than my palm',
    ]),
    BURN,
  ),
  // Deep wounds and heavy bleeding (NHS "Cuts and grazes").
  e(
    'e7k-wound-leg-blood-spurting',
    person(37, 'male', [
      'cut my leg with an angle grinder',
      'blood is spurting out',
      'towel pressed on it is soaked through',
    ]),
    ['S81', 'S71', 'T14'],
  ),
  e(
    'e7k-wound-hand-glass-numb-finger',
    person(26, 'female', [
      'cut my palm on a broken glass',
      'deep gaping cut',
      "can't feel the tip of my finger",
      'still bleeding after 10 minutes of pressure',
    ]),
    ['S61'],
  ),
  // Eye emergencies (NHS "Eye injuries": chemicals; sudden loss of sight).
  e(
    'e7k-eye-bleach-splash',
    person(40, 'female', [
      'splashed bleach in my eye',
      "rinsed it but it's burning and really red",
      'vision is blurry',
    ]),
    ['T26'],
  ),
  e(
    'e7k-eye-sudden-sight-loss-curtain',
    person(68, 'male', [
      'suddenly lost the sight in my right eye an hour ago',
      'like a curtain came down',
      'no pain',
    ]),
    ['H34', 'H33', 'H43', 'G45'],
  ),
  // Testicular pain (NHS "Testicle pain"; torsion pathway: sudden pain, A&E now).
  e(
    'e7k-torsion-boy-woke-with-pain',
    person(13, 'male', [
      'woke up with really bad pain in one testicle',
      'being sick with it',
      'started 2 hours ago',
    ]),
    ['N44'],
  ),
  e(
    'e7k-torsion-young-man-sitting-higher',
    person(21, 'male', [
      'sudden severe pain in my left ball',
      'it looks higher than the other one',
      'pain going into my tummy',
      'nothing hit me there',
    ]),
    ['N44'],
  ),
  // Urinary retention (NHS "Urinary retention": sudden inability to pee, A&E).
  e(
    'e7k-retention-older-man-cannot-pee',
    person(77, 'male', [
      "haven't been able to pee at all since last night",
      'lower tummy swollen and very painful',
      'weak stream for months before this',
      'temperature normal, 36.8C',
    ]),
    RETENTION,
  ),
  e(
    'e7k-retention-woman-after-operation',
    person(54, 'female', [
      'had my gallbladder out 2 days ago',
      "can't pass urine since yesterday afternoon",
      'painful swelling above my pubic bone',
      'desperate to go but nothing comes',
    ]),
    RETENTION,
  ),
  // Kidney infection with sepsis (NHS "Kidney infection" with the "Sepsis" 999 signs).
  e(
    'e7k-kidney-infection-drowsy-fast-breathing',
    person(31, 'female', [
      'pain in my right side and back with burning wee for 3 days',
      'temperature 39.5C with shaking',
      'now breathing fast and very drowsy',
    ]),
    ['N10', ...SEPSIS],
  ),
  e(
    'e7k-catheter-infection-confused-clammy',
    person(
      79,
      'male',
      [
        'catheter urine cloudy and smelly',
        'temperature 101.8F and shivering',
        'pale, clammy and confused since this morning',
      ],
      ['long-term urinary catheter'],
    ),
    ['N10', 'N39', 'T83', ...SEPSIS],
  ),
  // Acute confusion in older people (NHS "Confusion (sudden)": 999 if someone suddenly becomes
  // confused).
  e(
    'e7k-sudden-confusion-dad',
    person(83, 'male', [
      'dad suddenly very confused since yesterday',
      "doesn't know where he is",
      'normally sharp as a tack',
      'temperature 38C and smelly wee',
    ]),
    DELIRIUM,
  ),
  e(
    'e7k-sudden-confusion-gran-seeing-things',
    person(88, 'female', [
      "gran is seeing things that aren't there since this morning",
      'very sleepy, then agitated',
      'had a cough and temperature of 37.9C',
    ]),
    [...DELIRIUM, 'J18'],
  ),
  // Severe headache (NHS "Subarachnoid haemorrhage": sudden worst-ever headache; "Giant cell
  // arteritis": A&E with eyesight problems).
  e(
    'e7k-thunderclap-headache',
    person(42, 'female', [
      'sudden explosive headache like being hit on the head',
      'worst pain of my life',
      'came on within a minute',
      'been sick',
    ]),
    ['I60'],
  ),
  e(
    'e7k-temple-headache-blurred-eye',
    person(74, 'female', [
      'new headache at the side of my head for a week',
      'scalp sore when I brush my hair',
      'vision in one eye went blurry today',
    ]),
    ['M31', 'H34'],
  ),
  // Back pain with red flags (NHS "Cauda equina syndrome"; NICE NG234 spinal metastases).
  e(
    'e7k-back-pain-numb-bottom',
    person(39, 'male', [
      'bad back pain with pain down both legs',
      'numb around my bottom and privates',
      "can't feel when I need to pee",
    ]),
    ['G83', 'M51'],
  ),
  e(
    'e7k-back-pain-cancer-legs-weak',
    person(
      61,
      'female',
      [
        'new back pain getting worse for 2 weeks',
        'legs feel weak and wobbly since yesterday',
        'pain wakes me at night',
      ],
      ['breast cancer'],
    ),
    null,
  ),
  // Limb ischaemia (NHS "Leg pain", "Peripheral arterial disease": sudden pale, cold, painful
  // leg).
  e(
    'e7k-cold-white-foot-af',
    person(
      71,
      'male',
      [
        'right leg suddenly very painful',
        'foot is white and cold',
        "foot feels numb and I can't move my toes properly",
      ],
      ['atrial fibrillation'],
    ),
    LIMB_ISCHAEMIA,
  ),
  e(
    'e7k-cold-pale-foot-smoker',
    person(65, 'female', [
      'left foot went cold and pale this afternoon',
      'severe pain in my calf even resting',
      "can't feel a pulse in my foot",
      'I smoke',
    ]),
    LIMB_ISCHAEMIA,
  ),
  // Allergic swelling of the lips and tongue (NHS "Angioedema": 999 with tongue or throat
  // swelling or trouble breathing).
  e(
    'e7k-tongue-swelling-ramipril',
    person(
      64,
      'male',
      ['my tongue has suddenly swollen up', 'hard to swallow', 'voice sounds muffled'],
      ['high blood pressure on ramipril'],
    ),
    ['T78', 'T88', 'D84'],
  ),
  e(
    'e7k-lip-swelling-after-ibuprofen',
    person(23, 'female', [
      'took ibuprofen an hour ago',
      'lips and eyes puffed right up',
      "throat feels like it's closing",
    ]),
    ANAPHYLAXIS,
  ),
  // Choking (NHS "Choking": 999 if back blows and thrusts have not cleared it).
  e(
    'e7k-choking-toddler-grape',
    person(2, 'female', ['choking on a grape', "can't cough or cry", 'going blue']),
    CHOKING,
  ),
  e(
    'e7k-choking-older-man-steak',
    person(79, 'male', [
      'piece of steak stuck in his throat',
      "can't speak or breathe properly",
      "back slaps haven't worked",
    ]),
    CHOKING,
  ),

  // Urgent look-alikes: the same complaints without the 999 feature, where the page advises an
  // urgent GP, 111, an urgent treatment centre, an urgent dentist or the early pregnancy unit.
  u(
    'u7k-chest-pain-comes-and-goes',
    person(30, 'male', [
      'sharp pain in my chest that comes and goes for 2 days',
      'lasts a few seconds each time',
      'not breathless, not sweaty',
    ]),
    null,
  ),
  u(
    'u7k-early-pregnancy-spotting',
    person(26, 'female', [
      '8 weeks pregnant',
      'light brown spotting since yesterday',
      'mild period-like cramps',
      'not dizzy, no shoulder pain',
    ]),
    ['O20'],
  ),
  u(
    'u7k-croup-barking-settled',
    person(2, 'female', [
      'barking cough and hoarse voice since last night',
      'temperature 38.0C',
      'breathing quietly when settled, no sucking in',
    ]),
    ['J05'],
  ),
  u(
    'u7k-bronchiolitis-feeding-less',
    person(1, 'male', [
      '5 month old with a cold and cough for 3 days',
      'taking about half his usual feeds',
      'temperature 38.2C',
      'no grunting or pauses in his breathing',
    ]),
    ['J21'],
  ),
  u(
    'u7k-kidney-infection-thinking-clearly',
    person(27, 'female', [
      'pain in my right lower back and side for 2 days',
      'burning when I wee',
      'temperature 38.4C and shivery',
      'thinking clearly and keeping drinks down',
    ]),
    ['N10'],
  ),
  u(
    'u7k-low-mood-thoughts-no-plan',
    person(22, 'male', [
      'thoughts of not wanting to be here for a few weeks',
      "no plan and I haven't done anything",
      'feel low every day',
    ]),
    ['F32', 'R45'],
  ),
  u(
    'u7k-ankle-twisted-some-weight',
    person(31, 'female', [
      'twisted my ankle coming down the stairs',
      'swollen and bruised',
      'can only put a little weight on it',
      'foot looks a normal shape and not numb',
    ]),
    ['S93', 'S82'],
  ),
  u(
    'u7k-appendix-pain-lower-right',
    person(17, 'male', [
      'pain started around my belly button this morning',
      'now moved to the lower right side',
      'hurts more when I walk or cough',
      'temperature 37.9C',
    ]),
    ['K35', 'K37'],
  ),
  u(
    'u7k-dental-abscess-swollen-gum',
    person(45, 'male', [
      'throbbing toothache for 3 days',
      'swollen lump on the gum by the tooth',
      'temperature 37.8C',
      'swallowing and breathing fine, eye not swollen',
    ]),
    ['K04'],
  ),
  u(
    'u7k-testicle-slow-swelling-fever',
    person(38, 'male', [
      'right testicle got swollen and sore slowly over 3 days',
      'burning when I pee',
      'temperature 38.1C',
    ]),
    ['N45'],
  ),

  // Routine look-alikes: self-care, a pharmacist or a routine GP appointment.
  r(
    'r7k-chest-wall-ache-after-lifting',
    person(34, 'male', [
      'chest wall aches since moving furniture yesterday',
      'hurts when I press on it or twist',
      'no breathlessness or sweating',
    ]),
    null,
  ),
  r(
    'r7k-faint-at-blood-test',
    person(19, 'female', [
      'fainted when I had a blood test this morning',
      'felt hot and light-headed just before',
      'came round straight away and feel fine now',
      'happens every time I see needles',
    ]),
    ['R55'],
  ),
  r(
    'r7k-child-bumped-head-playing',
    person(5, 'male', [
      'bumped his head on the coffee table',
      'small lump on his forehead',
      'cried straight away, not knocked out',
      'playing normally and not been sick',
    ]),
    ['S00', 'S09'],
  ),
  r(
    'r7k-tummy-bug-keeping-fluids-down',
    person(28, 'female', [
      'diarrhoea and some sickness since yesterday',
      'crampy tummy that comes and goes',
      'keeping water down and weeing normally',
      'temperature 37.6C',
    ]),
    ['A08', 'A09'],
  ),
  r(
    'r7k-toddler-cold-drinking-well',
    person(2, 'female', [
      'runny nose and cough for 3 days',
      'temperature 99.5F',
      'eating, drinking and plenty of wet nappies',
      'playing normally',
    ]),
    ['J00', 'J06'],
  ),
  r(
    'r7k-small-oven-burn-finger',
    person(40, 'female', [
      'burnt my finger on the oven shelf',
      'red and sore with a small blister',
      'smaller than a 10p coin',
    ]),
    ['T23'],
  ),
  r(
    'r7k-sticky-red-eyes-child',
    person(8, 'male', [
      'both eyes red and sticky since yesterday',
      'crusty eyelashes in the morning',
      'seeing fine and no pain',
      'temperature 37.1C',
    ]),
    ['H10'],
  ),
  r(
    'r7k-low-back-strain-lifting',
    person(42, 'male', [
      'low back pain after lifting a box 3 days ago',
      'getting a bit easier',
      'no pain down my legs',
      'no numbness, peeing and pooing normally',
    ]),
    ['M54'],
  ),
  r(
    'r7k-hives-new-washing-powder',
    person(30, 'female', [
      'itchy raised rash on my arms since changing washing powder',
      'no lip or tongue swelling',
      'breathing fine',
    ]),
    ['L50'],
  ),
  r(
    'r7k-prostate-getting-up-at-night',
    person(68, 'male', [
      'getting up 3 times a night to pee',
      'weak stream for a year',
      'can still empty my bladder, no pain',
    ]),
    ['N40'],
  ),
];
