/**
 * Round-7o personal validation set: 90 minimal-input presentations (60 emergency, 15 urgent, 15
 * routine), each written as one to three short chips of two to eight words — the way many people
 * actually type — covering the commonest 999/A&E presentations at every age. Written from the
 * NHS A–Z pages "Heart attack", "Stroke", "Anaphylaxis", "Angioedema", "Meningitis", "Sepsis",
 * "Fever in children", "Croup", "Bronchiolitis", "Asthma attack", "Choking", "Pulmonary
 * embolism", "Collapsed lung", "Aortic dissection", "Subarachnoid haemorrhage", "Diabetic
 * ketoacidosis", "Low blood sugar", "Epilepsy" / "What to do if someone has a seizure",
 * "Febrile seizures", "Head injury and concussion", "Hip fracture", "Broken leg",
 * "Appendicitis", "Ectopic pregnancy", "Testicular torsion" ("Testicle lumps and swellings"),
 * "Vomiting blood", "Blood in poo", "Coughing up blood", "Bowel obstruction", "Abdominal aortic
 * aneurysm", "Cauda equina syndrome" ("Sciatica"), "Paracetamol overdose", "Get help for suicidal
 * thoughts", "Burns and scalds", "Glaucoma", "Giant cell arteritis", "Eye injuries", "Heat
 * exhaustion and heatstroke", "Pneumonia", "Baby's movements", "Postpartum haemorrhage",
 * "Peripheral arterial disease", "Acute pancreatitis", "Nosebleed", "Confusion (delirium)",
 * "Heart palpitations", "Cuts and grazes", "Chemotherapy side effects", "Quinsy", "Poisoning",
 * "Swallowed objects / button batteries"; Healthier Together (children's traffic lights:
 * "Fever", "Croup", "Bronchiolitis", "Vomiting", "Diarrhoea and vomiting", "Unwell baby under 3
 * months"); NHS "Kidney infection", "Urinary tract infections", "Cellulitis", "Shingles", "DVT",
 * "Scarlet fever", "Jaundice", "Kidney stones", "Dental abscess", "Vaginal bleeding in
 * pregnancy", "Sudden hearing loss", "Animal and human bites", "Sore throat", "Hay fever",
 * "Common cold", "Conjunctivitis", "Earache", "Sprains and strains", "Tension-type headaches",
 * "Diarrhoea and vomiting", "Constipation", "Atopic eczema", "Head lice and nits",
 * "Threadworms", "Heartburn and acid reflux", "Back pain"; and NICE CKS/NG143 (fever in under-5s)
 * — not from any evaluation vignette or engine rule. Every emergency chip set still carries the
 * feature that puts it in the page's 999/A&E box (or maternity unit / eye casualty now).
 *
 * Urgency is the page's advice: 999, A&E, maternity unit or eye casualty now → emergency; urgent
 * GP, urgent treatment centre, 111, urgent dentist or early pregnancy unit → urgent; self-care,
 * pharmacist or routine GP → routine. ICD-10 3-character categories count as the right condition
 * (null: triage only). Babies under 1 are age 1 with the weeks or months in the text.
 *
 * Guidance conflict: for a baby under 3 months with a temperature of 38C or more the NHS A–Z
 * "Fever in children" page says urgent GP / 111, while Healthier Together and NICE NG143 put it
 * in the red box (A&E / 999); the case below follows the red box. The NHS "Detached retina" page
 * advises 111 or an urgent optician, so retinal detachment is not used as an emergency here.
 */
import { e, person, r, u, type ValidationCase } from './validation-case.ts';

const ACS = ['I21', 'I20', 'I24'];
const STROKE = ['I63', 'I61', 'I64', 'G45'];
const ANAPHYLAXIS = ['T78', 'T63'];
const MENINGITIS = ['A39', 'A41', 'G00', 'G03', 'A87'];
const DKA = ['E10', 'E11', 'E14'];
const HEAD_INJURY = ['S06', 'S09', 'S00'];
const GI_BLEED = ['K92', 'K25', 'K26', 'K22', 'I85'];
const UTI = ['N30', 'N39'];

