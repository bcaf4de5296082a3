/**
 * Round-7M personal validation set: 96 standardised-patient presentations (48 emergency, 24
 * urgent, 24 routine), in the style of the Semigran et al. (BMJ 2015) symptom-checker audit,
 * written by an emergency physician who wants to know whether the checker sends the right people
 * to A&E. For each class the conditions that most often bring children and adults to that level
 * of care, each in its typical presentation, typed as a patient or parent would type it (one fact
 * a chip, pertinent negatives, durations, temperatures in °C or °F in about a third, a realistic
 * misspelling in about 1 in 8) — not picked for difficulty or ease, and not taken from any
 * evaluation vignette.
 *
 * Pages used: NHS A–Z "Heart attack", "Stroke" (FAST), "Pulmonary embolism", "Subarachnoid
 * haemorrhage", "Sepsis", "Anaphylaxis", "Asthma attack", "COPD", "Pneumonia", "Heart failure",
 * "Stomach ulcer" (vomiting blood, black tarry poo), "Ectopic pregnancy", "Abdominal aortic
 * aneurysm", "Sciatica" / "Back pain" (cauda equina signs), "Broken hip", "Head injury and
 * concussion", "Glaucoma" (acute: eye casualty or A&E now), "Help for suicidal thoughts",
 * "Your baby's movements", "Low blood sugar (hypoglycaemia)", "What to do if someone has a
 * seizure", "Meningitis", "Bronchiolitis", "Croup", "Febrile seizures", "Diabetic ketoacidosis",
 * "Appendicitis" (999: severe tummy pain; urgent GP/111: pain moving to the lower right),
 * "Testicular lumps and swellings" (sudden severe pain), "Broken arm or wrist", "Burns and
 * scalds", "Button batteries", "Paracetamol overdose", "Whooping cough", "Sickle cell disease",
 * "Fever in children", "Scarlet fever", "Urinary tract infections", "Chickenpox", "Diarrhoea and
 * vomiting", "Sprains and strains", "Kidney infection", "Cuts and grazes", "Measles", "DVT",
 * "Cellulitis" (111 now: diabetes, rapidly spreading), "Shingles", "Chest infection", "Vaginal
 * bleeding in pregnancy", "Gallstones" (pain over 8 hours), "Conjunctivitis" (urgent: painful,
 * light-sensitive red eye, contact lenses), "Dental abscess", "Kidney stones", "Detached retina"
 * (111 or urgent opticians), and the self-care / pharmacist pages "Common cold", "Teething",
 * "Nappy rash", "Head lice and nits", "Threadworms", "Hand, foot and mouth disease", "Ear
 * infections", "Constipation", "Atopic eczema", "Acne", "Hay fever", "Tension-type headaches",
 * "Back pain", "Piles", "Vaginal thrush", "Cystitis", "Athlete's foot", "Earwax build-up",
 * "Osteoarthritis", "Sinusitis"; Healthier Together traffic lights for children ("Fever" — red:
 * under 3 months with 38°C or more; "Breathing difficulties", "Tummy pain", "Diarrhoea and
 * vomiting", "Cellulitis" — red: painful or restricted eye movement, blurred vision; "Head
 * injury"), and Healthier Together "Bleeding in pregnancy" (999: heavy bleeding with severe
 * pain; maternity unit now: any later-pregnancy bleeding). NICE CKS "Sickle cell disease" (acute
 * painful episode with fever: hospital now).
 *
 * Urgency is the page's advice: 999, A&E, a maternity unit or eye casualty now → emergency;
 * urgent GP, urgent treatment centre, 111, urgent dentist or early pregnancy unit → urgent;
 * self-care, pharmacist or routine GP → routine. ICD-10 3-character categories count as the
 * right condition (null: triage only). Babies under 1 are age 1 with the weeks or months in
 * the text.
 */
import { e, person, r, u, type ValidationCase } from './validation-case.ts';

