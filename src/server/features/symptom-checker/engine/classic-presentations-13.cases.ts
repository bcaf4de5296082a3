/**
 * Round-7H development validation set: 96 presentations (48 emergency, 24 urgent, 24 routine)
 * modelled on what NHS 111 call handlers and A&E triage nurses hear — worried parents, carers,
 * older people on their own, students, pregnant women and men who play it down — typed the way
 * they would type them: one fact per chip, everyday words, understatement, the negatives they
 * would volunteer, durations, some temperatures in °C or °F and the odd misspelling.
 *
 * Written from public guidance only, independently of the engine: NHS A–Z pages "Heart attack",
 * "Stroke", "Transient ischaemic attack (TIA)", "Sepsis", "Meningitis", "Anaphylaxis", "Asthma
 * attack", "Bronchiolitis", "Croup", "Appendicitis", "Ectopic pregnancy", "Pulmonary embolism",
 * "Abdominal aortic aneurysm", "Testicle pain", "Vomiting blood", "Diabetic ketoacidosis", "Low
 * blood sugar (hypoglycaemia)", "Febrile seizures", "Epilepsy" (first seizure), "Head injury and
 * concussion", "Subarachnoid haemorrhage", "Cauda equina syndrome", "Bowel obstruction", "Burns
 * and scalds", "Button batteries", "Paracetamol" (overdose), "Help for suicidal thoughts", "Fever
 * in children", "Diarrhoea and vomiting", "Glaucoma", "Pre-eclampsia", "Your baby's movements in
 * pregnancy", "Pneumonia", "Acute pancreatitis", "Broken hip", "Broken arm or wrist", "Heat
 * exhaustion and heatstroke", "Cuts and grazes", "Sickle cell disease", "Urinary retention",
 * "Nosebleed"; for same-day care "Urinary tract infections", "Kidney infection", "Ear
 * infections", "Scarlet fever", "Conjunctivitis" (baby under 28 days), "Jaundice in newborns",
 * "Chickenpox" (infected skin), "Dental abscess", "Shingles" (near the eye), "Cellulitis", "DVT",
 * "Miscarriage" (early pregnancy unit), "Severe vomiting in pregnancy", "Gallstones", "Chest
 * infection", "Sudden hearing loss"; for self-care "Common cold", "Teething", "Head lice and
 * nits", "Threadworms", "Hand, foot and mouth disease", "Impetigo", "Sore throat", "Warts and
 * verrucas", "Hay fever", "Tension-type headaches", "Back pain", "Sprains and strains",
 * "Constipation", "Vaginal thrush", "Cystitis" (Pharmacy First), "Insomnia", "Earwax build-up",
 * "Sunburn", "Cough". Healthier Together (children) traffic lights: "Fever" (red: under 3 months
 * with 38 °C or above, not after jabs; mottled, cold, hard to wake; non-blanching rash), "Limp"
 * (amber: will not bear weight), "Cough"/"Breathing difficulties" (amber: breathing a bit
 * faster; red: grunting, pauses, recession), "Diarrhoea and vomiting" (amber: fewer wet nappies;
 * red: floppy, very sleepy), "Tummy pain" (red: green vomit), "My baby is yellow" (amber: pale
 * poo, jaundice beyond 2 weeks), "Earache" (amber: pus from the ear). NICE CKS "Feverish
 * children", "Sepsis", "Headache – assessment".
 *
 * Urgency is the page's advice: 999, A&E, the maternity unit or eye casualty now → emergency;
 * urgent GP, urgent treatment centre, 111, urgent dentist or early pregnancy unit → urgent;
 * self-care, pharmacist or routine GP → routine. Each case carries the feature that gives its
 * level. ICD-10 3-character categories count as the right condition (null: triage only).
 */
import { e, person, r, u, type ValidationCase } from './validation-case.ts';

