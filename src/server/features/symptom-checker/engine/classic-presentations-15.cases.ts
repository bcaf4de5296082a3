/**
 * Round-7J adult audit set: 96 presentations (48 emergency, 24 urgent, 24 routine), all aged 16
 * or over (43 aged 65 or over, 14 pregnant or recently pregnant), written from the NHS A–Z pages
 * and their "Immediate action required: call 999 / go to A&E", "Urgent advice: urgent GP / 111"
 * and "Non-urgent advice" boxes, with NICE CKS for the same topics — not from any evaluation
 * vignette, and independently of the engine. For each class, the conditions that most often
 * bring adults of that age to that level of care, each in its typical presentation and with the
 * feature that puts it in its box, the way a patient or a relative would type it.
 *
 * Pages used: "Heart attack", "Angina", "Stroke", "Transient ischaemic attack (TIA)", "Asthma
 * attack", "COPD", "Pulmonary embolism", "Heart failure", "Pneumonia", "Collapsed lung
 * (pneumothorax)", "Sepsis", "Cellulitis", "Appendicitis", "Acute pancreatitis", "Bowel
 * obstruction", "Ectopic pregnancy", "Abdominal aortic aneurysm", "Vomiting blood", "Bleeding
 * from the bottom", "Nosebleed", "Vaginal bleeding in pregnancy", "Miscarriage", "Your body after
 * the birth", "Subarachnoid haemorrhage", "Meningitis", "Giant cell arteritis", "Hip fracture",
 * "Head injury and concussion", "Fainting", "Epilepsy" / "What to do if someone has a seizure",
 * "Eclampsia", "Low blood sugar (hypoglycaemia)", "Diabetic ketoacidosis", "High blood sugar",
 * "Where to get urgent help for mental health", "Postpartum psychosis", "Glaucoma", "Red eye",
 * "Detached retina", "Cauda equina syndrome", "Your baby's movements", "Anaphylaxis",
 * "Paracetamol overdose", "Poisoning", "Testicular torsion", "Prostate enlargement" (acute
 * urinary retention), "Sudden confusion (delirium)", "Kidney infection", "Urinary tract
 * infections", "Chest infection", "Gallstones", "Diverticular disease and diverticulitis",
 * "Kidney stones", "Shingles", "Broken arm or wrist", "Sprains and strains", "Severe vomiting in
 * pregnancy", "Chickenpox" (pregnancy), "Pre-eclampsia", "DVT", "Quinsy", "Dental abscess",
 * "Diarrhoea and vomiting", "Common cold", "Flu", "Sore throat", "Hay fever", "Back pain",
 * "Heartburn and acid reflux", "IBS", "Constipation", "Piles", "Cystitis", "Thrush", "Insomnia",
 * "Menopause", "Osteoarthritis", "Cough", "Migraine", "Conjunctivitis", "Dry skin", "Hives",
 * "Earwax build-up", "Benign paroxysmal positional vertigo" and "Benign prostate enlargement".
 *
 * Urgency is the page's advice: 999, A&E, the maternity unit now or eye casualty now →
 * emergency; urgent GP, urgent treatment centre, 111, urgent dentist or early pregnancy unit →
 * urgent; self-care, pharmacist or routine GP → routine. ICD-10 3-character categories count as
 * the right condition (null: triage only). Temperatures in °C or °F appear in about a third of
 * cases and realistic misspellings in about one in eight.
 *
 * Guidance conflicts met while writing: "TIA" says 999 even when symptoms have gone, CKS says
 * specialist assessment within 24 hours (999 kept); "Pre-eclampsia" says call the midwife, GP or
 * 111 immediately (urgent kept, although NICE NG133 admits severe features); "Broken arm or
 * wrist" says urgent treatment centre or A&E (urgent kept for a closed, straight wrist);
 * "Bleeding from the bottom" puts black poo at urgent GP / 111 while "Stomach ulcer" puts tarry
 * poo at A&E (large fresh bleeding used for the emergency case instead); "Appendicitis" puts pain
 * moving to the lower right at urgent GP / 111 and only severe pain at 999 (the emergency case
 * has severe pain); "Shingles" advises urgent GP / 111 (or a pharmacist) for any suspected case;
 * "Postpartum psychosis" says urgent GP or A&E, with 999 for danger (the case has thoughts of
 * harm).
 */
