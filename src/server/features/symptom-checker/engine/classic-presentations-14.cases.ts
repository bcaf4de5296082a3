/**
 * Round-7i paediatric audit set: 96 presentations (48 emergency, 24 urgent, 24 routine), all
 * children and teenagers aged 1–15 (babies under a year are age 1 with their weeks or months in
 * the text), written from the Healthier Together (what0-18.nhs.uk and the regional
 * healthiertogether.nhs.uk sites) red/amber/green pages "Fever", "Breathing difficulty",
 * "Bronchiolitis", "Croup", "Asthma/wheeze", "Diarrhoea and vomiting", "Abdominal pain", "Head
 * injury", "Limp", "My baby is yellow (jaundice)", "Crying baby", "Swallowed a foreign object" and
 * "Burns and scalds", and the NHS A–Z children's pages "Meningitis", "Sepsis", "Anaphylaxis",
 * "Febrile seizures", "Poisoning", "Self-harm", "Type 1 diabetes", "Sickle cell disease",
 * "Alcohol poisoning", "Testicle pain", "Newborn jaundice", "Pyloric stenosis", "Conjunctivitis",
 * "Cellulitis", "Scarlet fever", "Measles", "Chickenpox", "Kawasaki disease", "UTIs in
 * children", "Earache", "Tonsillitis"/"Quinsy", "Eczema", "Impetigo", "Hand, foot and mouth
 * disease", "Reflux in babies", "Colic", "Constipation in children", "Teething", "Oral thrush
 * in babies", "Head lice", "Threadworms", "Hives", "Slapped cheek" and "Eating disorders" — not
 * from the engine, its knowledge base or any evaluation vignette — the way parents type them.
 * Urgency is the page's advice: red box, 999, A&E or eye casualty now → emergency; amber box,
 * urgent GP, urgent treatment centre, 111 or urgent dentist → urgent; green box, self-care,
 * pharmacist or routine GP → routine. ICD-10 3-character categories count as the right
 * condition (null: triage only). Every case carries the feature that puts it in its box.
 *
 * Where pages disagree the Healthier Together box was followed: a baby under 3 months with
 * 38°C or more is red there (NHS A–Z "Fever in children": urgent GP or 111); a burn in a child
 * under 10 is amber there (NHS A–Z: self-care if small and unblistered), so the routine burn is
 * in a 13-year-old; limping with fever or not weight-bearing is amber, not red; a child who has
 * swallowed something known to be harmful is 999/A&E even when well (older NHS text: 111 if not
 * seriously ill), so only the "not sure" ingestions would be urgent.
 */
import { e, person, r, u, type ValidationCase } from './validation-case.ts';

const MENINGO = ['A39', 'G00', 'G03', 'A41', 'A87'];
const SEPSIS = ['A41', 'A40', 'A39'];
const BRONCHIOLITIS = ['J21'];
const CROUP = ['J05'];
const ASTHMA = ['J45', 'J46'];
const ANAPHYLAXIS = ['T78'];
const HEAD = ['S06', 'S09', 'S00', 'S02'];
const GASTRO = ['A08', 'A09', 'E86'];
const BURN = ['T20', 'T21', 'T22', 'T23', 'T24', 'T25', 'T29', 'T30', 'T31'];
const JAUNDICE = ['P59', 'P55', 'P58'];
const UTI = ['N39', 'N30', 'N10'];
const PNEUMONIA = ['J18', 'J15', 'J13', 'J12'];

