/**
 * Round-7L development validation set: 96 presentations (48 emergency, 24 urgent, 24 routine), a
 * standardised-patient audit set in the spirit of Semigran et al. (BMJ 2015) — common conditions
 * at each level of care with typical presentations, not chosen for difficulty or ease, at most
 * two cases per condition — but written the way people who speak English as a second language
 * type: simple grammar, missing articles, wrong tense or word order, literal translations ("pain
 * like knife", "I cannot take breath", "water come from nose"), misspellings ("feaver",
 * "vomitting", "stomac"), temperatures in °C (a few in °F) and the pertinent negatives they would
 * volunteer. Written from public guidance only, independently of the engine, and not from any
 * evaluation vignette.
 *
 * Pages used: NHS A–Z "Heart attack", "Stroke" (FAST), "Sepsis", "Meningitis", "Anaphylaxis",
 * "Asthma attack", "Pulmonary embolism", "Appendicitis" (urgent GP/111 for pain moving to the lower
 * right; 999/A&E for severe pain), "Ectopic pregnancy", "Diabetic ketoacidosis", "Head injury and
 * concussion", "Vomiting blood", "Black poo / stomach ulcer", "Paracetamol overdose" (A&E even if
 * you feel fine), "Testicular torsion" / "Testicle pain", "What to do if someone has a seizure"
 * (999 for a first seizure or one lasting more than 5 minutes), "Febrile seizures", "Burns and
 * scalds", "Low blood sugar (hypoglycaemia)", "Pre-eclampsia", "Subarachnoid haemorrhage", "Your
 * baby's movements" (contact the maternity unit immediately), "Cauda equina syndrome", "Acute
 * glaucoma", "Detached retina", "Heat exhaustion and heatstroke", "Broken hip", "Urinary
 * retention", "Urinary tract infections", "Kidney infection", "Tonsillitis", "Ear infections",
 * "Cellulitis", "Shingles", "Gout", "Kidney stones", "DVT", "Dental abscess", "Pneumonia", "Broken
 * arm or wrist", "Animal and human bites", "Vaginal bleeding in pregnancy", "Bell's palsy",
 * "Scarlet fever", "Common cold", "Flu", "Hay fever", "Back pain", "Sprains and strains",
 * "Atopic eczema", "Nappy rash", "Heartburn and acid reflux", "Constipation", "Period pain",
 * "Tension headaches", "Conjunctivitis", "Cold sores", "Chickenpox", "Hand, foot and mouth
 * disease", "Head lice and nits", "Threadworms", "Sore throat", "Piles (haemorrhoids)", "Earwax
 * build-up"; Healthier Together (NHS) traffic-light pages for children: "Fever" (red: under 3
 * months with 38°C or more, mottled/cold, very sleepy, non-blanching rash; amber: 3–6 months with
 * 39°C or more), "Bronchiolitis", "Croup" (red: stridor at rest), "Febrile convulsion",
 * "Diarrhoea and vomiting" (red: green vomit, very sleepy; amber: fewer wet nappies), "Cough",
 * "Sore throat" and "Tummy pain".
 *
 * Urgency is the page's advice: 999, A&E, the maternity unit now or eye casualty now → emergency;
 * urgent GP, urgent treatment centre, 111, urgent dentist or early pregnancy unit → urgent;
 * self-care, pharmacist or routine GP → routine. ICD-10 3-character categories count as the right
 * condition (null: triage only). Babies under one year are entered as age 1 with weeks or months
 * in the text.
 */
import { e, person, r, u, type ValidationCase } from './validation-case.ts';

