/**
 * Round-7Q standardised-patient audit set (in the style of Semigran et al., BMJ 2015): 96
 * presentations, 48 emergency, 24 urgent and 24 routine. For each class they are the conditions
 * that most often bring babies, children, adults and older people to that level of care, each in
 * its typical textbook presentation. They were not picked for being hard or easy. Each is written
 * in lay words, the way a patient or parent would type it: 3–6 chips, one fact per chip, with
 * pertinent negatives and durations, a temperature in about a third and a realistic misspelling
 * in about one in eight. Every case was written from a public page's own symptom list and
 * "when to get help" boxes, not from any evaluation vignette and not from the engine:
 *
 * - Emergency: NHS A–Z "Heart attack", "Stroke", "Sepsis", "Meningitis", "Anaphylaxis", "Asthma
 *   attack", "Pulmonary embolism", "Ectopic pregnancy", "Abdominal aortic aneurysm",
 *   "Subarachnoid haemorrhage", "Head injury and concussion", "Hip fracture", "Glaucoma" (acute),
 *   "Detached retina", "Cauda equina syndrome", "Collapsed lung (pneumothorax)", "Acute
 *   pancreatitis", "Vomiting blood", "Your baby's movements", "Vaginal bleeding in pregnancy",
 *   "Heat exhaustion and heatstroke", "Hypothermia", "Low blood sugar (hypoglycaemia)", "Carbon
 *   monoxide poisoning", "Epilepsy" (first seizure), "Intestinal obstruction", "Giant cell
 *   arteritis" (with vision problems), "Broken ankle", "Broken arm or wrist", "Burns and scalds",
 *   "Paracetamol overdose", "Febrile seizures", "Appendicitis", "Testicle pain" (torsion),
 *   "Diabetic ketoacidosis", "Bronchiolitis", "Croup"; Healthier Together red boxes for
 *   "Bronchiolitis", "Croup", "Vomiting in babies" (green vomit), "Diarrhoea and vomiting" and
 *   "Foreign body (swallowed)" (button battery: A&E straight away).
 * - Urgent: NHS "Ear infections" (111: very high temperature, fluid from the ear), "Urinary tract
 *   infections" / "Kidney infection" (back pain under the ribs, hot and shivery), "Conjunctivitis"
 *   (baby under 28 days), "Chickenpox" (newborn; adult), "High temperature (fever) in children"
 *   (3–6 months with 39°C; 5 days or more), "Whooping cough" (bad cough getting worse),
 *   "Diarrhoea and vomiting" (dehydration; blood in diarrhoea), "Cellulitis" (111 now: around the
 *   eye, diabetes, older person), "Dental abscess" (urgent dentist), "DVT", "Shingles", "Chest
 *   infection" (65 or over), "Vaginal bleeding in pregnancy" (under 12 weeks: early pregnancy unit
 *   / urgent GP / 111), "Gallstones" (pain longer than 30 minutes, no jaundice or fever), "Hearing
 *   loss" (sudden), "Diverticular disease and diverticulitis"; Healthier Together amber boxes for
 *   "Bronchiolitis" (less than half the usual feeds, fewer wet nappies), "Croup" (stridor only
 *   when upset) and "Diarrhoea and vomiting" (no wee for 8 hours).
 * - Routine: NHS "Common cold", "Hand, foot and mouth disease", "Chickenpox", "Head lice and
 *   nits", "Threadworms", "Nappy rash", "Cradle cap", "Oral thrush in babies", "Colic",
 *   "Impetigo", "Acne", "Conjunctivitis", "Hay fever", "Urinary tract infections" (women: see a
 *   pharmacist), "Piles (haemorrhoids)", "Athlete's foot", "Back pain", "Tension-type headaches",
 *   "Migraine", "Earwax build-up", "Cold sores", "Thrush", "Irritable bowel syndrome (IBS)",
 *   "Constipation"; Healthier Together green boxes for the children.
 *
 * Urgency is the page's advice: 999, A&E, the maternity unit or eye casualty now → emergency;
 * urgent GP, urgent treatment centre, 111, urgent dentist or early pregnancy unit → urgent;
 * self-care, pharmacist or routine GP → routine. ICD-10 3-character categories are those of the
 * expected condition (null: triage only). Babies under 1 are age 1 with the weeks or months in
 * the text. Conflicts between sources were avoided rather than resolved: a baby under 3 months
 * with 38°C (NHS A–Z: urgent GP or 111; Healthier Together: A&E) and scarlet fever (NHS: see a
 * GP) are left out; croup and cellulitis use only the features both sources put in their level.
 */
