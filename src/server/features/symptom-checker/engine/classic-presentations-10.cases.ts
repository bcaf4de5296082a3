/**
 * Round-7E development validation set: a standardised-patient audit set in the style of
 * Semigran et al. (BMJ 2015) — 96 presentations (48 emergency, 24 urgent, 24 routine). For each
 * triage class it takes the conditions that most often bring people of that age to that level of
 * care, each in its typical textbook presentation, told in lay words by a standardised patient or
 * parent, with the pertinent negatives a patient volunteers. Not chosen for difficulty or ease,
 * and written from public guidance only — independently of the engine and of any evaluation
 * vignette.
 *
 * Pages used: NHS A–Z "Heart attack", "Stroke", "Transient ischaemic attack", "Sepsis",
 * "Anaphylaxis", "Pulmonary embolism", "Collapsed lung (pneumothorax)", "Appendicitis", "Stomach
 * ulcer", "Bowel obstruction", "Ectopic pregnancy", "Miscarriage", "Vaginal bleeding in pregnancy",
 * "Pre-eclampsia", "Diabetic ketoacidosis", "Low blood sugar (hypoglycaemia)", "Head injury and
 * concussion", "Hip fracture", "Broken leg", "Vomiting blood", "Paracetamol overdose", "Help for
 * suicidal thoughts", "Subarachnoid haemorrhage", "Cauda equina syndrome", "Abdominal aortic
 * aneurysm", "Aortic dissection", "Detached retina", "Glaucoma", "Heat exhaustion and heatstroke",
 * "Hypothermia", "Carbon monoxide poisoning", "COPD", "Meningitis", "Testicular torsion" ("Testicle
 * pain"), "Swallowed objects" (button batteries), "Intussusception", "Type 1 diabetes", "Febrile
 * seizures", "Burns and scalds", "Urinary tract infections", "Kidney infection", "Ear infections",
 * "Tonsillitis", "Scarlet fever", "Diarrhoea and vomiting", "Broken arm or wrist", "Sprains and
 * strains", "Bronchiolitis", "Conjunctivitis", "Dental abscess", "Cellulitis", "Shingles", "Kidney
 * stones", "DVT", "Chest infection", "Flu", "Common cold", "Threadworms", "Head lice", "Atopic
 * eczema", "Nappy rash", "Hand, foot and mouth disease", "Chickenpox", "Constipation", "Hay fever",
 * "Heartburn and acid reflux", "Back pain", "Tension headaches", "Migraine", "Period pain", "Cold
 * sores", "Irritable bowel syndrome", "Gout", "Osteoarthritis"; NHS 111; Healthier Together
 * traffic lights ("Fever", "Bronchiolitis", "Croup", "Earache", "Urinary tract infection",
 * "Diarrhoea and vomiting"); NICE CKS "Feverish children", "Epiglottitis", "Sore throat" and
 * "Renal colic".
 *
 * Urgency is the page's advice: 999 / A&E / maternity unit or eye casualty now → emergency; urgent
 * GP, urgent treatment centre, 111, urgent dentist or early pregnancy unit → urgent; self-care,
 * pharmacist or routine GP → routine. ICD-10 3-character categories count as the right condition
 * (null: triage only). Babies are entered as age 1 with their age in weeks or months in the text.
 */
import { e, person, r, u, type ValidationCase } from './validation-case.ts';

const MI = ['I21', 'I20', 'I24'];
const STROKE = ['I63', 'I61', 'I64'];
const SEPSIS = ['A41', 'A40', 'R65'];
const MENINGITIS = ['A39', 'G00', 'G03'];
const HEAD_INJURY = ['S06', 'S09', 'S00'];
const ASTHMA = ['J45', 'J46'];
const GASTRO = ['A08', 'A09'];
const UTI = ['N39', 'N30'];
const FLU = ['J11', 'J10'];

