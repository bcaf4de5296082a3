/**
 * Round-7N standardised-patient audit set: 96 presentations (48 emergency, 24 urgent, 24
 * routine) written the way callers to a GP surgery's phone line type them, by a practice nurse
 * who triages that line: per class, the conditions that most often come through at that level
 * (emergencies the receptionist must send to 999/A&E; same-day appointments; self-care and
 * pharmacy), each in its typical presentation, not chosen for difficulty or ease. Written from
 * public guidance only — not from any evaluation vignette and independently of the engine:
 * NHS A–Z "Heart attack", "Stroke", "Sepsis", "Meningitis", "Anaphylaxis", "Asthma attack",
 * "Bronchiolitis", "Croup", "High temperature (fever) in children", "Febrile seizures",
 * "Epilepsy" (first seizure or longer than 5 minutes: 999), "Appendicitis" (severe or spreading
 * tummy pain: 999; pain moving to the lower right: urgent GP), "Testicle pain", "Diabetic
 * ketoacidosis", "Low blood sugar (hypoglycaemia)", "Diarrhoea and vomiting" (green vomit: 999;
 * dehydration: 111), "Head injury and concussion" (vomiting since, blood thinners: A&E),
 * "Paracetamol overdose", "Burns and scalds", "Eye injuries", "Cellulitis", "Sore throat",
 * "Quinsy", "Dental abscess" (swelling to the eye or trouble swallowing: A&E; otherwise urgent
 * dentist), "Ectopic pregnancy", "Pulmonary embolism", "Abdominal aortic aneurysm",
 * "Subarachnoid haemorrhage", "Sciatica" and "Back pain" (cauda equina signs: A&E), "Vomiting
 * blood", "Broken hip", "Glaucoma" (acute: eye casualty/A&E now), "Pneumonia", "Your baby's
 * movements" (reduced: maternity unit now), "Urinary retention", "Bowel obstruction",
 * "Collapsed lung (pneumothorax)", "Shortness of breath", "Scarlet fever", "Ear infections",
 * "Urinary tract infections (UTIs)" (men, children, pregnancy: urgent GP/111; women otherwise:
 * pharmacist), "Kidney infection", "Chickenpox", "Conjunctivitis" (baby under 28 days: urgent),
 * "Vaginal bleeding in pregnancy" (early pregnancy unit), "Chest infection" (65 or over: urgent
 * GP), "Shingles" (over 50: urgent GP), "Bell's palsy", "DVT", "Sudden hearing loss", "Giant
 * cell arteritis" (no vision problems: urgent GP), "Tonsillitis", and the self-care pages
 * (common cold, teething, nappy rash, head lice, threadworms, impetigo, hand, foot and mouth,
 * warts and verrucas, hay fever, constipation, flu, sinusitis, thrush, piles, tension-type
 * headache, back pain, sprains, insect bites, cold sores, earwax, norovirus); Healthier Together
 * traffic lights for children (fever, bronchiolitis, croup, asthma, vomiting, eye swelling) and
 * NICE NG143 (fever under 5s). Urgency is the page's advice: 999/A&E/maternity unit or eye
 * casualty now → emergency; urgent GP, urgent treatment centre, 111, urgent dentist or early
 * pregnancy unit → urgent; self-care, pharmacist or routine GP → routine. ICD-10 3-character
 * categories of the expected condition count as right (null: triage only). Babies under 1 are
 * age 1 with the weeks or months in the text. Where the sources differ (fever of 38°C or more
 * under 3 months: NHS A–Z says urgent GP/111, Healthier Together and NICE NG143 say red/A&E),
 * the children's traffic light is followed.
 */
import { e, person, r, u, type ValidationCase } from './validation-case.ts';

