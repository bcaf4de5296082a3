/**
 * Round-7R standardised-patient audit set: 96 presentations (48 emergency, 24 urgent, 24
 * routine) written from the point of view of a paramedic who answers 999 and 111 calls. Per
 * class, the conditions that most often produce calls at that level, each in its typical
 * presentation as the caller (patient, relative or bystander) would type it: 3–6 chips, one fact
 * per chip, pertinent negatives, durations, temperatures in °C or °F in about a third, and a
 * realistic misspelling in about 1 in 8. Not chosen for difficulty or ease.
 *
 * Pages used — emergency: NHS A–Z "Heart attack", "Stroke" (FAST), "Sepsis", "Meningitis",
 * "Anaphylaxis", "Asthma attack", "Bronchiolitis", "Croup", "Febrile seizures", "Epilepsy"
 * (seizure over 5 minutes), "Low blood sugar (hypoglycaemia)", "Diabetic ketoacidosis",
 * "Appendicitis" (pain suddenly worse and spreading: 999), "Ectopic pregnancy", "Testicle pain"
 * (sudden severe pain: A&E), "Head injury and concussion" (knocked out, vomiting, memory loss,
 * blood thinners: A&E), "Subarachnoid haemorrhage", "Pulmonary embolism", "Abdominal aortic
 * aneurysm", "Vomiting blood" and "Stomach ulcer", "Poisoning", "Paracetamol overdose" (A&E even
 * if well), "Swallowed objects" (button battery: A&E), "Burns and scalds" (bigger than the
 * person's hand: A&E), "Hip fracture", "Broken arm or wrist", "Cauda equina syndrome",
 * "Glaucoma" (acute: A&E / eye casualty), "Detached retina", "Pneumonia", "Diarrhoea and
 * vomiting", "Help for suicidal thoughts", "Hypothermia", "Your baby's movements" (maternity
 * unit now), "Sore throat" (drooling, cannot swallow: 999), "Whooping cough" (turning blue,
 * pauses: 999), "Sudden confusion (delirium)", and the Resuscitation Council / NHS CPR advice;
 * Healthier Together red features for children (under 3 months with 38°C or above, green vomit,
 * difficult to wake, mottled, grunting, pauses in breathing, recession).
 * Urgent: NHS "Kidney infection", "Cellulitis", "DVT", "Dental abscess" (urgent dentist),
 * "Shingles", "Chest infection" (aged 65 or over), "Gallstones" (pain over 8 hours, high
 * temperature), "Hearing loss" (sudden), "Pre-eclampsia" (midwife, GP or 111 immediately),
 * "Vaginal bleeding in pregnancy" / "Miscarriage", "Red eye" (contact lens wearer, painful,
 * light-sensitive), "Get urgent help for mental health" (111), "Scarlet fever", "Urinary tract
 * infections" (child), "Fever in children" (3–6 months with 39°C; 5 days or more), "Croup",
 * "Animal and human bites" and "Cuts and grazes" (urgent treatment centre); Healthier Together
 * amber features (bronchiolitis feeding less than half, dehydration, limp no better after 48
 * hours, baby under 28 days with a red sticky eye).
 * Routine: NHS "Common cold", "Hand, foot and mouth disease", "Chickenpox", "Head lice and
 * nits", "Threadworms", "Teething", "Nappy rash", "Ear infections", "Diarrhoea and vomiting",
 * "Conjunctivitis", "Sore throat", "Colic", "Flu", "Tension-type headaches", "Hay fever", "Back
 * pain", "Sprains and strains", "Cystitis" (pharmacist), "Constipation", "Osteoarthritis",
 * "Earwax build-up", "Cold sores", "Heartburn and acid reflux", "Leg cramps"; NICE CKS for the
 * same topics; Healthier Together green.
 *
 * Urgency is the page's advice: 999 / A&E / maternity unit or eye casualty now → emergency;
 * urgent GP, urgent treatment centre, 111, urgent dentist or early pregnancy unit → urgent;
 * self-care, pharmacist or routine GP → routine. ICD-10 3-character categories count as the
 * right condition (null: triage only). Babies under 1 are age 1 with the weeks or months in a
 * chip. Written from public guidance, independently of the engine.
 */