export const GUIDANCE_CASES_ROUND_7E: ValidationCase[] = [
  // Emergencies, adults: the commonest 999 / A&E presentations, each with the feature that the
  // page's "Immediate action required" box names.
  e(
    'e7e-heart-attack-crushing-chest',
    person(58, 'male', [
      'crushing pain in the middle of my chest for the last 20 minutes',
      'pain spreading into my left arm and jaw',
      'sweaty and clammy',
      'feel sick',
      'not easing off with rest',
    ]),
    MI,
  ),
  e(
    'e7e-stroke-face-arm-speech',
    person(72, 'female', [
      "mum's face has dropped on the right side",
      'she cannot lift her right arm',
      'her words are coming out jumbled',
      'started about 30 minutes ago',
    ]),
    STROKE,
  ),
  e(
    'e7e-tia-symptoms-gone',
    person(67, 'male', [
      'my left arm suddenly went weak',
      'my speech was slurred at the same time',
      'it lasted about 10 minutes',
      'back to normal now',
      'no headache',
    ]),
    ['G45'],
  ),
  e(
    'e7e-sepsis-older-water-infection',
    person(70, 'female', [
      'mum has had a water infection for 2 days',
      'now she is confused and not making sense',
      'shivering with a temperature of 39.4C',
      'her skin looks blotchy and mottled',
      'hardly passed any urine today',
    ]),
    SEPSIS,
  ),
  e(
    'e7e-anaphylaxis-peanut-cake',
    person(24, 'female', [
      'ate a cake with peanuts in it 10 minutes ago',
      'lips and tongue swelling up',
      'throat feels tight',
      'struggling to breath',
      'itchy raised rash all over',
    ]),
    ['T78'],
  ),
  e(
    'e7e-pe-pleuritic-pain-after-flight',
    person(34, 'female', [
      'sudden sharp pain in my chest when I breathe in',
      'really short of breath since this morning',
      'coughed up some blood',
      'on the contraceptive pill',
      'flew back from Australia 3 days ago',
    ]),
    ['I26'],
  ),
  e(
    'e7e-pneumothorax-sudden-side-pain',
    person(21, 'male', [
      'sudden sharp pain on the right side of my chest',
      'came on while I was sitting watching TV',
      'short of breath',
      'no injury or fall',
    ]),
    ['J93'],
  ),
  e(
    'e7e-appendicitis-pain-spread',
    person(19, 'male', [
      'pain started around my belly button yesterday',
      'then moved to the lower right side of my tummy',
      'now it has suddenly got much worse and spread across my whole tummy',
      'keep vomitting',
      'temperature 38.4C',
    ]),
    ['K35', 'K37'],
  ),
  e(
    'e7e-perforated-ulcer-board-hard',
    person(55, 'male', [
      'sudden stabbing pain in my upper tummy an hour ago',
      'tummy is hard as a board',
      'it hurts to move at all',
      'I have had a stomach ulcer before',
    ]),
    ['K25', 'K26', 'K27', 'K65'],
  ),
  e(
    'e7e-bowel-obstruction-green-vomit',
    person(74, 'female', [
      'tummy very swollen and tight',
      'been sick several times and it is dark green',
      'not done a poo or passed wind for 2 days',
      'crampy pain that comes in waves',
    ]),
    ['K56'],
  ),
  e(
    'e7e-ectopic-shoulder-tip',
    person(28, 'female', [
      'about 6 weeks pregnant',
      'sharp pain low down on the left side of my tummy',
      'pain in the tip of my sholder',
      'a bit of brown bleeding',
      'feel faint and dizzy',
    ]),
    ['O00'],
  ),
  e(
    'e7e-miscarriage-heavy-bleeding',
    person(31, 'female', [
      '9 weeks pregnant',
      'bleeding heavily, soaking through 2 pads an hour',
      'passing large clots',
      'bad cramping pain',
      'feel lightheaded',
    ]),
    ['O03', 'O20'],
  ),
  e(
    'e7e-abruption-hard-bump',
    person(33, 'female', [
      '32 weeks pregnant',
      'sudden constant pain in my tummy that does not go away',
      'my bump feels hard',
      'some dark red bleeding',
      'baby moving less than usual',
    ]),
    ['O45'],
  ),
  e(
    'e7e-pre-eclampsia-headache-flashing',
    person(29, 'female', [
      '34 weeks pregnant',
      "severe headache that paracetamol hasn't touched",
      'seeing flashing lights',
      'face and hands suddenly puffy',
      'pain just below my ribs',
    ]),
    ['O14', 'O13', 'O15', 'O11'],
  ),
  e(
    'e7e-dka-type1-pear-drops',
    person(
      22,
      'female',
      [
        'being sick since last night',
        'tummy pain',
        'breathing fast and deep',
        'breath smells like pear drops',
        'ketones high on my meter',
      ],
      ['type 1 diabetes'],
    ),
    ['E10', 'E11', 'E14'],
  ),
  e(
    'e7e-hypo-cannot-swallow',
    person(
      68,
      'male',
      [
        'my husband is very drowsy and confused',
        'sweating and shaky',
        'his sugar reading is 2.1',
        "he can't swallow the sugary drink I gave him",
        'he takes insulin',
      ],
      ['type 2 diabetes'],
    ),
    ['E16', 'E11', 'E10'],
  ),
  e(
    'e7e-head-injury-warfarin-vomiting',
    person(
      80,
      'female',
      [
        'fell and hit my head on the kitchen floor 2 hours ago',
        'I take warfarin',
        'been sick twice since',
        'getting very sleepy',
      ],
      ['atrial fibrillation'],
    ),
    HEAD_INJURY,
  ),
  e(
    'e7e-hip-fracture-leg-turned-out',
    person(84, 'female', [
      'mum slipped on the kitchen floor this morning',
      "she can't stand or put any weight on her left leg",
      'her left leg looks shorter and turned outwards',
      'bad pain in her groin',
    ]),
    ['S72'],
  ),
  e(
    'e7e-open-fracture-shin',
    person(27, 'male', [
      'came off my motorbike',
      'bone sticking out through the skin of my shin',
      'bleeding from the wound',
      'foot is still warm',
    ]),
    ['S82'],
  ),
  e(
    'e7e-gi-bleed-coffee-grounds',
    person(62, 'male', [
      'vomited a lot of blood that looks like coffee grounds',
      'my poo is black and sticky like tar',
      'dizzy when I stand up',
      'take ibuprofen every day for my back',
    ]),
    ['K92', 'K25', 'K26', 'I85'],
  ),
  e(
    'e7e-paracetamol-overdose-feels-fine',
    person(19, 'female', [
      'took about 30 paracetamol tablets an hour ago',
      'I feel fine at the moment',
      'not been sick',
      'nobody else knows',
    ]),
    ['T39'],
  ),
  e(
    'e7e-suicide-plan-tonight',
    person(35, 'male', [
      "I've decided how I'm going to end my life",
      'the tablets are ready',
      "I don't think I can keep myself safe tonight",
    ]),
    null,
  ),
  e(
    'e7e-sah-thunderclap',
    person(45, 'female', [
      'sudden headache like being hit on the back of the head',
      'worst pain I have ever had',
      'came on in seconds',
      'stiff neck',
      'bright light hurts my eyes',
    ]),
    ['I60'],
  ),
  e(
    'e7e-cauda-equina-saddle-numb',
    person(44, 'male', [
      'bad lower back pain for a week',
      'now numb around my bottom and between my legs',
      "can't feel when I need to pee",
      'both legs tingling and weak',
    ]),
    ['G83', 'M51'],
  ),
  e(
    'e7e-aaa-tummy-into-back',
    person(
      73,
      'male',
      [
        'sudden severe pain in my tummy going through to my back',
        'feel faint and clammy',
        'told last year I have a swelling on my main artery',
      ],
      ['high blood pressure'],
    ),
    ['I71'],
  ),
  e(
    'e7e-aortic-dissection-tearing',
    person(
      59,
      'male',
      [
        'sudden tearing pain in my chest',
        'it goes through to between my shoulder blades',
        'worst pain I have ever felt',
        'sweating heavily',
        'started 15 minutes ago',
      ],
      ['high blood pressure'],
    ),
    ['I71'],
  ),
  e(
    'e7e-retinal-detachment-curtain',
    person(56, 'male', [
      'lots of new floaters in my right eye since this morning',
      'flashes of light at the edge of my vision',
      'a dark shadow coming across from one side',
      'no pain',
    ]),
    ['H33'],
  ),
  e(
    'e7e-acute-glaucoma-haloes',
    person(66, 'female', [
      'sudden very painful red left eye',
      'vision blurred with rainbow rings round lights',
      'bad headache',
      'feel nausious',
    ]),
    ['H40'],
  ),
  e(
    'e7e-heatstroke-no-sweating',
    person(25, 'male', [
      'ran a half marathon in the heat today',
      'stopped sweating and my skin feels hot and dry',
      'confused and not making sense',
      'temperature 40.6C',
      'not better after 30 minutes in the shade with water',
    ]),
    ['T67'],
  ),
  e(
    'e7e-hypothermia-cold-house',
    person(82, 'male', [
      'found dad in his cold house, the heating was off',
      'he has stopped shivering',
      'very drowsy with slurred speech',
      'skin cold and pale',
      'temperature 93.6F',
    ]),
    ['T68'],
  ),
  e(
    'e7e-carbon-monoxide-fainted',
    person(38, 'female', [
      'whole family have headaches and feel sick',
      'better when we leave the house',
      'our gas boiler is old',
      'my husband fainted this morning',
      'I feel breathless',
    ]),
    ['T58'],
  ),
  e(
    'e7e-copd-blue-lips-drowsy',
    person(
      70,
      'male',
      [
        'COPD much worse today',
        'lips have gone blue',
        'too breathless to finish a sentence',
        'getting drowsy',
      ],
      ['COPD'],
    ),
    ['J44'],
  ),
  e(
    'e7e-meningitis-student-rash',
    person(18, 'female', [
      'rash of purple spots that do not fade when I press a glass on them',
      'bad headache and stiff neck',
      'temperature 39.1C',
      'bright lights hurt my eyes',
      'cold hands and feet',
    ]),
    MENINGITIS,
  ),
  // Emergencies, children and babies: Healthier Together red features and the NHS 999 boxes.
  e(
    'e7e-testicular-torsion-teen',
    person(14, 'male', [
      'sudden severe pain in his left testical an hour ago',
      'it is swollen and sitting higher than the other',
      'he has been sick',
      'no injury',
    ]),
    ['N44'],
  ),
  e(
    'e7e-febrile-baby-6-weeks',
    person(1, 'male', [
      'my 6-week-old baby has a temperature of 38.4C',
      'feeding less than usual',
      'no rash',
      'breathing seems normal',
    ]),
    null,
  ),
  e(
    'e7e-bronchiolitis-pauses-grunting',
    person(1, 'female', [
      '4-month-old with a runny nose and cough for 3 days',
      'grunting with each breath',
      'stopped breathing for a few seconds twice',
      'taking less than half her usual feeds',
    ]),
    ['J21'],
  ),
  e(
    'e7e-croup-stridor-at-rest',
    person(2, 'male', [
      'barking cough like a seal',
      'harsh noisy breathing even when he is sitting quietly',
      'skin sucking in between his ribs',
      'temperature 38.1C',
    ]),
    ['J05'],
  ),
  e(
    'e7e-epiglottitis-drooling',
    person(6, 'female', [
      'sudden high temperature of 39.6C',
      'drooling and cannot swallow her own spit',
      'sitting forward to breathe',
      'muffled voice',
      'no barking cough',
    ]),
    ['J05'],
  ),
  e(
    'e7e-meningitis-toddler-glass-test',
    person(3, 'male', [
      'rash of dark purple spots that stay when I press a glass on them',
      'very sleepy and hard to wake',
      'temperature 102.9F',
      'cold hands and feet',
    ]),
    [...MENINGITIS, 'A41'],
  ),
  e(
    'e7e-sepsis-baby-mottled',
    person(1, 'female', [
      '10-month-old with a temperature of 39.5C since this morning',
      'skin looks mottled and bluish',
      'very floppy and not responding to me like normal',
      'hands and feet are cold',
      'no wet nappy since last night',
    ]),
    ['A41', 'A40', 'A39'],
  ),
  e(
    'e7e-asthma-child-cannot-talk',
    person(
      9,
      'male',
      [
        'having an asthma attack',
        'too breathless to talk',
        '10 puffs of his blue inhaler have not helped',
        'lips look a bit blue',
      ],
      ['asthma'],
    ),
    ASTHMA,
  ),
  e(
    'e7e-head-injury-child-knocked-out',
    person(7, 'female', [
      'fell off the climbing frame and hit her head',
      'knocked out for about a minute',
      'been sick three times since',
      'says her head hurts',
    ]),
    HEAD_INJURY,
  ),
  e(
    'e7e-button-battery-toddler',
    person(2, 'female', [
      'think she swallowed a button battery from the TV remote',
      'about an hour ago',
      'she seems fine right now',
      'no coughing or choking',
    ]),
    ['T18'],
  ),
  e(
    'e7e-intussusception-redcurrant-jelly',
    person(1, 'male', [
      '9-month-old having screaming fits every 15 minutes',
      'draws his knees up to his chest',
      'pale and floppy in between',
      'poo looks like redcurrant jelly',
      'keeps being sick',
    ]),
    ['K56'],
  ),
  e(
    'e7e-dka-new-diabetes-child',
    person(12, 'female', [
      'really thirsty and weeing loads for the last few weeks',
      'lost weight without trying',
      'now being sick with tummy pain',
      'breathing deep and fast',
      'very drowsy',
    ]),
    ['E10'],
  ),
  e(
    'e7e-febrile-fit-over-5-minutes',
    person(2, 'male', [
      'having a fit for 6 minutes and it is not stopping',
      'jerking all over',
      'temprature 39.2C before it started',
      'has never had a fit before',
    ]),
    ['R56', 'G40', 'G41'],
  ),
  e(
    'e7e-scald-baby-chest',
    person(1, 'female', [
      '11-month-old pulled a mug of hot tea over herself',
      'red blistered burn on her chest bigger than her hand',
      'crying a lot',
      'happened 10 minutes ago',
    ]),
    ['T21', 'T31', 'T30'],
  ),
  e(
    'e7e-anaphylaxis-wasp-child',
    person(6, 'male', [
      'stung by a wasp 5 minutes ago',
      'face and lips swelling up fast',
      'wheezy and struggling to breathe',
      'getting pale and sleepy',
    ]),
    ['T63', 'T78'],
  ),
  // Urgent, children and babies: Healthier Together amber features and the NHS "Urgent advice"
  // boxes (urgent GP, 111, urgent treatment centre, urgent dentist).
  u(
    'u7e-uti-child-stinging',
    person(7, 'female', [
      'stinging when she wees',
      'going to the toilet much more often',
      'wetting herself again after being dry',
      'no temperature',
      'not been sick',
    ]),
    UTI,
  ),
  u(
    'u7e-ear-infection-discharge',
    person(4, 'male', [
      'earache for 3 days and not getting better',
      'yellow fluid coming out of his left ear',
      'temperature 38.5C',
      'no swelling behind the ear',
    ]),
    ['H66'],
  ),
  u(
    'u7e-tonsillitis-white-spots',
    person(10, 'female', [
      'very sore throat for 4 days',
      'white spots on her tonsils',
      'so painful she can hardly eat or drink',
      'temperature 38.6C',
      'breathing fine',
    ]),
    ['J03'],
  ),
  u(
    'u7e-baby-fever-5-months',
    person(1, 'male', [
      '5-month-old with a temperature of 39.2C',
      'still feeding',
      'no rash',
      'no vaccinations in the last few days',
    ]),
    null,
  ),
  u(
    'u7e-scarlet-fever-sandpaper',
    person(5, 'male', [
      'rash on his chest that feels like sandpaper',
      'bright red strawberry tongue',
      'sore throat',
      'temperature 38.5C',
    ]),
    ['A38'],
  ),
  u(
    'u7e-baby-gastro-fewer-nappies',
    person(1, 'female', [
      '8-month-old with vomiting and diahorrea since yesterday',
      'only 2 wet nappies today',
      'taking less than half her milk',
      'still alert and responding',
    ]),
    GASTRO,
  ),
  u(
    'u7e-wrist-fracture-trampoline',
    person(9, 'male', [
      'fell off the trampoline onto his hand',
      'wrist is swollen and really painful',
      'no bend or bone showing',
      'fingers pink and he can move them',
    ]),
    ['S52'],
  ),
  u(
    'u7e-bronchiolitis-feeding-half',
    person(1, 'male', [
      '7-month-old with a cold for 3 days',
      'breathing a bit faster than normal',
      'feeding about half his usual amount',
      'temperature 38.2C',
      'no pauses in his breathing',
    ]),
    ['J21'],
  ),
  u(
    'u7e-sticky-eye-newborn',
    person(1, 'female', [
      '2-week-old baby',
      'red eye with yellow sticky discharge',
      'eyelids a bit swollen',
      'feeding well',
      'temperature 36.9C',
    ]),
    ['H10', 'P39'],
  ),
  u(
    'u7e-kidney-infection-child',
    person(11, 'female', [
      'pain in her back on the right side',
      'stinging when she wees',
      'temperature 38.8C',
      'shivery',
    ]),
    ['N10', 'N39'],
  ),
  u(
    'u7e-fever-six-days-toddler',
    person(3, 'female', [
      'temperature of 38.5C on and off for 6 days',
      'runny nose at the start',
      'drinking okay',
      'no rash',
    ]),
    null,
  ),
  u(
    'u7e-dental-abscess-teen',
    person(13, 'male', [
      'throbbing toothache in a back tooth for 3 days',
      'gum swollen next to it',
      'temperature 38.1C',
      'can open his mouth and swallow fine',
      'no swelling near his eye',
    ]),
    ['K04'],
  ),
  // Urgent, adults.
  u(
    'u7e-kidney-infection-adult',
    person(32, 'female', [
      'pain in my right side under my ribs at the back',
      'burning when I pee',
      'temperature 38.9C',
      'shivery',
      'feel sick',
    ]),
    ['N10'],
  ),
  u(
    'u7e-uti-man',
    person(54, 'male', [
      'burning when I pee for 2 days',
      'needing to go much more often',
      'no temperature',
      'no back pain',
    ]),
    [...UTI, 'N41'],
  ),
  u(
    'u7e-cellulitis-shin',
    person(58, 'female', [
      'patch on my shin is red, hot and swolen',
      'very painful to touch',
      'started from a scratch 2 days ago',
      'getting bigger since yesterday',
      'temperature 36.9C',
    ]),
    ['L03'],
  ),
  u(
    'u7e-shingles-band-one-side',
    person(71, 'male', [
      'burning pain on the left side of my chest for 3 days',
      'now a blistery rash in a band on that side only',
      'rash appeared yesterday',
      'eyes not affected',
    ]),
    ['B02'],
  ),
  u(
    'u7e-renal-colic-loin-to-groin',
    person(41, 'male', [
      'waves of bad pain from my right side down into my groin',
      "can't keep still with it",
      'pee looks pinkish',
      'no temperature',
    ]),
    ['N20', 'N23'],
  ),
  u(
    'u7e-dvt-calf-after-coach',
    person(46, 'female', [
      'left calf swollen, warm and painful for 2 days',
      'came back from a long coach trip last week',
      'breathing fine',
      'no chest pain',
    ]),
    ['I80', 'I82'],
  ),
  u(
    'u7e-chest-infection-older',
    person(76, 'female', [
      'chesty cough bringing up green phlegm for a week',
      'more breathless than usual',
      'temperature 38.3C',
      'no chest pain',
      'talking in full sentences',
    ]),
    ['J20', 'J18', 'J22', 'J40'],
  ),
  u(
    'u7e-ankle-cannot-weight-bear',
    person(35, 'male', [
      'twisted my ankle badly playing football',
      "can't put any weight on it at all",
      'bony bit on the outside is really tender',
      'foot not out of shape',
    ]),
    ['S82', 'S93'],
  ),
  u(
    'u7e-dental-abscess-adult',
    person(29, 'female', [
      'throbbing pain in a back tooth for 3 days',
      'pus-filled bump on the gum',
      'bad taste in my mouth',
      'no swelling of my face',
      'breathing and swallowing fine',
    ]),
    ['K04'],
  ),
  u(
    'u7e-conjunctivitis-contact-lens',
    person(23, 'female', [
      'red painful right eye since yesterday',
      'I wear contact lenses',
      'eye very sensitive to light',
      'vision a little blurry',
    ]),
    ['H10', 'H16'],
  ),
  u(
    'u7e-flu-pregnant',
    person(30, 'female', [
      '24 weeks pregnant',
      'aching all over and exhausted',
      'temperature 102.2F',
      'dry cough',
      'breathing okay',
    ]),
    FLU,
  ),
  u(
    'u7e-threatened-miscarriage-spotting',
    person(27, 'female', [
      '7 weeks pregnant',
      'light spotting since this morning',
      'mild period-like cramps',
      'not dizzy or faint',
      'no shoulder pain',
    ]),
    ['O20'],
  ),
  // Routine, children and babies: Healthier Together green, NHS self-care and pharmacist pages.
  r(
    'r7e-cold-toddler',
    person(2, 'male', [
      'runny nose and sneezing for 3 days',
      'a little cough',
      'eating and drinking normally',
      'temperature 37.8C',
    ]),
    ['J00'],
  ),
  r(
    'r7e-threadworms-itchy-bottom',
    person(6, 'female', [
      'itchy bottom, worse at night',
      'saw tiny white threads in her poo',
      'otherwise well',
    ]),
    ['B80'],
  ),
  r(
    'r7e-head-lice',
    person(8, 'female', [
      'itchy scalp for a week',
      'found tiny lice and eggs behind her ears',
      'no rash or sores',
    ]),
    ['B85'],
  ),
  r(
    'r7e-eczema-baby-cheeks',
    person(1, 'male', [
      '10-month-old with dry itchy red patches on his cheeks',
      'also in the creases of his elbows',
      'think it is eczma',
      'no weeping or crusting',
      'happy and feeding well',
    ]),
    ['L20'],
  ),
  r(
    'r7e-hand-foot-mouth',
    person(2, 'female', [
      'blisters on her hands and feet',
      'sore spots in her mouth',
      'temperature 38C',
      'still drinking and weeing normally',
    ]),
    ['B08'],
  ),
  r(
    'r7e-chickenpox-playing',
    person(4, 'male', [
      'itchy spots all over that turned into blisters',
      'temperature 38.2C',
      'drinking fine',
      'alert and playing',
    ]),
    ['B01'],
  ),
  r(
    'r7e-constipation-child',
    person(5, 'female', [
      'not done a poo for 4 days',
      'poos are hard and hurt when they come out',
      'tummy a bit sore',
      'eating normally',
      'not being sick',
    ]),
    ['K59'],
  ),
  r(
    'r7e-nappy-rash',
    person(1, 'female', [
      '6-month-old with red sore skin in the nappy area',
      'skin folds are not affected',
      'no temperature',
      'feeding normally',
    ]),
    ['L22'],
  ),
  r(
    'r7e-gastro-child-keeping-drinks-down',
    person(6, 'male', [
      'vomited twice yesterday',
      'diarrhoea since yesterday',
      'keeping drinks down today',
      'weeing normally',
      'temperature 37.9C',
    ]),
    GASTRO,
  ),
  r(
    'r7e-conjunctivitis-child-sticky',
    person(4, 'female', [
      'both eyes red and sticky',
      'eyelashes stuck together in the morning',
      'eyes not painful',
      'no problem with her sight',
    ]),
    ['H10'],
  ),
  r(
    'r7e-hay-fever-teen',
    person(13, 'male', [
      'sneezing and runny nose every summer',
      'itchey watery eyes',
      'worse on high pollen days',
      'no wheezing',
    ]),
    ['J30'],
  ),
  r(
    'r7e-ankle-sprain-child-walking',
    person(12, 'male', [
      'twisted his ankle at football yesterday',
      'a bit swollen and bruised',
      'he can still walk on it',
      'ankle not out of shape',
    ]),
    ['S93'],
  ),
  // Routine, adults.
  r(
    'r7e-heartburn-after-meals',
    person(45, 'male', [
      'burning feeling behind my breastbone after meals',
      'worse when I lie down',
      'sour taste in my mouth',
      'no trouble swallowing',
      'not lost weight',
    ]),
    ['K21', 'R12', 'K30'],
  ),
  r(
    'r7e-back-strain-lifting',
    person(38, 'male', [
      'lower back pain since lifting boxes 2 days ago',
      'pain does not go down my legs',
      'no numbness',
      'peeing and pooing normally',
    ]),
    ['M54'],
  ),
  r(
    'r7e-tension-headache-band',
    person(29, 'female', [
      'headake like a tight band around my head',
      'on and off for 3 days',
      'stressed at work',
      'no problems with my vision',
      'not been sick',
    ]),
    ['G44'],
  ),
  r(
    'r7e-migraine-usual',
    person(
      33,
      'female',
      [
        'throbbing headache on one side',
        'light bothers me',
        'feel sick',
        'same as my usual migraines',
      ],
      ['migraine'],
    ),
    ['G43'],
  ),
  r(
    'r7e-period-pain',
    person(22, 'female', [
      'cramping pain low in my tummy on the first day of my period',
      'same every month',
      'no unusual discharge',
      'not pregnant',
    ]),
    ['N94'],
  ),
  r(
    'r7e-cold-sore-lip',
    person(27, 'female', [
      'tingling on my top lip yesterday',
      'now a small blister there',
      'had cold sores before',
    ]),
    ['B00'],
  ),
  r(
    'r7e-ibs-bloating',
    person(31, 'female', [
      'bloating and stomache cramps for months',
      'swap between constipation and diarrhoea',
      'better after I poo',
      'no blood in my poo',
      'not lost weight',
    ]),
    ['K58'],
  ),
  r(
    'r7e-flu-healthy-adult',
    person(26, 'male', [
      'came on suddenly with a temperature of 101.8F',
      'aching all over',
      'dry cough',
      'exhausted',
      'breathing fine',
    ]),
    FLU,
  ),
  r(
    'r7e-gout-big-toe',
    person(62, 'male', [
      'big toe joint suddenly red, hot and swollen overnight',
      "can't bear the bedsheet touching it",
      'temperature 36.8C',
      'feel well otherwise',
    ]),
    ['M10'],
  ),
  r(
    'r7e-cystitis-woman',
    person(28, 'female', [
      'burning when I pee',
      'needing to pee more often',
      'temperature 37.1C',
      'no back pain',
      'not pregnant',
    ]),
    UTI,
  ),
  r(
    'r7e-constipation-older',
    person(70, 'female', [
      'not had a proper poo for 5 days',
      'poos are hard and small',
      'no blood',
      'eating normally',
      'not lost weight',
    ]),
    ['K59'],
  ),
  r(
    'r7e-knee-osteoarthritis',
    person(68, 'male', [
      'both knees ache after walking',
      'stiff for a few minutes in the morning',
      'no swelling or redness',
      'been like this for over a year',
    ]),
    ['M17'],
  ),
];