const MI = ['I21', 'I20', 'I24'];
const STROKE = ['I63', 'I61', 'I64', 'G45'];
const SEPSIS = ['A41', 'A40', 'R65'];
const MENINGITIS = ['A39', 'G00', 'G01', 'G02', 'G03', 'A87'];
const ANAPHYLAXIS = ['T78', 'T63'];
const ASTHMA = ['J45', 'J46'];
const BRONCHIOLITIS = ['J21'];
const CROUP = ['J05'];
const APPENDICITIS = ['K35', 'K36', 'K37', 'K65'];
const HEAD_INJURY = ['S06', 'S09', 'S00'];
const SEIZURE = ['R56', 'G40', 'G41'];
const GASTRO = ['A08', 'A09', 'E86'];
const UTI = ['N39', 'N30'];
const CELLULITIS = ['L03'];
const DENTAL_ABSCESS = ['K04', 'K12'];

export const GUIDANCE_CASES_ROUND_7N: ValidationCase[] = [
  // Emergencies, children: the red features parents ring the surgery with — a rash that does
  // not fade, mottled cold skin, hard to wake, pauses or grunting, stridor at rest, a first fit,
  // spreading tummy pain, sudden testicle pain, green vomit, vomiting after a head injury,
  // swallowed batteries and tablets, blistering scalds, a swollen eye that hurts to move.
  e(
    'e7n-meningitis-teen-rash-wont-fade',
    person(16, 'female', [
      'really bad headache since last night',
      'temp 39.4°C',
      "neck is stiff and she can't put her chin on her chest",
      "purple spots on her legs that don't fade under a glass",
    ]),
    MENINGITIS,
  ),
  e(
    'e7n-meningitis-toddler-light-hurts',
    person(2, 'male', [
      'high temperature 103°F',
      'screams when we turn the light on',
      'very drowsey',
      'neck seems stiff',
      'not interested in his drink',
    ]),
    MENINGITIS,
  ),
  e(
    'e7n-sepsis-child-mottled-cold',
    person(3, 'female', [
      'temperature 39.8°C since yesterday',
      'her legs look blotchy and mottled',
      'hands and feet are ice cold',
      'really hard to wake her up',
    ]),
    SEPSIS,
  ),
  e(
    'e7n-anaphylaxis-child-peanut',
    person(6, 'male', [
      'ate a biscuit with peanuts in at a party',
      'lips and tongue swelling up',
      'wheezy and struggling to breathe',
      'hives all over his tummy',
    ]),
    ANAPHYLAXIS,
  ),
  e(
    'e7n-asthma-child-too-breathless-to-talk',
    person(7, 'female', [
      'she has asthma',
      'had 10 puffs of her blue inhaler and no better',
      'too breathless to talk',
      'tummy sucking in under her ribs',
    ]),
    ASTHMA,
  ),
  e(
    'e7n-bronchiolitis-4-months-pauses',
    person(1, 'male', [
      'my 4 month old has had a cold for 3 days',
      'he keeps stopping breathing for a few seconds',
      'grunting with every breath',
      'temp 38.2°C',
      'not taking his bottle',
    ]),
    BRONCHIOLITIS,
  ),
  e(
    'e7n-bronchiolitis-7-weeks-blue-lips',
    person(1, 'female', [
      '7 week old baby with a snotty cough',
      'breathing really fast',
      'lips went a bit blue when she coughed',
      'skin sucking in between her ribs',
    ]),
    BRONCHIOLITIS,
  ),
  e(
    'e7n-croup-stridor-at-rest',
    person(2, 'male', [
      'barking cough like a seal',
      'noisy rasping breathing even when he is sitting calmly',
      'skin pulling in at his neck and ribs',
      'temp 38.3°C',
    ]),
    CROUP,
  ),
  e(
    'e7n-fever-baby-6-weeks',
    person(1, 'female', [
      '6 week old baby',
      'temperature 38.4°C under her arm',
      'no vaccinations in the last few days',
      'feeding a bit less than normal',
    ]),
    null,
  ),
  e(
    'e7n-febrile-convulsion-first',
    person(1, 'male', [
      '18 month old just had a fit',
      'whole body was jerking for about 3 minutes',
      'never had one before',
      'temp 39.5°C with a cold',
    ]),
    SEIZURE,
  ),
  e(
    'e7n-appendicitis-child-spreading',
    person(11, 'male', [
      'tummy pain started round his belly button yesterday',
      'then moved low down on the right',
      'now the pain is all over his tummy and much worse',
      "won't walk because it hurts",
      'temp 38.6°C',
    ]),
    APPENDICITIS,
  ),
  e(
    'e7n-testicular-torsion-teen',
    person(14, 'male', [
      'sudden really bad pain in his left testicle',
      'started an hour ago while sitting in class',
      'been sick twice',
      'no injury',
    ]),
    ['N44'],
  ),
  e(
    'e7n-dka-teen-ketones',
    person(
      13,
      'female',
      [
        'being sick all morning',
        'blood ketones 3.8',
        'breathing really deep and fast',
        'very sleepy',
      ],
      ['type 1 diabetes'],
    ),
    ['E10', 'E87'],
  ),
  e(
    'e7n-green-vomit-3-weeks',
    person(1, 'male', [
      '3 week old baby',
      'his sick has gone bright green',
      'been sick after every feed today',
      'tummy looks swollen',
    ]),
    ['K56', 'Q43'],
  ),
  e(
    'e7n-head-injury-child-vomiting',
    person(5, 'female', [
      'fell off the climbing frame and hit her head',
      'been sick 3 times since',
      'getting sleepy and not herself',
      'big lump on the back of her head',
    ]),
    HEAD_INJURY,
  ),
  e(
    'e7n-paracetamol-overdose-teen',
    person(16, 'female', [
      'my daughter took 20 paracetamol about 2 hours ago',
      'she says she feels fine',
      'no other tablets',
      'not been sick',
    ]),
    ['T39'],
  ),
  e(
    'e7n-button-battery-toddler',
    person(2, 'male', [
      'think he swallowed a button battery from the remote',
      'happened 20 minutes ago',
      'dribbling a bit',
      'no coughing or choking',
    ]),
    ['T18'],
  ),
  e(
    'e7n-scald-toddler-hand-blisters',
    person(1, 'female', [
      '14 month old pulled a cup of tea over herself',
      'big blisters on her hand and arm',
      'the burn is bigger than her hand',
      'screaming',
    ]),
    ['T22', 'T23', 'T29', 'T31'],
  ),
  e(
    'e7n-orbital-cellulitis-child',
    person(4, 'male', [
      'right eyelid red and swollen shut',
      'cries when he moves his eye',
      'eye looks like it is bulging',
      'temp 39°C',
      'had a cold last week',
    ]),
    ['H05', 'L03'],
  ),
  e(
    'e7n-quinsy-teen-drooling',
    person(17, 'male', [
      'tonsillitis for 4 days',
      'now much worse on the right side',
      "can't swallow my own spit so I'm drooling",
      "can't open my mouth properly",
      'breathing sounds noisy',
      'temp 38.9°C',
    ]),
    ['J36'],
  ),
  e(
    'e7n-bleach-splash-eye-child',
    person(9, 'female', [
      'splashed bleach in her eye 10 minutes ago',
      'we rinsed it with water',
      'eye still red and stinging',
      "she can't open it",
    ]),
    ['T26'],
  ),
  e(
    'e7n-gastro-baby-floppy-dry',
    person(1, 'male', [
      '10 month old with diarreah and vomiting for 2 days',
      'really floppy',
      'hard to wake',
      'only 1 wet nappy since yesterday',
      'eyes look sunken',
    ]),
    GASTRO,
  ),
  // Emergencies, adults: chest pain, FAST signs, sepsis, anaphylaxis, severe breathlessness,
  // acute abdomen, pregnancy emergencies, collapse-type pains, neurological red flags, bleeding,
  // falls with fractures or on blood thinners, acute glaucoma, acute retention.
  e(
    'e7n-heart-attack-crushing',
    person(66, 'male', [
      'crushing pain in the middle of my chest for 25 minutes',
      'going down my left arm',
      'into my jaw as well',
      'sweating and feel sick',
      'not easing when I rest',
    ]),
    MI,
  ),
  e(
    'e7n-heart-attack-older-woman',
    person(
      72,
      'female',
      [
        'tight heavy feeling across my chest',
        'short of breath',
        'clammy and grey',
        'started 40 minutes ago while hoovering',
        'never had this before',
      ],
      ['type 2 diabetes'],
    ),
    MI,
  ),
  e(
    'e7n-stroke-husband-face-arm',
    person(78, 'male', [
      "my husband's face has dropped on the right",
      "he can't lift his right arm",
      'his words are coming out muddled',
      'started 30 minutes ago',
    ]),
    STROKE,
  ),
  e(
    'e7n-stroke-words-hand-numb',
    person(55, 'female', [
      "suddenly can't get my words out",
      'right hand gone numb and clumsy',
      'came on 15 minutes ago',
      'no headache',
    ]),
    STROKE,
  ),
  e(
    'e7n-sepsis-elderly-water-infection',
    person(81, 'female', [
      'mum has had a water infection for 3 days',
      'now really confused and not making sense',
      'breathing fast',
      'shivering with a temp of 38.9°C',
      'skin looks blotchy',
    ]),
    [...SEPSIS, 'N39'],
  ),
  e(
    'e7n-anaphylaxis-wasp-sting',
    person(45, 'male', [
      'stung by a wasp 10 minutes ago',
      'throat feels like it is closing',
      'voice has gone hoarse',
      'itchy lumpy rash spreading',
      'feel faint',
    ]),
    ANAPHYLAXIS,
  ),
  e(
    'e7n-asthma-adult-few-words',
    person(30, 'female', [
      'my asma is really bad, chest tight for an hour',
      'blue inhaler not helping at all',
      'can only get a few words out',
      'feel exhausted',
    ]),
    ASTHMA,
  ),
  e(
    'e7n-appendicitis-adult-burst',
    person(24, 'male', [
      'pain started near my belly button last night',
      'moved to the bottom right of my tummy',
      'eased off for a bit then came back much worse',
      'now spread across my whole tummy',
      'temp 38.3°C',
    ]),
    APPENDICITIS,
  ),
  e(
    'e7n-ectopic-shoulder-tip',
    person(29, 'female', [
      'period is 2 weeks late',
      'positive pregnancy test',
      'sudden sharp pain low down on the left',
      'pain in the tip of my shoulder',
      'feel dizzy and faint',
    ]),
    ['O00'],
  ),
  e(
    'e7n-hypo-not-coming-up',
    person(
      58,
      'male',
      [
        'husband is diabetic on insulin',
        'sugar reading 2.3',
        'sweaty and shaky',
        'confused and not making sense',
        'had jelly babies twice and still not coming up',
      ],
      ['type 2 diabetes'],
    ),
    ['E16', 'E10', 'E11'],
  ),
  e(
    'e7n-pe-after-knee-op',
    person(49, 'female', [
      'had knee surgery 2 weeks ago',
      'suddenly really short of breath',
      'sharp chest pain when I breathe in',
      'coughed up some blood',
    ]),
    ['I26'],
  ),
  e(
    'e7n-aaa-tummy-through-to-back',
    person(74, 'male', [
      'sudden severe pain in my tummy going through to my back',
      'started an hour ago',
      'feel faint and sweaty',
      'they were keeping an eye on an aneurysm',
    ]),
    ['I71'],
  ),
  e(
    'e7n-sah-thunderclap',
    person(42, 'female', [
      'sudden headache like being hit on the back of the head',
      'worst headache of my life',
      'came on in seconds at the gym',
      'been sick',
      'neck feels stiff',
    ]),
    ['I60'],
  ),
  e(
    'e7n-cauda-equina-numb-bottom',
    person(38, 'male', [
      'bad back pain for a week',
      'now numb around my bottom and between my legs',
      "can't feel when I need to pee",
      'both legs feel weak',
    ]),
    ['G83', 'M51'],
  ),
  e(
    'e7n-vomiting-blood-ibuprofen',
    person(63, 'male', [
      'been sick and there was bright red blood in it',
      'some of it looked like coffee grounds',
      'take ibuprofen every day for my back',
      'feel lightheaded',
    ]),
    ['K92', 'K25', 'K26', 'K22', 'I85'],
  ),
  e(
    'e7n-head-injury-warfarin',
    person(83, 'female', [
      'fell and hit my head on the kitchen floor',
      "I'm on warfarin",
      'headache getting worse',
      'paracetamol not helping',
    ]),
    HEAD_INJURY,
  ),
  e(
    'e7n-hip-fracture-fall',
    person(86, 'female', [
      'mum fell in the garden',
      "can't put any wieght on her right leg",
      'right leg looks shorter and turned out',
      'pain in her groin',
    ]),
    ['S72'],
  ),
  e(
    'e7n-acute-glaucoma',
    person(67, 'female', [
      'left eye suddenly really painful and red',
      'vision blurred in that eye',
      'seeing rainbow rings around lights',
      'bad headache',
      'been sick',
    ]),
    ['H40'],
  ),
  e(
    'e7n-pneumonia-confused',
    person(79, 'male', [
      'chest infection for 4 days',
      'now so breathless he cannot finish a sentence',
      'suddenly confused today',
      'temprature 101.5°F',
    ]),
    ['J18', 'J15', 'J13'],
  ),
  e(
    'e7n-reduced-baby-movements',
    person(31, 'female', [
      '34 weeks pregnant',
      'baby moving much less since yesterday',
      'no kicks at all this morning',
      'no bleeding or pain',
    ]),
    ['O36'],
  ),
  e(
    'e7n-urinary-retention',
    person(77, 'male', [
      "haven't been able to pee since last night",
      'bladder feels full and painful',
      'tried a warm bath and still nothing',
      'been dribbling for months',
    ]),
    ['R33', 'N40'],
  ),
  e(
    'e7n-bowel-obstruction',
    person(70, 'female', [
      'tummy swollen like a balloon',
      "haven't pooed or past wind for 3 days",
      'keep being sick',
      'cramping pains that come and go',
      'had bowel surgery years ago',
    ]),
    ['K56'],
  ),
  e(
    'e7n-pneumothorax-young-man',
    person(20, 'male', [
      'sudden sharp pain on the right side of my chest',
      'really short of breath',
      'came on when I was just sitting',
      'no injury',
    ]),
    ['J93'],
  ),
  e(
    'e7n-first-seizure-adult',
    person(34, 'male', [
      'my partner just had a fit',
      'never had one before',
      'shaking lasted about 2 minutes',
      'now very drowsy and muddled',
    ]),
    SEIZURE,
  ),
  e(
    'e7n-dental-abscess-eye-swelling',
    person(36, 'female', [
      'tooth abscess for 3 days',
      'face swolen right up to my eye',
      'can barely open my eye to see',
      'hard to swallow',
      'temp 38.7°C',
    ]),
    [...DENTAL_ABSCESS, 'L03'],
  ),
  e(
    'e7n-heart-failure-cant-lie-flat',
    person(
      82,
      'female',
      [
        'suddenly much more breathless tonight',
        'have to sit up to breathe',
        'coughing up pink frothy spit',
        'cold and clammy',
      ],
      ['heart failure'],
    ),
    ['I50'],
  ),
  // Urgent, children: same-day appointments — scarlet fever, ear discharge with fever, UTI, infected
  // chickenpox, fever of 39°C at 3–6 months or for 5 days, croup with stridor only when upset,
  // bronchiolitis on half feeds, sticky eye in the first 28 days, dehydration, toothache with
  // a swollen gum, spreading redness.
  u(
    'u7n-scarlet-fever',
    person(5, 'female', [
      'sandpapery red rash on her chest and tummy',
      'sore throat',
      'strawbery tongue',
      'temp 38.6°C',
      'drinking ok',
    ]),
    ['A38'],
  ),
  u(
    'u7n-ear-discharge-fever',
    person(3, 'male', [
      'pulling at his ear for 2 days',
      'yellow gunk coming out of his ear today',
      'temp 39°C',
      'still drinking and playing a bit',
    ]),
    ['H66', 'H60'],
  ),
  u(
    'u7n-uti-girl',
    person(6, 'female', [
      'says it stings when she wees',
      'needing the toilet all the time',
      'wet herself twice today which she never does',
      'temp 38°C',
      'not being sick',
    ]),
    [...UTI, 'N10'],
  ),
  u(
    'u7n-chickenpox-infected-spots',
    person(4, 'male', [
      'chickenpox for 5 days',
      'some spots on his neck now red, hot and swollen',
      'pus in one of them',
      'still eating and drinking',
    ]),
    ['B01', 'L01', 'L03'],
  ),
  u(
    'u7n-fever-5-months-39',
    person(1, 'female', [
      '5 month old',
      'temperature 39.3°C',
      'no jabs recently',
      'still feeding ok',
      'no rash',
    ]),
    null,
  ),
  u(
    'u7n-fever-five-days-toddler',
    person(2, 'male', [
      'high temperature on and off for 5 days',
      'temp was 38.8°C this morning',
      'runny nose and cough',
      'still drinking',
    ]),
    null,
  ),
  u(
    'u7n-croup-stridor-when-upset',
    person(3, 'female', [
      'barking cough since last night',
      'noisy breathing only when she cries',
      'breathing fine when she is calm',
      'temp 37.9°C',
    ]),
    CROUP,
  ),
  u(
    'u7n-bronchiolitis-half-feeds',
    person(1, 'male', [
      '3 month old with a runny nose and cough for 3 days',
      'only taking about half his usual milk',
      'breathing a bit faster than normal',
      'no pauses in his breathing',
      'temp 37.8°C',
    ]),
    BRONCHIOLITIS,
  ),
  u(
    'u7n-sticky-eye-2-weeks',
    person(1, 'female', [
      '2 week old',
      'her eye is red and full of yellow gunk',
      'eyelids a bit puffy',
      'feeding well',
    ]),
    ['P39', 'H10'],
  ),
  u(
    'u7n-tummy-bug-fewer-nappies',
    person(2, 'male', [
      'diarrhoea and sick for 2 days',
      'hardly any wet nappies today',
      'lips look dry',
      'still awake and watching telly',
    ]),
    GASTRO,
  ),
  u(
    'u7n-dental-abscess-teen',
    person(15, 'male', [
      'throbbing toothache for 3 days',
      'swollen lump on the gum',
      'cheek a little puffy',
      'no trouble breathing or swallowing',
    ]),
    DENTAL_ABSCESS,
  ),
  u(
    'u7n-cellulitis-bite-spreading',
    person(13, 'female', [
      'insect bite on her leg 2 days ago',
      'red patch spreading bigger',
      'hot and painful',
      'temperature normal at 36.9°C',
    ]),
    CELLULITIS,
  ),
  // Urgent, adults: kidney infection, UTI in a man or in pregnancy, early pregnancy spotting,
  // chest infection at 65+, shingles over 50, Bell's palsy with normal limbs and speech, DVT,
  // cellulitis, sudden one-sided deafness, giant cell arteritis without visual loss, tonsillitis
  // with a very high temperature.
  u(
    'u7n-kidney-infection',
    person(30, 'female', [
      'pain in my right side and back',
      'burning when I pee',
      'shivering, temp 101.7°F',
      'feel nausous',
    ]),
    ['N10', 'N39'],
  ),
  u(
    'u7n-uti-man',
    person(66, 'male', [
      'burning when I wee for 2 days',
      'going every hour',
      'cloudy smelly wee',
      'temperature 37.2°C',
    ]),
    [...UTI, 'N41'],
  ),
  u(
    'u7n-uti-pregnant',
    person(27, 'female', [
      '20 weeks pregnant',
      'stinging when I pee',
      'needing to go loads',
      'no back pain or temperature',
    ]),
    [...UTI, 'O23'],
  ),
  u(
    'u7n-early-pregnancy-spotting',
    person(32, 'female', [
      '8 weeks pregnant',
      'light brown spotting since this morning',
      'mild period-like cramps',
      'no pain on one side',
      'not dizzy',
    ]),
    ['O20', 'O03'],
  ),
  u(
    'u7n-chest-infection-76',
    person(76, 'male', [
      'chesty cough for a week',
      'bringing up green phlegm',
      'bit short of breath walking',
      'temperature 37.9°C',
      'talking normally',
    ]),
    ['J20', 'J22', 'J18'],
  ),
  u(
    'u7n-shingles-over-50',
    person(68, 'female', [
      'burning pain on the left side of my ribs for 3 days',
      'now a band of blisters there',
      'only on one side',
      'nothing near my eyes',
    ]),
    ['B02'],
  ),
  u(
    'u7n-bells-palsy',
    person(44, 'male', [
      'woke up with the left side of my face drooping',
      "can't close my left eye",
      "can't raise my left eyebrow",
      'arms and legs fine',
      'speach normal',
    ]),
    ['G51'],
  ),
  u(
    'u7n-dvt-calf-after-flight',
    person(52, 'female', [
      'right calf swollen and throbbing',
      'warm and red',
      'flew back from Spain last week',
      'no chest pain or breathlessness',
    ]),
    ['I80', 'I82'],
  ),
  u(
    'u7n-cellulitis-shin-diabetic',
    person(
      61,
      'male',
      [
        'red hot swollen patch on my shin',
        'getting bigger since yesterday',
        'painful to touch',
        'temp 37.1°C',
      ],
      ['type 2 diabetes'],
    ),
    CELLULITIS,
  ),
  u(
    'u7n-sudden-hearing-loss',
    person(48, 'female', [
      'woke up deaf in my right ear',
      'ringing in that ear',
      'no earache or discharge',
      'no cold',
    ]),
    ['H91'],
  ),
  u(
    'u7n-gca-temple-headache',
    person(71, 'female', [
      'new headache on my right temple for a week',
      'scalp sore when I brush my hair',
      'jaw aches when I chew',
      'eyesight is fine',
    ]),
    ['M31', 'M35'],
  ),
  u(
    'u7n-tonsillitis-hot-shivery',
    person(23, 'female', [
      'really sore throat for 3 days',
      'white spots on my tonsils',
      'hot and shivery, temp 39.1°C',
      'can still swallow drinks',
    ]),
    ['J03', 'J02'],
  ),
  // Routine, children: self-care and pharmacy — colds, teething, nappy rash, head lice,
  // threadworms, impetigo, chickenpox, hand foot and mouth, conjunctivitis, verruca, hay fever,
  // constipation, each with the reassuring features the pages name.
  r(
    'r7n-cold-toddler',
    person(2, 'female', [
      'runny nose and sneezing for 3 days',
      'little cough',
      'temp 37.8°C',
      'eating and drinking normally',
      'playing as usual',
    ]),
    ['J00'],
  ),
  r(
    'r7n-teething-7-months',
    person(1, 'male', [
      '7 month old dribbling loads',
      'red cheek',
      'chewing everything',
      'grizzly at night',
      'temp 37.4°C',
    ]),
    ['K00'],
  ),
  r(
    'r7n-nappy-rash',
    person(1, 'female', [
      '5 month old with red sore skin in the nappy area',
      'not in the skin creases',
      'no rash anywhere else',
      'feeding and happy',
    ]),
    ['L22'],
  ),
  r(
    'r7n-head-lice',
    person(8, 'female', [
      'itchy head for a week',
      'found lice in her hair',
      'eggs stuck near the roots',
      'no sores on her scalp',
    ]),
    ['B85'],
  ),
  r(
    'r7n-threadworms',
    person(6, 'male', [
      'itchy bottom at night',
      'saw tiny white threads in his poo',
      'otherwise well',
    ]),
    ['B80'],
  ),
  r(
    'r7n-impetigo-nose',
    person(4, 'female', [
      'crusty golden scabs round her nose',
      'started as little blisters 2 days ago',
      'only a small patch',
      'no temperature',
    ]),
    ['L01'],
  ),
  r(
    'r7n-chickenpox-well',
    person(3, 'male', [
      'itchy spotty rash all over',
      'spots turning into blisters',
      'temp 100.6°F',
      'drinking well',
      'no red or hot skin around the spots',
    ]),
    ['B01'],
  ),
  r(
    'r7n-hand-foot-mouth',
    person(2, 'female', [
      'sores in her mouth',
      'spots on her hands and feet',
      'temperature 38.0°C',
      'still drinking',
    ]),
    ['B08'],
  ),
  r(
    'r7n-conjunctivitis-child',
    person(5, 'male', [
      'think its conjuctivitis',
      'both eyes pink and crusty in the morning',
      'sticky yellow goo',
      'eyesight fine',
      'not painful',
    ]),
    ['H10'],
  ),
  r(
    'r7n-verruca',
    person(10, 'female', [
      'hard lump on the bottom of her foot',
      'little black dots in it',
      'a bit sore walking',
      'been there for a month',
    ]),
    ['B07'],
  ),
  r(
    'r7n-hay-fever-teen',
    person(15, 'male', [
      'sneezing every day since May',
      'itchy watery eyes',
      'runny nose',
      'worse when the grass is cut',
      'no wheeze',
    ]),
    ['J30'],
  ),
  r(
    'r7n-constipation-child',
    person(4, 'male', [
      "hasn't done a poo for 4 days",
      'poos are hard like rabbit droppings',
      'eating and drinking normally',
      'no vomiting',
      'tummy not swollen',
    ]),
    ['K59'],
  ),
  // Routine, adults: flu, sinusitis, cystitis in a woman under 65, thrush, piles, tension
  // headache, simple back pain, ankle sprain, insect bite, cold sore, earwax, norovirus.
  r(
    'r7n-flu-adult',
    person(35, 'female', [
      'achey all over and shivvery',
      'temperature 101°F',
      'dry cough',
      'came on suddenly yesterday',
      'breathing fine',
    ]),
    ['J11', 'J10'],
  ),
  r(
    'r7n-sinusitis',
    person(40, 'male', [
      'blocked nose for a week',
      'pain around my cheeks when I bend over',
      'green snot',
      'temperature 37.9°C',
      'no swelling around my eyes',
    ]),
    ['J01', 'J32'],
  ),
  r(
    'r7n-cystitis-woman',
    person(28, 'female', [
      'burning when I wee',
      'need to go all the time',
      'cloudy wee',
      'no fever or back pain',
      'not pregnant',
    ]),
    UTI,
  ),
  r(
    'r7n-thrush',
    person(30, 'female', [
      'itchy down below',
      'thick white discharge like cottage cheese',
      "doesn't smell",
      'had it before',
    ]),
    ['B37'],
  ),
  r(
    'r7n-piles',
    person(45, 'male', [
      'itchy sore bottom',
      'bright red blood on the toilet paper',
      'can feel a lump when I wipe',
      'no change in my bowels',
    ]),
    ['I84', 'K64'],
  ),
  r(
    'r7n-tension-headache',
    person(38, 'female', [
      'headache like a tight band round my head',
      'on and off for a few days',
      'paracetemol helps',
      'stressed at work',
      'no problems with my vision',
    ]),
    ['G44'],
  ),
  r(
    'r7n-back-pain-lifting',
    person(50, 'male', [
      'lower back pain since lifting a heavy box yesterday',
      'hurts to bend',
      'no numbness down below',
      'peeing normally',
    ]),
    ['M54'],
  ),
  r(
    'r7n-ankle-sprain',
    person(25, 'female', [
      'twisted my ankle at netball',
      'swollen and bruised on the outside',
      'can still walk on it',
      'no numbness in my foot',
    ]),
    ['S93'],
  ),
  r(
    'r7n-insect-bite',
    person(33, 'male', [
      'bitten on my arm last night',
      'small itchy red lump',
      'redness not spreading',
      'no swelling of my lips or throat',
    ]),
    ['T63', 'S40'],
  ),
  r(
    'r7n-cold-sore',
    person(22, 'female', [
      'tingling on my lip yesterday',
      'now a cluster of small blisters',
      'had them before',
      'no temperature',
    ]),
    ['B00'],
  ),
  r(
    'r7n-earwax-blocked',
    person(74, 'male', [
      'right ear feels blocked and muffled',
      'for 2 weeks',
      'no pain or discharge',
      'no dizziness',
    ]),
    ['H61'],
  ),
  r(
    'r7n-norovirus-family',
    person(68, 'female', [
      'diarrhoea and sickness since last night',
      'whole family has had it',
      'keeping sips of water down',
      'peeing ok',
      'temp 37.8°C',
      'no blood in my poo',
    ]),
    GASTRO,
  ),
];