const HEART_ATTACK = ['I21', 'I20', 'I24'];
const STROKE = ['I63', 'I61', 'I64', 'G45'];
const SEPSIS = ['A41', 'A40', 'R65'];
const MENINGITIS = ['A39', 'G03', 'G00', 'A87'];
const ANAPHYLAXIS = ['T78', 'T63'];
const ASTHMA = ['J45', 'J46'];
const APPENDICITIS = ['K35', 'K36', 'K37'];
const ECTOPIC = ['O00'];
const DKA = ['E10', 'E11', 'E14'];
const CROUP = ['J05'];
const HEAD_INJURY = ['S06', 'S09'];
const GI_BLEED = ['K92', 'K25', 'K26', 'K27', 'I85'];
const PARACETAMOL_OVERDOSE = ['T39'];
const TORSION = ['N44'];
const SEIZURE = ['R56', 'G40', 'G41'];
const HYPO = ['E16', 'E15', 'E10', 'E11'];
const PRE_ECLAMPSIA = ['O14', 'O11', 'O13', 'O15'];
const BRONCHIOLITIS = ['J21'];
const GASTRO = ['A08', 'A09', 'E86'];
const UTI = ['N39', 'N30'];
const KIDNEY_INFECTION = ['N10'];
const CELLULITIS = ['L03'];
const PNEUMONIA = ['J18', 'J15', 'J13'];
const WRIST_FRACTURE = ['S52', 'S62'];
const COLD = ['J00'];
const HAY_FEVER = ['J30'];
const SPRAIN_ANKLE = ['S93'];
const CONSTIPATION = ['K59'];

