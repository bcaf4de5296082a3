/**
 * Round-7G development validation set: 96 presentations (48 emergency, 24 urgent, 24 routine)
 * written as a standardised-patient audit (Semigran et al., BMJ 2015 style) by working through
 * the NHS A–Z and NHS Healthier Together, independently of the engine: for each case a condition
 * page was picked (weighted by how often it is seen at that level of care), its described
 * presentation taken, and the case written the way that patient or parent would type it — 3–6
 * chips, one fact each, lay words, the pertinent negatives people volunteer, durations, °C/°F
 * temperatures in about a third and a realistic misspelling in about 1 in 8.
 *
 * Pages used. 999/A&E (and eye casualty or maternity unit now): NHS "Bronchiolitis", "Meningitis",
 * "Vomiting in children and babies" (sudden severe tummy pain or floppy; green vomit), "Whooping
 * cough" (lips or face turn blue or grey, pauses in breathing), "Febrile seizures" (first fit),
 * "Croup", "Asthma attack", "Anaphylaxis", "Appendicitis" (pain spreads across the tummy, tummy
 * hard), "Testicle pain" (sudden severe pain), "Diabetic ketoacidosis", "Burns and scalds",
 * "Broken arm or wrist", "Head injury and concussion" (knocked out, vomiting, blood thinners),
 * "Sickle cell disease", "Sepsis", "Heart attack", "Angina" (pain not settling after GTN),
 * "Stroke", "Pulmonary embolism", "Subarachnoid haemorrhage", "Low blood sugar (hypoglycaemia)",
 * "Vomiting blood", "Abdominal aortic aneurysm", "Sciatica"/"Back pain" (cauda equina signs),
 * "Glaucoma" (acute angle closure: eye casualty), "Ectopic pregnancy", "Your baby's movements"
 * (maternity unit), "Paracetamol overdose", "Carbon monoxide poisoning", "Heat exhaustion and
 * heatstroke", "Collapsed lung (pneumothorax)", "Dental abscess" (swelling to eye or neck, hard
 * to swallow or speak), "Urinary retention", "Nosebleed" (longer than 10–15 minutes, swallowing
 * blood), "Epilepsy" (first seizure), "Bowel obstruction", "Hip fracture", "Miscarriage" (heavy
 * bleeding, dizzy), "Hypothermia"; Healthier Together "Fever" and "Conjunctivitis" red boxes
 * (mottled, cold, hard to wake; eye swollen shut or painful to move) and "Swallowed objects"
 * (button battery). Urgent GP / 111 / urgent dentist / early pregnancy unit: NHS "Bronchiolitis"
 * (feeding less, fewer wet nappies), "Conjunctivitis" (baby under 28 days), "Vomiting in children
 * and babies", "Diarrhoea and vomiting" (baby under 12 months, fewer wet nappies), "Croup",
 * "Scarlet fever", "Ear infections" (discharge, high temperature), "Chickenpox" (skin around
 * blisters red, hot, painful), "Kawasaki disease", "Urinary tract infections" (child), "Dental
 * abscess" (urgent dentist), "Kidney infection", "Pneumonia", "Appendicitis", "Pre-eclampsia",
 * "Miscarriage", "Mastitis", "Epididymitis", "Shingles" (rash near the eye), "Cellulitis",
 * "Gallstones" (jaundice, pain over 8 hours), "DVT", "Kidney stones"; Healthier Together "Limp"
 * (will not weight-bear). Self-care / pharmacist / routine GP: NHS "Nappy rash", "Oral thrush in
 * babies", "Teething", "Hand, foot and mouth disease", "Chickenpox", "Conjunctivitis",
 * "Threadworms", "Impetigo", "Atopic eczema", "Constipation" (children), "Head lice and nits",
 * "Slapped cheek syndrome", "Sinusitis", "Hay fever", "Piles (haemorrhoids)", "Irritable bowel
 * syndrome", "Tension-type headaches", "Urinary tract infections" (pharmacist), "Vaginal thrush",
 * "Earwax build-up", "Athlete's foot", "Cold sores", "Carpal tunnel syndrome", "Sciatica".
 *
 * Urgency is the page's own box: 999 / A&E / maternity unit or eye casualty now → emergency;
 * urgent GP, urgent treatment centre, 111, urgent dentist or early pregnancy unit → urgent;
 * self-care, pharmacist or routine GP → routine. Each case contains the feature that puts it in
 * that box. ICD-10 3-character categories count as the right condition (null: triage only).
 * Not taken from any evaluation vignette. Guidance conflicts noticed while writing (NHS
 * "High temperature in children" says urgent GP/111 for a baby under 3 months at 38°C while
 * Healthier Together's red box says A&E; NHS "Acute pancreatitis" and "Detached retina" say GP
 * immediately / urgent optician or 111 where NICE CKS and eye charities say same-day hospital;
 * NHS "Pre-eclampsia" says midwife, GP or 111 where trusts route to maternity triage) were
 * avoided or written to the NHS page's box.
 */