import { e, person, r, u, type ValidationCase } from './validation-case.ts';

const HEART_ATTACK = ['I21', 'I20', 'I24'];
const STROKE = ['I63', 'I61', 'I64', 'G45'];
const SEPSIS = ['A41', 'A40'];
const MENINGITIS = ['A39', 'G00', 'G03', 'A87'];
const ANAPHYLAXIS = ['T78'];
const ASTHMA = ['J45', 'J46'];
const HEAD_INJURY = ['S06', 'S09', 'S00'];
const BRONCHIOLITIS = ['J21'];
const CROUP = ['J05'];
const GASTROENTERITIS = ['A08', 'A09', 'E86'];
const UTI = ['N10', 'N39', 'N30'];
const CHICKENPOX = ['B01'];
const DENTAL_ABSCESS = ['K04', 'K05'];
const BURNS = ['T21', 'T22', 'T29', 'T30', 'T31'];

export const GUIDANCE_CASES_ROUND_7Q: ValidationCase[] = [
  // Emergencies, adults: chest pain, stroke, sepsis, anaphylaxis, asthma, PE, ectopic pregnancy,
  // aneurysm, thunderclap headache, falls and fractures, eye emergencies, cauda equina, collapsed
  // lung, pancreatitis, GI bleeding, pregnancy after 24 weeks, heat and cold, hypoglycaemia, carbon
  // monoxide, a first fit, bowel obstruction and giant cell arteritis with vision loss.
  e(
    'e7q-heart-attack-crushing-arm',
    person(58, 'male', [
      'crushing pain in the middle of my chest',
      'spreading down my left arm and into my jaw',
      'sweaty and feel sick',
      'started 20 minutes ago while sitting watching TV',
    ]),
    HEART_ATTACK,
  ),
  e(
    'e7q-heart-attack-older-woman',
    person(
      72,
      'female',
      [
        'heavy tight feeling across my chest for half an hour',
        'short of breath',
        'clammy and lightheaded',
        'ache going into both arms',
      ],
      ['high blood pressure', 'type 2 diabetes'],
    ),
    HEART_ATTACK,
  ),
  e(
    'e7q-stroke-face-arm-speech',
    person(
      78,
      'male',
      [
        'his face has dropped on the right side',
        "he can't lift his right arm",
        'his words are coming out jumbled',
        'started about an hour ago',
      ],
      ['atrial fibrillation'],
    ),
    STROKE,
  ),
  e(
    'e7q-stroke-sudden-slurred',
    person(54, 'female', [
      'sudenly my speech is slurred',
      'left arm and leg gone weak and numb',
      'mouth drooping on one side',
      'no headache',
    ]),
    STROKE,
  ),
  e(
    'e7q-sepsis-confused-mottled',
    person(80, 'female', [
      'my mum is being treated for a water infection',
      'today she is very confused and not making sense',
      'her skin looks blotchy',
      'breathing fast',
      "hasn't passed urine since yesterday",
      'temperature 102°F',
    ]),
    SEPSIS,
  ),
  e(
    'e7q-anaphylaxis-wasp-sting',
    person(32, 'female', [
      'stung by a wasp 10 minutes ago',
      'lips and tongue swelling up',
      'wheezing and struggling to breathe',
      'feel faint',
    ]),
    ['T78', 'T63'],
  ),
  e(
    'e7q-asthma-adult-cannot-finish-sentence',
    person(26, 'male', [
      'asthma attack',
      'had 10 puffs of my blue inhaler and no better',
      "can't finish a sentence",
      'lips look a bit blue',
    ]),
    ASTHMA,
  ),
  e(
    'e7q-pe-after-knee-surgery',
    person(38, 'female', [
      'suddenly short of breath this morning',
      'sharp chest pain worse when I breathe in',
      'had knee surgery 2 weeks ago',
      'coughed up a little blood',
    ]),
    ['I26'],
  ),
  e(
    'e7q-ectopic-shoulder-tip',
    person(27, 'female', [
      'period is 6 weeks late',
      'sudden sharp pain low down on the left of my tummy',
      'pain in the tip of my shoulder',
      'feel dizzy and faint',
      'a little brown bleeding',
    ]),
    ['O00'],
  ),
  e(
    'e7q-aaa-tummy-through-to-back',
    person(
      74,
      'male',
      [
        'sudden severe pain in my tummy going through to my back',
        'feel faint and sweaty',
        'look very pale',
        'started an hour ago',
      ],
      ['high blood pressure'],
    ),
    ['I71'],
  ),
  e(
    'e7q-sah-thunderclap',
    person(45, 'female', [
      'sudden headache like being hit on the back of the head',
      'worst headache of my life',
      'came on in seconds',
      'neck is stiff',
      'being sick',
      'light hurts my eyes',
    ]),
    ['I60'],
  ),
  e(
    'e7q-head-injury-older-warfarin',
    person(
      81,
      'female',
      [
        'my mum fell and hit her head on the kitchen floor',
        'she takes warfrin',
        'big bump on her forehead',
        'has been sick twice since',
      ],
      ['atrial fibrillation'],
    ),
    HEAD_INJURY,
  ),
  e(
    'e7q-hip-fracture-after-fall',
    person(83, 'female', [
      'fell in the bathroom',
      "can't get up or put any weight on my right leg",
      'bad pain in my right hip and groin',
      'the leg looks shorter and turned out',
    ]),
    ['S72'],
  ),
  e(
    'e7q-acute-glaucoma',
    person(69, 'female', [
      'sudden very painful red right eye',
      'vision gone blurry and misty',
      'seeing rainbow rings around lights',
      'headache and feel sick',
    ]),
    ['H40'],
  ),
  e(
    'e7q-retinal-detachment-curtain',
    person(60, 'male', [
      'lots of new floaters in my left eye today',
      'flashes of light at the edge of my vision',
      'a dark shadow coming across like a curtain',
      'no pain',
    ]),
    ['H33'],
  ),
  e(
    'e7q-cauda-equina',
    person(44, 'male', [
      'bad lower back pain for a week',
      'now pain going down both legs',
      'numb around my bottom and between my legs',
      'struggling to pee',
    ]),
    ['G83', 'M51'],
  ),
  e(
    'e7q-pneumothorax-sudden',
    person(22, 'male', [
      'sudden sharp pain on the right side of my chest',
      'short of breath since it started',
      'worse when I breathe in deeply',
      'no injury, I am tall and thin',
    ]),
    ['J93'],
  ),
  e(
    'e7q-pancreatitis-to-back',
    person(50, 'male', [
      'sudden severe pain in the top middle of my tummy',
      'going through to my back',
      'keep being sick',
      'drink a lot of alcohol',
      'temperature 38.2°C',
    ]),
    ['K85'],
  ),
  e(
    'e7q-vomiting-blood-nsaids',
    person(62, 'male', [
      'vomitted a lot of bright red blood',
      'dizzy when I stand up',
      'take ibuprofen most days for my knees',
      'black poo yesterday',
    ]),
    ['K92', 'K25', 'K26', 'K27', 'I85'],
  ),
  e(
    'e7q-baby-moving-less',
    person(30, 'female', [
      '34 weeks pregnant',
      'baby has been moving much less than usual today',
      'no kicks at all for the last few hours',
      'no bleeding or pain',
    ]),
    ['O36'],
  ),
  e(
    'e7q-bleeding-31-weeks',
    person(33, 'female', [
      '31 weeks pregnant',
      'heavy bright red bleeding from my vagina',
      'constant tummy pain that is not easing',
      'feel faint',
    ]),
    ['O46', 'O45', 'O44'],
  ),
  e(
    'e7q-heatstroke-outdoor-worker',
    person(35, 'male', [
      'working outside all day in the heat',
      'stopped sweating even though I feel really hot',
      'confused and dizzy',
      'temperature 40.3°C',
      'still unwell after half an hour resting in the shade',
    ]),
    ['T67'],
  ),
  e(
    'e7q-hypothermia-cold-house',
    person(86, 'male', [
      'found my grandad on the floor of his cold house this morning',
      'very cold to touch and pale',
      'speech slurred and very sleepy',
      'temperature 34.8°C',
    ]),
    ['T68'],
  ),
  e(
    'e7q-hypo-too-drowsy-to-swallow',
    person(
      29,
      'male',
      [
        'my partner is type 1 diabetic',
        'shaky, sweaty and confused',
        'blood sugar 2.1',
        'too drowsy to drink the juice I gave him',
      ],
      ['type 1 diabetes'],
    ),
    ['E16', 'E10'],
  ),
  e(
    'e7q-carbon-monoxide-alarm',
    person(40, 'female', [
      'headache and dizziness for days, worse at home',
      'now confused and keep nodding off',
      'the kids have headaches too',
      'carbon monoxide alarm is going off',
    ]),
    ['T58'],
  ),
  e(
    'e7q-first-fit-adult',
    person(24, 'male', [
      'had a fit for the first time ever',
      'friends say I was shaking all over for 2 minutes',
      'bit my tongue and wet myself',
      'drowsy and muddled since',
    ]),
    ['G40', 'G41', 'R56'],
  ),
  e(
    'e7q-bowel-obstruction',
    person(
      70,
      'female',
      [
        'tummy badly swollen',
        'being sick green stuff',
        "haven't pooed or passed wind for 2 days",
        'cramping pains that come and go',
      ],
      ['bowel surgery years ago'],
    ),
    ['K56'],
  ),
  e(
    'e7q-gca-vision-going',
    person(71, 'female', [
      'headache on the right side of my head for a week',
      'scalp tender when I brush my hair',
      'jaw aches when I chew',
      'vision in my right eye went blurry and dark this morning',
    ]),
    ['M31'],
  ),
  e(
    'e7q-ankle-wrong-angle',
    person(34, 'female', [
      'fell off a kerb and twisted my ankle',
      'foot is pointing the wrong way',
      'severe pain',
      "can't put any weight on it",
    ]),
    ['S82'],
  ),
  // Emergencies, children and babies: meningitis and sepsis, asthma, croup and bronchiolitis, a
  // first febrile fit, appendicitis, torsion, DKA, a peanut reaction, a button battery, a head
  // injury, an overdose, a scald, green vomit, a floppy dehydrated baby and a broken wrist.
  e(
    'e7q-meningitis-toddler-rash',
    person(3, 'female', [
      'temperature 39.5°C',
      'purple spots that do not fade when I press a glass on them',
      'very sleepy and hard to wake',
      'cold hands and feet',
    ]),
    MENINGITIS,
  ),
  e(
    'e7q-meningitis-teen-stiff-neck',
    person(17, 'male', [
      'bad headache and stiff neck',
      'bright light hurts my eyes',
      'temprature 39°C',
      'vomiting',
      'getting drowsy',
    ]),
    MENINGITIS,
  ),
  e(
    'e7q-sepsis-baby-blotchy',
    person(1, 'male', [
      '6 month old baby',
      'skin looks blotchy and bluish',
      'weak high-pitched cry',
      'not feeding',
      'temperature 38.8°C',
    ]),
    SEPSIS,
  ),
  e(
    'e7q-asthma-child-sucking-in',
    person(7, 'male', [
      'asthma attack',
      'had 10 puffs of his blue inhaler and no better',
      'too breathless to talk',
      'skin sucking in between his ribs',
    ]),
    ASTHMA,
  ),
  e(
    'e7q-croup-stridor-at-rest',
    person(2, 'female', [
      'barking seal-like cough',
      'harsh noisy breathing in even when calm and still',
      'tummy sucking in with every breath',
      'temperature 38.4°C',
    ]),
    CROUP,
  ),
  e(
    'e7q-bronchiolitis-pauses-grunting',
    person(1, 'female', [
      '3 month old with a cold and cough',
      'stops breathing for a few seconds at a time',
      'grunting noise with each breath',
      'too breathless to feed',
    ]),
    BRONCHIOLITIS,
  ),
  e(
    'e7q-bronchiolitis-blue-floppy',
    person(1, 'male', [
      '7 month old with bronchiolitis',
      'breathing really fast',
      'lips look blue',
      'very floppy',
      'temperature 38.1°C',
    ]),
    BRONCHIOLITIS,
  ),
  e(
    'e7q-febrile-seizure-first',
    person(1, 'male', [
      'my 18 month old had a fit',
      'went stiff and jerked for about 3 minutes',
      'first time this has happened',
      'temperature 39.4°C',
      'sleepy since',
    ]),
    ['R56'],
  ),
  e(
    'e7q-appendicitis-spread-all-over',
    person(11, 'male', [
      'stomache pain started round his belly button yesterday',
      'moved to the lower right side',
      'now severe and spread all over his tummy',
      'hurts to walk or cough',
      'temperature 101.3°F',
    ]),
    ['K35', 'K36', 'K37'],
  ),
  e(
    'e7q-testicular-torsion',
    person(14, 'male', [
      'sudden really bad pain in my left testicle',
      'started an hour ago',
      'testicle is swollen',
      'being sick',
      'no injury',
    ]),
    ['N44'],
  ),
  e(
    'e7q-dka-teen',
    person(
      15,
      'female',
      [
        'type 1 diabetes',
        'being sick with tummy pain',
        'breathing deep and fast',
        'breath smells like pear drops',
        'ketones high on the meter',
      ],
      ['type 1 diabetes'],
    ),
    ['E10'],
  ),
  e(
    'e7q-anaphylaxis-peanut-child',
    person(5, 'male', [
      'ate a cookie with peanuts in',
      'lips and face swelling',
      'wheezy and coughing',
      'hives all over',
    ]),
    ANAPHYLAXIS,
  ),
  e(
    'e7q-button-battery-swallowed',
    person(2, 'female', [
      'think my toddler swallowed a button battery from the remote',
      'about 20 minutes ago',
      'she seems fine at the moment',
      'no choking',
    ]),
    ['T18'],
  ),
  e(
    'e7q-head-injury-child-knocked-out',
    person(4, 'male', [
      'fell off the climbing frame and hit his head',
      'knocked out for a few seconds then woke up',
      'been sick twice since',
      'more sleepy than usual',
    ]),
    HEAD_INJURY,
  ),
  e(
    'e7q-paracetamol-overdose',
    person(16, 'female', [
      'took about 20 paracetamol tablets 2 hours ago',
      'feel fine at the moment',
      'a bit sick',
      'did it on purpose after a row',
    ]),
    ['T39'],
  ),
  e(
    'e7q-scald-toddler-tea',
    person(1, 'male', [
      'my 14 month old pulled a hot cup of tea over himself',
      'blisters on his chest and arm',
      'burnt area bigger than his hand',
      'screaming',
    ]),
    BURNS,
  ),
  e(
    'e7q-green-vomit-newborn',
    person(1, 'female', [
      '5 week old baby',
      'vomit is bright green',
      'tummy looks swollen',
      'not interested in feeding',
    ]),
    null,
  ),
  e(
    'e7q-dehydrated-baby-floppy',
    person(1, 'male', [
      '9 month old with diarrhoea and vomiting for 2 days',
      'no wet nappy since last night',
      'very floppy and hard to wake',
      'soft spot on his head looks sunken',
      'temperature 38.2°C',
    ]),
    GASTROENTERITIS,
  ),
  e(
    'e7q-broken-wrist-child',
    person(8, 'female', [
      'fell off her bike onto her outstretched hand',
      'wrist is bent at a funny angle',
      'very swollen and painful',
      "won't move her fingers",
    ]),
    ['S52'],
  ),
  // Urgent, children and babies: ear and kidney infections, a newborn's red sticky eyes and
  // chickenpox, fever for 5 days or 39°C at 4 months, bronchiolitis and croup at the amber level,
  // whooping cough, a toddler getting dehydrated, a swollen eyelid and a tooth abscess.
  u(
    'u7q-ear-infection-discharge',
    person(4, 'female', [
      'earache in her right ear for 2 days',
      'yellow fluid coming out of the ear',
      'temperature 39.2°C',
      'still drinking and playing a bit',
    ]),
    ['H66'],
  ),
  u(
    'u7q-kidney-infection-child',
    person(6, 'female', [
      'stinging when she wees',
      'weeing a lot more than usual',
      'pain in her back just under her ribs on one side',
      'temperature 38.7°C',
      'drinking ok and not floppy',
    ]),
    UTI,
  ),
  u(
    'u7q-newborn-red-sticky-eyes',
    person(1, 'male', [
      '2 week old baby',
      'both eyes red',
      'lots of yellow pus from his eyes',
      'feeding normally',
      'temperature 36.9°C',
    ]),
    ['P39', 'H10'],
  ),
  u(
    'u7q-newborn-chickenpox',
    person(1, 'female', [
      '3 week old baby',
      'a few spots on her tummy turning into little blisters',
      'her big brother has chickenpox',
      'feeding well, not floppy',
      'temperature 37.2°C',
    ]),
    CHICKENPOX,
  ),
  u(
    'u7q-fever-five-days',
    person(3, 'male', [
      'high temperature on and off for 5 days now',
      'highest was 38.9°C',
      'runny nose and cough',
      'drinking ok and weeing normally',
      'no rash',
    ]),
    null,
  ),
  u(
    'u7q-fever-four-month-old',
    person(1, 'female', [
      '4 month old',
      'temperature of 39.3°C',
      'grizzly but still feeding',
      'no rash',
      'no vaccinations in the last week',
    ]),
    null,
  ),
  u(
    'u7q-bronchiolitis-half-feeds',
    person(1, 'male', [
      '5 month old with a cough and runny nose for 3 days',
      'only taking about half his usual milk',
      'fewer wet nappies than normal',
      'breathing a bit faster than usual',
      'no pauses in his breathing, colour normal',
    ]),
    BRONCHIOLITIS,
  ),
  u(
    'u7q-croup-noisy-when-crying',
    person(2, 'male', [
      'barking cough like a seal',
      'croaky voice',
      'noisy breathing in only when he cries',
      'breathing quietly when calm',
      'temperature 37.9°C',
    ]),
    CROUP,
  ),
  u(
    'u7q-whooping-cough',
    person(7, 'female', [
      'coughing fits for 2 weeks',
      'makes a wooping noise breathing in after coughing',
      'sometimes sick after a coughing fit',
      'cough getting worse',
      'fine in between the fits',
    ]),
    ['A37'],
  ),
  u(
    'u7q-toddler-no-wet-nappy',
    person(2, 'female', [
      'diarrhoea and being sick since yesterday',
      'no wet nappy for 9 hours',
      'lips look dry',
      'still alert and responding to me',
      'no blood in her poo',
    ]),
    GASTROENTERITIS,
  ),
  u(
    'u7q-swollen-red-eyelid-child',
    person(5, 'male', [
      'left eyelid red and swollen since yesterday',
      'had a cold last week',
      'temperature 38.3°C',
      'eye moves fine and he can see normally',
    ]),
    ['L03', 'H05'],
  ),
  u(
    'u7q-tooth-abscess-teen',
    person(15, 'male', [
      'throbbing toothache in a back tooth for 3 days',
      'swollen gum with a lump of pus',
      'cheek a bit swollen on that side',
      'can swallow and breathe fine',
    ]),
    DENTAL_ABSCESS,
  ),
  // Urgent, adults: DVT, cellulitis with diabetes, shingles, a chest infection at 76, kidney
  // infection, spotting at 8 weeks, a dental abscess, biliary colic, sudden deafness, adult
  // chickenpox, diverticulitis and bloody diarrhoea.
  u(
    'u7q-dvt-after-long-drive',
    person(52, 'male', [
      'throbbing pain in my right calf for 2 days',
      'calf swollen and warm',
      'skin looks red',
      'drove 10 hours last week',
      'not short of breath, no chest pain',
    ]),
    ['I80', 'I82'],
  ),
  u(
    'u7q-cellulitis-diabetic-shin',
    person(
      68,
      'female',
      [
        'patch on my shin red, hot and painful',
        'spreading a bit since yesterday',
        'swollen',
        'temperture 37.9°C',
        'feel ok otherwise',
      ],
      ['type 2 diabetes'],
    ),
    ['L03'],
  ),
  u(
    'u7q-shingles-chest-band',
    person(71, 'male', [
      'burning pain on the right side of my chest for 3 days',
      'now a band of red blisters there',
      'only on one side',
      'nothing near my eyes',
    ]),
    ['B02'],
  ),
  u(
    'u7q-chest-infection-76',
    person(76, 'female', [
      'chesty cough for 5 days',
      'coughing up green phlem',
      'temperature 38.1°C',
      'a bit short of breath walking',
      'not confused, talking in full sentences',
    ]),
    ['J18', 'J22', 'J20'],
  ),
  u(
    'u7q-kidney-infection-adult',
    person(34, 'female', [
      'burning when I pee for 3 days',
      'now pain in my back under my ribs on the left',
      'hot and shivery',
      'temperature 101.5°F',
      'feel sick',
    ]),
    UTI,
  ),
  u(
    'u7q-spotting-8-weeks',
    person(29, 'female', [
      '8 weeks pregnant',
      'light spotting since this morning',
      'mild period-like cramps',
      'no shoulder pain and not dizzy',
    ]),
    ['O20'],
  ),
  u(
    'u7q-dental-abscess-adult',
    person(41, 'male', [
      'severe throbbing toothache for 2 days',
      'painkillers barely helping',
      'bad taste in my mouth',
      'gum swollen',
      'no swelling near my eye or neck',
    ]),
    DENTAL_ABSCESS,
  ),
  u(
    'u7q-biliary-colic',
    person(47, 'female', [
      'pain under my right ribs after a fatty meal',
      'lasted over an hour',
      'goes into my right sholder blade',
      'skin and eyes not yellow',
      'no fever',
    ]),
    ['K80'],
  ),
  u(
    'u7q-sudden-hearing-loss',
    person(55, 'male', [
      'woke up deaf in my left ear',
      'ringing in that ear',
      'no earache or discharge',
      'no weakness anywhere',
    ]),
    ['H91'],
  ),
  u(
    'u7q-adult-chickenpox',
    person(27, 'male', [
      'spotty rash all over my body turning into blisters',
      'started yesterday',
      'never had chickenpox as a kid',
      'temperature 38°C',
      'breathing fine',
    ]),
    CHICKENPOX,
  ),
  u(
    'u7q-diverticulitis',
    person(
      63,
      'male',
      [
        'constant pain low down on the left of my tummy for 2 days',
        'getting worse',
        'hot and shivery',
        'no bleeding',
        'keeping fluids down',
      ],
      ['diverticular disease'],
    ),
    ['K57'],
  ),
  u(
    'u7q-bloody-diarrhoea',
    person(38, 'female', [
      'diarrhoea for 3 days',
      'blood in the diarrhoea',
      'tummy cramps',
      'ate chicken at a barbecue',
      'temperature 37.8°C',
    ]),
    ['A09', 'A04', 'A02'],
  ),
  // Routine, children and babies: a cold, hand, foot and mouth, chickenpox, head lice,
  // threadworms, nappy rash, cradle cap, oral thrush, colic, impetigo, acne and conjunctivitis.
  r(
    'r7q-cold-toddler',
    person(3, 'male', [
      'runny nose and sneezing for 3 days',
      'mild cough',
      'temperature 37.8°C',
      'eating and drinking normally',
      'playing as usual',
    ]),
    ['J00'],
  ),
  r(
    'r7q-hand-foot-mouth',
    person(2, 'female', [
      'small sores in her mouth',
      'spots on her hands and feet',
      'had a temperature of 38°C yesterday, gone now',
      'drinking fine',
    ]),
    ['B08'],
  ),
  r(
    'r7q-chickenpox-child',
    person(5, 'male', [
      'itchy spotty rash started 2 days ago',
      'spots turned into blisters and some are scabbing',
      'temperature 38.1°C',
      'eating and drinking ok',
      'no redness around the spots',
    ]),
    CHICKENPOX,
  ),
  r(
    'r7q-head-lice',
    person(8, 'female', [
      'itchy scalp for a week',
      'found tiny lice when I combed her hair',
      'no rash',
      'otherwise well',
    ]),
    ['B85'],
  ),
  r(
    'r7q-threadworms',
    person(6, 'male', [
      'itchy bottom at night',
      'saw tiny white worms in his poo',
      'sleeping badly because of the itch',
      'no tummy pain',
    ]),
    ['B80'],
  ),
  r(
    'r7q-nappy-rash',
    person(1, 'female', [
      '7 month old',
      'red sore skin in the nappy area',
      'no spots outside the nappy',
      'feeding and happy',
    ]),
    ['L22'],
  ),
  r(
    'r7q-cradle-cap',
    person(1, 'male', [
      '6 week old',
      'yellow greasy scaly patches on his scalp',
      "doesn't seem itchy",
      'feeding well',
    ]),
    ['L21'],
  ),
  r(
    'r7q-oral-thrush-baby',
    person(1, 'female', [
      '8 week old',
      'white patches on her tongue and inside her cheeks',
      "they don't wipe off",
      'still feeding well',
      'no temperature',
    ]),
    ['B37'],
  ),
  r(
    'r7q-colic',
    person(1, 'male', [
      '5 week old',
      'cries for hours every evening',
      'pulls his knees up and goes red in the face',
      'feeding and gaining weight fine',
      'no temperature or vomiting',
    ]),
    ['R10'],
  ),
  r(
    'r7q-impetigo',
    person(4, 'female', [
      'crusty golden sores round her nose and mouth',
      'started as red spots 3 days ago',
      'a bit itchy',
      'no tempreture, well in herself',
    ]),
    ['L01'],
  ),
  r(
    'r7q-acne-teen',
    person(15, 'male', [
      'spots and blackheads on my face and back',
      'for about a year',
      'no big painful lumps',
      'face wash from the shop not helping',
    ]),
    ['L70'],
  ),
  r(
    'r7q-conjunctivitis-child',
    person(3, 'female', [
      'both eyes red and sticky',
      'eyelashes crusted together in the morning',
      'eyes not painful and she can see fine',
      'temperature 37.6°C',
    ]),
    ['H10'],
  ),
  // Routine, adults: hay fever, cystitis, piles, athlete's foot, back strain, tension headache,
  // a usual migraine, earwax, a cold sore, thrush, IBS and constipation from codeine.
  r(
    'r7q-hay-fever',
    person(28, 'male', [
      'sneezeing and runny nose every summer',
      'itchy watery eyes',
      'worse on high pollen days',
      'no temperature',
    ]),
    ['J30'],
  ),
  r(
    'r7q-cystitis-woman',
    person(32, 'female', [
      'stinging when I wee',
      'needing to wee all the time',
      'cloudy smelly urine',
      'no back pain',
      'temperature normal at 36.8°C',
    ]),
    ['N30', 'N39'],
  ),
  r(
    'r7q-piles',
    person(44, 'male', [
      'itchy sore bottom',
      'bright red blood on the toilet paper after a hard poo',
      'soft lump at my bottom',
      'constipated lately',
    ]),
    ['K64', 'I84'],
  ),
  r(
    'r7q-athletes-foot',
    person(68, 'male', [
      'itchy cracked skin between my toes',
      'white and peeling',
      'for 2 weeks',
      'not diabetic, no spreading redness',
    ]),
    ['B35'],
  ),
  r(
    'r7q-low-back-strain',
    person(45, 'female', [
      'low back pain after lifting boxes 3 days ago',
      'hurts to bend',
      'no pain or numbness down my legs',
      'peeing and pooing normally',
    ]),
    ['M54'],
  ),
  r(
    'r7q-tension-headache',
    person(35, 'male', [
      'headache like a tight band around my head',
      'comes on at the end of work days',
      'paracetamol helps',
      'no vomiting and vision fine',
    ]),
    ['G44'],
  ),
  r(
    'r7q-migraine-usual',
    person(30, 'female', [
      'throbbing headache on one side',
      'zigzag lines in my vision before it starts',
      'feel sick and want a dark room',
      'had these migranes for years, same as usual',
    ]),
    ['G43'],
  ),
  r(
    'r7q-earwax',
    person(75, 'female', [
      'right ear feels blocked',
      'hearing muffled on that side for a couple of weeks',
      'no pain or discharge',
      'no dizziness',
    ]),
    ['H61'],
  ),
  r(
    'r7q-cold-sore',
    person(22, 'female', [
      'tingling on my lip yesterday',
      'now small blisters on my lip',
      'get these every winter',
      'feel well otherwise',
    ]),
    ['B00'],
  ),
  r(
    'r7q-vaginal-thrush',
    person(27, 'female', [
      'itching around my vagina',
      'thick white discharge like cottage cheese',
      'no smell',
      'had thrush before and it feels the same',
    ]),
    ['B37'],
  ),
  r(
    'r7q-ibs',
    person(33, 'female', [
      'bloating and tummy cramps for months',
      'swapping between diarhoea and constipation',
      'cramps ease after I go to the toilet',
      'no weight loss or blood',
    ]),
    ['K58'],
  ),
  r(
    'r7q-constipation-codeine',
    person(72, 'female', [
      'constipated for a week',
      'hard poo and straining',
      'started codeine painkillers recently',
      'no blood, eating normally, no weight loss',
    ]),
    ['K59'],
  ),
];