export const GUIDANCE_CASES_ROUND_7L: ValidationCase[] = [
  // Emergencies, adults: heart attack, stroke, sepsis, meningitis, anaphylaxis, severe asthma,
  // PE, appendicitis with severe pain, ectopic pregnancy, DKA, head injury on a blood thinner,
  // GI bleeding, paracetamol overdose, torsion, prolonged seizure, deep burn, hypo not
  // responding to sugar, pre-eclampsia, thunderclap headache, reduced baby movements, cauda
  // equina, acute glaucoma, detached retina, heatstroke, broken hip, urinary retention.
  e(
    'e7l-heart-attack-chest-like-elephant',
    person(58, 'male', [
      'have pain in chest like somebody is sitting on it',
      'pain go to my left arm and jaw',
      'I am sweating very much, since 25 minutes not stopping',
    ]),
    HEART_ATTACK,
  ),
  e(
    'e7l-heart-attack-older-woman-back-jaw',
    person(
      71,
      'female',
      [
        'strong pressure in middle of chest and pain go to my back',
        'I feel sick and cold sweat, little short of breath',
        'it start when I am sitting, not go away with rest',
      ],
      ['high blood pressure'],
    ),
    HEART_ATTACK,
  ),
  e(
    'e7l-stroke-husband-face-falling',
    person(74, 'male', [
      'my husband his face is falling down on right side',
      'he cannot lift the right arm',
      'words come out wrong, start 30 minutes before',
    ]),
    STROKE,
  ),
  e(
    'e7l-stroke-suddenly-cannot-speak-good',
    person(52, 'female', [
      'suddenly I cannot speak good words, is coming mixed',
      'my left arm and leg is weak and heavy',
      'mouth go down on left side',
    ]),
    STROKE,
  ),
  e(
    'e7l-sepsis-mother-confused-blotchy',
    person(
      79,
      'female',
      [
        'my mother have urine infection since 3 days',
        'today she is very confused and shaking',
        'skin look blotchy and cold, she not make pee since morning',
        'breathing very fast',
      ],
      ['type 2 diabetes'],
    ),
    SEPSIS,
  ),
  e(
    'e7l-meningitis-student-neck-light',
    person(19, 'male', [
      'very bad headache and feaver 103 F',
      'my neck is stiff, cannot put chin to chest',
      'light is hurting my eyes, vomitting two times',
    ]),
    MENINGITIS,
  ),
  e(
    'e7l-anaphylaxis-bee-sting-lips',
    person(38, 'male', [
      'bee sting me 10 minutes ago on the hand',
      'now lips and tongue is swelling',
      'I cannot take breath good and feel like I will faint',
    ]),
    ANAPHYLAXIS,
  ),
  e(
    'e7l-asthma-adult-cannot-say-sentence',
    person(
      26,
      'female',
      [
        'asthma attack, blue inhaler not helping after many puffs',
        'I cannot say full sentence, only few words',
        'my lips is little blue',
      ],
      ['asthma'],
    ),
    ASTHMA,
  ),
  e(
    'e7l-pe-after-flight-home-from-surgery',
    person(33, 'female', [
      'two days ago I come back by plane after surgery abroad',
      'suddenly I cannot take breath',
      'pain in chest like knife when I breathe in',
      'I cough little bit blood',
    ]),
    ['I26'],
  ),
  e(
    'e7l-appendicitis-pain-everywhere-hard',
    person(23, 'male', [
      'pain start around belly button yesterday then go to right low side',
      'now very strong pain everywhere in stomac and it is hard',
      'hurt too much when I move, feaver 38.6',
    ]),
    APPENDICITIS,
  ),
  e(
    'e7l-ectopic-shoulder-tip-dizzy',
    person(28, 'female', [
      'my period is late 6 weeks and test is positive',
      'pain only in left side of low belly',
      'pain in the tip of my shoulder and feel dizzy',
      'little brown bleeding',
    ]),
    ECTOPIC,
  ),
  e(
    'e7l-ectopic-fainted-pale',
    person(33, 'female', [
      'I am pregnant maybe 7 weeks',
      'very strong pain one side of low belly',
      'I faint in bathroom, now very pale and sweaty',
    ]),
    ECTOPIC,
  ),
  e(
    'e7l-dka-type1-ketones-fruit-breath',
    person(
      22,
      'male',
      [
        'I have type 1 diabetes, since yesterday vomitting, cannot keep anything',
        'sugar meter say HI and ketones is 4.2',
        'breathing deep and fast, breath smell like sweet fruit',
        'very sleepy',
      ],
      ['type 1 diabetes'],
    ),
    DKA,
  ),
  e(
    'e7l-head-injury-warfarin-vomit-sleepy',
    person(
      81,
      'female',
      [
        'my mother fall yesterday and hit her head on the floor',
        'she take warfarin',
        'today she vomit two times and is very sleepy, talk confused',
      ],
      ['atrial fibrillation'],
    ),
    HEAD_INJURY,
  ),
  e(
    'e7l-vomit-blood-coffee-grounds',
    person(55, 'male', [
      'I vomit blood, much, dark like coffee ground',
      'feel dizzy when I stand up',
      'I take ibuprofen every day for my back',
    ]),
    GI_BLEED,
  ),
  e(
    'e7l-black-sticky-poo-almost-faint',
    person(68, 'male', [
      'my poo is black like tar and sticky since two days',
      'today I almost faint in the kitchen',
      'heart is beating very fast',
    ]),
    GI_BLEED,
  ),
  e(
    'e7l-paracetamol-overdose-friend-feels-fine',
    person(19, 'female', [
      'my friend she take 24 paracetamol tablets 2 hours ago',
      'she say she feel okay, only little sick',
      'she not want to go hospital',
    ]),
    PARACETAMOL_OVERDOSE,
  ),
  e(
    'e7l-torsion-young-man-testicle-high',
    person(18, 'male', [
      'sudden very strong pain in right testicle since one hour',
      'it is swollen and more high than the other one',
      'I vomit from the pain',
    ]),
    TORSION,
  ),
  e(
    'e7l-seizure-husband-shaking-five-minutes',
    person(35, 'male', [
      'my husband he is shaking all body and not answering me',
      'already more than 5 minutes and not stopping',
      'first time, he no have epilepsy',
    ]),
    SEIZURE,
  ),
  e(
    'e7l-burn-hot-oil-white-skin',
    person(44, 'female', [
      'hot oil from pan fall on my arm and hand',
      'burn is bigger than my hand',
      'in the middle the skin is white and I not feel pain there, big blisters around',
    ]),
    ['T22', 'T23', 'T29', 'T31'],
  ),
  e(
    'e7l-hypo-father-insulin-still-confused',
    person(
      77,
      'male',
      [
        'my father on insulin, sugar is 2.4',
        'he is sweating and confused',
        'we give him juice two times but he still not making sense and very sleepy',
      ],
      ['type 2 diabetes'],
    ),
    HYPO,
  ),
  e(
    'e7l-pre-eclampsia-headache-flashing',
    person(31, 'female', [
      'I am 34 weeks pregnant',
      'very strong headache, paracetamol not help',
      'I see flashing lights, my face and hands is swelling suddenly',
    ]),
    PRE_ECLAMPSIA,
  ),
  e(
    'e7l-pre-eclampsia-pain-under-ribs',
    person(26, 'female', [
      '30 weeks pregnant, pain under my ribs on right side',
      'vomitting since this morning',
      'feet and face very puffy, blood pressure at home 162/108',
    ]),
    PRE_ECLAMPSIA,
  ),
  e(
    'e7l-thunderclap-headache-like-hammer',
    person(47, 'female', [
      'suddenly very very bad headache like somebody hit my head with hammer',
      'worst pain of my life, it come in few seconds',
      'I vomit and my neck is stiff',
    ]),
    ['I60'],
  ),
  e(
    'e7l-baby-in-belly-not-moving',
    person(30, 'female', [
      'I am 33 weeks pregnant',
      'my baby in the belly not moving like before since yesterday evening',
      'normally kick a lot, today almost nothing',
    ]),
    ['O36'],
  ),
  e(
    'e7l-back-pain-numb-bottom-cannot-pee',
    person(41, 'male', [
      'back pain since one week, now pain go down both legs',
      'numb between my legs and around the bottom, cannot feel when I wipe',
      'cannot pee properly since this morning',
    ]),
    ['G83', 'M51'],
  ),
  e(
    'e7l-red-eye-rainbow-circles-vomit',
    person(66, 'female', [
      'suddenly very painful red eye this evening',
      'vision is blurry and I see rainbow circles around lights',
      'headache and I vomit',
    ]),
    ['H40'],
  ),
  e(
    'e7l-flashes-floaters-dark-curtain',
    person(57, 'male', [
      'since this morning many black spots floating in my right eye and flashes of light',
      'now like a dark curtain coming from the side',
      'no pain',
    ]),
    ['H33'],
  ),
  e(
    'e7l-heatstroke-holiday-not-sweating',
    person(61, 'male', [
      'on holiday, very hot day, my husband stop sweating',
      'skin is hot and dry, temperature 40.5',
      'he is confused, we cool him 30 minutes and no better',
    ]),
    ['T67'],
  ),
  e(
    'e7l-broken-hip-grandmother-leg-turned',
    person(84, 'female', [
      'my grandmother she fall in the kitchen',
      'now she cannot stand up, very pain in the hip',
      'her leg look shorter and turn to outside',
    ]),
    ['S72'],
  ),
  e(
    'e7l-cannot-pass-water-ten-hours',
    person(76, 'male', [
      'I cannot pass water at all since 10 hours',
      'low stomach is big and very painful',
      'before I have weak flow for long time',
    ]),
    ['R33', 'N40'],
  ),
  // Emergencies, children and babies: meningococcal rash, anaphylaxis, severe asthma,
  // appendicitis, new diabetes in DKA, a febrile baby under 3 months, croup with stridor at
  // rest, head injury with loss of consciousness, liquid paracetamol, torsion, a first febrile
  // seizure, a kettle scald, severe bronchiolitis, green vomit, dehydration with drowsiness,
  // and a mottled cold child with fever.
  e(
    'e7l-child-purple-spots-glass-test',
    person(3, 'female', [
      'my daughter have feaver 39.8, very sleepy',
      'purple spots on her legs',
      'I press a glass on spots and they not go away',
    ]),
    MENINGITIS,
  ),
  e(
    'e7l-child-peanut-face-swelling-wheeze',
    person(6, 'male', [
      'my son eat cake with peanut',
      'now his face and lips is swelling',
      'he is wheezing and voice is strange, scratching all the body',
    ]),
    ANAPHYLAXIS,
  ),
  e(
    'e7l-child-asthma-ten-puffs-no-better',
    person(
      9,
      'female',
      [
        'my daughter have asthma, we give 10 puffs of blue inhaler, no better',
        'she is too breathless to talk',
        'skin is sucking in under her ribs',
      ],
      ['asthma'],
    ),
    ASTHMA,
  ),
  e(
    'e7l-child-appendicitis-cannot-stand-straight',
    person(12, 'male', [
      'my son pain start near belly button yesterday, now in right low side',
      'pain very strong, he is crying and cannot stand straight',
      'feaver 38.4 and vomitting, not want to eat',
    ]),
    APPENDICITIS,
  ),
  e(
    'e7l-child-new-diabetes-deep-breathing',
    person(11, 'female', [
      'my daughter drinking water all the time and pee many times, losing weight 2 weeks',
      'now vomitting and breathing very deep and fast',
      'breath smell like nail polish, very sleepy',
    ]),
    DKA,
  ),
  e(
    'e7l-baby-7-weeks-hot-38',
    person(1, 'male', [
      'my baby is 7 weeks old and he is hot, temperature 38.3',
      'not feeding good and more sleepy than normal',
      'no have vaccine this week',
    ]),
    null,
  ),
  e(
    'e7l-croup-seal-cough-noisy-at-rest',
    person(2, 'male', [
      'my son 2 years have barking cough like seal',
      'now noisy breath when he breathe in, even when sitting calm',
      'skin pull in at his neck and ribs',
    ]),
    CROUP,
  ),
  e(
    'e7l-croup-baby-10-months-whistle-sleeping',
    person(1, 'female', [
      'baby 10 months cough like dog bark since last night',
      'she make loud whistling noise when breathing in, even when sleeping',
      'she is pale and very tired',
    ]),
    CROUP,
  ),
  e(
    'e7l-child-bike-fall-knocked-out-vomit',
    person(8, 'male', [
      'my son fall from bike and hit his head, no helmet',
      'he was knocked out maybe one minute',
      'now he vomit two times and say headache is strong',
    ]),
    HEAD_INJURY,
  ),
  e(
    'e7l-toddler-drank-bottle-calpol',
    person(2, 'female', [
      'my daughter 2 years drink all the bottle of calpol, maybe 100 ml',
      'it happen 30 minutes ago',
      'she seem fine now, playing',
    ]),
    PARACETAMOL_OVERDOSE,
  ),
  e(
    'e7l-boy-wake-testicle-pain-vomit',
    person(13, 'male', [
      'my son 13 wake up with very strong pain in left testicle',
      'it is swollen, he vomit one time',
      'pain also in his lower belly',
    ]),
    TORSION,
  ),
  e(
    'e7l-toddler-first-febrile-fit',
    person(2, 'male', [
      'my son have the temperature 39.4',
      'suddenly he start shaking arms and legs, eyes go up, 2 minutes',
      'first time this happen, now he is very sleepy',
    ]),
    ['R56'],
  ),
  e(
    'e7l-child-kettle-scald-chest',
    person(3, 'male', [
      'my son pull the kettle, hot water fall on his chest and arm',
      'skin is red with blisters',
      'the area is bigger than my hand',
    ]),
    ['T21', 'T22', 'T29', 'T31'],
  ),
  e(
    'e7l-baby-3-months-grunting-pauses',
    person(1, 'female', [
      'my baby 3 months have cold and cough 3 days',
      'now breathing very fast and make grunting noise',
      'sometime she stop breathing for few seconds',
      'she take less than half of her milk',
    ]),
    BRONCHIOLITIS,
  ),
  e(
    'e7l-baby-5-weeks-green-vomit',
    person(1, 'male', [
      'the baby 5 weeks make green vomit three times today',
      'colour like grass',
      'his stomach look swollen and he cry a lot',
    ]),
    ['K56', 'Q43'],
  ),
  e(
    'e7l-baby-8-months-no-wet-nappy-hard-to-wake',
    person(1, 'female', [
      'baby 8 months diarrhoea and vomitting since two days',
      'no wet nappy since 14 hours',
      'very sleepy, hard to wake her, eyes look sunken, hands cold',
    ]),
    GASTRO,
  ),
  e(
    'e7l-child-fever-mottled-cold-hands',
    person(4, 'male', [
      'my son feaver 39.7 since yesterday',
      'now his skin is pale and blotchy, hands and feet very cold',
      'his legs hurt and he is very sleepy, not answer me good',
    ]),
    SEPSIS,
  ),
  // Urgent, adults: UTI in a man, kidney infection, cellulitis without fever, shingles over 70,
  // gout getting worse, kidney stone, DVT after surgery abroad, dental abscess, pneumonia able to
  // talk, broken wrist without deformity, bleeding in early pregnancy, Bell's palsy.
  u(
    'u7l-man-burning-pee-three-days',
    person(52, 'male', [
      'since 3 days burning when I pee',
      'go to toilet many times, pee smell strong',
      'no feaver, no pain in back',
    ]),
    UTI,
  ),
  u(
    'u7l-cystitis-now-back-pain-shivering',
    person(30, 'female', [
      'I have cystitis 3 days, now pain in my back on right side under ribs',
      'feaver 38.9 and shivering',
      'I vomit one time',
    ]),
    KIDNEY_INFECTION,
  ),
  u(
    'u7l-leg-red-hot-spreading-no-fever',
    person(48, 'male', [
      'my lower leg is red, hot and swollen',
      'getting bigger since yesterday, pain when I touch',
      'small cut there before, no feaver, I feel ok',
    ]),
    CELLULITIS,
  ),
  u(
    'u7l-shingles-belt-rash-older-woman',
    person(73, 'female', [
      'burning pain on left side of my chest since 4 days',
      'yesterday come red rash with small blisters, only on that side like a belt',
      'no rash near eye',
    ]),
    ['B02'],
  ),
  u(
    'u7l-gout-big-toe-getting-worse',
    person(60, 'male', [
      'my big toe joint suddenly very painful, red and swollen since last night',
      'I cannot put even the blanket on it',
      'pain getting worse today',
    ]),
    ['M10'],
  ),
  u(
    'u7l-kidney-stone-waves-pink-pee',
    person(42, 'male', [
      'very strong pain in my right side of back, come in waves',
      'pain go down to my groin, I cannot stay still',
      'pee is pink, no feaver',
    ]),
    ['N20', 'N23'],
  ),
  u(
    'u7l-dvt-calf-after-knee-surgery-abroad',
    person(70, 'female', [
      '2 weeks ago I have knee operation abroad and come back by plane',
      'now my right calf is swollen, warm and painful when I walk',
      'no problem with breathing, no chest pain',
    ]),
    ['I80', 'I82'],
  ),
  u(
    'u7l-tooth-throbbing-gum-pus',
    person(34, 'male', [
      'tooth pain very strong, throbbing, not sleeping',
      'gum have swelling with pus, cheek little swollen',
      'I can swallow and breathe okay',
    ]),
    ['K04', 'K12'],
  ),
  u(
    'u7l-pneumonia-older-man-green-phlegm',
    person(67, 'male', [
      'since 4 days cough with yellow green phlegm, feaver 38.7, shivering',
      'short of breath when I walk, pain in side of chest when I breathe deep',
      'I can talk normal, lips normal colour',
    ]),
    PNEUMONIA,
  ),
  u(
    'u7l-fell-on-ice-wrist-swollen',
    person(71, 'female', [
      'I fall on ice on my hand',
      'wrist very swollen and painful, I cannot turn it',
      'shape look normal, fingers pink and moving',
    ]),
    WRIST_FRACTURE,
  ),
  u(
    'u7l-8-weeks-pregnant-spotting',
    person(26, 'female', [
      'I am 8 weeks pregnant, today little spotting of blood',
      'mild cramp like period',
      'no pain in shoulder, not dizzy, bleeding not heavy',
    ]),
    ['O20'],
  ),
  u(
    'u7l-face-not-moving-eyebrow-arms-ok',
    person(38, 'male', [
      'wake up today and right side of my face not moving',
      'cannot close the eye or lift eyebrow, drink come out of mouth',
      'arms and legs is strong and I speak okay',
    ]),
    ['G51'],
  ),
  // Urgent, children and babies: tonsillitis with pus and poor eating, ear discharge, scarlet
  // fever, broken wrist, a baby of 3-6 months with 39°C or more, amber bronchiolitis, UTI with
  // fever, D&V with fewer wet nappies, cellulitis from a bite, a hand bite, chest infection with
  // faster breathing, and kidney infection in a teenager.
  u(
    'u7l-child-tonsils-white-spots-not-eating',
    person(7, 'female', [
      'my daughter throat very painful since 4 days',
      'tonsils big with white spots, feaver 39',
      'she not want to eat, drinking only little',
    ]),
    ['J03'],
  ),
  u(
    'u7l-child-ear-yellow-liquid',
    person(4, 'male', [
      'my son have ear pain 3 days',
      'now yellow liquid come from the ear',
      'temperature 101.3 F',
    ]),
    ['H66'],
  ),
  u(
    'u7l-child-sandpaper-rash-strawberry-tongue',
    person(5, 'female', [
      'my daughter sore throat and feaver 38.8',
      'now red rash on her body, feel like sandpaper',
      'tongue is red like strawberry',
    ]),
    ['A38'],
  ),
  u(
    'u7l-child-trampoline-wrist',
    person(10, 'male', [
      'my son fall from trampoline on his arm',
      'wrist swollen and very painful, he cannot use it',
      'shape is normal and fingers move',
    ]),
    WRIST_FRACTURE,
  ),
  u(
    'u7l-baby-4-months-temperature-39',
    person(1, 'female', [
      'my baby 4 months have temperature 39.2',
      'she is feeding okay but little less, wet nappies normal',
      'no rash, awake and crying normal',
    ]),
    null,
  ),
  u(
    'u7l-baby-5-months-half-milk',
    person(1, 'male', [
      'baby 5 months cough and water come from nose since 3 days',
      'breathing little bit faster, take about half of his milk',
      'less wet nappies, no stop in breathing, colour normal',
    ]),
    BRONCHIOLITIS,
  ),
  u(
    'u7l-child-cry-when-pee-fever',
    person(5, 'female', [
      'my daughter cry when she pee, go to toilet very often',
      'pee smell bad and temperature 38.3',
      'tummy pain little',
    ]),
    UTI,
  ),
  u(
    'u7l-toddler-vomit-cannot-keep-drinks',
    person(2, 'male', [
      'my son vomitting and diarrhoea since yesterday',
      'he cannot keep the drinks down',
      'only one wet nappy today, still playing little bit',
    ]),
    GASTRO,
  ),
  u(
    'u7l-child-insect-bite-red-spreading',
    person(9, 'female', [
      'insect bite on her leg 2 days ago',
      'now red area getting bigger, hot and painful',
      'she no have feaver, playing normal',
    ]),
    CELLULITIS,
  ),
  u(
    'u7l-child-dog-bite-hand',
    person(7, 'male', [
      'neighbour dog bite my son on the hand',
      'small holes in skin, bleeding is stop',
      'not deep, he can move all fingers',
    ]),
    ['W54', 'S61'],
  ),
  u(
    'u7l-child-cough-fever-breathing-faster',
    person(6, 'female', [
      'my daughter cough 5 days, feaver 39 not going down',
      'breathing faster than normal',
      'she is tired but answer me, no blue lips, no sucking in ribs',
    ]),
    PNEUMONIA,
  ),
  u(
    'u7l-teen-burning-pee-back-pain-fever',
    person(14, 'female', [
      'my daughter 14 burning when she pee since 2 days',
      'now pain in her back on left side',
      'temperature 38.8, shivering',
    ]),
    KIDNEY_INFECTION,
  ),
  // Routine, adults: self-care and pharmacy problems with the page's reassuring features.
  r(
    'r7l-cold-water-from-nose',
    person(35, 'male', [
      'since two days water come from nose and sneezing',
      'little sore throat',
      'no feaver, I can work',
    ]),
    COLD,
  ),
  r(
    'r7l-flu-body-pain-fever-f',
    person(29, 'female', [
      'since yesterday body is aching all over and very tired',
      'feaver 100.8 F, dry cough, headache',
      'I am drinking okay, no problem breathing',
    ]),
    ['J10', 'J11'],
  ),
  r(
    'r7l-hay-fever-eyes-itchy-spring',
    person(24, 'male', [
      'every spring my eyes itchy and red, sneezing many times',
      'nose is blocked and running',
      'no feaver, no problem to breathe',
    ]),
    HAY_FEVER,
  ),
  r(
    'r7l-back-strain-lifting-box',
    person(41, 'male', [
      'pain in low back since I lift heavy box 3 days ago',
      'better when I walk little bit',
      'no numb between legs, pee and poo normal',
    ]),
    ['M54', 'S33', 'S39'],
  ),
  r(
    'r7l-ankle-twist-can-walk',
    person(27, 'female', [
      'I twist my ankle on stairs yesterday',
      'little swollen and pain, but I can walk on it',
      'no crack sound, shape normal',
    ]),
    SPRAIN_ANKLE,
  ),
  r(
    'r7l-stomach-burning-after-spicy-food',
    person(44, 'male', [
      'my stomach is burning and sour taste in mouth after spicy food',
      'worse when I lie down at night, antacid help',
      'no weight loss, swallowing normal, not when walking',
    ]),
    ['K21', 'K30'],
  ),
  r(
    'r7l-older-woman-constipation-codeine',
    person(72, 'female', [
      'since I take codeine for my knee I cannot go to toilet 4 days',
      'poo is hard, stomach feel full',
      'no blood, no weight loss, not vomitting',
    ]),
    CONSTIPATION,
  ),
  r(
    'r7l-period-pain-cramps-first-day',
    person(19, 'female', [
      'every month strong cramp in low belly on first days of period',
      'ibuprofen and hot water bottle help',
      'period normal, not pregnant',
    ]),
    ['N94'],
  ),
  r(
    'r7l-tension-headache-tight-band',
    person(33, 'female', [
      'headache like tight band around my head in the evenings',
      'I work on computer many hours, stress',
      'no feaver, neck not stiff, vision normal',
    ]),
    ['G44'],
  ),
  r(
    'r7l-cold-sore-tingling-lip',
    person(26, 'female', [
      'tingling on my lip then small blisters come',
      'I have this before when I am tired',
      'feel well, no feaver',
    ]),
    ['B00'],
  ),
  r(
    'r7l-piles-blood-on-paper',
    person(45, 'male', [
      'itching around bottom and little bright red blood on toilet paper after poo',
      'I feel small lump there, I am constipated often',
      'no weight loss, poo normal colour',
    ]),
    ['I84', 'K64'],
  ),
  r(
    'r7l-older-man-ear-blocked-wax',
    person(71, 'male', [
      'my left ear feel blocked and I hear less since one week',
      'no pain, no liquid come out',
      'no dizzy',
    ]),
    ['H61'],
  ),
  // Routine, children and babies: Healthier Together green features.
  r(
    'r7l-baby-8-months-dry-itchy-skin',
    person(1, 'female', [
      'my baby 8 months have dry red itchy skin on cheeks and in elbow folds',
      'no weeping, no yellow crust',
      'she is feeding and sleeping good, no feaver',
    ]),
    ['L20', 'L30'],
  ),
  r(
    'r7l-baby-6-months-runny-nose-feeding-well',
    person(1, 'male', [
      'baby 6 months snotty nose and little cough since 2 days',
      'feeding well and many wet nappies',
      'no feaver, breathing normal',
    ]),
    COLD,
  ),
  r(
    'r7l-baby-4-months-nappy-rash',
    person(1, 'female', [
      'my baby 4 months red skin in nappy area',
      'she is happy and feeding good',
      'no feaver, no spots in other places',
    ]),
    ['L22'],
  ),
  r(
    'r7l-child-sticky-eyes-morning',
    person(4, 'male', [
      'my son eyes red and sticky, in morning eyelashes stuck together',
      'no pain, he see normal',
      'no feaver, playing',
    ]),
    ['H10'],
  ),
  r(
    'r7l-child-chickenpox-spots-itchy',
    person(5, 'female', [
      'my daughter have itchy spots with water on body and face',
      'her friend at school have chickenpox',
      'temperature 37.9, she is drinking and playing',
    ]),
    ['B01'],
  ),
  r(
    'r7l-toddler-mouth-ulcers-hands-spots',
    person(2, 'male', [
      'my son have small ulcers in mouth and spots on hands and feet',
      'little feaver 38 yesterday, today better',
      'he is drinking okay and wet nappies normal',
    ]),
    ['B08'],
  ),
  r(
    'r7l-child-head-itching-lice',
    person(8, 'female', [
      'my daughter scratch her head all the time',
      'I see small insects and white eggs in her hair',
      'skin okay, no feaver',
    ]),
    ['B85'],
  ),
  r(
    'r7l-child-bottom-itchy-night-worms',
    person(6, 'male', [
      'my son bottom very itchy at night',
      'I see small white worms like thread in his poo',
      'he is well and eating normal',
    ]),
    ['B80'],
  ),
  r(
    'r7l-toddler-hard-poo-four-days',
    person(3, 'female', [
      'my daughter not make poo since 4 days, when she go it is hard and hurt her',
      'she is eating and playing',
      'no vomitting, stomach soft',
    ]),
    CONSTIPATION,
  ),
  r(
    'r7l-child-hay-fever-sneezing-grass',
    person(10, 'male', [
      'my son sneezing and itchy eyes every summer when grass is cut',
      'water come from nose',
      'no wheezing, no feaver',
    ]),
    HAY_FEVER,
  ),
  r(
    'r7l-child-sore-throat-drinking',
    person(9, 'female', [
      'my daughter sore throat since 2 days with little cough',
      'she is eating and drinking, no problem swallowing',
      'temperature 37.8, playing',
    ]),
    ['J02'],
  ),
  r(
    'r7l-teen-ankle-football-walking',
    person(13, 'male', [
      'my son twist his ankle in football',
      'little swollen, he can walk on it with little pain',
      'no strange shape',
    ]),
    SPRAIN_ANKLE,
  ),
];