const MI = ['I21', 'I20', 'I24'];
const STROKE = ['I63', 'I61', 'I64', 'G45'];
const SEPSIS = ['A41', 'A40', 'R65'];
const MENINGITIS = ['A39', 'G00', 'G03', 'A87', 'A41'];
const ANAPHYLAXIS = ['T78', 'T63'];
const ASTHMA = ['J45', 'J46'];
const PNEUMONIA = ['J18', 'J15', 'J13', 'J22'];
const HEAD_INJURY = ['S06', 'S09', 'S00'];
const GASTRO = ['A08', 'A09', 'E86'];
const COLD = ['J00', 'J06'];

export const GUIDANCE_CASES_ROUND_7M: ValidationCase[] = [
  // Emergencies, children: the commonest reasons a child is brought to A&E or by ambulance, each
  // with the NHS 999/A&E or Healthier Together red feature.
  e(
    'e7m-baby-purple-spots-glass',
    person(1, 'female', [
      'my 9 month old has a temperature of 39.4',
      "purple spots on her tummy that don't go when I press a glass on them",
      'very floppy and not interested in her bottle',
      'hands and feet are freezing',
    ]),
    MENINGITIS,
  ),
  e(
    'e7m-teen-headache-stiff-neck-lights',
    person(17, 'male', [
      'really bad headache since this afternoon',
      "neck is stiff, can't get my chin onto my chest",
      'lights are hurting my eyes',
      'temp 39.1',
      'been sick twice',
    ]),
    MENINGITIS,
  ),
  e(
    'e7m-toddler-mottled-hard-to-wake',
    person(2, 'male', [
      'had a fever of 39.8 since yesterday',
      'now really hard to wake up',
      'his legs look blotchy and mottled',
      'breathing really fast',
      'no wet nappy since this morning',
    ]),
    SEPSIS,
  ),
  e(
    'e7m-baby-2-months-pauses-grunting',
    person(1, 'female', [
      'my 2 month old has had a cold for 3 days',
      'she keeps stopping breathing for a few seconds',
      'grunting noise every time she breathes out',
      'temp 38.4',
      'only took a few sucks of milk today',
    ]),
    ['J21'],
  ),
  e(
    'e7m-croup-noise-sitting-still',
    person(3, 'male', [
      'barking cough since yesterday',
      'horrible high pitched noise when he breathes in, even sitting still',
      'skin pulling in at his neck and under his ribs',
      'getting really tired',
    ]),
    ['J05'],
  ),
  e(
    'e7m-child-asthma-spacer-no-better',
    person(9, 'female', [
      'she has asthma and is wheezing loads',
      "gave her 10 puffs of her reliever through the spacer and she's no better",
      "can't say more than a couple of words",
      'her tummy is sucking in under her ribs',
    ]),
    ASTHMA,
  ),
  e(
    'e7m-child-peanut-lips-swelling',
    person(6, 'male', [
      'ate a cookie with peanuts in at a party 15 minutes ago',
      'lips and eyes swelling up fast',
      'wheezing and coughing',
      'says his throat feels funny and tight',
    ]),
    ANAPHYLAXIS,
  ),
  e(
    'e7m-toddler-first-fit-with-fever',
    person(2, 'female', [
      'temperature of 39.5',
      'just had a fit, arms and legs jerking and eyes rolled back',
      'never had one before',
      'lasted about 3 minutes and now very sleepy',
    ]),
    ['R56'],
  ),
  e(
    'e7m-child-thirsty-vomiting-deep-breaths',
    person(11, 'female', [
      'been really thirsty and weeing loads for a few weeks',
      'lost weight without trying',
      'today being sick with tummy ache',
      'breathing deep and fast and very drowsy',
      'breath smells like pear drops',
    ]),
    ['E10', 'E14'],
  ),
  e(
    'e7m-child-tummy-pain-bottom-right-severe',
    person(10, 'male', [
      'tummy ache started round his belly button yesterday',
      "now it's moved to the bottom right and it's really severe",
      'screams if he jumps or coughs',
      'temp 38.3',
      "won't eat anything",
    ]),
    ['K35', 'K36', 'K37'],
  ),
  e(
    'e7m-teen-sudden-testicle-pain',
    person(14, 'male', [
      'sudden really bad pain in my left testical',
      'started an hour ago and woke me up',
      'been sick',
      'no injury',
    ]),
    ['N44'],
  ),
  e(
    'e7m-baby-screaming-bouts-jelly-poo',
    person(1, 'male', [
      'my 8 month old keeps screaming in bouts and pulling his legs up',
      'pale and quiet in between',
      'his poo looks like red jelly',
      'being sick',
    ]),
    ['K56'],
  ),
  e(
    'e7m-newborn-green-vomit',
    person(1, 'female', [
      'my 3 week old is vomiting bright green',
      'her tummy looks swollen',
      'not keeping any feeds down',
      'started this morning',
    ]),
    null,
  ),
  e(
    'e7m-baby-floppy-no-wet-nappy',
    person(1, 'male', [
      'my 10 month old has had diarrhea and vommiting for 2 days',
      'no wet nappy since last night',
      'really floppy and hard to wake',
      'eyes look sunken',
    ]),
    GASTRO,
  ),
  e(
    'e7m-toddler-fell-bunk-vomiting',
    person(3, 'female', [
      'fell off the top bunk and hit her head',
      'been sick 3 times since',
      'keeps nodding off',
      'big lump on the back of her head',
    ]),
    HEAD_INJURY,
  ),
  e(
    'e7m-child-wrist-bent-trampoline',
    person(8, 'male', [
      'fell off the trampoline onto his arm',
      'his wrist looks bent the wrong way',
      'screaming with the pain',
      'fingers tingling',
    ]),
    ['S52', 'S62'],
  ),
  e(
    'e7m-toddler-scald-cup-of-tea',
    person(2, 'male', [
      'pulled a hot cup of tea over himself',
      'big red blistering patch on his chest and arm',
      "it's bigger than his hand",
      'happened 10 minutes ago, running it under cool water',
    ]),
    ['T21', 'T22', 'T29', 'T31'],
  ),
  e(
    'e7m-toddler-swallowed-button-battery',
    person(2, 'female', [
      'think she swallowed a little round battery from the tv remote',
      "can't find it anywhere",
      'she seems fine at the moment',
      'about half an hour ago',
    ]),
    ['T18'],
  ),
  e(
    'e7m-teen-took-paracetamol',
    person(15, 'female', [
      'my daughter took about 20 paracetamol after an argument',
      'about 2 hours ago',
      'she says she feels ok, just a bit sick',
    ]),
    ['T39'],
  ),
  e(
    'e7m-baby-6-weeks-temp-38',
    person(1, 'male', [
      'my 6 week old feels hot',
      'temp is 38.3 under his arm',
      'feeding a bit less than usual',
      'no rash',
    ]),
    null,
  ),
  e(
    'e7m-baby-coughing-fits-goes-blue',
    person(1, 'female', [
      'my 7 week old has had coughing fits for a week',
      'she goes blue round her lips during the fits',
      'stops breathing for a few seconds afterwards',
      "she hasn't had her jabs yet",
    ]),
    ['A37'],
  ),
  e(
    'e7m-child-eyelid-swollen-blurry',
    person(5, 'male', [
      'eyelid red and swollen, nearly shut',
      'it hurts him to move his eye',
      'says things look blurry',
      'temperature 38.9',
    ]),
    ['H05', 'L03'],
  ),
  e(
    'e7m-child-sickle-pain-fever',
    person(
      12,
      'male',
      [
        'pain in his legs and back since last night',
        'not easing with his usual painkillers',
        'temp 38.4',
      ],
      ['sickle cell disease'],
    ),
    ['D57'],
  ),
  e(
    'e7m-child-high-fever-grunting',
    person(4, 'female', [
      'temperature of 40.1 for 2 days',
      'breathing really fast',
      'grunting with every breath',
      'coughing and very floppy',
    ]),
    PNEUMONIA,
  ),
  // Emergencies, adults: the commonest 999 calls and A&E attendances of adult and older life,
  // each with its NHS 999/A&E (or maternity unit, eye casualty) feature.
  e(
    'e7m-chest-pressure-jaw-sweating',
    person(56, 'male', [
      'heavy pressure in the middle of my chest for 30 minutes',
      'it goes up into my jaw and down my left arm',
      'sweating buckets and feel sick',
      "sat down and it hasn't eased",
    ]),
    MI,
  ),
  e(
    'e7m-older-woman-tight-chest-hoovering',
    person(
      71,
      'female',
      [
        'tight feeling across my chest since I was hoovering',
        'feel sick and clammy',
        'short of breath',
        'been 20 minutes and not going off',
      ],
      ['type 2 diabetes', 'high blood pressure'],
    ),
    MI,
  ),
  e(
    'e7m-face-lopsided-arm-words',
    person(74, 'male', [
      'wife says my face looks lopsided',
      "can't lift my right arm properly",
      'words are coming out wrong',
      'started about an hour ago',
    ]),
    STROKE,
  ),
  e(
    'e7m-mum-speech-leg-gave-way',
    person(
      81,
      'female',
      [
        "mum suddenly can't get her speach out",
        'her left leg gave way',
        'mouth drooping on one side',
        'happened at breakfast',
      ],
      ['atrial fibrillation'],
    ),
    STROKE,
  ),
  e(
    'e7m-sharp-chest-breathing-after-flight',
    person(34, 'female', [
      'sudden sharp pain in the right side of my chest when I breathe in',
      'really short of breath',
      'heart racing',
      'on the pill and flew back from Australia 3 days ago',
    ]),
    ['I26'],
  ),
  e(
    'e7m-headache-hit-back-of-head',
    person(45, 'female', [
      'sudden headache like being hit on the back of the head',
      'came on in seconds, worst pain I have ever had',
      'been sick',
      'neck feels stiff',
    ]),
    ['I60'],
  ),
  e(
    'e7m-dad-water-infection-confused',
    person(78, 'male', [
      'dad has had a water infection for a few days',
      'now confused and not making sense',
      'shaking and shivering, temp 102.2F',
      'skin looks blotchy',
      "hasn't peed since this morning",
    ]),
    [...SEPSIS, 'N39', 'N10'],
  ),
  e(
    'e7m-wasp-sting-tongue-swelling',
    person(29, 'female', [
      'stung by a wasp 10 minutes ago',
      'face and tongue swelling',
      'hard to breathe and throat feels tight',
      'feel faint and dizzy',
    ]),
    ANAPHYLAXIS,
  ),
  e(
    'e7m-asthma-ventolin-over-and-over',
    person(22, 'male', [
      'asthma attack',
      "had my ventolin over and over and it's done nothing",
      "can't talk in sentances",
      'lips going a bit grey',
    ]),
    ASTHMA,
  ),
  e(
    'e7m-copd-blue-drowsy-older',
    person(
      72,
      'male',
      [
        'copd, much more breathless today',
        "can't get out of the chair or finish a sentence",
        'lips look blue',
        'more drowsy than normal',
      ],
      ['COPD'],
    ),
    ['J44'],
  ),
  e(
    'e7m-mum-chesty-cough-confused',
    person(84, 'female', [
      'mum has had a chesty cough for 4 days',
      'suddenly really confussed today',
      'breathing fast and shallow',
      'temperature 101.5F',
    ]),
    PNEUMONIA,
  ),
  e(
    'e7m-breathless-lying-flat-frothy',
    person(
      77,
      'male',
      [
        "can't breathe lying down, had to sit up in the chair all night",
        'coughing up pink frothy spit',
        'ankles very swollen',
        'breathless even sitting still',
      ],
      ['heart failure'],
    ),
    ['I50'],
  ),
  e(
    'e7m-coffee-grounds-black-poo',
    person(58, 'male', [
      'been sick and it looks like coffee grounds',
      'poo black and sticky like tar since yesterday',
      'dizzy when I stand up',
      'take ibuprofen most days for my back',
    ]),
    ['K92', 'K25', 'K26', 'K27'],
  ),
  e(
    'e7m-late-period-shoulder-tip',
    person(27, 'female', [
      'period 2 weeks late and had a positive test',
      'sharp pain low down on the left',
      'pain in the tip of my shoulder',
      'feel faint, and some spotting',
    ]),
    ['O00'],
  ),
  e(
    'e7m-tummy-pain-through-to-back',
    person(70, 'male', [
      'sudden terrible pain in my stomache going through to my back',
      "feel like I'm going to pass out",
      'sweaty and pale',
      'smoker with high blood pressure',
    ]),
    ['I71'],
  ),
  e(
    'e7m-back-pain-numb-bottom',
    person(41, 'female', [
      'bad lower back pain for a week',
      'now numb around my bottom and between my legs',
      "can't feel when I need a wee",
      'both legs tingling and weak',
    ]),
    ['G83', 'M51'],
  ),
  e(
    'e7m-older-fall-leg-turned-out',
    person(83, 'female', [
      'slipped in the kitchen and landed on my left hip',
      "can't stand or put any weight on it",
      'leg looks shorter and turned outwards',
    ]),
    ['S72'],
  ),
  e(
    'e7m-older-warfarin-hit-head',
    person(
      79,
      'male',
      [
        'fell and hit my head on the door frame this morning',
        "I'm on warfarin",
        'headache getting worse',
        'was sick once',
      ],
      ['atrial fibrillation'],
    ),
    HEAD_INJURY,
  ),
  e(
    'e7m-red-eye-rainbow-rings',
    person(66, 'female', [
      'suddenly very painful red left eye',
      'vision gone misty with rainbow rings round lights',
      'bad headache',
      'feeling sick',
    ]),
    ['H40'],
  ),
  e(
    'e7m-plan-to-end-life-tonight',
    person(35, 'male', [
      'been feeling really low for weeks',
      'I have a plan to end my life tonight',
      'I have the tablets here',
      "don't feel safe",
    ]),
    null,
  ),
  e(
    'e7m-pregnant-baby-hardly-moved',
    person(31, 'female', [
      '34 weeks pregnant',
      'baby has hardly moved today',
      'usually really active in the evening',
      'no pain or bleeding',
    ]),
    ['O36'],
  ),
  e(
    'e7m-pregnant-bleeding-hard-tummy',
    person(33, 'female', [
      '30 weeks pregnant',
      'bleeding bright red, soaked a pad',
      'constant pain in my tummy and it feels hard',
      'baby moving less',
    ]),
    ['O46', 'O45', 'O44'],
  ),
  e(
    'e7m-flatmate-hypo-not-improving',
    person(
      26,
      'male',
      [
        'my flatmate has type 1 diabetes',
        'sweaty, shaky and talking nonsense',
        "gave him juice twice and he's no better",
        'getting more drowsy',
      ],
      ['type 1 diabetes'],
    ),
    ['E16', 'E10', 'E15'],
  ),
  e(
    'e7m-wife-fitting-over-5-minutes',
    person(
      38,
      'female',
      [
        'my wife is having a fit, shaking all over',
        'been going on for more than 5 minutes',
        'not responding to me',
      ],
      ['epilepsy'],
    ),
    ['G40', 'G41', 'R56'],
  ),
  // Urgent, children: what brings a child to an urgent GP appointment, 111 or an urgent
  // treatment centre, each with the NHS urgent feature and none of the 999 ones.
  u(
    'u7m-child-sandpaper-rash-eating-less',
    person(5, 'female', [
      'sore throat and temperature 38.6 for 2 days',
      'rough red rash like sandpaper on her chest and neck',
      'tongue red and bumpy',
      'eating and drinking much less than usual',
    ]),
    ['A38'],
  ),
  u(
    'u7m-child-stings-to-wee',
    person(4, 'female', [
      'crying when she does a wee, says it stings',
      'wee smells really strong',
      'temperature 38.2',
      'wetting herself again when she was dry before',
    ]),
    ['N39', 'N30'],
  ),
  u(
    'u7m-child-fever-five-days',
    person(3, 'male', [
      'temperature on and off for 5 days',
      'was 39 this morning',
      'calpol brings it down',
      'still drinking and weeing ok',
    ]),
    null,
  ),
  u(
    'u7m-toddler-seal-bark-cough',
    person(2, 'male', [
      'barking cough like a seal, started last night',
      'croaky voice',
      'temp 37.9',
      "breathing ok when he's calm, no sucking in",
    ]),
    ['J05'],
  ),
  u(
    'u7m-chickenpox-spot-red-hot',
    person(6, 'female', [
      'got chickenpox 4 days ago',
      'skin around some spots on her leg is red, hot and really sore',
      'the redness is spreading a bit',
      'still drinking fine',
    ]),
    ['B01', 'L01', 'L03'],
  ),
  u(
    'u7m-baby-sick-runny-poo-fewer-nappies',
    person(1, 'male', [
      'my 7 month old has been sick 5 times and had runny poos since yesterday',
      'fewer wet nappies than normal',
      'temp 38',
      'still alert and smiling',
    ]),
    GASTRO,
  ),
  u(
    'u7m-baby-snotty-half-feeds',
    person(1, 'female', [
      'my 5 month old has had a snotty nose and cough for 3 days',
      'only taking about half her usual bottles',
      'temp 37.8',
      'no sucking in and lips a normal colour',
    ]),
    ['J21'],
  ),
  u(
    'u7m-teen-ankle-no-weight',
    person(13, 'male', [
      'went over on my ankle playing football',
      "can't put any weight on it",
      'really swollen and bruised on the outside',
      'can wiggle my toes',
    ]),
    ['S93', 'S82'],
  ),
  u(
    'u7m-teen-stinging-back-pain-fever',
    person(16, 'female', [
      'stinging when I wee for 3 days',
      'now pain in the right side of my back',
      'temprature 101.8F and shivery',
      'feel sick',
    ]),
    ['N10', 'N12', 'N39'],
  ),
  u(
    'u7m-child-gaping-cut-forehead',
    person(6, 'male', [
      'fell against the edge of the coffee table',
      'cut on his forehead about 2cm long and gaping open',
      'bleeding stopped with pressure',
      "didn't knock himself out and acting normal",
    ]),
    ['S01'],
  ),
  u(
    'u7m-baby-4-months-39',
    person(1, 'female', [
      'my 4 month old has a temperature of 39.2',
      'a bit grizzly',
      'still feeding ok',
      'no rash',
    ]),
    null,
  ),
  u(
    'u7m-toddler-rash-behind-ears-no-mmr',
    person(2, 'male', [
      'high temp of 103F and runny nose for 3 days',
      'red sore eyes',
      'blotchy red rash started behind his ears and spreading down',
      "he hasn't had his MMR",
    ]),
    ['B05'],
  ),
  // Urgent, adults.
  u(
    'u7m-calf-swollen-after-knee-op',
    person(52, 'female', [
      'right calf swollen and throbbing for 2 days',
      'warm and tender',
      'had a knee operation 2 weeks ago',
      'no chest pain, breathing fine',
    ]),
    ['I80', 'I82'],
  ),
  u(
    'u7m-older-man-stinging-wee',
    person(68, 'male', [
      'stinging when I pass water for 3 days',
      'going to the toilet every half hour',
      'wee is cloudy and smells',
      'no fever, no back pain',
    ]),
    ['N39', 'N30', 'N41'],
  ),
  u(
    'u7m-diabetic-shin-red-spreading',
    person(
      61,
      'male',
      ['patch on my shin red, hot and swollen', 'spreading since yesterday', 'temp 37.9'],
      ['type 2 diabetes'],
    ),
    ['L03'],
  ),
  u(
    'u7m-older-forehead-blisters-to-eyelid',
    person(72, 'female', [
      'burning pain on the left side of my forehead for 3 days',
      'now a blistery rash there going down to my eyelid',
      'rash only on one side',
      'no change in my vision',
    ]),
    ['B02'],
  ),
  u(
    'u7m-older-chesty-cough-green',
    person(71, 'male', [
      'chesty cough bringing up green flem for a week',
      'a bit short of breath walking',
      'temperature 38.1',
      'not confused and eating ok',
    ]),
    ['J20', 'J22', 'J18'],
  ),
  u(
    'u7m-7-weeks-pregnant-light-bleed',
    person(29, 'female', [
      '7 weeks pregnant',
      'some light bleeding today',
      'mild period type cramps',
      'no shoulder pain and not dizzy',
    ]),
    ['O20', 'O03'],
  ),
  u(
    'u7m-pain-under-right-ribs-9-hours',
    person(47, 'female', [
      'pain under my right ribs for 9 hours, started after a fry up',
      'goes through to my shoulder blade',
      'been sick once',
      'skin and eyes not yellow',
    ]),
    ['K80', 'K81'],
  ),
  u(
    'u7m-contact-lens-red-eye',
    person(24, 'female', [
      'I wear contact lenses and my left eye is really red and painful since yesterday',
      'light hurts it',
      'watering loads',
      'vision seems ok',
    ]),
    ['H16', 'H10'],
  ),
  u(
    'u7m-toothache-swollen-gum',
    person(36, 'male', [
      "throbbing toothache in a bottom back tooth for 3 days, think it's an absess",
      'gum swollen and jaw a bit puffy',
      'temp 99.5F',
      'can swallow and breathe fine',
    ]),
    ['K04'],
  ),
  u(
    'u7m-low-mood-no-plans',
    person(23, 'female', [
      'feeling really down and numb for a month',
      'sometimes think everyone would be better off without me',
      'no plans to do anything and I feel safe tonight',
      "can't sleep or concentrate",
    ]),
    ['F32', 'F33'],
  ),
  u(
    'u7m-side-pain-waves-pink-wee',
    person(39, 'male', [
      'really bad pain in my left side coming in waves',
      'goes down into my groin',
      'wee looks pinkish',
      'temperature normal, 98.6F',
    ]),
    ['N20', 'N23'],
  ),
  u(
    'u7m-new-floaters-flashes-shadow',
    person(58, 'male', [
      'loads of new floaters in my right eye since this morning',
      'flashing lights at the edge of my vision',
      'a dark shadow at the top of that eye',
      'no pain',
    ]),
    ['H33', 'H43'],
  ),
  // Routine, children: what a parent sees a pharmacist about or manages at home, each with the
  // pertinent negatives that keep it green.
  r(
    'r7m-baby-runny-nose-feeding-well',
    person(1, 'male', [
      'my 8 month old has a runny nose and a little cough for 2 days',
      'feeding normally',
      'plenty of wet nappies',
      'temperature 37.6, happy and playing',
    ]),
    COLD,
  ),
  r(
    'r7m-baby-teething',
    person(1, 'female', [
      'my 6 month old is drooling loads and chewing everything',
      'one cheek is red',
      'grumpy and waking more at night',
      'temp 37.4, feeding fine',
    ]),
    ['K00'],
  ),
  r(
    'r7m-baby-nappy-rash',
    person(1, 'male', [
      'my 9 month old has a red sore rash in the nappy area for 3 days',
      "he's otherwise happy",
      'no fever',
      'feeding as normal',
    ]),
    ['L22'],
  ),
  r(
    'r7m-child-head-lice',
    person(7, 'female', [
      'itchy head for a week',
      'found lice crawling when I combed her hair',
      'little eggs stuck to her hair near the scalp',
    ]),
    ['B85'],
  ),
  r(
    'r7m-child-threadworms',
    person(5, 'male', [
      'itchy bottom especially at night',
      'saw tiny white threads in his poo',
      'otherwise well',
    ]),
    ['B80'],
  ),
  r(
    'r7m-toddler-mouth-ulcers-hand-spots',
    person(2, 'female', [
      'little ulcers in her mouth',
      'spots on her hands and feet',
      'temp 37.9 yesterday',
      'drinking ok and lots of wet nappies',
    ]),
    ['B08'],
  ),
  r(
    'r7m-child-chickenpox-itchy',
    person(4, 'male', [
      'itchy spotty rash all over started 2 days ago',
      'spots turning into blisters',
      'temp 38 but calpol helps',
      'drinking fine, no red hot skin around the spots',
    ]),
    ['B01'],
  ),
  r(
    'r7m-toddler-earache-after-cold',
    person(3, 'female', [
      'pulling at her ear and says it hurts',
      'started yesterday after a cold',
      'temperature 38.1',
      'nothing coming out of the ear, calpol helping',
    ]),
    ['H66', 'H65'],
  ),
  r(
    'r7m-child-sticky-eye',
    person(6, 'male', [
      'eye red and gunky, stuck shut this morning',
      'itchy and gritty',
      'no pain and he can see fine',
    ]),
    ['H10'],
  ),
  r(
    'r7m-child-hard-poos',
    person(4, 'female', [
      'only pooing every 4 or 5 days for a few weeks',
      'big hard poos that hurt',
      'tummy ache sometimes',
      'eating fine, no vomiting',
    ]),
    ['K59'],
  ),
  r(
    'r7m-toddler-eczema-creases',
    person(2, 'male', [
      'dry itchy exzema patches in the creases of his elbows and knees',
      'scratches at night',
      'no weeping or crusting',
      'not unwell',
    ]),
    ['L20', 'L30'],
  ),
  r(
    'r7m-teen-spots-blackheads',
    person(15, 'male', [
      'spots and blackheads on my face and back for months',
      'some are red and sore',
      'tried face wash but not working',
    ]),
    ['L70'],
  ),
  // Routine, adults.
  r(
    'r7m-hay-fever-pollen',
    person(28, 'female', [
      'sneezing and runny nose every morning since the pollen started',
      'itchy watery eyes',
      'no temperature',
      'same every summer',
    ]),
    ['J30'],
  ),
  r(
    'r7m-headache-end-of-work-day',
    person(40, 'male', [
      'head feels squeezed across my forehead',
      'comes on at the end of stressful work days',
      'paracetamol helps',
      'no vomiting and my eyesight is fine',
    ]),
    ['G44', 'R51'],
  ),
  r(
    'r7m-adult-blocked-nose-sore-throat',
    person(33, 'male', [
      'blocked nose and sore throat for 3 days',
      'sneezing',
      'temperature 37.5',
      'still working and eating fine',
    ]),
    COLD,
  ),
  r(
    'r7m-back-pain-lifting-boxes',
    person(45, 'male', [
      'hurt my lower back lifting boxes 4 days ago',
      'stiff and sore, better when I keep moving',
      'no numbness or tingling',
      'peeing and pooing normally',
    ]),
    ['M54'],
  ),
  r(
    'r7m-twisted-ankle-can-walk',
    person(24, 'female', [
      'twisted my ankle stepping off the kerb yesterday',
      'a bit swollen',
      'can walk on it, just sore',
    ]),
    ['S93'],
  ),
  r(
    'r7m-piles-blood-on-paper',
    person(34, 'female', [
      "think it's hemmoroids",
      'itchy bottom and bright red blood on the toilet paper',
      'soft lump by my bum after pooing',
      'been constipated',
    ]),
    ['K64', 'I84'],
  ),
  r(
    'r7m-thrush-cottage-cheese',
    person(30, 'female', [
      'itchy down below for 3 days',
      'thick white discharge like cottage cheese',
      'no smell',
      'had this before after antibiotics',
    ]),
    ['B37'],
  ),
  r(
    'r7m-cystitis-burning-wee',
    person(35, 'female', [
      'burning when I wee since yesterday',
      'need to go all the time',
      'temperature normal, 98.4F, and no back pain',
      'not pregnant',
    ]),
    ['N30', 'N39'],
  ),
  r(
    'r7m-athletes-foot',
    person(27, 'male', [
      'itchy peeling skin between my toes',
      'cracked and a bit smelly',
      'for a few weeks',
    ]),
    ['B35'],
  ),
  r(
    'r7m-older-ear-blocked',
    person(76, 'male', [
      'right ear feels blocked and muffled for 2 weeks',
      'hearing a bit worse on that side',
      'no pain or discharge',
      'no dizziness',
    ]),
    ['H61'],
  ),
  r(
    'r7m-older-knees-achy-years',
    person(69, 'female', [
      'both knees achy and stiff for years',
      'worse after long walks',
      'stiff for a few minutes when I get up',
      'no swelling or redness',
    ]),
    ['M17', 'M19'],
  ),
  r(
    'r7m-sinus-pain-cheeks',
    person(39, 'female', [
      'blocked nose and pain across my cheecks for 6 days',
      'worse when I bend forward',
      'temperature 37.8',
      'started after a cold',
    ]),
    ['J01', 'J32'],
  ),
];