import { e, person, r, u, type ValidationCase } from './validation-case.ts';

const MENINGITIS = ['A39', 'G00', 'G03', 'A87'];
const HEART_ATTACK = ['I21', 'I20', 'I24'];
const HEAD_INJURY = ['S06', 'S09', 'S00'];
const SEPSIS = ['A41', 'A40', 'R65'];
const ANAPHYLAXIS = ['T78', 'T63'];
const STROKE = ['I63', 'I61', 'I64', 'G45'];
const BRONCHIOLITIS = ['J21'];
const CROUP = ['J05'];
const APPENDICITIS = ['K35', 'K37'];
const DENTAL_ABSCESS = ['K04', 'K12'];
const MISCARRIAGE = ['O03', 'O20'];

export const GUIDANCE_CASES_ROUND_7G: ValidationCase[] = [
  // Emergencies, children: bronchiolitis with pauses, meningitis (baby and child), intussusception
  // and bilious vomiting, whooping cough turning blue, first febrile seizure, croup and asthma with
  // 999 signs, anaphylaxis, spreading appendicitis, torsion, DKA, scald, fracture, button battery,
  // head injury, sickle cell chest crisis, orbital cellulitis and a mottled, hard-to-wake child.
  e(
    'e7g-baby-bronchiolitis-pauses',
    person(1, 'male', [
      '3 month old baby with a cold and cough for 3 days',
      'breathing really fast and grunting',
      'he stopped breathing for a few seconds twice',
      'too breathless to finish his bottle',
      'temperature 100.6F',
    ]),
    BRONCHIOLITIS,
  ),
  e(
    'e7g-baby-meningitis-bulging-soft-spot',
    person(1, 'female', [
      'my 7 month old has a temperature of 39.2C',
      'the soft spot on her head is bulging',
      'floppy and does not want to be touched',
      'high pitched moaning cry',
    ]),
    MENINGITIS,
  ),
  e(
    'e7g-child-meningitis-rash-glass-test',
    person(4, 'male', [
      'temperature of 103F since this morning',
      'purple spots on his legs that do not fade when I press a glass on them',
      'very sleepy and hard to wake',
      'cold hands and feet',
    ]),
    MENINGITIS,
  ),
  e(
    'e7g-baby-intussusception-red-jelly',
    person(1, 'male', [
      '9 month old screaming in bouts every 15 minutes',
      'pulls his knees up to his tummy',
      'pale and floppy in between',
      'been sick 3 times',
      'poo looks like red jelly',
    ]),
    ['K56'],
  ),
  e(
    'e7g-baby-whooping-cough-blue',
    person(1, 'female', [
      '7 week old with a cough for 10 days',
      'coughing fits where her face goes red then her lips turn blue',
      'she stopped breathing for a moment after a coughing fit',
      'not had her baby jabs yet',
    ]),
    ['A37'],
  ),
  e(
    'e7g-toddler-first-febrile-seizure',
    person(1, 'male', [
      '15 month old with a temperature of 39.5C',
      'just had a siezure, arms and legs jerking for about 3 minutes',
      'never had one before',
      'now very sleepy',
    ]),
    ['R56'],
  ),
  e(
    'e7g-newborn-green-vomit',
    person(1, 'female', [
      '3 week old baby',
      'bringing up bright green sick',
      'tummy looks swollen',
      'not interested in her feeds',
    ]),
    null,
  ),
  e(
    'e7g-croup-stridor-sucking-in',
    person(2, 'male', [
      'barking cough for 2 nights',
      'noisy high pitched breathing even when he is sitting still',
      'skin sucking in between his ribs',
      'temperature 38.3C',
    ]),
    CROUP,
  ),
  e(
    'e7g-child-asthma-cannot-talk-or-eat',
    person(9, 'male', [
      'my son has asthama and is really wheezy',
      'blue inhaler not helping after 10 puffs',
      'too out of breath to talk or eat',
      'looks exhausted',
    ]),
    ['J45', 'J46'],
  ),
  e(
    'e7g-child-peanut-lips-wheeze',
    person(6, 'female', [
      'ate a cookie with peanuts in 10 minutes ago',
      'lips and tongue swelling up',
      'wheezy and coughing',
      'hives all over her',
    ]),
    ANAPHYLAXIS,
  ),
  e(
    'e7g-child-appendicitis-spreading',
    person(11, 'male', [
      'tummy pain started around his belly button yesterday then moved to the bottom right',
      'now the pain has spread all over his tummy and is much worse',
      'tummy is hard and he cannot bear it being touched',
      'temperature 38.6C',
    ]),
    APPENDICITIS,
  ),
  e(
    'e7g-teen-sudden-testicle-pain',
    person(13, 'male', [
      'sudden really bad pain in my left testical',
      'started an hour ago',
      'been sick twice',
      'no injury',
    ]),
    ['N44'],
  ),
  e(
    'e7g-teen-dka-vomiting-ketones',
    person(
      14,
      'female',
      [
        'type 1 diabetic',
        'been vomitting since last night',
        'ketones high on her meter',
        'breathing deep and fast',
        'tummy pain',
      ],
      ['type 1 diabetes'],
    ),
    ['E10'],
  ),
  e(
    'e7g-toddler-tea-scald-blisters',
    person(3, 'male', [
      'pulled a cup of hot tea over his arm',
      'big blisters on his arm and hand',
      'the burn is bigger than his hand',
      'screaming in pain',
    ]),
    ['T22', 'T23', 'T31'],
  ),
  e(
    'e7g-child-trampoline-wrist-deformed',
    person(8, 'female', [
      'fell off the trampoline onto her arm',
      'wrist looks bent and swollen',
      'crying with the pain and cannot move it',
    ]),
    ['S52', 'S62', 'S42'],
  ),
  e(
    'e7g-toddler-button-battery',
    person(2, 'female', [
      'think my daughter swallowed a button battery from the tv remote',
      'about 20 minutes ago',
      'dribbling and coughing a bit',
      'seems ok otherwise',
    ]),
    ['T18'],
  ),
  e(
    'e7g-child-knocked-out-vomiting',
    person(10, 'male', [
      'hit his head on the goalpost at football',
      'was knocked out for about a minute',
      'been sick 3 times since',
      'says he has a bad headache',
    ]),
    HEAD_INJURY,
  ),
  e(
    'e7g-child-sickle-cell-chest-pain',
    person(
      11,
      'male',
      [
        'has sickle cell',
        'chest pain when he breathes in',
        'temperature 38.5C',
        'short of breath and coughing',
      ],
      ['sickle cell disease'],
    ),
    ['D57'],
  ),
  e(
    'e7g-child-eye-swollen-shut',
    person(6, 'female', [
      'her eyelid is really swollen and red and she cannot open her eye',
      'it hurts her to move her eye',
      'temperature 38.9C',
      'had a cold last week',
    ]),
    ['H05', 'L03'],
  ),
  e(
    'e7g-child-mottled-hard-to-wake',
    person(5, 'male', [
      'temperature of 40C since yesterday',
      'skin looks blotchy and pale',
      'hands and feet ice cold',
      'really hard to wake him up',
    ]),
    SEPSIS,
  ),
  // Emergencies, adults: chest pain (heart attack, angina not settling with GTN), stroke, sepsis,
  // anaphylaxis, PE, thunderclap headache, head injury on warfarin, a hypo not improving, vomiting
  // blood, AAA, cauda equina, acute glaucoma, ectopic, reduced fetal movements, overdose, carbon
  // monoxide, heatstroke, pneumothorax, spreading dental abscess, retention, nosebleed, first
  // seizure, bowel obstruction, hip fracture, heavy miscarriage bleeding and hypothermia.
  e(
    'e7g-crushing-chest-pain-arm-jaw',
    person(58, 'male', [
      'crushing pain in the middle of my chest for 20 minutes',
      'spreading to my left arm and jaw',
      'sweaty and feel sick',
      'I smoke',
    ]),
    HEART_ATTACK,
  ),
  e(
    'e7g-older-woman-chest-tightness-clammy',
    person(72, 'female', [
      'tightness across my chest',
      'feel sick and clammy',
      'short of breath',
      'started watching tv half an hour ago and not going away',
    ]),
    HEART_ATTACK,
  ),
  e(
    'e7g-angina-gtn-not-working',
    person(
      68,
      'male',
      [
        'I have angina',
        'chest pain not going after 2 sprays of my GTN',
        'been 15 minutes now',
        'sweating',
      ],
      ['angina'],
    ),
    ['I20', 'I21', 'I24'],
  ),
  e(
    'e7g-stroke-slurred-arm-face',
    person(76, 'male', [
      'wife says my speech suddenly went slurred',
      'right arm feels weak and heavy',
      'right side of my face has dropped',
      'started 40 minutes ago',
    ]),
    STROKE,
  ),
  e(
    'e7g-sepsis-after-water-infection',
    person(69, 'female', [
      'had a water infection for 3 days',
      'now very confused and muddled',
      'shivering with a temperature of 39.4C',
      'not had a wee since this morning',
      'skin looks blotchy',
    ]),
    SEPSIS,
  ),
  e(
    'e7g-wasp-sting-throat-tight',
    person(34, 'male', [
      'stung by a wasp 15 minutes ago',
      'throat feels tight and it is hard to swallow',
      'wheezy',
      'feel faint and dizzy',
    ]),
    ANAPHYLAXIS,
  ),
  e(
    'e7g-pe-after-knee-surgery',
    person(39, 'female', [
      'had knee surgery 2 weeks ago',
      'suddenly short of breath',
      'sharp chest pain worse when I breathe in',
      'coughed up some blood',
    ]),
    ['I26'],
  ),
  e(
    'e7g-thunderclap-headache',
    person(47, 'female', [
      'sudden blinding headache like being hit on the back of the head',
      'worst headache of my life',
      'came on in seconds an hour ago',
      'neck is stiff and I was sick',
    ]),
    ['I60', 'I61', 'I62'],
  ),
  e(
    'e7g-head-injury-on-warfarin',
    person(
      79,
      'female',
      [
        'fell and banged my head on the kitchen floor this morning',
        'I take warfarin',
        'now got a headache that will not go away',
        'did not black out',
      ],
      ['atrial fibrillation'],
    ),
    HEAD_INJURY,
  ),
  e(
    'e7g-hypo-not-improving',
    person(
      62,
      'male',
      [
        'my husband is on insulin',
        'his sugar is 2.4',
        'confused and slurring and cannot swallow properly',
        'had some sweets 15 minutes ago but not getting better',
      ],
      ['type 2 diabetes'],
    ),
    ['E16', 'E11', 'E10'],
  ),
  e(
    'e7g-vomiting-coffee-grounds',
    person(66, 'male', [
      'been sick and it had lots of dark blood in it',
      'looks like coffee grounds',
      'feel light headed',
      'take ibuprofen a lot for my back',
    ]),
    ['K92', 'K25', 'K26', 'K29'],
  ),
  e(
    'e7g-aneurysm-sudden-back-pain',
    person(
      73,
      'male',
      [
        'sudden severe pain in my tummy going through to my back',
        'feel faint and sweaty',
        'they are watching a small aneurysm',
        'started 30 minutes ago',
      ],
      ['abdominal aortic aneurysm'],
    ),
    ['I71'],
  ),
  e(
    'e7g-back-pain-numb-bottom',
    person(41, 'female', [
      'back pain for a week after lifting',
      'now numb around my bottom and privates',
      'cannot tell when I need to pee',
      'both legs tingling',
    ]),
    ['G83', 'M51'],
  ),
  e(
    'e7g-acute-glaucoma-halos',
    person(68, 'female', [
      'sudden severe pain in my right eye',
      'eye is red and my vision is blurry',
      'seeing rainbow rings around lights',
      'feel sick and threw up',
    ]),
    ['H40'],
  ),
  e(
    'e7g-ectopic-sharp-pain-faint',
    person(26, 'female', [
      'period is 2 weeks late',
      'sudden sharp pain low down on the left side',
      'pain in the tip of my sholder',
      'feel really dizzy and nearly fainted',
    ]),
    ['O00'],
  ),
  e(
    'e7g-baby-moving-less-34-weeks',
    person(
      30,
      'female',
      [
        '34 weeks pregnant',
        'baby has been moving much less than usual today',
        'no kicks for the last few hours',
        'no pain or bleeding',
      ],
      ['pregnancy'],
    ),
    ['O36'],
  ),
  e(
    'e7g-paracetamol-overdose-feels-ok',
    person(19, 'female', [
      'took about 24 paracetemol 2 hours ago',
      'feel a bit sick',
      'otherwise feel ok',
    ]),
    ['T39'],
  ),
  e(
    'e7g-carbon-monoxide-family-headaches',
    person(35, 'female', [
      'whole family has headaches and feels sick',
      'we all feel better when we go out of the house',
      'old gas boiler',
      'getting dizzy and confused now',
    ]),
    ['T58'],
  ),
  e(
    'e7g-heatstroke-confused-older',
    person(81, 'male', [
      'been in the garden all afternoon in the heat',
      'temperature is 40.2C',
      'confused and not making sense',
      'skin hot and dry, stopped sweating',
      'cooling him down for 30 minutes has not helped',
    ]),
    ['T67'],
  ),
  e(
    'e7g-sudden-chest-pain-tall-young',
    person(21, 'male', [
      'sudden sharp pain on the right side of my chest',
      'really short of breath',
      'came on when I was just sitting',
      'tall and skinny if that matters',
    ]),
    ['J93'],
  ),
  e(
    'e7g-dental-abscess-swelling-to-eye',
    person(33, 'male', [
      'tooth abscess for 4 days',
      'swelling has spread up to my eye',
      'hard to swallow and talk',
      'temperature 38.7C',
    ]),
    DENTAL_ABSCESS,
  ),
  e(
    'e7g-cannot-pee-at-all',
    person(
      78,
      'male',
      [
        'cannot pee at all since last night',
        'lower tummy swollen and really painful',
        'desperate to go but nothing comes',
      ],
      ['enlarged prostate'],
    ),
    ['R33', 'N40'],
  ),
  e(
    'e7g-nosebleed-30-minutes',
    person(
      77,
      'male',
      [
        'nosebleed for 30 minutes that will not stop',
        'been pinching it properly',
        'swallowing lots of blood and been sick',
        'on blood thinners',
      ],
      ['atrial fibrillation'],
    ),
    ['R04'],
  ),
  e(
    'e7g-first-seizure-adult',
    person(28, 'female', [
      'my girlfriend just had a fit',
      'shaking all over for about 2 minutes and bit her tongue',
      'never had one before',
      'now confused and drowsy',
    ]),
    ['R56', 'G40'],
  ),
  e(
    'e7g-bowel-obstruction-no-wind',
    person(64, 'female', [
      'not done a poo or passed wind for 3 days',
      'stomache swollen and tight',
      'keep being sick and it smells like poo',
      'cramping pains',
    ]),
    ['K56'],
  ),
  e(
    'e7g-hip-fracture-leg-turned-out',
    person(84, 'female', [
      'fell over in the kitchen',
      'pain in my left hip and groin',
      'cannot stand up or put any weight on it',
      'leg looks shorter and turned out',
    ]),
    ['S72'],
  ),
  e(
    'e7g-miscarriage-soaking-pads-dizzy',
    person(32, 'female', [
      '9 weeks pregnant',
      'heavy bleeding soaking a pad every half hour',
      'passing big clots',
      'feel dizzy and faint',
    ]),
    MISCARRIAGE,
  ),
  e(
    'e7g-hypothermia-nan-on-floor',
    person(86, 'female', [
      'found my nan on the floor this morning, heating was off',
      'she feels ice cold',
      'very drowsy and slurring her words',
      'she has stopped shivering',
    ]),
    ['T68'],
  ),
  // Urgent, children: the 111 / urgent GP boxes for bronchiolitis feeding less, a newborn red sticky
  // eye, forceful vomiting in a young baby, D&V in a baby with fewer wet nappies, croup, scarlet
  // fever, ear infection with discharge, infected chickenpox, Kawasaki, a limp without weight-
  // bearing, a child's UTI, and a dental abscess (urgent dentist).
  u(
    'u7g-baby-bronchiolitis-half-feeds',
    person(1, 'female', [
      '7 month old with a cold and cough for 3 days',
      'taking about half her usual milk',
      'only 2 wet nappies today',
      'temperature 37.9C',
      'breathing a bit fast but not sucking in and her colour is fine',
    ]),
    BRONCHIOLITIS,
  ),
  u(
    'u7g-newborn-red-sticky-eyes',
    person(1, 'male', [
      '2 week old baby',
      'both eyes red with yellow green gunk',
      'eyelids a bit puffy',
      'feeding well, no temperature',
    ]),
    ['H10', 'P39'],
  ),
  u(
    'u7g-baby-projectile-vomiting',
    person(1, 'male', [
      '5 week old',
      'vomits forcefully after nearly every feed, it shoots across the room',
      'seems starving straight after being sick',
      'the sick is milky, not green',
      'fewer wet nappies than usual',
    ]),
    ['Q40'],
  ),
  u(
    'u7g-baby-diarrhoea-vomiting-fewer-nappies',
    person(1, 'female', [
      '10 month old with diarreah and vomiting since yesterday',
      'not keeping her milk down',
      'fewer wet nappies',
      'temperature 38.3C',
      'still alert and smiling',
    ]),
    ['A08', 'A09'],
  ),
  u(
    'u7g-croup-barking-calm-breathing',
    person(3, 'male', [
      'barking cough like a seal since last night',
      'hoarse voice',
      'temperature 38.2C',
      'breathing ok when he is calm, no sucking in',
    ]),
    CROUP,
  ),
  u(
    'u7g-scarlet-fever-sandpaper-rash',
    person(5, 'female', [
      'sore throat and temperature of 38.8C',
      'rough red rash like sandpaper on her chest and tummy',
      'red strawberry tongue',
      'not eating much and getting worse today',
    ]),
    ['A38'],
  ),
  u(
    'u7g-ear-infection-discharge',
    person(4, 'male', [
      'earache for 3 days',
      'yellow gunk leaking out of his ear',
      'temprature 38.9C',
      'not hearing well on that side',
    ]),
    ['H66'],
  ),
  u(
    'u7g-chickenpox-infected-spots',
    person(4, 'female', [
      'chickenpox for 5 days',
      'the skin around some spots is red, hot and swollen',
      'those spots are really painful',
      'temperature back up to 38.7C',
    ]),
    ['B01'],
  ),
  u(
    'u7g-kawasaki-six-days-fever',
    person(3, 'male', [
      'temperature over 39C for 6 days',
      'red eyes',
      'cracked red lips and strawberry tongue',
      'hands and feet swollen and red',
      'rash on his body',
    ]),
    ['M30'],
  ),
  u(
    'u7g-limp-will-not-weight-bear',
    person(6, 'male', [
      'started limping yesterday, says his hip hurts',
      'will not put any weight on his right leg today',
      'had a cold last week',
      'no temperature and no fall',
    ]),
    ['M67'],
  ),
  u(
    'u7g-child-uti-wetting',
    person(7, 'female', [
      'stings when she wees',
      'needing the toilet all the time',
      'wet herself at school which she never does',
      'temperature 38.1C',
    ]),
    ['N39', 'N30'],
  ),
  u(
    'u7g-child-tooth-abscess',
    person(12, 'male', [
      'bad toothache in a back tooth for 3 days',
      'gum swollen with a pus bubble',
      'throbbing and keeping him up at night',
      'face not swollen and swallowing fine',
    ]),
    DENTAL_ABSCESS,
  ),
  // Urgent, adults: kidney infection, pneumonia, early appendicitis, pre-eclampsia, threatened
  // miscarriage, mastitis, epididymitis, shingles near the eye, leg cellulitis, gallstones with
  // jaundice, DVT and renal colic — each with the page's urgent feature and its 999 features absent.
  u(
    'u7g-kidney-infection-side-pain',
    person(34, 'female', [
      'burning when I pee for 3 days',
      'now pain in my right side at the back under my ribs',
      'temperature 101.5F and shivery',
      'feel sick but keeping drinks down',
    ]),
    ['N10', 'N12', 'N39'],
  ),
  u(
    'u7g-pneumonia-older-pleuritic',
    person(71, 'male', [
      'cough with green phlegm for 5 days',
      'temperature 38.4C',
      'sharp pain in my chest when I breathe in',
      'a bit short of breath walking upstairs',
    ]),
    ['J18', 'J15', 'J13'],
  ),
  u(
    'u7g-appendicitis-moved-right',
    person(24, 'male', [
      'pain started around my belly button this morning',
      'now moved to the lower right side',
      'worse when I walk or cough',
      'off my food and feel sick',
      'temperature 37.9C',
    ]),
    APPENDICITIS,
  ),
  u(
    'u7g-pre-eclampsia-headache-flashing',
    person(
      33,
      'female',
      [
        '32 weeks pregnant',
        'bad headache for a day that paracetamol is not touching',
        'seeing flashing lights',
        'face and hands suddenly puffy',
      ],
      ['pregnancy'],
    ),
    ['O14', 'O13', 'O11'],
  ),
  u(
    'u7g-threatened-miscarriage-spotting',
    person(29, 'female', [
      '8 weeks pregnant',
      'light spotting and mild period type cramps since this morning',
      'only a few drops on the pad',
      'not dizzy and the pain is not bad',
    ]),
    MISCARRIAGE,
  ),
  u(
    'u7g-mastitis-not-improving',
    person(31, 'female', [
      'breastfeeding my 3 week old',
      'right breast red, hot and painful with a hard lump',
      'temperature 38.5C and achy like flu',
      'not better after a day of feeding and massaging it',
    ]),
    ['O91', 'N61'],
  ),
  u(
    'u7g-epididymitis-gradual-swelling',
    person(30, 'male', [
      'right testicle swollen and sore for 2 days',
      'came on gradually, not suddenly',
      'scrotum red and warm',
      'stings when I pee',
      'temperature 38.1C',
    ]),
    ['N45', 'N34'],
  ),
  u(
    'u7g-shingles-near-eye',
    person(72, 'female', [
      'painful blistery rash on one side of my forehead',
      'started with burning and tingling 3 days ago',
      'rash goes down onto my eyelid',
      'that eye feels sore',
      'temperature 37.6C',
    ]),
    ['B02'],
  ),
  u(
    'u7g-cellulitis-shin',
    person(66, 'male', [
      'left shin red, hot and swollen',
      'spreading since yesterday',
      'scratched it gardening',
      'temperature 37.9C',
      'otherwise feel alright',
    ]),
    ['L03'],
  ),
  u(
    'u7g-gallstones-yellow-eyes',
    person(52, 'female', [
      'pain under my right ribs for 10 hours',
      'eyes and skin have gone yellow',
      'itchy skin',
      'dark pee',
    ]),
    ['K80', 'K81', 'K83'],
  ),
  u(
    'u7g-dvt-calf-after-drive',
    person(45, 'male', [
      'right calf swollen and throbbing for 2 days',
      'warm and red',
      'drove 10 hours last week',
      'no chest pain or breathlessness',
    ]),
    ['I80', 'I82'],
  ),
  u(
    'u7g-renal-colic-waves',
    person(44, 'male', [
      'pain in my left side coming in waves',
      'goes down into my groin',
      'cannot keep still when it comes',
      'pee looks pink',
      'no fever',
    ]),
    ['N20', 'N23'],
  ),
  // Routine, children: nappy rash, oral thrush and teething in babies; hand, foot and mouth,
  // uncomplicated chickenpox, conjunctivitis, threadworms, impetigo, eczema, constipation, head
  // lice and slapped cheek — self-care, pharmacist or routine GP.
  r(
    'r7g-baby-nappy-rash',
    person(1, 'male', [
      '7 month old',
      'red sore patches in the nappy area for 3 days',
      'not in the skin creases',
      'happy and feeding well, no temperature',
    ]),
    ['L22'],
  ),
  r(
    'r7g-baby-oral-thrush',
    person(1, 'female', [
      '6 week old',
      'white patches on her tongue and inside her cheeks that do not wipe off',
      'a bit fussy on the breast',
      'feeding ok and plenty of wet nappies',
    ]),
    ['B37'],
  ),
  r(
    'r7g-baby-teething',
    person(1, 'male', [
      '8 month old dribbling loads and chewing everything',
      'red cheek and sore gums',
      'grumpy at night',
      'temperature 37.4C',
    ]),
    ['K00'],
  ),
  r(
    'r7g-hand-foot-mouth',
    person(3, 'female', [
      'mouth ulcers and not wanting to eat much',
      'spots on her hands and feet',
      'temperature 38C yesterday, gone today',
      'drinking fine',
    ]),
    ['B08'],
  ),
  r(
    'r7g-chickenpox-uncomplicated',
    person(5, 'male', [
      'itchy spotty rash all over that turned into blisters',
      'started 2 days ago',
      'mild temperature 37.8C',
      'eating and drinking ok',
    ]),
    ['B01'],
  ),
  r(
    'r7g-child-conjunctivitis',
    person(4, 'female', [
      'think she has conjuctivitis',
      'both eyes pink and gritty',
      'sticky yellow crust on her lashes in the morning',
      'no pain and seeing fine',
    ]),
    ['H10'],
  ),
  r(
    'r7g-threadworms',
    person(7, 'male', [
      'itchy bottom at night for a week',
      'saw tiny white threads in his poo',
      'sleeping badly',
    ]),
    ['B80'],
  ),
  r(
    'r7g-impetigo-golden-crusts',
    person(6, 'female', [
      'red sores around her nose that burst and left golden crusts',
      'spreading a bit over 3 days',
      'she feels fine in herself',
    ]),
    ['L01'],
  ),
  r(
    'r7g-toddler-eczema',
    person(2, 'male', [
      'excema on and off for months',
      'dry itchy red patches in the creases of his elbows and knees',
      'scratching at night',
      'not weeping or crusty',
    ]),
    ['L20', 'L30'],
  ),
  r(
    'r7g-child-constipation',
    person(4, 'female', [
      'only doing a poo every 4 days for 2 weeks',
      'poos are hard and hurt her',
      'tummy ache before she goes',
      'eating and playing normally, not being sick',
    ]),
    ['K59'],
  ),
  r(
    'r7g-head-lice',
    person(9, 'female', [
      'really itchy scalp',
      'found lice and eggs in her hair with a nit comb',
      'for a week',
    ]),
    ['B85'],
  ),
  r(
    'r7g-slapped-cheek',
    person(6, 'male', [
      'bright red rash on both cheeks',
      'lacy rash on his arms now',
      'had a runny nose and temperature of 38.2C last week, fine now',
    ]),
    ['B08'],
  ),
  // Routine, adults: sinusitis, hay fever, piles, IBS, tension headache, cystitis (pharmacist),
  // vaginal thrush, earwax, athlete's foot, cold sore, carpal tunnel and sciatica without red flags.
  r(
    'r7g-sinusitis-cheek-pain',
    person(36, 'female', [
      'blocked nose and pain around my cheeks and eyes for 8 days',
      'worse when I bend forward',
      'green snot',
      'temperature 37.8C',
      'no swelling around my eyes and vision fine',
    ]),
    ['J01', 'J32'],
  ),
  r(
    'r7g-hay-fever',
    person(27, 'male', [
      'sneezing and runny nose every morning',
      'itchy watery eyes',
      'worse when the pollen count is high',
      'happens every summer',
    ]),
    ['J30'],
  ),
  r(
    'r7g-piles-bright-blood',
    person(45, 'female', [
      'think I have hemmeroids',
      'bright red blood on the toilet paper after a poo',
      'itchy and sore around my bottom with a small lump',
      'been constipated',
    ]),
    ['K64', 'I84'],
  ),
  r(
    'r7g-ibs-bloating',
    person(29, 'female', [
      'bloating and tummy cramps for months',
      'swap between diarrhoea and constipation',
      'pain eases after a poo',
      'no weight loss or blood',
    ]),
    ['K58'],
  ),
  r(
    'r7g-tension-headache',
    person(38, 'male', [
      'headache like a tight band around my head',
      'most afternoons for 2 weeks',
      'stressed at work and staring at screens',
      'no vomiting and vision fine',
    ]),
    ['G44'],
  ),
  r(
    'r7g-cystitis-pharmacist',
    person(26, 'female', [
      'stinging when I wee since yesterday',
      'needing to go all the time',
      'cloudy wee',
      'no temperature or back pain and not pregnant',
    ]),
    ['N30', 'N39'],
  ),
  r(
    'r7g-vaginal-thrush',
    person(33, 'female', [
      'itching and soreness down below',
      'thick white discharge like cottage cheese',
      'no smell',
      'finished antibiotics last week',
    ]),
    ['B37', 'N77'],
  ),
  r(
    'r7g-earwax-blocked',
    person(74, 'male', [
      'right ear feels blocked and muffled for 2 weeks',
      'no pain or discharge',
      'I wear hearing aids',
    ]),
    ['H61'],
  ),
  r(
    'r7g-athletes-foot',
    person(22, 'male', [
      'itchy white cracked skin between my toes',
      'smells',
      'play football a lot',
    ]),
    ['B35'],
  ),
  r(
    'r7g-cold-sore',
    person(19, 'female', [
      'tingling on my lip yesterday',
      'now a small blister there',
      'I get them when I am run down',
    ]),
    ['B00'],
  ),
  r(
    'r7g-carpal-tunnel',
    person(67, 'female', [
      'pins and needles in my thumb and first two fingers',
      'worse at night and wakes me up',
      'shaking my hand helps',
      'for 2 months',
    ]),
    ['G56'],
  ),
  r(
    'r7g-sciatica-no-red-flags',
    person(48, 'male', [
      'pain from my bum down the back of my leg to my foot',
      'started 2 weeks ago after digging the garden',
      'tingling in my foot',
      'peeing and pooing normally, no numbness around my bottom',
    ]),
    ['M54', 'M51'],
  ),
];