export const GUIDANCE_CASES_ROUND_7I: ValidationCase[] = [
  // Emergencies (red box / 999 / A&E): non-blanching rash, meningitis, fever under 3 months,
  // sepsis, severe bronchiolitis, croup and asthma, anaphylaxis, airway and swallowed-object
  // dangers, poisoning and teenage overdose or self-harm, DKA and hypo, seizures, head injury,
  // surgical tummies, testicle pain, burns, eye emergencies and red newborn signs.
  e(
    'e7i-purple-spots-glass-toddler',
    person(2, 'male', [
      'temperature 39.4°C since this afternoon',
      'tiny purple spots on his tummy and legs that dont fade when I roll a glass over them',
      'really sleepy and grizzly',
    ]),
    MENINGO,
  ),
  e(
    'e7i-teen-headache-stiff-neck-light',
    person(15, 'female', [
      'worst headache she has ever had',
      "stiff neck, can't put her chin on her chest",
      'bright lights hurt her eyes',
      'vomited twice, temp 102.5°F',
    ]),
    MENINGO,
  ),
  e(
    'e7i-baby-bulging-soft-spot',
    person(1, 'female', [
      'my 7 week old has a bulging soft spot on top of her head',
      'weird high pitched cry',
      "won't feed",
      'felt hot, 38.4 on the thermometer',
    ]),
    MENINGO,
  ),
  e(
    'e7i-six-week-old-temperature',
    person(1, 'male', [
      '6 week old baby with a temperature of 38.2°C (100.8°F)',
      'a bit less interested in his bottle',
      'no jabs yet, no rash',
    ]),
    null,
  ),
  e(
    'e7i-ten-week-old-temp-jabs-long-ago',
    person(1, 'female', [
      '10 week old, temperature 38.6 under the arm',
      'her injections were over a week ago',
      'sleepier than normal but still waking for feeds',
    ]),
    null,
  ),
  e(
    'e7i-mottled-cold-hands-hot-body',
    person(3, 'female', [
      'burning up, 40.1°C',
      'skin has gone blotchy and mottled and her hands and feet are freezing',
      'really hard to wake her up',
      "hasn't had a wee since breakfast",
    ]),
    SEPSIS,
  ),
  e(
    'e7i-bronchiolitis-grunting-3-months',
    person(1, 'male', [
      '3 month old with a cold for 3 days',
      'now grunting with every breath',
      'skin sucking in under his ribs',
      'temp 37.9',
    ]),
    BRONCHIOLITIS,
  ),
  e(
    'e7i-bronchiolitis-pauses-5-weeks',
    person(1, 'female', [
      '5 week old baby, snuffly and coughing',
      'keeps stopping breathing for a few seconds at a time',
      'lips look a bit dusky',
      'temperature 38.0°C (100.4°F)',
    ]),
    BRONCHIOLITIS,
  ),
  e(
    'e7i-bronchiolitis-too-breathless-to-feed',
    person(1, 'male', [
      '4 month old breathing realy fast',
      'too out of breath to feed, keeps pulling off the bottle',
      'ribs sucking in and nostrils flaring',
      'temprature 38.1°C',
    ]),
    BRONCHIOLITIS,
  ),
  e(
    'e7i-croup-stridor-at-rest',
    person(2, 'male', [
      'barking cough like a seal since last night',
      "horrible rasping noise when he breathes in even when he's sat still and calm",
      'the skin at the bottom of his neck sucks in',
      'temp 38.3',
    ]),
    CROUP,
  ),
  e(
    'e7i-asthma-spacer-not-helping',
    person(
      7,
      'female',
      [
        'having a bad asthma attack',
        '10 puffs of her blue inhaler through the spacer and no better',
        'too breathless to talk in sentences',
      ],
      ['asthma'],
    ),
    ASTHMA,
  ),
  e(
    'e7i-asthma-lips-blue-tiring',
    person(11, 'male', [
      'asthma attack for the last hour',
      'lips going blueish',
      'getting really tired and quiet, the wheeze has gone quieter',
    ]),
    ASTHMA,
  ),
  e(
    'e7i-peanut-lips-swelling-wheeze',
    person(6, 'male', [
      'ate a cookie with peanuts in 15 minutes ago',
      'lips and tongue swelling up',
      'wheezing and coughing, voice gone hoarse',
      'hives all over',
    ]),
    ANAPHYLAXIS,
  ),
  e(
    'e7i-wasp-sting-throat-tight',
    person(12, 'female', [
      'stung by a wasp at the park',
      'says her throat feels tight and she is struggling to swallow',
      'feels faint and dizzy',
      'blotchy rash spreading up her arms',
    ]),
    ['T78', 'T63'],
  ),
  e(
    'e7i-baby-first-egg-floppy',
    person(1, 'female', [
      '8 month old had scrambled egg for the first time',
      'came up in big hives and vomited',
      'now pale and floppy and coughing',
    ]),
    ANAPHYLAXIS,
  ),
  e(
    'e7i-quinsy-drooling-muffled',
    person(15, 'male', [
      'really bad sore throat on one side for 4 days',
      "can't swallow even his spit, drooling into a tissue",
      "can't open his mouth properly and his voice sounds muffled",
      'feaver 39°C',
    ]),
    ['J36'],
  ),
  e(
    'e7i-choked-on-peanut-noisy-breathing',
    person(2, 'female', [
      'choked on a peanut an hour ago',
      'still coughing and wheezing non stop',
      'breathing sounds noisy and fast',
    ]),
    ['T17'],
  ),
  e(
    'e7i-button-battery-car-key',
    person(2, 'male', [
      'think he swallowed a button battery from the car key',
      'the battery is missing and he had the key in his mouth',
      'seems completely fine at the moment, no cough',
    ]),
    ['T18'],
  ),
  e(
    'e7i-swallowed-two-magnets',
    person(6, 'female', [
      "swallowed two of the little magnetic balls from her brother's toy",
      'no tummy pain yet',
      'eating normally',
    ]),
    ['T18'],
  ),
  e(
    'e7i-toddler-grandmas-bp-tablets',
    person(2, 'female', [
      "found her with grandma's blood pressure tablets, amlodipine",
      'think she swallowed 2 or 3',
      'acting normal right now',
    ]),
    ['T46'],
  ),
  e(
    'e7i-teen-took-paracetamol-last-night',
    person(14, 'female', [
      'my daughter told me she took 16 paracetamol last night after a row',
      'feels a bit sick but says she is fine',
      'no vomitting',
    ]),
    ['T39'],
  ),
  e(
    'e7i-self-harm-cut-wont-stop-bleeding',
    person(15, 'male', [
      'cut his forearm with a blade on purpose',
      "deep gaping cut, bleeding won't stop after 15 minutes of pressing on it",
      'very pale',
    ]),
    ['S51', 'X78'],
  ),
  e(
    'e7i-teen-saving-tablets-plan-tonight',
    person(14, 'male', [
      'my son says he wants to die and has been saving up tablets',
      'says he is going to do it tonight',
      "won't let me in his room",
    ]),
    null,
  ),
  e(
    'e7i-thirsty-then-vomiting-deep-breathing',
    person(9, 'male', [
      'really thirsty and weeing loads for 3 weeks, lost weight',
      'today vomiting and tummy pain',
      'breathing deep and fast, breath smells like pear drops',
      'very drowsy, temp 37.4',
    ]),
    ['E10'],
  ),
  e(
    'e7i-type1-high-ketones-vomiting',
    person(
      13,
      'female',
      [
        'blood ketones 3.4 and sugar 24',
        "vomiting since this morning, can't keep any fluids down",
        'stomache pain',
      ],
      ['type 1 diabetes'],
    ),
    ['E10'],
  ),
  e(
    'e7i-first-febrile-fit',
    person(1, 'male', [
      '18 month old had a fit, eyes rolled back and arms and legs jerking for about 3 minutes',
      'never had one before',
      'temperature 39.5°C (103.1°F)',
    ]),
    ['R56'],
  ),
  e(
    'e7i-epilepsy-fitting-7-minutes',
    person(
      8,
      'female',
      ['has been fitting for 7 minutes and not stopping', 'lips going blue'],
      ['epilepsy'],
    ),
    ['G40', 'G41'],
  ),
  e(
    'e7i-fell-downstairs-sick-3-times',
    person(3, 'male', [
      'fell down the stairs and banged his head',
      'has been sick 3 times since',
      'more sleepy than usual',
    ]),
    HEAD,
  ),
  e(
    'e7i-knocked-out-rugby-confused',
    person(12, 'male', [
      'knocked out for about a minute at rugby',
      'now confused and keeps asking the same questions',
      "can't remember the match",
    ]),
    HEAD,
  ),
  e(
    'e7i-baby-rolled-off-bed-wont-wake',
    person(1, 'female', [
      '5 month old rolled off our bed onto a wooden floor',
      'big squishy swelling on the side of her head',
      "won't wake properly for her feed",
    ]),
    HEAD,
  ),
  e(
    'e7i-screaming-bouts-redcurrant-poo',
    person(1, 'male', [
      '9 month old screaming in bouts every 15 minutes and pulling his knees up',
      'pale and floppy in between',
      'poo looks like redcurrant jelly',
      'vommiting, temp 37.8',
    ]),
    ['K56'],
  ),
  e(
    'e7i-newborn-green-vomit',
    person(1, 'female', [
      '3 week old vomiting dark green stuff',
      'tummy looks swollen',
      'not interested in feeds',
    ]),
    ['K56', 'Q43'],
  ),
  e(
    'e7i-appendix-pain-moved-right',
    person(11, 'male', [
      'tummy pain started round his belly button yesterday and moved to the lower right',
      'hurts to walk and when the car goes over bumps',
      'still severe after paracetamol and ibuprofen',
      'temperature 38.3°C',
    ]),
    ['K35', 'K36', 'K37'],
  ),
  e(
    'e7i-woke-with-testicle-pain',
    person(13, 'male', [
      'woke up with sudden really bad pain in his left testicle',
      'it looks swollen and sits higher than the other one',
      'been sick once',
    ]),
    ['N44'],
  ),
  e(
    'e7i-swollen-red-ball-groin-pain',
    person(10, 'male', [
      'his right ball has been swollen, red and very sore since lunchtime',
      'pain going into his groin and tummy',
      'no injury',
    ]),
    ['N44'],
  ),
  e(
    'e7i-baby-groin-lump-wont-go-back',
    person(1, 'male', [
      "6 week old has a hard lump in his groin that won't go back in",
      "screaming and can't be settled",
      'vomited his last two feeds',
    ]),
    ['K40'],
  ),
  e(
    'e7i-baby-diarhoea-sunken-soft-spot',
    person(1, 'female', [
      '4 month old with diarhoea and vomiting for 2 days',
      'the soft spot on her head looks sunken',
      'dry nappies all day, very sleepy and floppy',
      'temp 38.2',
    ]),
    GASTRO,
  ),
  e(
    'e7i-inconsolable-toe-hair-wrapped',
    person(1, 'male', [
      "3 month old screaming for hours and can't be settled",
      'one of his toes is red and swollen and it looks like a hair is wrapped round it',
    ]),
    null,
  ),
  e(
    'e7i-tea-scald-chest-blisters',
    person(2, 'female', [
      'pulled a cup of tea over herself',
      'big blistered patch on her chest and arm, bigger than her hand',
      'screaming',
    ]),
    BURN,
  ),
  e(
    'e7i-oven-cleaner-in-eye',
    person(4, 'male', [
      'got oven cleaner spray in his eye',
      'rinsed it with water',
      "eye very red, he can't open it and is screaming",
    ]),
    ['T26'],
  ),
  e(
    'e7i-eyelid-swollen-double-vision',
    person(6, 'female', [
      'eyelid very swollen and red, eye almost shut',
      'hurts when she moves her eye and she is seeing double',
      'temp 39.1',
    ]),
    ['H05', 'L03'],
  ),
  e(
    'e7i-yellow-baby-wont-wake-feeds',
    person(1, 'male', [
      '5 day old baby very yellow, even his tummy and legs',
      "so sleepy he won't wake for feeds",
      'feels floppy, temp 36.8',
    ]),
    JAUNDICE,
  ),
  e(
    'e7i-baby-coughing-fits-goes-blue',
    person(1, 'female', [
      '7 week old with terrible coughing fits',
      'goes blue and stops breathing after the coughing',
      'temp 37.5°C',
    ]),
    ['A37'],
  ),
  e(
    'e7i-hypo-too-drowsy-to-drink',
    person(
      10,
      'male',
      [
        'having a hypo, blood sugar 2.1',
        'too drowsy to take his glucose drink',
        'sweaty and not making sense',
      ],
      ['type 1 diabetes'],
    ),
    ['E10', 'E16'],
  ),
  e(
    'e7i-fever-grunting-blue-lips',
    person(4, 'male', [
      'high temperature 104°F for 2 days',
      'breathing really fast with a grunt',
      'lips look blue',
      'chesty cough',
    ]),
    PNEUMONIA,
  ),
  e(
    'e7i-sickle-cell-temperature',
    person(
      5,
      'female',
      ['temperature 38.6°C', 'aching legs', 'tired and off her food'],
      ['sickle cell disease'],
    ),
    ['D57'],
  ),
  e(
    'e7i-teen-vodka-barely-concious',
    person(15, 'female', [
      'drank most of a bottle of vodka at a party',
      "being sick and barely concious, we can't wake her properly",
      'breathing slow',
    ]),
    ['T51'],
  ),
  e(
    'e7i-trampoline-leg-looks-bent',
    person(7, 'male', [
      'fell off the trampoline and his lower leg looks bent',
      "won't put any weight on it",
      'screaming in pain',
    ]),
    ['S82'],
  ),

  // Urgent (amber box / urgent GP / 111): scarlet fever, measles, urine infection, a repeat short
  // febrile fit, limp with fever, Kawasaki, a 3–6-month-old with 39°C, amber jaundice, pyloric
  // stenosis, newborn sticky eyes, preseptal cellulitis, eczema herpeticum, infected chickenpox,
  // amber dehydration, worsening asthma, amber bronchiolitis, croup, ear discharge, new type 1
  // symptoms, a headache after a head injury, self-harm without danger now and weight loss.
  u(
    'u7i-scarlet-fever-sandpaper-rash',
    person(5, 'female', [
      'sore throat and temperature 38.6°C (101.5°F) since yesterday',
      'rough red rash like sandpaper on her chest and tummy',
      'tongue bright red and bumpy',
      'still drinking',
    ]),
    ['A38'],
  ),
  u(
    'u7i-measles-no-mmr',
    person(3, 'male', [
      "hasn't had his MMR",
      'high temperture 39.5 for 4 days with runny nose, cough and red watery eyes',
      'blotchy red-brown rash started behind his ears and is spreading down',
      'breathing ok',
    ]),
    ['B05'],
  ),
  u(
    'u7i-stinging-wee-temperature',
    person(4, 'female', [
      'says it stings when she wees and going every 10 minutes',
      'wee smells really strong',
      'temperature 38.5°C',
      'tummy ache low down',
    ]),
    UTI,
  ),
  u(
    'u7i-baby-fever-smelly-nappies',
    person(1, 'male', [
      '7 month old with a temperature of 38.9 for a day',
      'nappies smell really strong',
      'no cough or cold, still feeding ok',
    ]),
    UTI,
  ),
  u(
    'u7i-febrile-fit-again-short',
    person(2, 'female', [
      'had another febrile fit, she has had them before',
      'lasted about a minute and she is back to herself now',
      'temperature 102.4°F',
      'no rash',
    ]),
    ['R56'],
  ),
  u(
    'u7i-limp-fever-wont-stand',
    person(4, 'male', [
      "limping since yesterday, now won't put any weight on his right leg",
      'temp 38.4°C',
      'no injury we know of',
      'alert and chatty',
    ]),
    null,
  ),
  u(
    'u7i-six-days-fever-red-eyes-lips',
    person(2, 'male', [
      'temperature 39°C on and off for 6 days',
      'eyes red but no gunk',
      'lips red and cracked',
      'hands and feet swollen and red',
      'really grumpy',
    ]),
    ['M30'],
  ),
  u(
    'u7i-four-month-old-39',
    person(1, 'female', [
      '4 month old with a temperature of 39.2°C (102.6°F)',
      'jabs were 3 weeks ago',
      'still feeding and having wet nappies',
      'no rash',
    ]),
    null,
  ),
  u(
    'u7i-yellow-first-day',
    person(1, 'male', [
      'baby born yesterday at home',
      'skin and the whites of his eyes already look yellow',
      'feeding ok',
    ]),
    JAUNDICE,
  ),
  u(
    'u7i-three-weeks-yellow-chalky-poo',
    person(1, 'female', [
      '3 week old still yellow',
      'her poos have gone very pale, almost white like chalk',
      'wee is dark yellow',
    ]),
    ['P59', 'Q44', 'K83'],
  ),
  u(
    'u7i-projectile-vomit-5-weeks',
    person(1, 'male', [
      '5 week old projectile vomiting after every feed, it shoots across the room',
      'hungry again straight after',
      'fewer wet nappys today',
    ]),
    ['Q40'],
  ),
  u(
    'u7i-two-week-old-sticky-eyes',
    person(1, 'female', [
      '2 week old with red eyes and thick yellow gunk',
      'eyelids a bit puffy',
      'feeding normally, temp 36.9',
    ]),
    ['P39', 'H10', 'A54', 'A74'],
  ),
  u(
    'u7i-puffy-eyelid-moves-fine',
    person(5, 'male', [
      'upper eyelid swollen and pink since yesterday',
      'temp 38.2',
      'he can move his eye fine and sees normally, no pain moving it',
    ]),
    ['L03', 'H05'],
  ),
  u(
    'u7i-eczema-painful-blisters',
    person(
      3,
      'female',
      [
        'eczema suddenly much worse on her neck and chest',
        'clusters of painful blisters and punched-out sores',
        'temperature 38°C and off colour',
      ],
      ['eczema'],
    ),
    ['B00'],
  ),
  u(
    'u7i-chickenpox-red-hot-spots',
    person(6, 'male', [
      'chickenpox for 5 days',
      'skin round some of the spots on his leg is now red, hot and really painful',
      'temperature come back, 38.7°C',
    ]),
    ['B01', 'L03', 'L01'],
  ),
  u(
    'u7i-baby-cant-keep-milk-down',
    person(1, 'female', [
      '10 month old with vomiting and diarrhoea since yesterday',
      "can't keep even sips of milk down",
      'only one wet nappy since this morning and her lips are dry',
      'temp 38.3°C (100.9°F), still alert and smiling at times',
    ]),
    GASTRO,
  ),
  u(
    'u7i-asthma-inhaler-every-4-hours',
    person(
      9,
      'male',
      [
        'asthma worse for 2 days with a cold, temp 37.8',
        'needing his blue inhaler every 4 hours',
        'wheezy but talking in full sentences',
      ],
      ['asthma'],
    ),
    ASTHMA,
  ),
  u(
    'u7i-bronchiolitis-half-feeds',
    person(1, 'male', [
      '4 month old with a snotty cold and cough for 3 days',
      'only taking about half his normal feeds',
      'breathing a bit faster than usual, no grunting, colour fine',
      'temp 37.9',
    ]),
    BRONCHIOLITIS,
  ),
  u(
    'u7i-croup-noisy-only-when-crying',
    person(2, 'female', [
      'barking cough started tonight',
      'noisy breathin only when she cries, quiet when calm',
      'temperature 38.0°C',
      'no drooling',
    ]),
    CROUP,
  ),
  u(
    'u7i-earache-gunk-leaking',
    person(5, 'male', [
      'earache for 2 days',
      'now yellow gunk leaking out of his ear',
      'temperature 38.7°C (101.7°F)',
    ]),
    ['H66', 'H60', 'H70'],
  ),
  u(
    'u7i-drinking-loads-bedwetting-again',
    person(7, 'female', [
      'drinking loads and weeing all the time for 2 weeks',
      'started wetting the bed again',
      'looks thinner and tired',
      'not vomiting, breathing normally',
    ]),
    ['E10'],
  ),
  u(
    'u7i-headache-day-after-bump',
    person(9, 'female', [
      'banged her head on the climbing frame yesterday',
      'headache still there and no better even with paracetamol',
      'not been sick, not drowsy, knows where she is',
    ]),
    HEAD,
  ),
  u(
    'u7i-found-cuts-on-arms',
    person(14, 'female', [
      "found scratches and small cuts on my daughter's arms",
      'she says she does it when she is stressed',
      "cuts are superficial and healing, she says she doesn't want to die",
    ]),
    null,
  ),
  u(
    'u7i-teen-weight-loss-dizzy',
    person(15, 'female', [
      'lost a lot of weight in 3 months, skipping meals and exercising loads',
      'dizzy when she stands up',
      'her periods have stopped',
    ]),
    ['F50'],
  ),

  // Routine (green box / self-care / pharmacist / routine GP): colds and mild fever with good
  // drinking, common rashes, mild eczema, conjunctivitis, earache and sore throat without
  // warning signs, constipation, reflux, colic, teething, thrush, mild tummy bug, head lice,
  // threadworms, a minor head bump, hives without swelling, a small burn in a teenager, fussy
  // eating, a blocked tear duct and a limp that is getting better.
  r(
    'r7i-cold-mild-fever-drinking',
    person(2, 'male', [
      'runny nose and cough for 3 days',
      'temperature 38.1°C, comes down with calpol',
      'eating less but drinking fine and playing',
      'plenty of wet nappies',
    ]),
    ['J00', 'J06'],
  ),
  r(
    'r7i-hand-foot-mouth-blisters',
    person(2, 'female', [
      'little blisters on her hands and feet and ulcers in her mouth',
      'temp 37.9',
      'drinking cold milk ok and still playing',
    ]),
    ['B08'],
  ),
  r(
    'r7i-chickenpox-from-nursery',
    person(4, 'male', [
      'itchy spotty rash all over, some spots blistered and crusting',
      'started 2 days ago, nursery has chickenpox',
      'temperature 38°C (100.4°F)',
      'eating and drinking, otherwise fine',
    ]),
    ['B01'],
  ),
  r(
    'r7i-impetigo-golden-crusts',
    person(5, 'female', [
      'crusty golden sores round her nose and mouth',
      'spreading a little over 3 days',
      'no temperature and she feels well',
    ]),
    ['L01'],
  ),
  r(
    'r7i-baby-eczema-cheeks',
    person(1, 'male', [
      '6 month old with dry red rough patches on his cheeks and in his elbow creases',
      'itchy, rubs his face',
      'no weeping or crusting, feeding well',
    ]),
    ['L20', 'L30'],
  ),
  r(
    'r7i-nappy-rash-happy-baby',
    person(1, 'female', [
      '5 month old with a red sore nappy rash for 2 days',
      'otherwise happy and feeding, no temprature',
    ]),
    ['L22'],
  ),
  r(
    'r7i-pink-sticky-eyes-toddler',
    person(3, 'male', [
      'both eyes pink and sticky in the morning',
      'eyelashes crusted together',
      'no pain, sees fine, temp 37.2',
    ]),
    ['H10'],
  ),
  r(
    'r7i-earache-one-night',
    person(4, 'female', [
      'earache since last night, tugging at her ear',
      'temperature 37.9°C (100.2°F)',
      'nothing coming out of the ear and no swelling behind it',
      'settles with calpol',
    ]),
    ['H66', 'H65', 'H92'],
  ),
  r(
    'r7i-sore-throat-two-days',
    person(10, 'male', [
      'sore throat for 2 days, hurts to swallow',
      'temp 38',
      'drinking and eating soft food fine',
      'no drooling, breathing fine',
    ]),
    ['J02', 'J03', 'J06'],
  ),
  r(
    'r7i-toddler-hard-poos',
    person(3, 'female', [
      'only doing a poo every 4 or 5 days, hard and pebbly',
      'strains and says it hurts',
      'eating fine, no vomiting, tummy not swollen',
    ]),
    ['K59'],
  ),
  r(
    'r7i-baby-possetting-gaining-weight',
    person(1, 'male', [
      '8 week old brings up some milk after most feeds',
      'happy and gaining weight well',
      'not green, no blood, not projectile',
    ]),
    ['K21', 'P92'],
  ),
  r(
    'r7i-colic-evening-crying',
    person(1, 'female', [
      '6 week old crying for hours every evening and pulling her legs up',
      'feeds well and is gaining weight',
      'no temperature, settles in the day',
    ]),
    ['R10'],
  ),
  r(
    'r7i-teething-dribbling',
    person(1, 'male', [
      '7 month old dribbling loads and chewing everything',
      'one red cheek and a bit grumpy',
      'temp 37.6°C',
      'gum swollen where a tooth is coming',
    ]),
    ['K00'],
  ),
  r(
    'r7i-white-patches-tongue-baby',
    person(1, 'female', [
      "3 month old with white patches on her tongue and inside her cheeks that don't wipe off",
      'feeding ok',
      'no fever',
    ]),
    ['B37'],
  ),
  r(
    'r7i-mild-tummy-bug-drinking',
    person(4, 'male', [
      'diarhoea 4 times today and sick once this morning',
      'drinking water and juice ok and weeing normally',
      'playing, no blood in his poo',
      'temp 37.8',
    ]),
    ['A08', 'A09'],
  ),
  r(
    'r7i-head-lice-eggs',
    person(7, 'female', [
      'itchy scalp for a week',
      'found little lice and eggs behind her ears',
      'otherwise well',
    ]),
    ['B85'],
  ),
  r(
    'r7i-itchy-bottom-threads',
    person(5, 'male', [
      'itchy bottom at night',
      'saw tiny white threads in his poo',
      'sleeping badly but otherwise well',
    ]),
    ['B80'],
  ),
  r(
    'r7i-bumped-head-table-playing',
    person(3, 'female', [
      'bumped her head on the corner of the table an hour ago',
      'small lump on her forehead, cried straight away',
      'sick once, now playing and chatting normally',
    ]),
    ['S00', 'S09'],
  ),
  r(
    'r7i-hives-after-strawberries',
    person(3, 'male', [
      'came up in itchy raised blotches after eating strawberries',
      'lips and tongue not swollen',
      'breathing fine and playing normally',
    ]),
    ['L50', 'T78'],
  ),
  r(
    'r7i-hair-straightener-finger',
    person(13, 'female', [
      'touched her hair straighteners, small red burn on her finger',
      'no blisters',
      'held it under cool water for 20 minutes, still stings a bit',
    ]),
    BURN,
  ),
  r(
    'r7i-fussy-eater-growing-well',
    person(2, 'male', [
      'only eats about 5 foods and refuses all vegetables',
      'growing well, weight on track in his red book',
      'full of energy',
    ]),
    null,
  ),
  r(
    'r7i-slapped-cheeks-lacy-rash',
    person(6, 'female', [
      'bright red cheeks like she has been slapped',
      'lacy rash on her arms',
      'had a cold last week, temp 37.4 now',
      'feels fine',
    ]),
    ['B08'],
  ),
  r(
    'r7i-watery-eye-since-birth',
    person(1, 'male', [
      '2 month old with a watery eye since birth',
      'a bit of sticky stuff in the morning',
      'white of the eye not red, feeding well',
    ]),
    ['H04'],
  ),
  r(
    'r7i-limp-after-cold-improving',
    person(6, 'male', [
      'limping for 3 days after a cold',
      'getting better each day and walking on it',
      'temp 37.1, no injury',
    ]),
    ['M67', 'M65', 'M25'],
  ),
];
