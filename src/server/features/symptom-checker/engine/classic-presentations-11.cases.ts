/**
 * Round-7F development validation set: 90 presentations (60 emergency, 15 urgent, 15 routine)
 * about emergencies hidden in ordinary-sounding stories — the 999 feature is there, but mixed
 * with a benign opening complaint ("stomach bug", "indigestion", "a migraine", "hay fever", "a
 * sprain"), reassuring negatives and long-standing conditions — followed by the same opening
 * complaints without the 999 feature. Written from public guidance, not from the engine, its
 * knowledge base or any evaluation vignette: NHS A–Z "Sepsis", "Heart attack", "Subarachnoid
 * haemorrhage", "Anaphylaxis", "Bronchiolitis", "Urinary tract infections" and "Kidney
 * infection", "Ectopic pregnancy", "Sciatica" and "Cauda equina syndrome", "Sprains and
 * strains", "Meningitis", "Transient ischaemic attack" (and the Stroke Association "What if
 * symptoms pass": 999 even when the signs have gone), "Stroke", "Diabetic ketoacidosis", "Low
 * blood sugar (hypoglycaemia)", "Heat exhaustion and heatstroke", "Bleeding after birth
 * (postpartum haemorrhage)", "Pneumonia", "Chest infection", "Glaucoma", "Abdominal aortic
 * aneurysm", "Aortic dissection", "Dental abscess", "Pulmonary embolism", "Stomach ulcer",
 * "Necrotising fasciitis", "Bowel obstruction", "Vaginal bleeding in pregnancy", "Your baby's
 * movements", "Urinary retention", "Heart failure", "Heart palpitations", "Collapsed lung
 * (pneumothorax)", "Carbon monoxide poisoning", "Paracetamol overdose" and "Poisoning", "Head
 * injury and concussion", "Temporal arteritis" (with local NHS trust leaflets: vision loss →
 * eye casualty now), "Ovarian cyst", "Sickle cell disease", "Croup", "Sore throat" (999:
 * drooling, difficulty swallowing or breathing, stridor), "Febrile seizures", "Testicle pain"
 * and "Testicular torsion", "Diarrhoea and vomiting", "Asthma attack", "Choking",
 * "Appendicitis", "Cellulitis", "Shingles", "Ear infections", "High temperature (fever) in
 * children", "Hay fever", "Migraine", "Indigestion", "Period pain", "Conjunctivitis",
 * "Teething", "Constipation", "Back pain" and "Sunburn"; Healthier Together (intussusception,
 * green vomit in babies, dehydration, swollen eyelid with painful eye movements, wheeze),
 * CAPT/RoSPA button battery advice (A&E at once, even if the child seems well), NICE NG234
 * (metastatic spinal cord compression: immediate contact) and NICE NG151 (neutropenic sepsis:
 * immediate assessment) — the way people type them.
 *
 * Urgency is the page's advice: 999, A&E, the maternity unit or eye casualty now → emergency;
 * urgent GP, urgent treatment centre, 111, urgent dentist or early pregnancy unit → urgent;
 * self-care, pharmacist or routine GP → routine. ICD-10 3-character categories count as the
 * right condition (null: triage only). About a third of the cases are children.
 */
import { e, person, r, u, type ValidationCase } from './validation-case.ts';