import { e, person, r, u, type ValidationCase } from './validation-case.ts';

const ACS = ['I21', 'I20', 'I24'];
const STROKE = ['I63', 'I61', 'I64', 'G45'];
const ASTHMA = ['J45', 'J46'];
const COPD = ['J44'];
const ANAPHYLAXIS = ['T78', 'T63'];

export const GUIDANCE_CASES_ROUND_7J: ValidationCase[] = [
  // Emergencies: the commonest reasons adults are sent to 999 / A&E (or the maternity unit or eye
  // casualty now), each with the feature the NHS page lists under "Immediate action required".
  e(
    'e7j-heart-attack-crushing-sweaty',
    person(58, 'male', [
      'crushing pain in the middle of my chest for 25 minutes',
      'going down my left arm and into my jaw',
      'sweating and feel sick',
    ]),
    ACS,
  ),
  e(
    'e7j-heart-attack-mum-grey-tight-chest',
    person(
      76,
      'female',
      [
        "mum says her chest feels tight and heavy, it's not going off",
        'she has gone grey and clammy',
        'short of breath sitting in her chair',
      ],
      ['high blood pressure', 'type 2 diabetes'],
    ),
    ACS,
  ),
  e(
    'e7j-angina-spray-not-working',
    person(
      67,
      'male',
      [
        'angina pain came on while resting watching tv',
        'used my GTN spray twice, 5 minutes apart, and it has not gone',
        'feel sweaty',
      ],
      ['angina'],
    ),
    ACS,
  ),
  e(
    'e7j-stroke-dad-face-arm-words',
    person(78, 'male', [
      "dad's face has dropped on the right",
      "he can't lift his right arm",
      'his words are coming out jumbled, started 30 minutes ago',
    ]),
    STROKE,
  ),
  e(
    'e7j-stroke-mum-cant-get-words-out',
    person(
      71,
      'female',
      [
        'mum suddenly cannot get her words out',
        'her left arm has gone floppy',
        'she was fine at breakfast',
      ],
      ['atrial fibrillation'],
    ),
    STROKE,
  ),
  e(
    'e7j-tia-arm-numb-gone-now',
    person(69, 'male', [
      'my left arm and hand went numb and weak and my speech was slurred',
      'it lasted about 15 minutes and has gone now',
      'feel normal again',
    ]),
    ['G45', 'I63', 'I64'],
  ),
  e(
    'e7j-asthma-blue-inhaler-useless',
    person(
      34,
      'female',
      [
        'asthma attack, had 10 puffs of my blue inhaler and no better',
        'too breathless to finish a sentence',
        'chest really tight',
      ],
      ['asthma'],
    ),
    ASTHMA,
  ),
  e(
    'e7j-copd-drowsy-blue-lips',
    person(
      72,
      'male',
      [
        "husband's copd much worse today",
        'lips look blueish and he keeps nodding off',
        "can't speak more than a word or two, temp 38.2C",
      ],
      ['COPD'],
    ),
    COPD,
  ),
  e(
    'e7j-pe-breathless-after-knee-op',
    person(45, 'female', [
      'suddenly short of breath this morning',
      'sharp pain in my chest when I breathe in',
      'had a knee operation 10 days ago',
    ]),
    ['I26'],
  ),
  e(
    'e7j-heart-failure-cant-lie-flat',
    person(
      81,
      'male',
      [
        'dad is gasping for breath, worse lying down, has to sit up to breathe',
        'coughing up frothy pinkish spit',
        'his ankles are huge',
      ],
      ['heart failure'],
    ),
    ['I50'],
  ),
  e(
    'e7j-pneumonia-nan-muddled-breathing-fast',
    person(84, 'female', [
      'nan has had a chesty cough for 4 days, temp 38.9C',
      'now breathing really fast',
      "she's gone confused and doesn't know where she is",
    ]),
    ['J18', 'J15', 'J13', 'A41'],
  ),
  e(
    'e7j-pneumothorax-sudden-sharp',
    person(22, 'male', [
      'sudden sharp pain on the right side of my chest',
      'breathless since it started an hour ago',
      'tall and skinny, smoker, no injury',
    ]),
    ['J93'],
  ),
  e(
    'e7j-sepsis-dad-mottled-no-wee',
    person(
      80,
      'male',
      [
        'dad has a water infection, now shaking and burning up, 39.4C',
        "he hasn't passed urine all day",
        'skin looks blotchy and he is really confused',
      ],
      ['type 2 diabetes'],
    ),
    ['A41', 'A40', 'R65'],
  ),
  e(
    'e7j-sepsis-six-days-after-birth',
    person(29, 'female', [
      'had my baby 6 days ago',
      'shivering with a temperature of 101.8F and my heart is racing',
      'smelly discharge and tummy really sore',
    ]),
    ['O85', 'O86', 'A41'],
  ),
  e(
    'e7j-cellulitis-spreading-fast-confused',
    person(
      70,
      'male',
      [
        'red hot swollen leg spreading up past his knee since this morning',
        'temprature 39.1C and shaking',
        'breathing fast and not making sense',
      ],
      ['type 2 diabetes'],
    ),
    ['L03', 'A41', 'M72'],
  ),
  e(
    'e7j-appendicitis-severe-right-side',
    person(19, 'male', [
      'pain started round my belly button yesterday and moved to the lower right',
      'now really severe, walking and coughing make it worse',
      'temp 38.2C and been sick twice',
    ]),
    ['K35', 'K36', 'K37', 'K65'],
  ),
  e(
    'e7j-pancreatitis-pain-through-to-back',
    person(48, 'male', [
      'sudden severe pain at the top of my stomache going through to my back',
      'keep vomitting',
      'heavy drinker, it eases a bit leaning forward, temp 38.0C',
    ]),
    ['K85'],
  ),
  e(
    'e7j-bowel-obstruction-swollen-not-pooed',
    person(
      74,
      'female',
      [
        'tummy swollen like a drum and cramping',
        "been sick lots and can't keep anything down",
        "haven't pooed or passed wind for 3 days, temp 37.8C",
      ],
      ['previous bowel surgery'],
    ),
    ['K56'],
  ),
  e(
    'e7j-ectopic-shoulder-tip-faint',
    person(27, 'female', [
      '6 weeks pregnant',
      'sharp pain low down on the left side and pain in my shoulder tip',
      'feel very dizzy and faint, bit of brown spotting',
    ]),
    ['O00'],
  ),
  e(
    'e7j-aaa-sudden-back-tummy-pain',
    person(
      73,
      'male',
      [
        'sudden terrible pain in my tummy and lower back',
        'felt faint and nearly passed out, very pale',
        'told I had a small aneurysm last year',
      ],
      ['abdominal aortic aneurysm', 'high blood pressure'],
    ),
    ['I71'],
  ),
  e(
    'e7j-vomiting-blood-drinker',
    person(55, 'male', [
      'vomited a cup full of bright red blood',
      'then some that looked like coffee grounds',
      'feel lightheaded, drink most days',
    ]),
    ['K92', 'I85', 'K25', 'K26', 'K22'],
  ),
  e(
    'e7j-rectal-bleed-toilet-full-of-clots',
    person(
      79,
      'female',
      [
        'passed a lot of dark red blood from my back passage, toilet water went red',
        'big clots, happened 3 times this morning',
        'feel dizzy standing up',
      ],
      ['diverticular disease'],
    ),
    ['K92', 'K57', 'K62', 'K55'],
  ),
  e(
    'e7j-nosebleed-wont-stop-swallowing-blood',
    person(
      82,
      'male',
      [
        'nosebleed for 40 minutes, pinched it properly and it will not stop',
        'swallowing lots of blood and was sick',
        'feel weak',
      ],
      ['on warfarin'],
    ),
    ['R04'],
  ),
  e(
    'e7j-bleeding-30-weeks-constant-pain',
    person(31, 'female', [
      '30 weeks pregnant',
      'started bleeding bright red from down below',
      'constant pain in my tummy, bump feels hard',
    ]),
    ['O45', 'O46', 'O44'],
  ),
  e(
    'e7j-miscarriage-soaking-pads',
    person(35, 'female', [
      '9 weeks pregnant, heavy bleeding with clots',
      'soaking through a pad every hour',
      'bad cramps and feel faint',
    ]),
    ['O03', 'O20', 'O02'],
  ),
  e(
    'e7j-heavy-bleeding-after-birth',
    person(33, 'female', [
      'baby born 5 days ago',
      'suddenly bleeding much more, soaked 2 pads in an hour and passing big clots',
      'dizzy and shaky',
    ]),
    ['O72'],
  ),
  e(
    'e7j-sah-thunderclap-headache',
    person(52, 'female', [
      'sudden headache like being hit on the back of the head with a bat',
      'worst pain of my life, peaked within a minute',
      'been sick and my neck is stiff',
    ]),
    ['I60'],
  ),
  e(
    'e7j-meningitis-student-rash',
    person(19, 'male', [
      'flatmate has a bad headache and temp 39.8C',
      'stiff neck and the light hurts his eyes',
      "purple spots on his legs that don't fade when we press a glass on them",
    ]),
    ['A39', 'G03', 'G00', 'A87', 'A41'],
  ),
  e(
    'e7j-gca-headache-vision-going',
    person(74, 'female', [
      'headache at my temples for 2 weeks, sore scalp and jaw aches when I chew',
      'today the sight in my left eye went blurry then dark',
      'double vision on and off',
    ]),
    ['M31', 'H34'],
  ),
  e(
    'e7j-hip-fracture-mum-cant-get-up',
    person(
      86,
      'female',
      [
        "mum fell in the kitchen and can't get up",
        'terrible pain in her right hip and groin',
        'her right leg looks shorter and turned out',
      ],
      ['osteoporosis'],
    ),
    ['S72'],
  ),
  e(
    'e7j-head-injury-blood-thinner-vomiting',
    person(
      77,
      'male',
      [
        'dad tripped and banged his head on the door frame 2 hours ago',
        'he has been sick twice since and is getting drowsy',
        'takes rivaroxaban',
      ],
      ['atrial fibrillation'],
    ),
    ['S06', 'S09', 'S00'],
  ),
  e(
    'e7j-collapse-chest-pain-before',
    person(
      68,
      'male',
      [
        'husband collapsed while walking up the stairs',
        'out for about 2 minutes',
        'had chest pain and his heart was pounding just before',
      ],
      ['heart valve problem'],
    ),
    ['R55', 'I49', 'I47', 'I45', 'I35'],
  ),
  e(
    'e7j-first-fit-friend',
    person(24, 'male', [
      'my friend just had a fit, whole body shaking for about 3 minutes',
      'never had one before',
      'he bit his tongue and is still very drowsy',
    ]),
    ['R56', 'G40', 'G41'],
  ),
  e(
    'e7j-eclampsia-fit-pregnant',
    person(28, 'female', [
      'my wife is 36 weeks pregnant and just had a fit',
      'she had a bad headache and flashing lights all afternoon',
      'hands and face swollen',
    ]),
    ['O15', 'O14'],
  ),
  e(
    'e7j-hypo-husband-cant-swallow',
    person(
      70,
      'male',
      [
        'husband is diabetc on insulin, sweaty and confused',
        'sugar reading 2.1',
        "too drowsy to swallow the juice I'm giving him",
      ],
      ['type 2 diabetes on insulin'],
    ),
    ['E16', 'E10', 'E11'],
  ),
  e(
    'e7j-dka-pear-drops-ketones',
    person(
      21,
      'female',
      [
        'type 1 diabetic, been vomiting since last night',
        'ketones 3.8 and blood sugar says HI',
        'breathing deep and fast, boyfriend says my breath smells like pear drops',
      ],
      ['type 1 diabetes'],
    ),
    ['E10', 'E14'],
  ),
  e(
    'e7j-suicidal-plan-tonight',
    person(
      45,
      'male',
      [
        "I've decided to end my life tonight",
        'I have saved up tablets and written letters',
        "can't see any other way out",
      ],
      ['depression'],
    ),
    ['R45', 'F32', 'F33'],
  ),
  e(
    'e7j-postpartum-psychosis-voices',
    person(30, 'female', [
      'my partner had our baby 10 days ago and has barely slept for 3 nights',
      'she is hearing voices and says the baby is not ours',
      'she said she might hurt herself or him',
    ]),
    ['F53', 'F23'],
  ),
  e(
    'e7j-acute-glaucoma-painful-red-eye',
    person(68, 'female', [
      'sudden severe pain in my right eye and it is very red',
      'vision blurry with rainbow rings round lights',
      'bad headache and been sick',
    ]),
    ['H40'],
  ),
  e(
    'e7j-cauda-equina-numb-bottom',
    person(
      42,
      'male',
      [
        'bad back pain going down both legs',
        'numb around my bottom and privates when I wipe',
        "since this morning I can't feel when I need to pee",
      ],
      ['slipped disc'],
    ),
    ['G83', 'M51'],
  ),
  e(
    'e7j-reduced-movements-34-weeks',
    person(29, 'female', [
      '34 weeks pregnant',
      'baby has hardly moved today, usually really kicky in the evening',
      'lay on my side for an hour and still barely anything',
    ]),
    ['O36'],
  ),
  e(
    'e7j-anaphylaxis-satay-throat-tight',
    person(
      23,
      'female',
      [
        'ate a satay dish 10 minutes ago and my lips and tongue are swelling',
        'throat feels tight and my voice is hoarse',
        'wheezy and itchy all over',
      ],
      ['peanut allergy'],
    ),
    ANAPHYLAXIS,
  ),
  e(
    'e7j-anaphylaxis-wasp-sting-faint',
    person(66, 'male', [
      'stung by a wasp in the garden 15 minutes ago',
      'hives all over and face swelling',
      'feel faint and struggling to breath',
    ]),
    ANAPHYLAXIS,
  ),
  e(
    'e7j-paracetamol-overdose-feels-fine',
    person(17, 'female', [
      'I took 24 paracetemol about 2 hours ago',
      'I feel fine at the moment',
      'I regret it and want help',
    ]),
    ['T39'],
  ),
  e(
    'e7j-opioid-too-much-morphine-slow-breathing',
    person(
      83,
      'male',
      [
        'grandad has taken extra doses of his oramorph by mistake',
        'very sleepy and hard to wake',
        'breathing slow and pupils tiny',
      ],
      ['cancer pain'],
    ),
    ['T40'],
  ),
  e(
    'e7j-testicular-torsion-sudden',
    person(17, 'male', [
      'sudden really bad pain in my left testicle, started an hour ago',
      'it looks swollen and sits higher than the other',
      'feel sick, no injury',
    ]),
    ['N44'],
  ),
  e(
    'e7j-urinary-retention-cant-pee',
    person(
      79,
      'male',
      [
        "can't pee at all since last night",
        'lower tummy swollen and very painful, bursting to go',
        'been dribbling for months',
      ],
      ['enlarged prostate'],
    ),
    ['R33', 'N40'],
  ),
  e(
    'e7j-delirium-gran-gone-muddled',
    person(
      88,
      'female',
      [
        "gran's gone all muddled since yesterday, doesn't know who we are",
        'seeing things that are not there',
        'normally sharp as a tack, temp 100.4F',
      ],
      ['mild memory problems'],
    ),
    ['F05', 'R41'],
  ),
  // Urgent: urgent GP, 111, urgent treatment centre, urgent dentist, early pregnancy unit or urgent
  // optician — infections, tummy problems, injuries, pregnancy problems and eye problems that the
  // pages send for same-day care without the 999 features.
  u(
    'u7j-kidney-infection-side-pain',
    person(34, 'female', [
      'pain in my right side under the ribs round to my back',
      'temp 38.6C and shivery',
      'stinging when I wee for 3 days',
    ]),
    ['N10', 'N12', 'N39'],
  ),
  u(
    'u7j-uti-pregnant-16-weeks',
    person(28, 'female', [
      '16 weeks pregnant',
      'burning when I pee and going every half hour',
      'temp 37.6C, no back pain, no bleeding',
    ]),
    ['O23', 'N39', 'N30'],
  ),
  u(
    'u7j-cellulitis-red-shin',
    person(
      69,
      'male',
      [
        'red, hot, swollen patch on my shin getting bigger over 2 days',
        'sore to touch, temp 38C',
        'otherwise feel ok, thinking straight',
      ],
      ['type 2 diabetes'],
    ),
    ['L03'],
  ),
  u(
    'u7j-chest-infection-older',
    person(
      73,
      'female',
      [
        'cough bringing up green phlegm for a week',
        'temperature 100.9F',
        'bit breathless on the stairs but can talk fine',
      ],
      ['high blood pressure'],
    ),
    ['J20', 'J22', 'J18', 'J40'],
  ),
  u(
    'u7j-copd-flare-green-phlegm',
    person(
      75,
      'male',
      [
        'copd worse for 3 days, more breathless than usual',
        'phlegm turned green and thicker',
        'temp 37.8C, can still talk in full sentences',
      ],
      ['COPD'],
    ),
    COPD,
  ),
  u(
    'u7j-gallbladder-pain-9-hours',
    person(52, 'female', [
      'pain under my right ribs for 9 hours, going to my shoulder blade',
      'temperature 38.3C',
      'started after a fry up, no yellow skin',
    ]),
    ['K80', 'K81', 'K83'],
  ),
  u(
    'u7j-diverticulitis-left-side',
    person(
      67,
      'male',
      [
        'constant pain low down on the left of my tummy for 2 days',
        'temp 100.2F',
        'bit loose, no blood in my poo',
      ],
      ['diverticular disease'],
    ),
    ['K57'],
  ),
  u(
    'u7j-kidney-stone-loin-to-groin',
    person(38, 'male', [
      'pain in my left side coming in waves, going down into my groin',
      "can't keep still with it, pee looks pink",
      'no temperature, 36.9C',
    ]),
    ['N20', 'N23'],
  ),
  u(
    'u7j-gca-temple-jaw',
    person(72, 'female', [
      'new headache over my right temple for a week',
      'scalp sore when I brush my hair and jaw aches when chewing',
      'eyesight is fine',
    ]),
    ['M31'],
  ),
  u(
    'u7j-shingles-band-chest',
    person(71, 'male', [
      'burning tingling pain on the left of my chest for 3 days',
      'now a band of blisters round to my back on that side only',
      'not near my eyes, temp 37.6C',
    ]),
    ['B02'],
  ),
  u(
    'u7j-wrist-fell-on-outstretched-hand',
    person(
      67,
      'female',
      [
        'slipped on ice and landed on my outstretched hand',
        'wrist very swollen and painful, cannot grip',
        'fingers pink and I can feel them, wrist looks straight',
      ],
      ['osteoporosis'],
    ),
    ['S52', 'S62'],
  ),
  u(
    'u7j-ankle-cant-weight-bear',
    person(28, 'male', [
      'went over on my ankle playing 5-a-side',
      "can't put any weight on it at all, couldn't take 4 steps",
      'tender on the bony bit on the outside',
    ]),
    ['S82', 'S93'],
  ),
  u(
    'u7j-hyperemesis-cant-keep-water-down',
    person(26, 'female', [
      '10 weeks pregnant',
      "being sick all day, can't keep even water down for 24 hours",
      'wee is dark and I feel dizy when I stand, temp 98.9F',
    ]),
    ['O21'],
  ),
  u(
    'u7j-spotting-7-weeks',
    person(30, 'female', [
      '7 weeks pregnent',
      'light spotting since this morning and mild period-like cramps',
      'no one-sided pain, not dizzy',
    ]),
    ['O20', 'O03'],
  ),
  u(
    'u7j-chickenpox-pregnant',
    person(27, 'female', [
      '22 weeks pregnant',
      'itchy spotty rash started today on my chest and face, temp 38.1C',
      "never had chickenpox, my nephew has it, breathing's fine",
    ]),
    ['B01', 'O98'],
  ),
  u(
    'u7j-pre-eclampsia-headache-swelling',
    person(34, 'female', [
      '35 weeks pregnant',
      "bad headache that paracetamol hasn't touched, some blurry vision",
      'face and hands suddenly swollen',
    ]),
    ['O14', 'O13', 'O11'],
  ),
  u(
    'u7j-low-mood-thoughts-no-plan',
    person(40, 'female', [
      'feeling really low for weeks and it is getting worse',
      'sometimes think everyone would be better off without me',
      'no plans to do anything, I want to talk to someone today',
    ]),
    ['F32', 'F33', 'F41'],
  ),
  u(
    'u7j-contact-lens-painful-red-eye',
    person(24, 'female', [
      'contact lens wearer, right eye red and painful since yesterday',
      'light really hurts it and it is watering',
      'vision slightly blurry in that eye',
    ]),
    ['H16', 'H10'],
  ),
  u(
    'u7j-high-sugars-type-2',
    person(
      66,
      'male',
      [
        'blood sugar readings 22 and 24 for 2 days',
        'really thirsty and peeing loads',
        'not being sick, no tummy pain, breathing normally',
      ],
      ['type 2 diabetes'],
    ),
    ['E11', 'R73', 'E14'],
  ),
  u(
    'u7j-dvt-swollen-calf',
    person(58, 'female', [
      'right calf swollen, throbbing and warm for 2 days',
      'came back from a long flight last week',
      'no chest pain, breathing fine, temp 98.4F',
    ]),
    ['I80', 'I82'],
  ),
  u(
    'u7j-quinsy-one-sided-throat',
    person(26, 'male', [
      'sore throat much worse on the left for 4 days, temp 38.4C',
      'hard to open my mouth and it hurts to swallow',
      'can still swallow spit, not drooling, breathing ok',
    ]),
    ['J36'],
  ),
  u(
    'u7j-tooth-abscess-throbbing',
    person(33, 'male', [
      'throbbing pain in a back tooth keeping me up for 2 nights',
      'gum swollen with a lump, temperature 99.8F',
      'no swelling near my eye or neck, swallowing fine',
    ]),
    ['K04', 'K05'],
  ),
  u(
    'u7j-dnv-mum-dehydrated',
    person(80, 'female', [
      'mum has had diarrhoea and vomiting for 3 days',
      "she's hardly peed today and it's dark, dizzy when she stands",
      'temp 37.9C, still knows where she is',
    ]),
    ['A09', 'A08', 'A04', 'E86'],
  ),
  u(
    'u7j-flashes-new-floaters',
    person(58, 'male', [
      'flashing lights in the corner of my right eye since yesterday',
      'loads of new floaters like a swarm of flies',
      'no shadow or curtain over my vision',
    ]),
    ['H33', 'H43'],
  ),
  // Routine: self-care, pharmacist or routine GP — the everyday complaints the pages manage at
  // home or at the pharmacy, with the pertinent negatives that keep them there.
  r(
    'r7j-common-cold',
    person(30, 'male', [
      'blocked runny nose and sneezing for 3 days',
      'slight sore throat, temp 37.4C',
      'eating and drinking fine',
    ]),
    ['J00'],
  ),
  r(
    'r7j-flu-aches-day-two',
    person(45, 'female', [
      'came on suddenly yesterday, aching all over and shivery',
      'temp 101.3F, dry cough and headache',
      'drinking ok, breathing fine, no rash',
    ]),
    ['J10', 'J11'],
  ),
  r(
    'r7j-sore-throat-tonsils',
    person(22, 'female', [
      'sore throat for 2 days, tonsils look red',
      'temp 37.9C',
      'can swallow food and drink, breathing fine',
    ]),
    ['J02', 'J03', 'J06'],
  ),
  r(
    'r7j-hay-fever',
    person(27, 'male', [
      'sneezing, itchy watery eyes and runny nose',
      'every time the grass is cut, same every summer',
      'no wheeze',
    ]),
    ['J30'],
  ),
  r(
    'r7j-back-strain-lifting',
    person(44, 'male', [
      'lower back pain since lifting a wardrobe 2 days ago',
      'stiff and sore when I bend',
      'no numbness, peeing and pooing normally, legs fine',
    ]),
    ['M54', 'S39'],
  ),
  r(
    'r7j-heartburn-pregnant',
    person(31, 'female', [
      '30 weeks pregnant, heartburn every evening after tea',
      'burning behind my breastbone, worse lying down',
      'no headache or swelling, blood pressure fine at midwife last week',
    ]),
    ['K21', 'K30', 'O26'],
  ),
  r(
    'r7j-ibs-bloating-cramps',
    person(29, 'female', [
      'bloating and tummy cramps on and off for a year',
      'swap between diarrhoea and constipation, better after a poo',
      'no blood, no weight loss',
    ]),
    ['K58'],
  ),
  r(
    'r7j-constipation-older',
    person(76, 'female', [
      "haven't been for 4 days, hard to pass",
      'bit bloated but eating and passing wind',
      'no vomiting, no blood',
    ]),
    ['K59'],
  ),
  r(
    'r7j-piles-bright-red-itchy',
    person(38, 'male', [
      'bright red blood on the toilet paper after straining',
      'itchy lump round my bottom',
      'poo habits normal, no weight loss, hemmoroids before',
    ]),
    ['K64', 'I84'],
  ),
  r(
    'r7j-cystitis-stinging',
    person(33, 'female', [
      'stinging when I wee and going more often since yesterday',
      'temp 36.7C, no back or side pain',
      'not pregnant, feel fine otherwise',
    ]),
    ['N30', 'N39'],
  ),
  r(
    'r7j-thrush-itch-discharge',
    person(28, 'female', [
      'itchy and sore down below',
      'thick white cottage cheese discharge, no smell',
      'had thrush before, feels the same',
    ]),
    ['B37', 'N76'],
  ),
  r(
    'r7j-insomnia-waking-early',
    person(67, 'female', [
      "can't get to sleep and wake at 4am for 2 months",
      'tired in the day',
      'mood ok, no breathing problems at night',
    ]),
    ['G47', 'F51'],
  ),
  r(
    'r7j-menopause-flushes',
    person(51, 'female', [
      'hot flushes and night sweats for 6 months',
      'periods getting irregular',
      'mood swings, no bleeding after sex',
    ]),
    ['N95'],
  ),
  r(
    'r7j-knee-osteoarthritis',
    person(71, 'male', [
      'both knees ache and creak, worse going downstairs',
      'stiff for a few minutes in the morning, for a couple of years',
      'no redness or fever',
    ]),
    ['M17', 'M15', 'M19'],
  ),
  r(
    'r7j-hand-osteoarthritis',
    person(78, 'female', [
      'knobbly finger joints ache, arthritus for years',
      'hard to open jars',
      'stiff for 10 minutes in the morning, no swelling or heat',
    ]),
    ['M15', 'M18', 'M19'],
  ),
  r(
    'r7j-lingering-cough-after-cold',
    person(68, 'male', [
      'cough hanging on for 2 weeks after a cold',
      'temp back to normal 36.8C',
      'not breathless, no blood, eating fine',
    ]),
    ['R05', 'J20', 'J06'],
  ),
  r(
    'r7j-migraine-usual-pattern',
    person(35, 'female', [
      'zigzag lines in my vision for 20 minutes then one-sided throbbing headache',
      'same as my usual migrane, light bothers me',
      'no weakness, sumatriptan usually works',
    ]),
    ['G43'],
  ),
  r(
    'r7j-conjunctivitis-sticky',
    person(70, 'female', [
      'both eyes red and gritty, crusty in the mornings',
      'not painful, vision normal',
      'temp 98.6F, no light sensitivity',
    ]),
    ['H10'],
  ),
  r(
    'r7j-dry-itchy-shins',
    person(80, 'male', [
      'dry, flaky, itchy skin on my shins since the heating went on',
      'cracked look like crazy paving',
      'not red or hot, no fever',
    ]),
    ['L30', 'L85', 'L20', 'L29'],
  ),
  r(
    'r7j-hives-new-washing-powder',
    person(38, 'female', [
      'itchy raised welts on my arms and tummy since yesterday',
      'changed washing powder',
      'no lip or tongue swelling, breathing fine',
    ]),
    ['L50', 'L23'],
  ),
  r(
    'r7j-earwax-blocked',
    person(82, 'male', [
      'right ear feels blocked and muffled for a week',
      'wears hearing aids, ear is not painful',
      'no discharge, no dizziness',
    ]),
    ['H61'],
  ),
  r(
    'r7j-bppv-dizzy-rolling-over',
    person(72, 'female', [
      'room spins for a few seconds when I roll over in bed or look up',
      'goes quickly if I keep still, for a week',
      'no weakness, speech fine, no headache',
    ]),
    ['H81', 'R42'],
  ),
  r(
    'r7j-prostate-getting-up-at-night',
    person(70, 'male', [
      'getting up 3 times a night to pee for months',
      'weak stream and dribbling at the end',
      'no pain, no blood, can empty ok',
    ]),
    ['N40'],
  ),
  r(
    'r7j-ankle-sprain-can-walk',
    person(34, 'female', [
      'twisted my ankle stepping off a kerb this morning',
      'bit swolen and bruised on the outside',
      'can walk on it, just sore',
    ]),
    ['S93'],
  ),
];