import { e, person, r, u, type ValidationCase } from './validation-case.ts';

const MI = ['I21', 'I20', 'I24'];
const STROKE = ['I63', 'I61', 'I64', 'G45'];
const SEPSIS = ['A41', 'A40'];
const MENINGITIS = ['A39', 'G00', 'G03'];
const ANAPHYLAXIS = ['T78'];
const ASTHMA = ['J45', 'J46'];
const HEAD_INJURY = ['S06', 'S09', 'S00'];
const GASTRO = ['A08', 'A09'];

export const GUIDANCE_CASES_ROUND_7R: ValidationCase[] = [
  // Emergencies (48): the conditions behind real 999 calls, at least 35 of them, no more than 2
  // cases each; 20 children (5 babies), 28 adults (12 aged 65+).
  e(
    'e7r-heart-attack-crushing-chest',
    person(58, 'male', [
      'crushing pain in the middle of my chest',
      'started 20 minutes ago watching telly',
      'pain going down my left arm',
      'sweating buckets',
      'feel sick',
    ]),
    MI,
  ),
  e(
    'e7r-heart-attack-mum-jaw-clammy',
    person(72, 'female', [
      'mum says her chest feels tight and heavy',
      'pain spreading into her jaw',
      'she has gone grey and clammy',
      'short of breath sitting in the chair',
      'came on about half an hour ago',
    ]),
    MI,
  ),
  e(
    'e7r-stroke-mum-face-speech',
    person(78, 'female', [
      'my mums face has dropped on the right side',
      'her speech is slured',
      'she cant lift her right arm',
      'she was fine at breakfast an hour ago',
    ]),
    STROKE,
  ),
  e(
    'e7r-stroke-sudden-arm-leg-weak',
    person(
      49,
      'male',
      [
        'suddenly my left arm and leg went weak',
        'keep dropping my cup with my left hand',
        'left side of my face feels numb',
        'started 40 minutes ago',
      ],
      ['high blood pressure'],
    ),
    STROKE,
  ),
  e(
    'e7r-sepsis-nan-water-infection',
    person(81, 'female', [
      'my nan has had a water infection for 3 days',
      'today she doesnt know where she is',
      'breathing really fast',
      'her skin looks blotchy',
      'temperature only 35.1°C',
      'shaking',
    ]),
    SEPSIS,
  ),
  e(
    'e7r-sepsis-child-mottled-cold-hands',
    person(5, 'male', [
      'fever since yesterday',
      'temperature 103.6°F this morning',
      'his legs look mottled',
      'hands and feet are freezing',
      'very sleepy and hard to wake',
    ]),
    SEPSIS,
  ),
  e(
    'e7r-meningitis-toddler-rash-glass',
    person(3, 'female', [
      'temperature of 39.4°C',
      'rash of tiny purple spots that dont fade under a glass',
      'been sick twice',
      'really drowsy and floppy',
    ]),
    MENINGITIS,
  ),
  e(
    'e7r-meningitis-student-neck-light',
    person(19, 'male', [
      'flatmate has a terrible headache',
      'stiff neck, cant put his chin on his chest',
      'bright lights hurt his eyes',
      'temp 102.5°F',
      'been vomiting',
      'started this afternoon',
    ]),
    MENINGITIS,
  ),
  e(
    'e7r-anaphylaxis-child-peanut',
    person(
      6,
      'male',
      [
        'ate a biscuit with peanuts in 10 minutes ago',
        'lips and tongue swelling up',
        'wheezing and struggling to breathe',
        'hives all over his body',
      ],
      ['peanut allergy'],
    ),
    ANAPHYLAXIS,
  ),
  e(
    'e7r-anaphylaxis-wasp-sting',
    person(41, 'male', [
      'stung by a wasp on my neck 15 minutes ago',
      'throat feels like it is closing up',
      'voice has gone hoarse',
      'feel faint and dizzy',
      'itchy rash spreading over my body',
    ]),
    ['T78', 'T63'],
  ),
  e(
    'e7r-asthma-child-too-breathless-to-talk',
    person(
      9,
      'female',
      [
        'daughter having an asthma attack',
        'too breathless to talk',
        '10 puffs of her blue inhaler not helping',
        'skin sucking in between her ribs',
      ],
      ['asthma'],
    ),
    ASTHMA,
  ),
  e(
    'e7r-asthma-adult-blue-lips',
    person(
      34,
      'female',
      [
        'asthma getting worse since last night',
        'had 10 puffs of ventolin and no better',
        'cant finish a sentence',
        'lips look a bit blue',
      ],
      ['asthma'],
    ),
    ASTHMA,
  ),
  e(
    'e7r-bronchiolitis-baby-grunting-pauses',
    person(1, 'male', [
      '3 month old baby with a cold for 3 days',
      'grunting with every breath',
      'skin sucking in under his ribs',
      'stopped breathing for a few seconds twice',
      'temperature 38.3°C',
    ]),
    ['J21'],
  ),
  e(
    'e7r-croup-stridor-at-rest',
    person(2, 'male', [
      'barking cough since last night',
      'high pitched noise when he breathes in even sitting still',
      'skin pulling in at his neck and ribs',
      'very pale',
      'temp 37.9°C',
    ]),
    ['J05'],
  ),
  e(
    'e7r-febrile-seizure-first-fit',
    person(1, 'female', [
      '18 month old',
      'had a fit just now, whole body jerking',
      'lasted about 3 minutes',
      'never had one before',
      'temperature 39.2°C',
    ]),
    ['R56'],
  ),
  e(
    'e7r-seizure-over-five-minutes',
    person(
      28,
      'male',
      [
        'my boyfriend is having a siezure',
        'it has gone on more than 5 minutes',
        'still shaking',
        'not responding to me',
      ],
      ['epilepsy'],
    ),
    ['G40', 'G41', 'R56'],
  ),
  e(
    'e7r-hypo-too-drowsy-to-drink',
    person(
      67,
      'male',
      [
        'husband is diabetic on insulin',
        'skipped his lunch',
        'very confused and sweaty',
        'blood sugar 2.1',
        'too drowsy to drink the lucozade',
      ],
      ['type 2 diabetes'],
    ),
    ['E16', 'E11', 'E10'],
  ),
  e(
    'e7r-dka-teen-ketones-vomiting',
    person(
      13,
      'female',
      [
        'daughter has type 1 diabetes',
        'vomiting since this morning, cant keep water down',
        'ketones 3.8',
        'breathing deep and fast',
        'breath smells like pear drops',
      ],
      ['type 1 diabetes'],
    ),
    ['E10'],
  ),
  e(
    'e7r-febrile-infant-six-weeks',
    person(1, 'female', [
      '6 week old baby',
      'temperature 38.4°C',
      'not interested in her feeds',
      'much sleepier than normal',
      'not had any vaccinations yet',
    ]),
    null,
  ),
  e(
    'e7r-appendicitis-pain-spread-hard-tummy',
    person(10, 'male', [
      'tummy ache started by his belly button yesterday',
      'moved to the bottom right',
      'now suddenly much worse and all over his tummy',
      'tummy is hard and he wont let me touch it',
      'temperature 38.9°C',
    ]),
    ['K35', 'K37', 'K65'],
  ),
  e(
    'e7r-ectopic-shoulder-tip-faint',
    person(27, 'female', [
      'period is 3 weeks late',
      'sudden sharp pain low down on the left',
      'pain in the tip of my left shoulder',
      'feel really dizzy and faint',
      'a bit of brown bleeding',
    ]),
    ['O00'],
  ),
  e(
    'e7r-testicular-torsion-teen',
    person(14, 'male', [
      'sudden really bad pain in my left testical',
      'started an hour ago',
      'been sick twice',
      'no injury',
    ]),
    ['N44'],
  ),
  e(
    'e7r-head-injury-child-knocked-out',
    person(8, 'female', [
      'fell off the climbing frame onto her head',
      'knocked out for about a minute',
      'been sick twice since',
      'keeps asking the same questions',
    ]),
    HEAD_INJURY,
  ),
  e(
    'e7r-head-injury-older-warfarin',
    person(
      79,
      'male',
      [
        'dad fell and hit his head on the kitchen floor',
        'he takes warfarin',
        'bump on the back of his head',
        'happened an hour ago',
        'says he feels fine',
      ],
      ['atrial fibrillation'],
    ),
    HEAD_INJURY,
  ),
  e(
    'e7r-thunderclap-headache',
    person(44, 'female', [
      'worst headache of my life',
      'came on suddenly like being hit on the back of the head',
      'at its worst within a minute',
      'been sick',
      'neck feels stiff',
    ]),
    ['I60'],
  ),
  e(
    'e7r-pe-after-knee-surgery',
    person(36, 'female', [
      'had knee surgery 2 weeks ago',
      'suddenly short of breath',
      'sharp chest pain when I breathe in',
      'coughed up a bit of blood',
      'heart racing',
    ]),
    ['I26'],
  ),
  e(
    'e7r-aaa-tummy-back-pain-faint',
    person(
      74,
      'male',
      [
        'sudden terrible pain in my tummy going through to my back',
        'started 30 minutes ago',
        'nearly passed out',
        'cold and sweaty',
      ],
      ['abdominal aortic aneurysm'],
    ),
    ['I71'],
  ),
  e(
    'e7r-gi-bleed-coffee-grounds',
    person(66, 'male', [
      'vomiting stuff that looks like coffee grounds',
      'poo is black and sticky',
      'dizzy when I stand up',
      'been taking ibuprofen for my back for weeks',
    ]),
    ['K92', 'K25', 'K26', 'K27'],
  ),
  e(
    'e7r-toddler-swallowed-tablets-drowsy',
    person(2, 'male', [
      'found my son with his grandads blood pressure tablets',
      'think he swallowed some',
      'now very drowsy',
      'hard to wake him',
    ]),
    ['T46'],
  ),
  e(
    'e7r-paracetamol-overdose-feels-ok',
    person(23, 'female', [
      'took 24 paracetamol 3 hours ago',
      'feel ok apart from a bit sick',
      'did it after a row with my partner',
    ]),
    ['T39'],
  ),
  e(
    'e7r-button-battery-swallowed',
    person(3, 'female', [
      'think my daughter swallowed a button battery from the remote',
      'about 20 minutes ago',
      'she seems fine',
      'no coughing or choking',
    ]),
    ['T18'],
  ),
  e(
    'e7r-scald-toddler-bigger-than-hand',
    person(1, 'male', [
      '14 month old pulled a cup of hot tea over himself',
      'burn on his chest and arm bigger than his hand',
      'blisters coming up',
      'cooled it under the tap for 20 minutes',
    ]),
    ['T21', 'T22', 'T29', 'T31'],
  ),
  e(
    'e7r-hip-fracture-leg-turned-out',
    person(84, 'female', [
      'mum fell in the bathroom',
      'she cant get up or stand',
      'severe pain in her right hip',
      'right leg looks shorter and turned out',
    ]),
    ['S72'],
  ),
  e(
    'e7r-broken-wrist-deformed-child',
    person(7, 'male', [
      'fell off his bike onto his arm',
      'wrist is bent at a funny angle',
      'screaming with the pain',
      'can still wiggle his fingers',
    ]),
    ['S52', 'S62'],
  ),
  e(
    'e7r-cauda-equina-numb-saddle',
    person(45, 'male', [
      'bad lower back pain for a week',
      'numb around my bum and private parts',
      'cant feel the toilet paper when I wipe',
      'not been able to pee since this morning',
    ]),
    ['G83', 'M51'],
  ),
  e(
    'e7r-acute-glaucoma-haloes-vomiting',
    person(68, 'female', [
      'left eye suddenly very painful and red',
      'seeing rainbow rings around lights',
      'vision blurry in that eye',
      'bad headache',
      'been sick',
    ]),
    ['H40'],
  ),
  e(
    'e7r-retinal-detachment-curtain',
    person(57, 'male', [
      'lots of new floaters in my right eye since this morning',
      'flashing lights at the edge of my vision',
      'dark shadow like a curtain coming across',
      'no pain',
    ]),
    ['H33'],
  ),
  e(
    'e7r-pneumonia-dad-confused-fast-breathing',
    person(76, 'male', [
      'dad has had a chesty cough for 4 days',
      'now breathing really fast',
      'confused and not making sense',
      'temperature 39.1°C',
      'lips look bluish',
    ]),
    ['J18', 'J15', 'J13'],
  ),
  e(
    'e7r-baby-gastro-no-wet-nappy-sleepy',
    person(1, 'female', [
      '8 month old with vomiting and diarhoea since yesterday',
      'no wet nappy for 12 hours',
      'very sleepy and hard to wake',
      'hands and feet cold',
      'soft spot on her head looks sunken',
    ]),
    ['A08', 'A09', 'E86'],
  ),
  e(
    'e7r-newborn-green-vomit',
    person(1, 'male', [
      '3 week old baby',
      'been sick three times today',
      'the sick is bright green',
      'tummy looks swollen',
    ]),
    null,
  ),
  e(
    'e7r-suicidal-cannot-keep-safe',
    person(31, 'male', [
      'been feeling really low for months',
      'I have a plan to end my life tonight',
      'dont think I can keep myself safe',
      'I have the tablets here',
    ]),
    null,
  ),
  e(
    'e7r-hypothermia-neighbour-cold-house',
    person(84, 'male', [
      'found my neighbour on his kitchen floor with the heating off',
      'he feels ice cold',
      'his speech is slurred',
      'very drowsy',
      'not shivering',
      'thermometer says 34.2°C',
    ]),
    ['T68'],
  ),
  e(
    'e7r-reduced-fetal-movements',
    person(30, 'female', [
      '34 weeks pregnant',
      'baby has hardly moved since yesterday',
      'usually really kicky in the evening',
      'no pain or bleeding',
    ]),
    ['O36'],
  ),
  e(
    'e7r-quinsy-drooling-cannot-swallow',
    person(24, 'male', [
      'sore throat getting worse for 4 days',
      'much worse on the left side',
      'drooling because I cant swallow my spit',
      'can barely open my mouth',
      'voice sounds muffled',
      'temperature 38.8°C',
    ]),
    ['J36'],
  ),
  e(
    'e7r-collapse-gasping-not-responding',
    person(62, 'male', [
      'husband collapsed in the garden',
      'not responding when I shout at him',
      'making gasping noises, not breathing properly',
      'he had chest pain earlier',
    ]),
    ['I46', 'I21'],
  ),
  e(
    'e7r-inhaled-peanut-toddler',
    person(2, 'female', [
      'choked on a peanut an hour ago',
      'coughed a lot then settled',
      'now wheezing and breathing fast',
      'skin sucking in under her ribs',
    ]),
    ['T17'],
  ),
  e(
    'e7r-whooping-cough-baby-goes-blue',
    person(1, 'female', [
      '7 week old with a cough for a week',
      'long coughing fits',
      'she stops breathing after coughing and goes blue',
      'too young for her jabs',
    ]),
    ['A37'],
  ),
  e(
    'e7r-delirium-grandad-sudden',
    person(88, 'male', [
      'grandad suddenly confused since this morning',
      'doesnt know what year it is',
      'seeing people who arent there',
      'normally sharp as anything',
      'no slurred speech',
    ]),
    ['F05'],
  ),

  // Urgent (24): the 111 calls that need a same-day GP, urgent treatment centre, urgent dentist
  // or early pregnancy unit; 12 children (3 babies), 12 adults (4 aged 65+).
  u(
    'u7r-appendicitis-early-lower-right',
    person(12, 'male', [
      'tummy pain started round his belly button this morning',
      'now moved to the lower right side',
      'hurts more when he walks or coughs',
      'off his food',
      'temperature 37.9°C',
    ]),
    ['K35', 'K37'],
  ),
  u(
    'u7r-scarlet-fever-sandpaper-rash',
    person(5, 'female', [
      'sore throat since yesterday',
      'temprature 38.6°C',
      'pink rash that feels like sandpaper on her tummy',
      'tongue is red and bumpy',
      'drinking ok',
    ]),
    ['A38'],
  ),
  u(
    'u7r-uti-child-stinging-wee',
    person(4, 'female', [
      'says it stings when she wees',
      'weeing much more often',
      'had two accidents today which she never does',
      'temp 38.3°C',
      'still playing',
    ]),
    ['N39', 'N30', 'N10'],
  ),
  u(
    'u7r-baby-four-months-39',
    person(1, 'male', [
      '4 month old baby',
      'temperature 39.2°C',
      'no jabs in the last week',
      'still feeding ok',
      'no rash',
    ]),
    null,
  ),
  u(
    'u7r-bronchiolitis-half-feeds',
    person(1, 'female', [
      '5 month old with a cold and cough for 3 days',
      'only taking about half her usual milk',
      'breathing a bit faster than normal',
      'fewer wet nappies today',
      'temperature 37.8°C',
      'no pauses in her breathing',
    ]),
    ['J21'],
  ),
  u(
    'u7r-croup-barking-calm-breathing',
    person(3, 'male', [
      'barking cough like a seal since last night',
      'hoarse voice',
      'temp 37.9°C',
      'no noisy breathing when he is calm',
    ]),
    ['J05'],
  ),
  u(
    'u7r-toddler-gastro-fewer-nappies',
    person(2, 'female', [
      'diarrhoea and vommiting for 2 days',
      'only 2 wet nappies today',
      'lips look dry',
      'still alert and playing a bit',
    ]),
    ['A08', 'A09', 'E86'],
  ),
  u(
    'u7r-newborn-red-sticky-eye',
    person(1, 'male', [
      '2 week old baby',
      'left eye is red',
      'yellow-green gunk coming out of it',
      'feeding normally',
    ]),
    ['H10', 'P39'],
  ),
  u(
    'u7r-fever-five-days-toddler',
    person(3, 'male', [
      'temperature on and off for 5 days',
      'up to 39.0°C today',
      'calpol brings it down',
      'eating less but drinking',
    ]),
    null,
  ),
  u(
    'u7r-limp-no-injury-three-days',
    person(6, 'male', [
      'started limping 3 days ago',
      'says his right hip hurts',
      'no fall or injury',
      'had a cold last week',
      'no temperature',
    ]),
    null,
  ),
  u(
    'u7r-dog-bite-hand-skin-broken',
    person(8, 'female', [
      'bitten on the hand by a friends dog an hour ago',
      'teeth went through the skin',
      'bleeding has stopped',
      'can move all her fingers',
    ]),
    ['S61', 'W54'],
  ),
  u(
    'u7r-gaping-cut-knee',
    person(9, 'male', [
      'fell on broken glass and cut his knee',
      'cut is about 3cm and gaping open',
      'bleeding stopped with pressure',
      'no glass left in it that I can see',
    ]),
    ['S81'],
  ),
  u(
    'u7r-kidney-infection-side-pain',
    person(34, 'female', [
      'stinging when I pee for 3 days',
      'now pain in my right side under the ribs',
      'temperature 38.9°C',
      'hot and shivery',
      'not pregnant',
    ]),
    ['N10', 'N39'],
  ),
  u(
    'u7r-cellulitis-shin-spreading',
    person(71, 'male', [
      'left shin red, hot and swollen',
      'redness has spread since yesterday',
      'small cut there last week',
      'temperature 38.1°C',
      'thinking clearly',
    ]),
    ['L03'],
  ),
  u(
    'u7r-dvt-calf-after-flight',
    person(44, 'female', [
      'right calf swollen and throbbing for 2 days',
      'warm to touch',
      'flew back from Australia last week',
      'no chest pain',
      'breathing fine',
    ]),
    ['I80', 'I82'],
  ),
  u(
    'u7r-dental-abscess-swollen-gum',
    person(29, 'male', [
      'toothache for 4 days getting worse',
      'think its an abcess',
      'lump on my gum',
      'jaw a bit swollen',
      'swallowing and breathing fine',
    ]),
    ['K04'],
  ),
  u(
    'u7r-shingles-chest-band',
    person(72, 'female', [
      'burning pain on the right side of my chest for 3 days',
      'now a band of blisters there',
      'only on one side',
      'nothing near my eye',
    ]),
    ['B02'],
  ),
  u(
    'u7r-chest-infection-over-65',
    person(69, 'male', [
      'chesty cough for 5 days',
      'bringing up green phlegm',
      'temp 100.9°F',
      'more out of breath going upstairs',
      'talking normally',
    ]),
    ['J18', 'J22', 'J20'],
  ),
  u(
    'u7r-gallbladder-pain-ten-hours',
    person(67, 'female', [
      'pain under my right ribs for 10 hours',
      'started after a fry up',
      'temperature 38.4°C',
      'feel sick',
      'skin not yellow',
    ]),
    ['K80', 'K81'],
  ),
  u(
    'u7r-sudden-hearing-loss',
    person(55, 'male', [
      'woke up deaf in my left ear',
      'ringing in that ear',
      'no earache',
      'no cold',
    ]),
    ['H91'],
  ),
  u(
    'u7r-pre-eclampsia-headache-swelling',
    person(31, 'female', [
      '35 weeks pregnant',
      'headache for 2 days that paracetamol isnt shifting',
      'face and fingers suddenly puffy since yesterday',
      'no problems with my vision',
      'baby moving normally',
    ]),
    ['O14', 'O13', 'O11'],
  ),
  u(
    'u7r-early-pregnancy-spotting',
    person(28, 'female', [
      '8 weeks pregnant',
      'spotting light red blood since this morning',
      'mild period-like cramps',
      'no shoulder pain',
      'not dizzy',
    ]),
    ['O20', 'O03'],
  ),
  u(
    'u7r-contact-lens-red-painful-eye',
    person(24, 'female', [
      'right eye red and sore since yesterday',
      'I wear monthly contact lenses',
      'light makes it hurt',
      'vision still normal',
    ]),
    ['H16'],
  ),
  u(
    'u7r-low-mood-passive-thoughts',
    person(26, 'male', [
      'feeling really low for about 2 months',
      'sometimes think everyone would be better off without me',
      'no plans to do anything',
      'feel safe tonight',
      'hardly sleeping',
    ]),
    ['F32', 'F33'],
  ),

  // Routine (24): calls that only need self-care, a pharmacist or a routine GP; 12 children
  // (3 babies), 12 adults (4 aged 65+).
  r(
    'r7r-cold-toddler-playing',
    person(3, 'male', [
      'runny nose and sneezing for 2 days',
      'little cough',
      'temperature 37.8°C',
      'eating and drinking normally',
      'running around playing',
    ]),
    ['J00'],
  ),
  r(
    'r7r-hand-foot-mouth-nursery',
    person(2, 'female', [
      'spots on her hands and feet',
      'ulcers in her mouth',
      'temp 37.9°C',
      'drinking fine',
      'plenty of wet nappies',
    ]),
    ['B08'],
  ),
  r(
    'r7r-chickenpox-blisters',
    person(4, 'male', [
      'chiken pox going round his nursery',
      'itchy spots all over that turned into blisters',
      'started 2 days ago',
      'temperature 38.0°C',
      'skin around the spots not red or hot',
    ]),
    ['B01'],
  ),
  r(
    'r7r-head-lice-eggs',
    person(7, 'female', [
      'itchy head for a week',
      'tiny white eggs stuck to her hair',
      'saw something moving near her ear',
      'letter from school about nits',
    ]),
    ['B85'],
  ),
  r(
    'r7r-threadworms-itchy-bottom',
    person(6, 'male', [
      'itchy bottom mainly at night',
      'saw tiny white threads in his poo',
      'otherwise well',
      'his sister had worms last month',
    ]),
    ['B80'],
  ),
  r(
    'r7r-teething-seven-months',
    person(1, 'female', [
      '7 month old',
      'think shes teathing',
      'red cheeks and dribbling loads',
      'chewing everything',
      'temp 37.6°C',
      'feeding fine',
    ]),
    ['K00'],
  ),
  r(
    'r7r-nappy-rash-five-months',
    person(1, 'male', [
      '5 month old',
      'red sore skin in the nappy area',
      'skin creases are not affected',
      'started after a tummy bug',
      'otherwise happy and feeding',
    ]),
    ['L22'],
  ),
  r(
    'r7r-earache-child-one-night',
    person(5, 'female', [
      'earache in her left ear since last night',
      'temperature 37.9°C',
      'no discharge from the ear',
      'still eating and playing',
    ]),
    ['H66', 'H65'],
  ),
  r(
    'r7r-tummy-bug-child-drinking',
    person(6, 'male', [
      'been sick twice this morning',
      'runny poo 3 times',
      'keeping small drinks down',
      'weeing normally',
      'temp 37.5°C',
    ]),
    GASTRO,
  ),
  r(
    'r7r-conjunctivitis-child-sticky',
    person(4, 'female', [
      'both eyes pink and sticky',
      'eyelashes stuck together in the morning',
      'started 2 days ago',
      'no pain',
      'seeing fine',
    ]),
    ['H10'],
  ),
  r(
    'r7r-sore-throat-teen',
    person(13, 'female', [
      'soar throat for 2 days',
      'temperature 99.8°F',
      'blocked nose and cough',
      'can eat and swallow fine',
    ]),
    ['J02', 'J06'],
  ),
  r(
    'r7r-colic-evening-crying',
    person(1, 'male', [
      '6 week old',
      'cries for hours every evening',
      'pulls his legs up when he cries',
      'feeding well and putting on weight',
      'temperature normal at 36.8°C',
    ]),
    ['R10'],
  ),
  r(
    'r7r-flu-aches-fever',
    person(35, 'female', [
      'aches all over came on suddenly yesterday',
      'temperature 101.3°F',
      'dry cough',
      'exhausted',
      'breathing fine',
      'drinking plenty',
    ]),
    ['J11', 'J10'],
  ),
  r(
    'r7r-tension-headache-band',
    person(40, 'male', [
      'headache like a tight band round my head',
      'most afternoons at work this week',
      'goes with paracetemol',
      'no problems with my vision',
      'not being sick',
    ]),
    ['G44'],
  ),
  r(
    'r7r-hay-fever-every-summer',
    person(22, 'female', [
      'sneezing and runny nose every morning',
      'itchy watery eyes',
      'worse when the pollen count is high',
      'same time every year',
    ]),
    ['J30'],
  ),
  r(
    'r7r-back-pain-after-lifting',
    person(48, 'male', [
      'lower back pain since lifting a wardrobe 3 days ago',
      'no numbness anywhere',
      'peeing and pooing normally',
      'can walk, just stiff',
    ]),
    ['M54'],
  ),
  r(
    'r7r-sprained-ankle-netball',
    person(31, 'female', [
      'twisted my ancle playing netball yesterday',
      'swollen and bruised on the outside',
      'can walk on it but sore',
    ]),
    ['S93'],
  ),
  r(
    'r7r-cystitis-burning-wee',
    person(29, 'female', [
      'burning when I wee',
      'need to go all the time',
      'started yesterday',
      'no temperature',
      'no back pain',
      'not pregnant',
    ]),
    ['N30', 'N39'],
  ),
  r(
    'r7r-constipation-older',
    person(74, 'female', [
      'not had a poo for 5 days',
      'hard to push out when I do go',
      'eating less fruit lately',
      'no blood',
      'not lost any weight',
    ]),
    ['K59'],
  ),
  r(
    'r7r-knee-osteoarthritis',
    person(70, 'female', [
      'both knees ache for months',
      'stiff for a few minutes first thing',
      'worse after walking the dog',
      'no swelling or redness',
    ]),
    ['M17'],
  ),
  r(
    'r7r-earwax-muffled',
    person(68, 'male', [
      'right ear feels blocked',
      'hearing muffled on that side for 2 weeks',
      'came on gradually',
      'no pain',
      'no discharge',
    ]),
    ['H61'],
  ),
  r(
    'r7r-cold-sore-tingling',
    person(26, 'female', [
      'tingling on my lip yesterday',
      'now a small cluster of blisters on the edge of my lip',
      'I get them when I am run down',
    ]),
    ['B00'],
  ),
  r(
    'r7r-heartburn-after-meals',
    person(45, 'male', [
      'burning in my chest after big meals',
      'worse lying down at night',
      'sour taste in my mouth',
      'no trouble swallowing',
      'not lost weight',
    ]),
    ['K21', 'K30'],
  ),
  r(
    'r7r-night-leg-cramps',
    person(78, 'male', [
      'painful cramps in my calves at night',
      'wakes me up a few times a week',
      'goes after a few minutes of stretching',
      'legs not swollen',
      'no pain when walking',
    ]),
    ['R25'],
  ),
];