const SEPSIS = ['A41', 'R65'];
const MI = ['I21', 'I20', 'I24'];
const SAH = ['I60'];
const ANAPHYLAXIS = ['T78'];
const BRONCHIOLITIS = ['J21'];
const KIDNEY_INFECTION = ['N10', 'N39', 'A41'];
const ECTOPIC = ['O00'];
const CAUDA_EQUINA = ['G83', 'M51'];
const MENINGOCOCCAL = ['A39', 'G00', 'G03', 'A41'];
const TIA = ['G45', 'I63', 'I64'];
const DKA = ['E10', 'E11', 'E14'];
const HYPO = ['E16', 'E10', 'E11', 'T38'];
const HEATSTROKE = ['T67'];
const PPH = ['O72'];
const PNEUMONIA = ['J18', 'J15', 'J13'];
const SWALLOWED_OBJECT = ['T18'];
const GLAUCOMA = ['H40'];
const AORTA = ['I71'];
const DENTAL_SPREAD = ['K12', 'K04', 'L03'];
const PE = ['I26'];
const GI_BLEED = ['K92', 'K25', 'K26', 'K27'];
const STROKE = ['I63', 'I61', 'I64'];
const NEC_FASC = ['M72'];
const OBSTRUCTION = ['K56'];
const CROUP_AIRWAY = ['J05'];
const GASTROENTERITIS = ['A08', 'A09'];
const ASTHMA = ['J45', 'J46'];
const DYSPEPSIA = ['K30', 'K21', 'K29'];
const UTI = ['N30', 'N39'];
const BACK_PAIN = ['M54', 'M51'];
const ANKLE = ['S93', 'S82'];
const THROAT = ['J02', 'J03'];
const URTI = ['J06', 'J00'];