const HEART_ATTACK = ['I21', 'I20', 'I24'];
const STROKE = ['I63', 'I61', 'I64', 'G45'];
const SEPSIS = ['A41', 'R65'];
const MENINGITIS = ['A39', 'G00', 'G03', 'A41'];
const ANAPHYLAXIS = ['T78', 'T63'];
const ASTHMA = ['J45', 'J46'];
const HEAD_INJURY = ['S06', 'S09', 'S00'];
const SEIZURE = ['R56', 'G40', 'G41'];
const GASTROENTERITIS = ['A09', 'A08', 'E86'];
const UTI = ['N39', 'N30'];

export const GUIDANCE_CASES_ROUND_7H: ValidationCase[] = [
  // Emergencies (999 / A&E / maternity unit / eye casualty now).
  e(
    'e7h-chest-tight-man-playing-it-down',
    person(58, 'male', [
      'chest feels tight, probably just indigestion',
      'been going on for about half an hour',
      'sweating buckets',
      'ache going up into my jaw',
      "don't want to waste anyone's time",
    ]),
    HEART_ATTACK,
  ),
  e(
    'e7h-heavy-chest-older-woman-clammy',
    person(
      72,
      'female',
      [
        'heavy pressure in the middle of my chest since lunch',
        'feel sick and clammy',
        'a bit short of breath',
        'ache down my left arm',
      ],
      ['high blood pressure'],
    ),
    HEART_ATTACK,
  ),
  e(
    'e7h-husband-face-dropped-slurring',
    person(
      78,
      'male',
      [
        'his speech suddenly went slurred about 20 minutes ago',
        'right side of his face has dropped',
        "can't lift his right arm properly",
      ],
      ['atrial fibrillation'],
    ),
    STROKE,
  ),
  e(
    'e7h-arm-leg-went-numb-now-fine',
    person(67, 'female', [
      'my left arm and leg went weak and numb for about 10 minutes',
      'my words came out jumbled',
      'back to normal now',
      'probably nothing but it frightened me',
    ]),
    STROKE,
  ),
  e(
    'e7h-mum-confused-water-infection',
    person(81, 'female', [
      'mum is confused and not making sense today',
      'shivering, temperature 38.9C',
      'breathing really fast',
      'on antibiotics for a water infection this week',
    ]),
    SEPSIS,
  ),
  e(
    'e7h-baby-fever-rash-glass',
    person(1, 'female', [
      '9-month-old with a temperature of 39.4C',
      'floppy and hard to wake',
      'high-pitched cry',
      "spots on her tummy that don't fade when I press a glass on them",
    ]),
    MENINGITIS,
  ),
  e(
    'e7h-student-headache-neck-rash',
    person(19, 'male', [
      'worst headache ever since this afternoon',
      'neck is stiff, hurts to look down',
      'light hurts my eyes',
      'temp 39C',
      'purple rash on my legs that doesnt fade with a glass',
    ]),
    MENINGITIS,
  ),
  e(
    'e7h-nut-allergy-party',
    person(7, 'male', [
      'ate a cereal bar at a party, he has a nut allergy',
      'lips and tongue swelling up',
      'wheezy and struggling to breathe',
      'gave his epipen 5 minutes ago',
    ]),
    ANAPHYLAXIS,
  ),
  e(
    'e7h-wasp-sting-throat-tight',
    person(40, 'male', [
      'stung by a wasp 10 mins ago',
      'throat feels tight and hard to swallow',
      'hives all over',
      'feel faint and dizzy',
    ]),
    ANAPHYLAXIS,
  ),
  e(
    'e7h-asthma-child-ribs-sucking',
    person(9, 'female', [
      'asthma, wheezing really badly',
      'had 10 puffs of her blue inhaler, no better',
      'too out of breath to talk',
      'skin sucking in under her ribs',
    ]),
    ASTHMA,
  ),
  e(
    'e7h-asthma-adult-drowsy',
    person(26, 'female', [
      'astma attack since this morning',
      'using my reliever every few minutes, not working',
      "can't finish a sentence",
      'getting really tired and drowsy',
    ]),
    ASTHMA,
  ),
  e(
    'e7h-baby-grunting-pauses',
    person(1, 'male', [
      '4-month-old, had a cold for 3 days',
      'breathing really fast and grunting',
      'stopped breathing for a few seconds twice tonight',
      'only taking half his feeds',
      'temp 37.8C',
    ]),
    ['J21'],
  ),
  e(
    'e7h-croup-noisy-at-rest',
    person(2, 'male', [
      'barking cough for 2 nights',
      'harsh noise when he breathes in, even sitting still',
      'skin pulling in at his neck and ribs',
      'temperature 38.2C',
    ]),
    ['J05'],
  ),
  e(
    'e7h-appendix-pain-spread',
    person(24, 'male', [
      'pain started round my belly button yesterday then moved low down on the right',
      'now the pain has spread across my whole tummy and is much worse',
      'temperature 38.5C',
      'hurts to move or cough',
    ]),
    ['K35', 'K37'],
  ),
  e(
    'e7h-pregnant-6-weeks-shoulder-tip',
    person(28, 'female', [
      'about 6 weeks pregnant',
      'sharp pain low down on the left',
      'weird pain in the tip of my shoulder',
      'feel faint and dizzy',
      'a bit of brown spotting',
    ]),
    ['O00'],
  ),
  e(
    'e7h-breathless-after-knee-op',
    person(52, 'female', [
      'had a knee operation 2 weeks ago',
      'suddenly short of breath this morning',
      'sharp chest pain when I breathe in',
      'coughed up a bit of blood',
    ]),
    ['I26'],
  ),
  e(
    'e7h-aneurysm-back-tummy',
    person(
      74,
      'male',
      [
        'sudden severe pain in my back and tummy',
        'feel faint and clammy',
        'they were keeping an eye on an aneurysm',
      ],
      ['abdominal aortic aneurysm'],
    ),
    ['I71'],
  ),
  e(
    'e7h-teen-testicle-pain-woke-him',
    person(14, 'male', [
      'woke up with really bad pain in one testicle',
      'came on suddenly about an hour ago',
      'been sick',
      'it looks swollen',
    ]),
    ['N44'],
  ),
  e(
    'e7h-coffee-grounds-vomit',
    person(
      63,
      'male',
      [
        'been sick and it looked like coffee grounds',
        'poo is black and sticky',
        'feel lightheaded when I stand',
        'take ibuprofen every day for my knees',
      ],
      ['osteoarthritis'],
    ),
    ['K92', 'K25', 'K26', 'K27', 'K29'],
  ),
  e(
    'e7h-type1-ketones-vomiting',
    person(
      13,
      'female',
      [
        'being sick since this morning',
        'breathing fast and deep',
        'blood ketones 3.8',
        'very thirsty and sleepy',
      ],
      ['type 1 diabetes'],
    ),
    ['E10'],
  ),
  e(
    'e7h-dad-hypo-not-improving',
    person(
      79,
      'male',
      [
        'dad is diabetic on insulin',
        'sweaty, confused and not making sense',
        'sugar was 2.4, we gave him sweets',
        'now getting drowsy and not really answering',
      ],
      ['type 2 diabetes'],
    ),
    ['E16', 'E11', 'E10'],
  ),
  e(
    'e7h-toddler-first-fit-fever',
    person(2, 'female', [
      'first time she has ever had a fit',
      'went stiff and jerking for about 2 minutes',
      'temperature 39.1C',
      'now very sleepy',
    ]),
    SEIZURE,
  ),
  e(
    'e7h-flatmate-first-seizure',
    person(22, 'female', [
      'my flatmate collapsed and was shaking all over for about 3 minutes',
      'she has never had a fit before',
      'now confused',
      'she bit her tongue',
    ]),
    SEIZURE,
  ),
  e(
    'e7h-climbing-frame-head-vomiting',
    person(6, 'male', [
      'fell off the climbing frame and banged his head',
      'been sick 3 times since',
      'really sleepy, keeps nodding off',
    ]),
    HEAD_INJURY,
  ),
  e(
    'e7h-nan-head-bump-warfarin',
    person(
      84,
      'female',
      [
        'nan slipped and hit her head on the kitchen table',
        'she is on warfarin',
        "says she's fine, just a bump",
        'headache getting worse this evening',
      ],
      ['atrial fibrillation'],
    ),
    HEAD_INJURY,
  ),
  e(
    'e7h-thunderclap-headache',
    person(45, 'female', [
      'sudden headache like being hit on the back of the head',
      'worst pain of my life, came on in seconds',
      'threw up',
      'neck feels stiff',
    ]),
    ['I60', 'I61', 'I62'],
  ),
  e(
    'e7h-back-pain-numb-saddle',
    person(38, 'male', [
      'back pain for a week from lifting at work',
      'now numb around my bum and between my legs',
      "can't really tell when I need to pee",
      'probably just a trapped nerve',
    ]),
    ['G83', 'M51'],
  ),
  e(
    'e7h-older-tummy-swollen-no-wind',
    person(70, 'female', [
      'tummy swollen and really painful',
      'not had a poo or passed wind for 3 days',
      'vomitting green stuff',
    ]),
    ['K56'],
  ),
  e(
    'e7h-baby-tea-scald',
    person(1, 'male', [
      '11-month-old pulled a cup of hot tea over himself',
      'big red blistered patch on his chest and arm, bigger than my hand',
      'screaming and cant settle him',
    ]),
    ['T21', 'T22', 'T30', 'T31'],
  ),
  e(
    'e7h-swallowed-button-battery',
    person(3, 'male', [
      'think he swallowed a button battery from the remote',
      'seems fine at the moment',
      'coughed a bit',
    ]),
    ['T18'],
  ),
  e(
    'e7h-paracetamol-overdose-feels-fine',
    person(20, 'female', [
      'took about 20 paracetamol last night after an argument',
      'feel ok apart from a bit sick',
      "don't want a fuss",
    ]),
    ['T39'],
  ),
  e(
    'e7h-cant-see-a-way-out',
    person(35, 'male', [
      "can't see a way out anymore",
      'been thinking about ending my life',
      'have got the tablets ready',
      'I live on my own',
    ]),
    ['R45'],
  ),
  e(
    'e7h-7-week-old-temperature',
    person(1, 'male', [
      '7 weeks old',
      'temperature 38.2C under his arm',
      'no jabs in the last few days',
      'feeding ok, just a bit grizzly',
    ]),
    null,
  ),
  e(
    'e7h-baby-diarrhoea-floppy',
    person(1, 'female', [
      '10-month-old with diarrhoea and being sick for 2 days',
      'no wet nappy since last night',
      'soft spot on her head looks sunken',
      'very sleepy and floppy',
      'temp 37.9C',
    ]),
    GASTROENTERITIS,
  ),
  e(
    'e7h-baby-screaming-bouts-green-sick',
    person(1, 'male', [
      '8-month-old screaming in bouts and pulling his legs up',
      'pale and quiet in between',
      'his sick was green',
      'poo looked like redcurrant jelly',
    ]),
    ['K56'],
  ),
  e(
    'e7h-red-eye-halos-vomiting',
    person(68, 'female', [
      'sudden really painful red eye',
      'blurry with rainbow halos round lights',
      'headache and been sick',
    ]),
    ['H40'],
  ),
  e(
    'e7h-pregnant-headache-flashing',
    person(32, 'female', [
      '34 weeks pregnant',
      "bad headache that paracetamol won't shift",
      'seeing flashing lights',
      'face and hands puffed up suddenly',
    ]),
    ['O14', 'O13', 'O15'],
  ),
  e(
    'e7h-baby-moving-less-36-weeks',
    person(29, 'female', [
      '36 weeks pregnant',
      "baby hasn't moved as much today",
      'usually kicks loads in the evening',
      'probably nothing, maybe just sleepy',
    ]),
    ['O36'],
  ),
  e(
    'e7h-grandad-chesty-confused',
    person(83, 'male', [
      'chesty cough for 4 days',
      'temperature 101.8F',
      'now muddled and confused',
      'breathing fast',
    ]),
    ['J18', 'J15', 'J22'],
  ),
  e(
    'e7h-upper-tummy-into-back-after-drinking',
    person(48, 'male', [
      'sudden severe pain at the top of my tummy going through to my back',
      'drank heavily over the weekend',
      'being sick',
      'a bit easier leaning forward',
    ]),
    ['K85'],
  ),
  e(
    'e7h-fall-leg-shortened',
    person(86, 'female', [
      'mum fell in the bathroom',
      "can't get up or put any weight on her left leg",
      'leg looks shorter and turned out',
      'pain in her hip',
    ]),
    ['S72'],
  ),
  e(
    'e7h-football-heat-confused',
    person(15, 'male', [
      'playing football in hot sun all afternoon',
      'skin hot and dry, stopped sweating',
      'confused and talking rubbish',
      'been cooling him in the shade for half an hour, no better',
    ]),
    ['T67'],
  ),
  e(
    'e7h-glass-cut-wont-stop',
    person(27, 'male', [
      'cut my hand on a broken glass',
      'still bleeding after pressing on it for 10 minutes',
      'deep cut, can see it gaping',
    ]),
    ['S61', 'S51'],
  ),
  e(
    'e7h-sickle-cell-crisis',
    person(
      12,
      'male',
      [
        'has sickle cell',
        'bad pain in his legs and back',
        'calpol and ibuprofen not touching it',
        'temperature 38.5C',
      ],
      ['sickle cell disease'],
    ),
    ['D57'],
  ),
  e(
    'e7h-toddler-mottled-cold-hands',
    person(4, 'female', [
      'temperature 39.8C',
      'hands and feet are freezing',
      'skin looks blotchy and pale',
      'very hard to wake',
      "hasn't had a wee since this morning",
    ]),
    SEPSIS,
  ),
  e(
    'e7h-cant-pee-at-all',
    person(71, 'male', [
      "haven't been able to pee at all since this morning",
      'lower tummy swollen and painful',
      'stream has been slow for months',
    ]),
    ['R33'],
  ),
  e(
    'e7h-nosebleed-blood-thinners',
    person(
      76,
      'male',
      [
        "nosebleed that won't stop",
        'been pinching it for 30 mins',
        'on blood thinners',
        'swallowing blood and feel a bit dizzy',
      ],
      ['atrial fibrillation'],
    ),
    ['R04'],
  ),
  e(
    'e7h-trampoline-wrist-bent',
    person(8, 'female', [
      'fell off the trampoline onto her arm',
      'wrist looks bent at a funny angle',
      'screaming in pain',
      'fingers a bit pale and tingly',
    ]),
    ['S52', 'S62', 'S42'],
  ),

  // Urgent (urgent GP, 111, urgent treatment centre, urgent dentist, early pregnancy unit).
  u(
    'u7h-tummy-pain-moved-right',
    person(10, 'female', [
      'tummy ache started round her belly button this morning',
      'now moved low down on the right',
      'hurts more when she walks or jumps',
      'temperature 37.9C',
      'not eating',
    ]),
    ['K35'],
  ),
  u(
    'u7h-stings-when-she-wees',
    person(5, 'female', [
      'says it stings when she wees',
      'going to the toilet loads more than usual',
      'bit of tummy ache',
      'temp 38.1C',
    ]),
    UTI,
  ),
  u(
    'u7h-ear-gunk-pulling',
    person(3, 'male', [
      'pulling at his ear and crying',
      'yellow gunk coming out of his ear since this morning',
      'temp 38.3C',
      'still drinking ok',
    ]),
    ['H66', 'H60'],
  ),
  u(
    'u7h-sandpaper-rash-sore-throat',
    person(6, 'female', [
      'sore throat and temperature of 101.5F',
      'rough red rash like sandpaper on her tummy and neck',
      'tongue looks red and bumpy',
    ]),
    ['A38'],
  ),
  u(
    'u7h-newborn-sticky-eyes',
    person(1, 'male', [
      '2 weeks old',
      'sticky yellow gunk in both eyes',
      'eyes look a bit red',
      'feeding fine and no temperature',
    ]),
    ['H10', 'P39'],
  ),
  u(
    'u7h-baby-fewer-wet-nappies',
    person(1, 'female', [
      '9-month-old with vomiting and diarhoea since yesterday',
      'only 2 wet nappies today, usually loads',
      'drinking less milk',
      'still alert and smiling at me',
    ]),
    GASTROENTERITIS,
  ),
  u(
    'u7h-fever-five-days',
    person(4, 'male', [
      'had a temperature on and off for 5 days now',
      '38.6C this morning',
      'runny nose',
      'eating less but drinking',
    ]),
    null,
  ),
  u(
    'u7h-cough-breathing-bit-fast',
    person(2, 'female', [
      'cough and cold for 3 days',
      'breathing a bit faster than normal',
      'no sucking in under her ribs and her lips are a normal colour',
      'temperature 38.4C',
      'still drinking',
    ]),
    null,
  ),
  u(
    'u7h-limp-wont-weight-bear',
    person(5, 'male', [
      'limping since he woke up',
      "won't put any weight on his left leg",
      'had a cold last week',
      'no fall or injury, no temperature',
    ]),
    null,
  ),
  u(
    'u7h-3-week-old-still-yellow',
    person(1, 'female', [
      '3 weeks old and still looks yellow',
      'whites of her eyes are yellow too',
      'poo has gone pale, almost white',
      'feeding well',
    ]),
    ['P59', 'Q44'],
  ),
  u(
    'u7h-chickenpox-spots-infected',
    person(4, 'female', [
      'chickenpox for 4 days',
      'skin around some of the spots is red, hot and really sore',
      'getting worse today',
      'temp 38C',
    ]),
    ['B01', 'L01', 'L03'],
  ),
  u(
    'u7h-child-toothache-swollen-cheek',
    person(12, 'male', [
      'toothache for 3 days getting worse',
      'cheek a bit swollen on that side',
      'can open his mouth and swallow fine',
      'calpol only helps a bit',
    ]),
    ['K04'],
  ),
  u(
    'u7h-cystitis-now-back-pain',
    person(34, 'female', [
      'been burning when I pee for 3 days',
      'now pain in my back on the right under my ribs',
      'shivery, temp 38.4C',
      'feel sick',
    ]),
    ['N10'],
  ),
  u(
    'u7h-shingles-near-eye',
    person(70, 'female', [
      'painful blistery rash on one side of my forehead',
      'spreading down towards my eye',
      'started 2 days ago',
      'eye is a bit sore',
    ]),
    ['B02'],
  ),
  u(
    'u7h-shin-red-hot-spreading',
    person(
      60,
      'male',
      [
        'red, hot swollen patch on my shin',
        'bigger since yesterday, I drew round it',
        'temperature 37.8C',
        'feel ok otherwise',
      ],
      ['type 2 diabetes'],
    ),
    ['L03'],
  ),
  u(
    'u7h-calf-throbbing-on-pill',
    person(45, 'female', [
      'throbbing pain in my right calf',
      'calf swollen and warm',
      'on the pill and drove 6 hours on Sunday',
      'no breathlessness or chest pain',
    ]),
    ['I80', 'I82'],
  ),
  u(
    'u7h-tooth-abscess-bump',
    person(27, 'male', [
      'throbbing tooth pain for 3 days',
      'swollen gum with a bump on it',
      'bad taste in my mouth',
      'paracetamol barely touching it',
      'no swelling near my eye and I can swallow fine',
    ]),
    ['K04', 'K12'],
  ),
  u(
    'u7h-cough-sharp-pain-breathing',
    person(40, 'female', [
      'cough for a week getting worse, think it might be pnuemonia',
      'sharp pain in my side when I breathe in',
      'fever 38.4C',
      'bit short of breath but can talk fine',
    ]),
    ['J18'],
  ),
  u(
    'u7h-8-weeks-spotting',
    person(31, 'female', [
      '8 weeks pregnant',
      'some spotting and period-type cramps since this morning',
      'no shoulder pain, not dizzy',
    ]),
    ['O20', 'O03'],
  ),
  u(
    'u7h-pregnant-cant-keep-water-down',
    person(26, 'female', [
      '10 weeks pregnant',
      "can't keep any food or water down for 24 hours",
      'hardly peeing and it is dark',
      'feel weak and dizzy when I stand',
    ]),
    ['O21'],
  ),
  u(
    'u7h-pain-under-right-ribs-yellow',
    person(52, 'female', [
      'pain under my right ribs for 10 hours since tea',
      'temperture 38C',
      'whites of my eyes look a bit yellow',
    ]),
    ['K80', 'K81', 'K83'],
  ),
  u(
    'u7h-man-stinging-pee',
    person(58, 'male', [
      'stinging when I pee for 2 days',
      'going more often, especially at night',
      'no fever, no back pain',
    ]),
    ['N39', 'N30', 'N41'],
  ),
  u(
    'u7h-older-chesty-cough-breathless',
    person(76, 'female', [
      'chesty cough for a week bringing up green phlegm',
      'a bit breathless going upstairs',
      'temp 37.9C',
      'eating and drinking ok',
    ]),
    ['J22', 'J20', 'J18'],
  ),
  u(
    'u7h-woke-up-deaf-one-ear',
    person(50, 'male', [
      'woke up deaf in my left ear',
      'feels blocked with ringing',
      'no pain, no cold, never had wax problems',
    ]),
    ['H91'],
  ),

  // Routine (self-care, pharmacist or routine GP).
  r(
    'r7h-baby-snuffly-cold',
    person(1, 'male', [
      '5-month-old with a blocked snuffly nose for 3 days',
      'feeding normally',
      'plenty of wet nappies',
      'temperature 37.6C',
    ]),
    ['J00'],
  ),
  r(
    'r7h-teething-dribbling',
    person(1, 'female', [
      '7 months old, dribbling loads and chewing everything',
      'one red cheek',
      'a bit grumpy',
      'temp 99.3F',
    ]),
    ['K00'],
  ),
  r(
    'r7h-nits',
    person(8, 'female', [
      'itchy head for a week',
      'found little lice in her hair when I combed it',
      'otherwise well',
    ]),
    ['B85'],
  ),
  r(
    'r7h-itchy-bottom-night',
    person(5, 'male', [
      'itchy bottom at night',
      'saw tiny white threads in his poo',
      'sleeping badly but otherwise fine',
    ]),
    ['B80'],
  ),
  r(
    'r7h-chickenpox-playing',
    person(3, 'female', [
      'spotty rash that turned into little blisters',
      'temperature 38.0C',
      'still playing and drinking ok',
      'her brother had chickenpox 2 weeks ago',
    ]),
    ['B01'],
  ),
  r(
    'r7h-hand-foot-mouth',
    person(2, 'male', [
      'little blisters on his hands and feet',
      'sore spots in his mouth',
      'temp 37.8C',
      'drinking fine, wees normal',
    ]),
    ['B08'],
  ),
  r(
    'r7h-sticky-pink-eye',
    person(6, 'female', [
      'pink sticky eye, crusty in the morning',
      'not painful',
      'she can see fine',
      'otherwise well',
    ]),
    ['H10'],
  ),
  r(
    'r7h-crusty-sores-face',
    person(7, 'male', [
      'crusty golden sores round his nose and mouth',
      'a bit itchy',
      'no temperature, feels fine',
    ]),
    ['L01'],
  ),
  r(
    'r7h-teen-sore-throat',
    person(14, 'female', [
      'sore throat for 2 days',
      'temp 37.8C',
      'can swallow and eat fine',
      'bit of a cough and runny nose',
    ]),
    ['J02', 'J06'],
  ),
  r(
    'r7h-tummy-bug-drinking',
    person(9, 'male', [
      'been sick twice yesterday, diarrea today',
      'drinking ok and weeing normally',
      'no blood in his poo',
      'temp 37.7C',
    ]),
    ['A09', 'A08'],
  ),
  r(
    'r7h-bumped-head-coffee-table',
    person(4, 'male', [
      'banged his head on the coffee table',
      'cried straight away then fine',
      'small lump on his forehead',
      'not sick, playing normally',
    ]),
    ['S00', 'S09'],
  ),
  r(
    'r7h-verruca',
    person(10, 'male', [
      'veruca on the bottom of his foot',
      'little black dots in it',
      'had it for a couple of months',
    ]),
    ['B07'],
  ),
  r(
    'r7h-head-cold',
    person(30, 'male', [
      'blocked nose and sneezing for 3 days',
      'scratchy throat',
      'temp 37.5C',
      'no trouble breathing',
    ]),
    ['J00'],
  ),
  r(
    'r7h-hayfever',
    person(24, 'female', [
      'itchy eyes and sneezeing every time I go out',
      'runny nose',
      'worse when the grass is cut',
      'happens every summer',
    ]),
    ['J30'],
  ),
  r(
    'r7h-tension-headache',
    person(42, 'female', [
      'headache like a tight band round my head',
      'worse when stressed at work',
      'no sickness, no problems with my eyesight',
      'paracetamol helps',
    ]),
    ['G44'],
  ),
  r(
    'r7h-pulled-back-lifting',
    person(35, 'male', [
      'pulled my back lifting boxes yesterday',
      'sore lower back, worse bending',
      'no numbness, peeing normally',
      'can walk ok',
    ]),
    ['M54'],
  ),
  r(
    'r7h-ankle-went-over-netball',
    person(22, 'female', [
      'went over on my ankle at netball',
      'swollen and bruised',
      'can walk on it but it is sore',
      'no crack heard',
    ]),
    ['S93'],
  ),
  r(
    'r7h-constipation-older',
    person(72, 'female', [
      'feel constapated, not been for 4 days',
      'hard and straining',
      'no blood, no tummy swelling',
      'eating normally',
    ]),
    ['K59'],
  ),
  r(
    'r7h-thrush',
    person(29, 'female', [
      'itchy down below',
      'white cottage-cheese dischage',
      'had thrush before and it feels the same',
      'not pregnant',
    ]),
    ['B37', 'N76'],
  ),
  r(
    'r7h-cystitis-pharmacy',
    person(28, 'female', [
      'burning when I wee since yesterday',
      'needing to go all the time',
      'temperature normal, 36.8C',
      'no back pain, not pregnant',
    ]),
    UTI,
  ),
  r(
    'r7h-cant-sleep',
    person(67, 'male', [
      "can't get to sleep for the last month",
      'wake up at 4am and lie there',
      'mood is ok, just tired',
    ]),
    ['G47', 'F51'],
  ),
  r(
    'r7h-blocked-ear-wax',
    person(75, 'female', [
      'ears feel blocked and hearing is muffled',
      'no pain or discharge',
      'had wax before',
    ]),
    ['H61'],
  ),
  r(
    'r7h-sunburn',
    person(19, 'female', [
      'burnt my shoulders at the beach yesterday',
      'red and sore',
      'no blisters, feel fine otherwise',
    ]),
    ['L55'],
  ),
  r(
    'r7h-cough-after-cold',
    person(68, 'male', [
      'tickly dry cough for 10 days after a cold',
      'no fever, not breathless',
      'sleeping ok',
      'a bit annoying really',
    ]),
    ['R05', 'J06', 'J20'],
  ),
];
