/**
 * Round-3 personal validation set: 72 typical lay descriptions written from the NHS A–Z
 * conditions pages, NHS "Healthier Together" children's pages and NICE CKS topics — not from
 * any evaluation vignette — to estimate how the engine generalises. Each case gives the
 * urgency the page advises (999/A&E → emergency; urgent GP/111 → urgent; self-care or routine
 * GP → routine) and the ICD-10 categories that count as the right condition (null when only
 * the triage is checked). Written before the round-3 tuning; measured before and after.
 */
import { person, type ValidationCase } from './validation-case.ts';

export const GUIDANCE_CASES_ROUND_3: ValidationCase[] = [
  // Emergencies (NHS "call 999 or go to A&E").
  {
    id: 'button-battery',
    input: person(3, 'male', ['swallowed a button battery from a remote', 'drooling']),
    urgency: 'emergency',
    icd10: ['T18'],
  },
  {
    id: 'bleach-drink',
    input: person(2, 'female', ['drank some bleach from under the sink', 'crying and coughing']),
    urgency: 'emergency',
    icd10: ['T54', 'T28'],
  },
  {
    id: 'magnets',
    input: person(4, 'male', ['swallowed 2 small magnets from a toy']),
    urgency: 'emergency',
    icd10: ['T18'],
  },
  {
    id: 'limb-ischaemia',
    input: person(
      68,
      'male',
      ['my leg suddenly went cold and pale', 'very painful', 'numb foot'],
      ['atrial fibrillation'],
    ),
    urgency: 'emergency',
    icd10: ['I74'],
  },
  {
    id: 'ovarian-torsion',
    input: person(17, 'female', [
      'sudden severe pain low down on the right side of my tummy',
      'throwing up',
    ]),
    urgency: 'emergency',
    icd10: ['N83', 'K35'],
  },
  {
    id: 'postpartum-bleed',
    input: person(31, 'female', [
      'had my baby 8 days ago',
      'bleeding heavily soaking a pad every hour',
      'feel faint',
    ]),
    urgency: 'emergency',
    icd10: ['O72'],
  },
  {
    id: 'orbital-cellulitis',
    input: person(6, 'male', [
      'eyelid red and swollen shut',
      'eye hurts when he moves it',
      'fever',
      'blurry vision',
    ]),
    urgency: 'emergency',
    icd10: ['H05'],
  },
  {
    id: 'retention',
    input: person(72, 'male', [
      "can't pee at all since last night",
      'lower tummy swollen and painful',
    ]),
    urgency: 'emergency',
    icd10: ['R33'],
  },
  {
    id: 'large-scald',
    input: person(30, 'male', [
      'burnt my arm with boiling water',
      'burn is bigger than my hand',
      'big blisters',
    ]),
    urgency: 'emergency',
    icd10: ['T22', 'T29', 'T30', 'T31'],
  },
  {
    id: 'child-hand-scald',
    input: person(1, 'female', ['hot tea spilled on her hand', 'blisters on her hand']),
    urgency: 'emergency',
    icd10: ['T23', 'T30'],
  },
  {
    id: 'electric-burn',
    input: person(40, 'male', ['electric shock from mains wire', 'small burn on my fingers']),
    urgency: 'emergency',
    icd10: ['T75', 'T30', 'T23'],
  },
  {
    id: 'chemical-eye',
    input: person(35, 'female', ['splashed oven cleaner in my eye', 'eye burning and watering']),
    urgency: 'emergency',
    icd10: ['T26', 'T15', 'S05'],
  },
  {
    id: 'asthma-severe',
    input: person(
      9,
      'male',
      ["can't finish sentences", 'wheezing', 'blue inhaler not helping', 'lips look blue'],
      ['asthma'],
    ),
    urgency: 'emergency',
    icd10: ['J45', 'J46'],
  },
  {
    id: 'crao',
    input: person(71, 'female', ['suddenly lost the sight in my right eye', 'no pain']),
    urgency: 'emergency',
    icd10: ['H34', 'H33', 'G45', 'I63'],
  },
  {
    id: 'heatstroke',
    input: person(78, 'female', [
      'very hot skin after a day in the sun',
      'confused',
      'not sweating',
    ]),
    urgency: 'emergency',
    icd10: ['T67'],
  },
  {
    id: 'hip-fracture',
    input: person(84, 'female', [
      'fell at home',
      'cannot stand up',
      'pain in my hip',
      'leg looks shorter and turned out',
    ]),
    urgency: 'emergency',
    icd10: ['S72'],
  },
  {
    id: 'carbon-monoxide',
    input: person(38, 'female', [
      'headache and dizzy',
      'feel sick',
      'whole family feels the same',
      'old gas boiler',
    ]),
    urgency: 'emergency',
    icd10: ['T58'],
  },
  {
    id: 'floppy-baby',
    input: person(0, 'male', ['5 month old baby', 'floppy and hard to wake', 'not feeding']),
    urgency: 'emergency',
    icd10: null,
  },
  {
    id: 'hypothermia',
    input: person(82, 'male', [
      'found on the floor in a cold house',
      'very cold to touch',
      'slurred speech',
      'drowsy',
    ]),
    urgency: 'emergency',
    icd10: ['T68'],
  },
  {
    id: 'choking',
    input: person(3, 'female', ['choking on a grape', 'cannot breathe or cough']),
    urgency: 'emergency',
    icd10: ['T17'],
  },
  {
    id: 'paracetamol-od',
    input: person(19, 'female', ['took 20 paracetamol tablets an hour ago']),
    urgency: 'emergency',
    icd10: ['T39'],
  },
  {
    id: 'anaphylaxis-sting',
    input: person(45, 'male', ['stung by a wasp', 'throat feels tight', 'hard to breathe']),
    urgency: 'emergency',
    icd10: ['T78', 'T63'],
  },
  {
    id: 'worst-abdo',
    input: person(60, 'male', ['worst tummy pain ever', 'getting much worse quickly']),
    urgency: 'emergency',
    icd10: null,
  },
  {
    id: 'dka-child',
    input: person(11, 'female', [
      'weeing a lot',
      'always thirsty',
      'losing weight',
      'vomiting',
      'very drowsy',
    ]),
    urgency: 'emergency',
    icd10: ['E10', 'E11', 'E14'],
  },
  // Urgent (NHS "ask for an urgent GP appointment or get help from NHS 111").
  {
    id: 'neonatal-jaundice',
    input: person(0, 'female', ['10 day old baby', 'yellow skin and yellow whites of eyes']),
    urgency: 'urgent',
    icd10: ['P59'],
  },
  {
    id: 'hsp',
    input: person(6, 'male', [
      'raised purple spots on his legs and bottom',
      'sore swollen ankles',
      'tummy ache',
    ]),
    urgency: 'urgent',
    icd10: ['D69'],
  },
  {
    id: 'sudden-deafness',
    input: person(48, 'female', ['woke up deaf in my left ear', 'ringing in that ear']),
    urgency: 'urgent',
    icd10: ['H91'],
  },
  {
    id: 'perianal-abscess',
    input: person(34, 'male', [
      'painful swollen lump next to my bum hole',
      'throbbing pain when sitting',
      'temperature',
    ]),
    urgency: 'urgent',
    icd10: ['K61'],
  },
  {
    id: 'dog-bite',
    input: person(27, 'female', [
      "bitten by my neighbour's dog on my hand",
      'skin is broken and bleeding',
    ]),
    urgency: 'urgent',
    icd10: ['W54', 'S61', 'T14'],
  },
  {
    id: 'cat-bite',
    input: person(52, 'female', ['cat bit my finger yesterday', 'finger now red and swollen']),
    urgency: 'urgent',
    icd10: ['W55', 'S61', 'T14', 'L03'],
  },
  {
    id: 'wound-infection',
    input: person(41, 'male', [
      'cut my leg on a fence last week',
      'wound is now red and hot with pus',
      'feel feverish',
    ]),
    urgency: 'urgent',
    icd10: ['T79', 'L03', 'L08', 'T81'],
  },
  {
    id: 'periorbital-cellulitis',
    input: person(4, 'female', ['swollen red eyelid', 'mild temperature', 'can see fine']),
    urgency: 'urgent',
    icd10: ['L03', 'H05'],
  },
  {
    id: 'hyperemesis',
    input: person(26, 'female', [
      '9 weeks pregnant',
      "being sick all day and can't keep fluids down",
    ]),
    urgency: 'urgent',
    icd10: ['O21'],
  },
  {
    id: 'shingles',
    input: person(69, 'female', [
      'painful blistering rash on one side of my chest',
      'tingling before it',
    ]),
    urgency: 'urgent',
    icd10: ['B02'],
  },
  {
    id: 'quinsy',
    input: person(24, 'male', [
      'very sore throat worse on one side',
      "can't open my mouth properly",
      'muffled voice',
    ]),
    urgency: 'urgent',
    icd10: ['J36'],
  },
  {
    id: 'kidney-stone',
    input: person(45, 'male', [
      'agonising pain in my side that goes down to my groin',
      'comes in waves',
      'blood in my pee',
    ]),
    urgency: 'urgent',
    icd10: ['N20', 'N23'],
  },
  {
    id: 'pyelonephritis',
    input: person(29, 'female', [
      'burning when I pee',
      'pain in my back under the ribs',
      'shivering and high temperature',
    ]),
    urgency: 'urgent',
    icd10: ['N10', 'N12'],
  },
  {
    id: 'mastitis',
    input: person(30, 'female', [
      'breastfeeding',
      'red hot painful area on my breast',
      'flu like and feverish',
    ]),
    urgency: 'urgent',
    icd10: ['O91', 'N61'],
  },
  {
    id: 'pilonidal',
    input: person(22, 'male', ['painful swollen lump at the top of my bum crack', 'leaking pus']),
    urgency: 'urgent',
    icd10: ['L05'],
  },
  {
    id: 'foreign-body-eye',
    input: person(33, 'male', [
      'something flew in my eye while grinding metal',
      'eye scratchy and watering',
    ]),
    urgency: 'urgent',
    icd10: ['T15', 'S05'],
  },
  {
    id: 'uveitis',
    input: person(38, 'female', ['painful red eye', 'light hurts my eye', 'blurred vision']),
    urgency: 'urgent',
    icd10: ['H20', 'H40', 'H16'],
  },
  {
    id: 'cellulitis',
    input: person(63, 'female', ['my lower leg is red hot and swollen', 'feel shivery']),
    urgency: 'urgent',
    icd10: ['L03'],
  },
  {
    id: 'dog-bite-face-child',
    input: person(5, 'male', ['dog bit his cheek', 'puncture wounds on face']),
    urgency: 'urgent',
    icd10: ['W54', 'S01', 'T14'],
  },
  {
    id: 'sudden-double-vision',
    input: person(55, 'male', ['sudden double vision today']),
    urgency: 'urgent',
    icd10: null,
  },
  {
    id: 'scarlet-fever',
    input: person(5, 'female', [
      'sore throat',
      'rough red rash like sandpaper',
      'strawberry tongue',
    ]),
    urgency: 'urgent',
    icd10: ['A38'],
  },
  {
    id: 'cant-keep-fluids',
    input: person(40, 'male', ['vomiting for 2 days', "can't keep fluids down", 'very weak']),
    urgency: 'urgent',
    icd10: null,
  },
  {
    id: 'diverticulitis',
    input: person(66, 'female', [
      'pain in the lower left side of my tummy',
      'fever',
      'constipated',
    ]),
    urgency: 'urgent',
    icd10: ['K57'],
  },
  {
    id: 'unreadable',
    input: person(50, 'male', ['just not right in myself', 'something feels off']),
    urgency: 'urgent',
    icd10: null,
  },
  // Routine and self-care.
  {
    id: 'cradle-cap',
    input: person(0, 'female', ['3 month old', 'greasy yellow scales on her scalp']),
    urgency: 'routine',
    icd10: ['L21'],
  },
  {
    id: 'restless-legs',
    input: person(58, 'female', [
      'horrible urge to move my legs at night',
      'creepy crawly feeling in legs',
      'cannot sleep',
    ]),
    urgency: 'routine',
    icd10: ['G25'],
  },
  {
    id: 'earwax',
    input: person(70, 'male', ['ear feels blocked', 'muffled hearing', 'lots of ear wax']),
    urgency: 'routine',
    icd10: ['H61'],
  },
  {
    id: 'impetigo',
    input: person(5, 'male', ['crusty golden sores around his mouth and nose']),
    urgency: 'routine',
    icd10: ['L01'],
  },
  {
    id: 'hives',
    input: person(29, 'female', ['itchy raised welts all over my body', 'come and go']),
    urgency: 'routine',
    icd10: ['L50'],
  },
  {
    id: 'athletes-foot',
    input: person(24, 'male', ['itchy cracked peeling skin between my toes']),
    urgency: 'routine',
    icd10: ['B35'],
  },
  {
    id: 'dandruff',
    input: person(41, 'female', ['flaky itchy scalp', 'white flakes on my shoulders']),
    urgency: 'routine',
    icd10: ['L21'],
  },
  {
    id: 'osgood',
    input: person(12, 'male', ['painful bony bump just below my kneecap', 'hurts after football']),
    urgency: 'routine',
    icd10: ['M92'],
  },
  {
    id: 'frozen-shoulder',
    input: person(52, 'female', [
      'shoulder stiff and painful for 4 months',
      "can't lift my arm above my head",
    ]),
    urgency: 'routine',
    icd10: ['M75'],
  },
  {
    id: 'tinnitus',
    input: person(47, 'male', ['ringing in my ears for weeks', 'worse when it is quiet']),
    urgency: 'routine',
    icd10: ['H93'],
  },
  {
    id: 'trigger-finger',
    input: person(61, 'female', ['my finger clicks and gets stuck when I bend it']),
    urgency: 'routine',
    icd10: ['M65'],
  },
  {
    id: 'dry-eyes',
    input: person(55, 'female', [
      'gritty dry eyes',
      'eyes feel tired and sore',
      'worse on screens',
    ]),
    urgency: 'routine',
    icd10: ['H04'],
  },
  {
    id: 'jock-itch',
    input: person(26, 'male', ['itchy red rash in my groin', 'spreading at the edges']),
    urgency: 'routine',
    icd10: ['B35'],
  },
  {
    id: 'rosacea',
    input: person(44, 'female', ['red face that flushes easily', 'spots on my cheeks and nose']),
    urgency: 'routine',
    icd10: ['L71'],
  },
  {
    id: 'hyperhidrosis',
    input: person(17, 'female', ['sweat way too much from my armpits and hands', 'for years']),
    urgency: 'routine',
    icd10: ['R61', 'L74'],
  },
  {
    id: 'ganglion',
    input: person(31, 'female', ['smooth soft lump on the back of my wrist', 'does not hurt']),
    urgency: 'routine',
    icd10: ['M67'],
  },
  {
    id: 'molluscum',
    input: person(4, 'male', ['small pearly pink bumps with a dent in the middle', 'on his tummy']),
    urgency: 'routine',
    icd10: ['B08'],
  },
  {
    id: 'bunion',
    input: person(57, 'female', ['bony lump on the side of my big toe', 'shoes rub and hurt']),
    urgency: 'routine',
    icd10: ['M20'],
  },
  {
    id: 'heat-rash',
    input: person(8, 'female', ['tiny itchy red spots after hot weather', 'prickly feeling']),
    urgency: 'routine',
    icd10: ['L74'],
  },
  {
    id: 'achilles',
    input: person(39, 'male', [
      'pain and stiffness at the back of my heel',
      'worse in the morning',
      'I run a lot',
    ]),
    urgency: 'routine',
    icd10: ['M76'],
  },
  {
    id: 'colic',
    input: person(0, 'male', [
      '6 week old baby',
      'cries for hours every evening',
      'pulls his legs up',
      'feeding well',
    ]),
    urgency: 'routine',
    icd10: ['R10', 'P92'],
  },
  {
    id: 'subconjunctival',
    input: person(50, 'male', [
      'bright red patch on the white of my eye',
      'no pain',
      'vision normal',
    ]),
    urgency: 'routine',
    icd10: ['H11'],
  },
  {
    id: 'ingrown-toenail',
    input: person(19, 'male', ['ingrown toenail', 'side of my big toe red and sore']),
    urgency: 'routine',
    icd10: ['L60'],
  },
  {
    id: 'common-cold',
    input: person(30, 'female', ['runny nose', 'sneezing', 'sore throat for 2 days']),
    urgency: 'routine',
    icd10: ['J00', 'J06'],
  },
];