export const GUIDANCE_CASES_ROUND_7O: ValidationCase[] = [
  // Emergencies: 60 cases, 53 different conditions, one to three short chips each.
  e(
    'e7o-chest-pain-sweating',
    person(58, 'male', ['chest pain and sweating', 'pain going down left arm']),
    ACS,
  ),
  e(
    'e7o-crushing-chest-clammy',
    person(64, 'female', ['crushing chest pain', 'feel sick and clammy']),
    ACS,
  ),
  e(
    'e7o-face-drooping-arm',
    person(72, 'male', ['face drooping one side', 'cant lift right arm']),
    STROKE,
  ),
  e(
    'e7o-sudden-slurred-speach',
    person(67, 'female', ['sudden slurred speach', 'left arm gone weak']),
    STROKE,
  ),
  e(
    'e7o-lips-swelling-peanut',
    person(9, 'male', ['lips swelling after peanut', 'throat feels tight']),
    ANAPHYLAXIS,
  ),
  e(
    'e7o-wasp-sting-cant-breathe',
    person(35, 'female', ['stung by a wasp', 'face swelling cant breathe properly']),
    ANAPHYLAXIS,
  ),
  e(
    'e7o-tongue-swelling-ramipril',
    person(62, 'male', ['tongue swelling up', 'on ramipril for bp', 'struggling to swallow']),
    ['T78'],
  ),
  e(
    'e7o-rash-not-fading-glass',
    person(3, 'female', ['rash doesnt fade under glass', 'high temp and sleepy']),
    MENINGITIS,
  ),
  e(
    'e7o-stiff-neck-light-hurts',
    person(19, 'male', ['stiff neck and fever', 'light hurts my eyes', 'splitting headache']),
    MENINGITIS,
  ),
  e('e7o-baby-5-weeks-temp', person(1, 'male', ['baby 5 weeks temp 38.4']), null),
  e(
    'e7o-sepsis-blotchy-no-wee',
    person(71, 'female', ['shivery and blotchy skin', 'not had a wee all day', 'really confused']),
    ['A41'],
  ),
  e('e7o-floppy-baby', person(1, 'female', ['baby 4 months floppy', 'hard to wake up']), null),
  e(
    'e7o-croup-noisy-at-rest',
    person(2, 'male', ['barking cough', 'noisy breathing even when resting', 'sucking in at neck']),
    ['J05'],
  ),
  e(
    'e7o-bronchiolitis-pauses',
    person(1, 'female', ['baby 2 months bronchiolitis', 'stops breathing for few seconds']),
    ['J21'],
  ),
  e(
    'e7o-asthma-inhaler-not-working',
    person(26, 'male', ['asthma attack inhaler not working', 'cant talk in sentences']),
    ['J45', 'J46'],
  ),
  e('e7o-choking-grape', person(2, 'female', ['choking on a grape', 'cant cough or cry']), [
    'T17',
    'T18',
  ]),
  e(
    'e7o-breathless-chest-pain-calf',
    person(44, 'female', ['suddenly breathless with chest pain', 'calf swollen after flight']),
    ['I26'],
  ),
  e(
    'e7o-sharp-chest-pain-tall',
    person(22, 'male', ['sudden sharp chest pain one side', 'cant catch my breath']),
    ['J93'],
  ),
  e(
    'e7o-tearing-chest-back',
    person(61, 'male', ['sudden tearing pain in chest', 'goes straight through to back']),
    ['I71'],
  ),
  e(
    'e7o-thunderclap-headache',
    person(47, 'female', ['thunderclap headache', 'worst pain of my life']),
    ['I60'],
  ),
  e(
    'e7o-dka-type1-vomiting',
    person(
      23,
      'female',
      ['type 1 diabetic vomiting', 'ketones high breathing fast'],
      ['type 1 diabetes'],
    ),
    DKA,
  ),
  e(
    'e7o-dka-child-thirsty-drowsy',
    person(9, 'male', [
      'always thirsty weeing loads',
      'now vomiting and breathing deep',
      'very drowsy',
    ]),
    DKA,
  ),
  e(
    'e7o-hypo-not-coming-round',
    person(
      56,
      'male',
      ['diabetic hypo not coming round', 'very drowsy and confused'],
      ['type 2 diabetes on insulin'],
    ),
    ['E16', 'E15', 'E10', 'E11'],
  ),
  e(
    'e7o-seizure-over-5-mins',
    person(30, 'male', ['seizure lasting over 5 mins', 'not waking up after']),
    ['G40', 'G41', 'R56'],
  ),
  e(
    'e7o-toddler-first-fit-fever',
    person(2, 'female', ['toddler fitting with high temp', 'first time ever']),
    ['R56'],
  ),
  e(
    'e7o-head-injury-vomiting',
    person(15, 'male', ['hit head playing rugby', 'keeps being sick', 'bit drowsy']),
    HEAD_INJURY,
  ),
  e(
    'e7o-head-injury-warfarin',
    person(80, 'female', ['fell and hit head', 'on warfarin']),
    HEAD_INJURY,
  ),
  e(
    'e7o-nan-fell-leg-turned-out',
    person(84, 'female', ['nan fell cant get up', 'leg turned out and shorter']),
    ['S72'],
  ),
  e(
    'e7o-leg-bent-wrong-way',
    person(28, 'male', ['leg bent the wrong way', 'came off motorbike']),
    ['S82', 'S72'],
  ),
  e(
    'e7o-appendix-now-rock-hard',
    person(16, 'female', ['pain lower right tummy', 'now all over and rock hard']),
    ['K35', 'K65'],
  ),
  e(
    'e7o-ectopic-shoulder-tip',
    person(29, 'female', ['6 weeks pregnant one sided pain', 'shoulder tip pain and fainty']),
    ['O00'],
  ),
  e('e7o-sudden-testicle-pain', person(14, 'male', ['sudden pain in one testicle', 'feel sick']), [
    'N44',
  ]),
  e('e7o-throwing-up-blood', person(50, 'male', ['throwing up blood']), GI_BLEED),
  e('e7o-black-tarry-poo', person(68, 'male', ['black tarry poo', 'dizzy when I stand']), GI_BLEED),
  e(
    'e7o-coughing-alot-of-blood',
    person(55, 'male', ['coughing up alot of blood', 'struggling to breathe']),
    null,
  ),
  e(
    'e7o-cant-poo-or-fart',
    person(70, 'female', ['cant poo or pass wind', 'vomiting and tummy bloated']),
    ['K56'],
  ),
  e(
    'e7o-aaa-tummy-back-faint',
    person(75, 'male', ['sudden severe tummy and back pain', 'feel faint']),
    ['I71'],
  ),
  e(
    'e7o-back-pain-numb-bum',
    person(45, 'male', ['back pain and numb bum', 'cant control my wee']),
    ['G83'],
  ),
  e('e7o-took-paracetamol', person(17, 'female', ['took 20 paracetamol earlier']), ['T39']),
  e('e7o-want-to-end-life', person(24, 'male', ['want to end my life tonight', 'got a plan']), [
    'R45',
  ]),
  e(
    'e7o-kettle-scald-toddler',
    person(2, 'male', ['toddler pulled kettle over', 'big blisters on arm and chest']),
    ['T22', 'T21', 'T31'],
  ),
  e('e7o-baby-green-vomit', person(1, 'female', ['baby 3 weeks vomiting green']), null),
  e(
    'e7o-painful-red-eye-halos',
    person(66, 'female', ['suddenly very painful red eye', 'seeing halos and being sick']),
    ['H40'],
  ),
  e(
    'e7o-temple-headache-vision',
    person(76, 'female', ['headache at temple, jaw aches chewing', 'vision blurry in one eye']),
    ['M31'],
  ),
  e(
    'e7o-bleach-in-eye',
    person(40, 'male', ['bleach splashed in my eye', 'stinging cant open it']),
    ['T26'],
  ),
  e(
    'e7o-heatstroke-festival',
    person(30, 'male', ['collapsed at festival in heat', 'confused and not sweating']),
    ['T67'],
  ),
  e(
    'e7o-chest-infection-blue-lips',
    person(78, 'male', ['chest infection getting worse', 'lips going blue', 'very breathless']),
    ['J18'],
  ),
  e('e7o-baby-moving-less', person(31, 'female', ['32 weeks, baby moving less']), ['O36']),
  e(
    'e7o-soaking-pad-after-birth',
    person(33, 'female', ['gave birth 3 days ago', 'soaking a pad every hour']),
    ['O72'],
  ),
  e(
    'e7o-leg-cold-pale',
    person(70, 'male', ['leg suddenly cold pale painful', 'cant feel my foot']),
    ['I74'],
  ),
  e(
    'e7o-upper-pain-into-back-drinker',
    person(48, 'male', ['severe upper stomach pain into back', 'keep vomiting', 'big drinker']),
    ['K85'],
  ),
  e(
    'e7o-nosebleed-wont-stop',
    person(74, 'male', ['nosebleed wont stop 30 mins', 'on blood thinners']),
    ['R04'],
  ),
  e(
    'e7o-gran-suddenly-confused',
    person(88, 'female', ['gran suddenly really confused', 'not making any sense']),
    null,
  ),
  e('e7o-collapsed-not-breathing', person(60, 'male', ['dad collapsed', 'not breathing']), ['I46']),
  e(
    'e7o-palpitations-fainted',
    person(40, 'female', ['heart racing really fast', 'fainted at work', 'chest feels tight']),
    null,
  ),
  e(
    'e7o-chemo-temperature',
    person(52, 'female', ['on chemo', 'temp 38.3 and shivery'], ['breast cancer']),
    ['D70', 'A41', 'R50'],
  ),
  e(
    'e7o-quinsy-drooling',
    person(20, 'male', ['sore throat cant swallow spit', 'drooling and muffled voice']),
    ['J36'],
  ),
  e('e7o-swallowed-button-battery', person(2, 'female', ['swallowed a button battery']), ['T18']),
  e('e7o-toddler-ate-tablets', person(3, 'male', ['toddler ate nans tablets']), null),
  e(
    'e7o-cut-wont-stop-bleeding',
    person(36, 'male', ['sliced hand on glass', 'pressed 10 mins still pouring']),
    ['S61'],
  ),

  // Urgent: 15 short cases whose page says urgent GP / 111 / urgent dentist / EPU.
  u(
    'u7o-burning-wee-back-pain-temp',
    person(34, 'female', ['burning wee and back pain', 'temp 38.5']),
    ['N10', 'N39'],
  ),
  u('u7o-man-burning-peeing', person(52, 'male', ['burning when peeing', 'going all the time']), [
    'N39',
    'N30',
    'N41',
  ]),
  u(
    'u7o-shin-red-hot-swollen',
    person(63, 'male', ['shin red hot swollen', 'spreading since yesterday']),
    ['L03'],
  ),
  u(
    'u7o-shingles-ribs',
    person(70, 'female', ['painful blistery rash one side', 'round my ribs']),
    ['B02'],
  ),
  u('u7o-one-calf-swollen', person(50, 'female', ['one calf swollen and sore', 'warm to touch']), [
    'I80',
    'I82',
  ]),
  u(
    'u7o-sandpaper-rash-throat',
    person(5, 'male', ['sandpaper rash and sore throat', 'strawberry tongue']),
    ['A38'],
  ),
  u(
    'u7o-yellow-eyes-rib-pain',
    person(45, 'female', ['whites of eyes gone yellow', 'pain under right ribs']),
    ['K80', 'K83', 'R17'],
  ),
  u(
    'u7o-side-to-groin-waves',
    person(39, 'male', ['pain from side into groin', 'comes in waves, blood in pee']),
    ['N20', 'N23'],
  ),
  u(
    'u7o-throbbing-tooth-swollen-gum',
    person(27, 'female', ['throbbing tooth swollen gum', 'nasty pus taste']),
    ['K04', 'K05'],
  ),
  u('u7o-spotting-8-weeks', person(30, 'female', ['8 weeks pregnant spotting', 'mild cramps']), [
    'O20',
  ]),
  u(
    'u7o-baby-fewer-wet-nappies',
    person(1, 'male', ['baby 10 months diarrhoea and vomiting', 'fewer wet nappies, dry mouth']),
    ['A08', 'A09', 'E86'],
  ),
  u('u7o-baby-4-months-39', person(1, 'female', ['baby 4 months temp 39.2']), null),
  u(
    'u7o-coughing-bits-of-blood',
    person(61, 'male', ['coughing up bits of blood', 'long time smoker']),
    null,
  ),
  u(
    'u7o-suddenly-deaf-one-ear',
    person(48, 'female', ['suddenly went deaf one ear', 'since this morning']),
    ['H91'],
  ),
  u(
    'u7o-dog-bite-broke-skin',
    person(11, 'male', ['dog bit my hand', 'skin broken, small puncture']),
    ['S61', 'T14', 'W54'],
  ),

  // Routine: 15 short self-care / pharmacist / routine GP cases.
  r(
    'r7o-burning-when-i-pee',
    person(28, 'female', ['burning when I pee', 'need to go loads']),
    UTI,
  ),
  r('r7o-sore-throat-3-days', person(19, 'male', ['sore throat 3 days']), ['J02', 'J03', 'J06']),
  r(
    'r7o-sneezing-itchy-eyes',
    person(12, 'male', ['sneezing itchy eyes', 'worse when grass cut']),
    ['J30'],
  ),
  r('r7o-runny-blocked-nose', person(45, 'female', ['runny nose and blocked', 'bit of a cough']), [
    'J00',
    'J06',
  ]),
  r('r7o-sticky-red-eye', person(6, 'female', ['sticky red eye', 'crusty in the morning']), [
    'H10',
  ]),
  r('r7o-ear-ache-pulling', person(4, 'male', ['ear ache since yesterday', 'pulling at his ear']), [
    'H66',
    'H65',
    'H92',
  ]),
  r('r7o-twisted-ankle', person(35, 'female', ['twisted ankle', 'can still walk on it']), ['S93']),
  r(
    'r7o-tight-band-headache',
    person(40, 'female', ['headache like tight band', 'stressed at work']),
    ['G44'],
  ),
  r('r7o-diarhea-drinking-fine', person(30, 'male', ['diarhea since yesterday', 'drinking fine']), [
    'A09',
    'A08',
  ]),
  r('r7o-havent-pooed-4-days', person(72, 'female', ['havent pooed for 4 days', 'bit bloated']), [
    'K59',
  ]),
  r(
    'r7o-baby-dry-itchy-patches',
    person(1, 'male', ['baby 10 months dry itchy patches', 'on cheeks and elbows']),
    ['L20', 'L30'],
  ),
  r('r7o-itchy-head-nits', person(8, 'female', ['itchy head', 'found nits in hair']), ['B85']),
  r('r7o-itchy-bum-night', person(5, 'male', ['itchy bum at night', 'tiny white worms']), ['B80']),
  r('r7o-heartburn-big-meals', person(45, 'male', ['heartburn after big meals']), ['K21', 'K30']),
  r(
    'r7o-back-ache-lifting',
    person(44, 'male', ['lower back ache after lifting', 'can move about okay']),
    ['M54'],
  ),
];