export const GUIDANCE_CASES_ROUND_7F: ValidationCase[] = [
  // Emergencies, adults and older people: the 999 / A&E feature sits inside an ordinary story.
  e(
    'e7f-stomach-bug-older-man-confused-no-wee',
    person(79, 'male', [
      'bad stomach bug for 2 days',
      'vomiting and diarrhoea',
      'now confused, does not know what day it is',
      "hasn't passed any urine since this morning",
      'cold and shivery',
    ]),
    SEPSIS,
  ),
  e(
    'e7f-indigestion-sweating-arm-heavy',
    person(58, 'male', [
      'think its indigestion after my dinner',
      'heavy feeling across my chest',
      'left arm feels heavy too',
      'pouring with sweat',
      'gaviscon not touched it, been half an hour',
    ]),
    MI,
  ),
  e(
    'e7f-tired-nauseous-jaw-ache-diabetic',
    person(
      67,
      'female',
      [
        'just feel really tired and a bit sick',
        'aching in my jaw and between my shoulders',
        'cold sweat',
        'came on while I was hoovering an hour ago',
      ],
      ['type 2 diabetes'],
    ),
    MI,
  ),
  e(
    'e7f-migraine-came-on-in-seconds',
    person(
      41,
      'female',
      [
        'I get migraines',
        'this one came on in seconds, like being hit on the head',
        'worst headache of my life',
        'been sick',
        'neck feels stiff',
      ],
      ['migraine'],
    ),
    SAH,
  ),
  e(
    'e7f-hay-fever-lips-swelling-hoarse',
    person(28, 'female', [
      'bad hay fever day',
      'lips and tongue swelling up',
      'voice has gone hoarse',
      'throat feels tight',
    ]),
    ANAPHYLAXIS,
  ),
  e(
    'e7f-cystitis-shaking-chills-faint',
    person(33, 'female', [
      'cystitis since monday, stings to wee',
      'now shaking uncontrollably with chills',
      'pain in my back under the ribs on the right',
      'feel like im going to pass out',
    ]),
    KIDNEY_INFECTION,
  ),
  e(
    'e7f-period-pain-positive-test-shoulder-tip',
    person(26, 'female', [
      'period pain but my period is late',
      'did a test and its positive',
      'sharp pain low down on the left',
      'pain at the tip of my shoulder',
      'nearly fainted on the toilet',
    ]),
    ECTOPIC,
  ),
  e(
    'e7f-sciatica-numb-between-legs-wetting',
    person(
      46,
      'male',
      [
        'my sciatica has flared up again',
        'numb between my legs and round my bum',
        'wet myself without realising',
        'both legs feel weak',
      ],
      ['sciatica'],
    ),
    CAUDA_EQUINA,
  ),
  e(
    'e7f-sprain-foot-cold-pale',
    person(34, 'male', [
      'twisted my ankle, think its just a sprain',
      'foot has gone cold and pale',
      'toes are numb',
      'ankle looks a funny shape',
    ]),
    null,
  ),
  e(
    'e7f-hangover-stiff-neck-purple-rash',
    person(19, 'male', [
      'thought it was just a hangover',
      'fever 39.4°C',
      'really stiff neck, cant put my chin on my chest',
      'purple spots on my legs that dont fade under a glass',
    ]),
    MENINGOCOCCAL,
  ),
  e(
    'e7f-bit-dizzy-face-droop-gone-back',
    person(72, 'female', [
      'felt a bit dizzy in the kitchen',
      'husband said one side of my face drooped',
      'couldnt get my words out for a few minutes',
      'all back to normal now',
    ]),
    TIA,
  ),
  e(
    'e7f-flu-type1-pear-drop-breath',
    person(
      22,
      'male',
      [
        'flu for 2 days',
        'keep vomiting, cant keep anything down',
        'breathing deep and fast',
        'breath smells like pear drops',
        'meter just says HI',
      ],
      ['type 1 diabetes'],
    ),
    DKA,
  ),
  e(
    'e7f-sunburn-confused-not-sweating',
    person(69, 'male', [
      'sunburnt after gardening all day in the heat',
      'now confused and talking nonsense',
      'skin hot and dry, not sweating at all',
      'unsteady on his feet',
    ]),
    HEATSTROKE,
  ),
  e(
    'e7f-tired-new-mum-soaking-pad-hourly',
    person(31, 'female', [
      'had my baby 5 days ago',
      'just feel really tired',
      'bleeding soaking through a pad every hour',
      'passing clots bigger than a plum',
      'dizzy when I stand up',
    ]),
    PPH,
  ),
  e(
    'e7f-chest-infection-blue-lips-muddled',
    person(84, 'female', [
      'chest infection for a few days',
      'lips have gone bluish',
      'confused this morning, not making sense',
      'breathing really fast',
    ]),
    PNEUMONIA,
  ),
  e(
    'e7f-eye-infection-sudden-blur-vomiting',
    person(64, 'female', [
      'thought it was an eye infection',
      'red eye with really severe pain',
      'sight in that eye suddenly went blurry',
      'rainbow rings round lights',
      'been sick with the pain',
    ]),
    GLAUCOMA,
  ),
  e(
    'e7f-backache-tummy-pain-fainted-70',
    person(71, 'male', [
      'back ache since this afternoon',
      'now pain in my tummy as well',
      'fainted in the bathroom',
      'grey and sweaty',
    ]),
    AORTA,
  ),
  e(
    'e7f-toothache-swelling-down-neck',
    person(37, 'male', [
      'toothache at the back for a week',
      'swelling spreading down into my neck',
      'struggling to swallow',
      'breathing feels harder',
    ]),
    DENTAL_SPREAD,
  ),
  e(
    'e7f-stitch-breathless-after-knee-op',
    person(39, 'female', [
      'pain in my side when I breathe in, thought it was a stitch',
      'suddenly really short of breath',
      'had knee surgery 2 weeks ago',
      'coughed up a bit of blood',
    ]),
    PE,
  ),
  e(
    'e7f-back-twinge-tearing-shoulder-blades',
    person(
      62,
      'male',
      [
        'thought I just twinged my back',
        'sudden tearing pain between my shoulder blades',
        'worst pain I have ever had',
        'legs feel numb',
      ],
      ['high blood pressure'],
    ),
    AORTA,
  ),
  e(
    'e7f-upset-stomach-tarry-poo-dizzy',
    person(60, 'male', [
      'upset stomach for a few days',
      'poo is black and sticky like tar',
      'dizzy when I get up',
      'take ibuprofen every day for my knees',
    ]),
    GI_BLEED,
  ),
  e(
    'e7f-just-tired-arm-weak-words-jumbled',
    person(77, 'male', [
      'just feel tired today',
      'cant lift my right arm properly',
      'words are coming out jumbled',
      'started about an hour ago',
    ]),
    STROKE,
  ),
  e(
    'e7f-scratch-on-leg-pain-out-of-proportion',
    person(
      53,
      'male',
      [
        'small scratch on my leg from gardening',
        'pain is much worse than it looks',
        'skin going dusky purple',
        'fever and shivering',
        'spreading fast',
      ],
      ['type 2 diabetes'],
    ),
    NEC_FASC,
  ),
  e(
    'e7f-constipation-green-vomit-no-wind',
    person(76, 'female', [
      'constipated for 4 days',
      'now throwing up green stuff',
      'tummy really swollen and tight',
      'not even passing wind',
    ]),
    OBSTRUCTION,
  ),
  e(
    'e7f-braxton-hicks-constant-pain-bleeding',
    person(30, 'female', [
      '32 weeks pregnant',
      'thought it was braxton hicks',
      'tummy rock hard and painful all the time, not easing off',
      'some bright red bleeding',
    ]),
    ['O45', 'O46'],
  ),
  e(
    'e7f-baby-quieter-fewer-kicks',
    person(28, 'female', [
      '34 weeks pregnant',
      'baby quieter today, probably just sleeping',
      'hardly felt any kicks since this morning',
      'no pain or bleeding',
    ]),
    ['O36'],
  ),
  e(
    'e7f-prostate-cannot-pee-10-hours',
    person(
      78,
      'male',
      [
        'my usual prostate trouble',
        "haven't been able to pee at all for 10 hours",
        'lower tummy swollen and very painful',
      ],
      ['enlarged prostate'],
    ),
    ['R33', 'N40'],
  ),
  e(
    'e7f-back-pain-cancer-history-legs-weak',
    person(
      63,
      'female',
      [
        'back pain for a couple of weeks',
        'legs feel weak and wobbly now',
        'numb band around my tummy',
        'no injury',
      ],
      ['breast cancer'],
    ),
    ['G95', 'C79'],
  ),
  e(
    'e7f-wasp-sting-throat-tight-faint',
    person(55, 'male', [
      'stung by a wasp, just a sting',
      'itchy lumps coming up all over',
      'throat feels tight',
      'dizzy like im going to faint',
    ]),
    ['T78', 'T63'],
  ),
  e(
    'e7f-chemo-just-a-cold-temp',
    person(
      57,
      'female',
      ['think ive just got a cold', 'temperature 38.3°C', 'last chemo was 8 days ago', 'shivery'],
      ['bowel cancer on chemotherapy'],
    ),
    ['D70', 'A41'],
  ),
  e(
    'e7f-chesty-cold-pink-froth-cant-lie-flat',
    person(
      81,
      'male',
      [
        'chesty cold',
        'cant lie flat, sleeping sat up in a chair',
        'coughing up pink frothy spit',
        'very breathless',
      ],
      ['heart failure'],
    ),
    ['I50'],
  ),
  e(
    'e7f-usual-flutters-blacked-out',
    person(48, 'male', [
      'heart fluttering, I get it sometimes',
      'this time I blacked out',
      'chest pain with it',
      'heart still racing',
    ]),
    ['I47', 'I49', 'I48', 'R55'],
  ),
  e(
    'e7f-pulled-chest-muscle-sudden-breathless',
    person(21, 'male', [
      'think I pulled a muscle in my chest',
      'sudden sharp pain on the right side',
      'breathless and getting worse',
      'tall and skinny, I smoke',
    ]),
    ['J93'],
  ),
  e(
    'e7f-sounds-drunk-insulin-too-muddled',
    person(
      66,
      'male',
      [
        'wife says I sound drunk but I havent had a drink',
        'slurring and confused',
        'sweaty and shaky',
        'too muddled to eat anything',
      ],
      ['type 2 diabetes on insulin'],
    ),
    HYPO,
  ),
  e(
    'e7f-family-flu-no-fever-fainted',
    person(38, 'female', [
      'whole family has flu, we all have headaches',
      'no temperature though',
      'we feel better when we go out',
      'I fainted in the kitchen',
      'feel muddled',
    ]),
    ['T58'],
  ),
  e(
    'e7f-stomach-ache-after-paracetamol',
    person(18, 'female', [
      'bit of a stomach ache and feel sick',
      'took about 24 paracetamol last night',
      'feel fine otherwise',
    ]),
    ['T39'],
  ),
  e(
    'e7f-bumped-head-warfarin-vomited',
    person(
      83,
      'female',
      [
        'bumped my head on a cupboard door yesterday',
        'headache getting worse',
        'been sick twice',
        'I take warfarin',
      ],
      ['atrial fibrillation'],
    ),
    ['S06'],
  ),
  e(
    'e7f-stress-headache-jaw-vision-dark',
    person(74, 'female', [
      'headaches for a week, put it down to stress',
      'jaw aches when I chew',
      'scalp sore when I brush my hair',
      'vision went dark in my left eye this morning',
    ]),
    ['M31'],
  ),
  e(
    'e7f-period-cramps-sudden-one-side-vomiting',
    person(23, 'female', [
      'thought it was period cramps',
      'sudden severe pain low down on the right',
      'being sick with it',
      'negative pregnancy test',
    ]),
    ['N83'],
  ),
  e(
    'e7f-sickle-usual-aches-chest-pain',
    person(
      21,
      'male',
      [
        'usual aches, thought it was a normal crisis',
        'now chest pain',
        'short of breath',
        'temp 101.3F',
      ],
      ['sickle cell disease'],
    ),
    ['D57'],
  ),
  // Emergencies, children: the same pattern told by a parent.
  e(
    'e7f-baby-cold-grunting-cant-feed',
    person(1, 'female', [
      '7 month old with a cold for 3 days',
      'now grunting with every breath',
      'too breathless to finish her bottle',
      'no temperature',
    ]),
    BRONCHIOLITIS,
  ),
  e(
    'e7f-baby-fever-rash-not-fading-glass',
    person(1, 'male', [
      '10 month old, thought it was teething',
      'temperature 39.2',
      'tiny purple spots that dont fade when I press a glass on them',
      'still taking his milk',
    ]),
    MENINGOCOCCAL,
  ),
  e(
    'e7f-toddler-quiet-swallowed-button-battery',
    person(2, 'male', [
      'toddler just a bit quiet and off his food',
      'think he swallowed a button battery from the car key',
      'no coughing or choking',
      'seems ok otherwise',
    ]),
    SWALLOWED_OBJECT,
  ),
  e(
    'e7f-croup-noisy-breathing-at-rest',
    person(2, 'female', [
      'barking cough, thought it was just croup',
      'rasping noise when she breathes even sitting still',
      'skin sucking in at her neck and ribs',
      'no high temp',
    ]),
    CROUP_AIRWAY,
  ),
  e(
    'e7f-sore-throat-drooling-high-pitched-breath',
    person(6, 'male', [
      'sore throat since yesterday',
      'now drooling, cant swallow his spit',
      'high pitched noise when he breathes in',
      'sitting forward and wont lie down',
    ]),
    ['J05', 'J36'],
  ),
  e(
    'e7f-colic-legs-drawn-up-jelly-poo',
    person(1, 'male', [
      '8 month old, thought it was colic',
      'screaming and pulling his legs up every 15 minutes',
      'pale and floppy in between',
      'poo looks like redcurrant jelly',
    ]),
    ['K56'],
  ),
  e(
    'e7f-newborn-sick-after-feeds-green',
    person(1, 'female', [
      '3 week old being sick after feeds',
      'sick has turned bright green',
      'tummy looks a bit swollen',
      'no temperature',
    ]),
    ['K56', 'Q43'],
  ),
  e(
    'e7f-teething-temp-first-fit',
    person(1, 'male', [
      '18 months, just a temperature, we thought teething',
      'temp 102.2°F',
      'went stiff and jerking for 2 minutes',
      'never had a fit before',
      'very sleepy now',
    ]),
    ['R56'],
  ),
  e(
    'e7f-groin-strain-testicle-sudden',
    person(14, 'male', [
      'thought he pulled a muscle in his groin at football',
      'sudden really bad pain in one testicle',
      'that side looks higher than the other',
      'been sick twice',
    ]),
    ['N44'],
  ),
  e(
    'e7f-child-tummy-bug-thirsty-deep-breathing',
    person(9, 'female', [
      'tummy bug, been sick since last night',
      'really thirsty and weeing loads for a few weeks',
      'lost weight lately',
      'breathing deep and fast',
      'very sleepy',
    ]),
    DKA,
  ),
  e(
    'e7f-toddler-virus-mottled-hard-to-wake',
    person(3, 'male', [
      'GP said it was a virus yesterday',
      'now really hard to wake up',
      'skin blotchy and mottled',
      'hands and feet ice cold but his body is hot',
    ]),
    SEPSIS,
  ),
  e(
    'e7f-baby-diarrhoea-sunken-soft-spot',
    person(1, 'female', [
      '5 month old with diarrhoea for 2 days',
      'no wet nappy for 12 hours',
      'soft spot on her head is sunken',
      'very floppy and sleepy',
    ]),
    ['E86', 'A08', 'A09'],
  ),
  e(
    'e7f-hives-after-peanut-wheeze-floppy',
    person(6, 'male', [
      'came out in hives after a peanut cookie',
      'thought it was a mild allergy',
      'now wheezing and coughing',
      'voice gone croaky',
      'pale and floppy',
    ]),
    ANAPHYLAXIS,
  ),
  e(
    'e7f-child-cold-asthma-cant-talk-blue',
    person(
      7,
      'female',
      [
        'just a cold this week',
        'now too breathless to talk',
        'lips look a bit blue',
        '10 puffs of her blue inhaler not helped',
      ],
      ['asthma'],
    ),
    ASTHMA,
  ),
  e(
    'e7f-coughing-fit-peanuts-wheeze-one-side',
    person(3, 'male', [
      'had a coughing fit eating peanuts an hour ago',
      'seemed to settle',
      'now wheezy and breathing fast',
      'the whistle is only on one side of his chest',
    ]),
    ['T17'],
  ),
  e(
    'e7f-bumped-head-sick-three-times-drowsy',
    person(4, 'female', [
      'bumped her head on the coffee table',
      'big egg on her forehead',
      'been sick 3 times since',
      'keeps falling asleep and hard to rouse',
    ]),
    ['S06'],
  ),
  e(
    'e7f-conjunctivitis-eyelid-shut-painful-moving',
    person(7, 'male', [
      'thought it was conjunctivitis',
      'eyelid now so swollen and red he cant open it',
      'hurts when he moves his eye',
      'temprature 38.7',
    ]),
    ['H05', 'L03'],
  ),
  e(
    'e7f-toddler-nans-tablets-sleepy',
    person(2, 'female', [
      "found her with nan's tablet box open",
      'might have swallowed some of her blood pressure pills',
      'was playing normally at first',
      'now very pale and sleepy',
    ]),
    null,
  ),
  e(
    'e7f-tummy-ache-now-hurts-everywhere',
    person(11, 'male', [
      'tummy ache since yesterday, thought it was something he ate',
      'started round his belly button then moved to the right',
      'now hurts all over and he cant stand up straight',
      'hot 38.6 and shaking',
    ]),
    ['K35', 'K65'],
  ),
  e(
    'e7f-type1-grumpy-after-football-too-drowsy',
    person(
      10,
      'male',
      [
        'just grumpy after football',
        'sweaty and shaking',
        'now confused',
        'too drowsy to chew a jelly baby',
      ],
      ['type 1 diabetes'],
    ),
    HYPO,
  ),
  // Urgent: the same kinds of opening complaint with an urgent-GP / 111 / urgent dentist /
  // early pregnancy unit feature and none of the 999 features.
  u(
    'u7f-adult-bug-vomiting-3-days',
    person(35, 'male', [
      'stomach bug, being sick for 3 days now',
      'keeping sips of water down',
      'no blood',
      'not dizzy, weeing ok',
    ]),
    GASTROENTERITIS,
  ),
  u(
    'u7f-baby-bug-fewer-wet-nappies',
    person(1, 'female', [
      '10 month old with a sickness bug',
      'fewer wet nappys than usual today',
      'still alert and smiling',
      'taking small sips of milk',
    ]),
    ['A08', 'A09', 'E86'],
  ),
  u(
    'u7f-cystitis-side-ache-temperature',
    person(29, 'female', [
      'cystitis for 2 days',
      'now aching in my side on the left',
      'temperature 38.2',
      'no shaking, not faint',
    ]),
    ['N10', 'N39', 'N30'],
  ),
  u(
    'u7f-sciatica-both-legs-no-saddle-numbness',
    person(50, 'male', [
      'sciatica now going down both legs',
      'both legs a bit numb',
      'no numbness between my legs',
      'bladder and bowels normal',
    ]),
    BACK_PAIN,
  ),
  u(
    'u7f-early-pregnancy-spotting-no-shoulder-pain',
    person(27, 'female', [
      '7 weeks pregnant',
      'light brown spotting today',
      'mild period type cramps',
      'no shoulder pain, not dizzy',
    ]),
    ['O20'],
  ),
  u(
    'u7f-sprain-cannot-bear-weight-foot-pink',
    person(42, 'female', [
      'went over on my ankle on the kerb',
      'cant put any weight on it',
      'really swollen and bruised',
      'foot warm and pink, can wiggle my toes',
    ]),
    ANKLE,
  ),
  u(
    'u7f-sore-throat-very-hot-shivery',
    person(24, 'female', [
      'sore throat for 3 days',
      'temperature 39°C and shivery',
      'can swallow drinks fine',
      'breathing ok',
    ]),
    THROAT,
  ),
  u(
    'u7f-toddler-temperature-5-days',
    person(3, 'male', [
      'cold and temperature for 5 days now',
      'still eating and drinking a bit',
      'playing in between',
      'no rash',
    ]),
    null,
  ),
  u(
    'u7f-earache-gunk-coming-out',
    person(5, 'female', [
      'earache for 2 days',
      'now yellow gunk coming out of her ear',
      'temp 100.4F',
      'otherwise happy enough',
    ]),
    ['H66'],
  ),
  u(
    'u7f-baby-cold-half-usual-feeds',
    person(1, 'male', [
      '7 month old with a cold and cough',
      'only taking about half his usual bottles',
      'breathing a bit fast but no grunting or sucking in',
      'still having wet nappies',
    ]),
    BRONCHIOLITIS,
  ),
  u(
    'u7f-child-wheezy-inhaler-every-3-hours',
    person(
      8,
      'male',
      [
        'had a cold, now wheezy',
        'needs his blue inhaler every 3 hours',
        'talking in full sentences',
        'lips pink',
      ],
      ['asthma'],
    ),
    ASTHMA,
  ),
  u(
    'u7f-chest-infection-over-65-talking-fine',
    person(70, 'female', [
      'chesty cough for a week',
      'bringing up green phlegm',
      'a bit breathless walking upstairs',
      'thinking clearly, lips normal colour',
    ]),
    ['J20', 'J18', 'J22'],
  ),
  u(
    'u7f-blistery-rash-forehead-by-eye',
    person(68, 'male', [
      'painful blistery rash on one side of my forehead',
      'tingly there for 2 days before',
      'eye on that side a bit red',
      'vision fine',
    ]),
    ['B02'],
  ),
  u(
    'u7f-shin-red-hot-spreading-no-fever',
    person(60, 'female', [
      'patch on my shin red, hot and swollen',
      'spreading a bit since yesterday',
      'no fever',
      'feel well in myself',
    ]),
    ['L03'],
  ),
  u(
    'u7f-toothache-gum-pus-no-face-swelling',
    person(33, 'female', [
      'throbbing toothache for 3 days',
      'gum swollen with a pus spot',
      'face not swollen',
      'swallowing and breathing fine',
    ]),
    ['K04'],
  ),
  // Routine: the ordinary versions — self-care, pharmacist or routine GP.
  r(
    'r7f-stomach-bug-keeping-fluids-down',
    person(31, 'female', [
      'stomach bug since yesterday',
      'had diarrhea 4 times',
      'keeping fluids down fine',
      'no blood, weeing normally',
    ]),
    GASTROENTERITIS,
  ),
  r(
    'r7f-indigestion-after-curry',
    person(45, 'male', [
      'indigestion after a big curry last night',
      'burning behind my breastbone when I lie down',
      'no sweating, no arm or jaw pain',
      'gaviscon helped',
    ]),
    DYSPEPSIA,
  ),
  r(
    'r7f-usual-migraine-with-zigzags',
    person(
      34,
      'female',
      [
        'my usual migraine',
        'zigzag lights then throbbing on one side',
        'came on gradually over an hour',
        'same as always',
      ],
      ['migraine'],
    ),
    ['G43'],
  ),
  r(
    'r7f-hay-fever-sneezing-itchy-eyes',
    person(22, 'male', [
      'hay fever, sneezing non stop',
      'itchy watery eyes',
      'runny nose',
      'no lip swelling, breathing fine',
    ]),
    ['J30'],
  ),
  r(
    'r7f-toddler-cold-feeding-playing',
    person(2, 'female', [
      'toddler with a cold',
      'snotty nose and cough for 3 days',
      'temp 37.8',
      'eating, drinking and playing normally',
    ]),
    URTI,
  ),
  r(
    'r7f-cystitis-no-fever-no-back-pain',
    person(27, 'female', [
      'think its cystitis',
      'burning when I pee',
      'going all the time',
      'no temperature, no back pain',
      'not pregnant',
    ]),
    UTI,
  ),
  r(
    'r7f-period-pain-same-every-month',
    person(19, 'female', [
      'period pain, first day of my period',
      'crampy low tummy and lower back',
      'same as every month',
      'ibuprofen helps',
    ]),
    ['N94'],
  ),
  r(
    'r7f-sciatica-one-leg-no-numbness-down-below',
    person(41, 'male', [
      'sciatica down my left leg for a week',
      'shooting pain into my calf',
      'no numbness between my legs',
      'peeing and pooing normally',
    ]),
    BACK_PAIN,
  ),
  r(
    'r7f-sprain-warm-pink-foot-walking',
    person(16, 'male', [
      'sprained my ankle playing basketball',
      'swollen and sore',
      'can walk on it with a limp',
      'foot warm and pink, toes move fine',
    ]),
    ANKLE,
  ),
  r(
    'r7f-child-sore-throat-drinking-fine',
    person(9, 'male', [
      'sore throat',
      'temp 38.1°C',
      'swallowing ok and drinking fine',
      'no drooling or noisy breathing',
    ]),
    THROAT,
  ),
  r(
    'r7f-baby-teething-feeding-normally',
    person(1, 'female', [
      '9 month old teething',
      'dribbling loads and chewing everything',
      'red cheeks',
      'feeding normally, temp 37.4',
    ]),
    ['K00'],
  ),
  r(
    'r7f-child-sticky-eye-not-swollen',
    person(4, 'male', [
      'sticky eye with yellow crust in the morning',
      'eye a bit pink',
      'eyelid not swollen and he can see fine',
      'no temperature',
    ]),
    ['H10'],
  ),
  r(
    'r7f-older-constipation-passing-wind',
    person(74, 'female', [
      'constipated for 5 days',
      'still passing wind',
      'not being sick',
      'tummy a bit bloated',
    ]),
    ['K59'],
  ),
  r(
    'r7f-back-ache-after-lifting-boxes',
    person(38, 'male', [
      'lower back pain after lifting boxes',
      'stiff but I can walk',
      'no numbness or weakness',
      'bladder fine',
    ]),
    ['M54'],
  ),
  r(
    'r7f-sunburn-shoulders-feel-fine',
    person(24, 'female', [
      'sunburn on my shoulders from the beach',
      'red and sore',
      'drinking plenty and feel fine',
      'no blisters',
    ]),
    ['L55'],
  ),
];
