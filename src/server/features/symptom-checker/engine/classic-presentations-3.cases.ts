/**
 * Round-4 personal validation set: 66 common presentations (22 per triage class) written from
 * the NHS A–Z conditions pages, NHS "call 999" lists, NHS self-care and pharmacy pages and NHS
 * "Healthier Together" — not from any evaluation vignette — the way people type them. Each case
 * gives the urgency the page advises (999/A&E → emergency; urgent GP/111 → urgent; self-care,
 * pharmacist or routine GP → routine) and the ICD-10 categories that count as the right
 * condition (null when only the triage is checked). Written before the round-4 changes and
 * measured before and after.
 */
import { e, person, r, u, type ValidationCase } from './validation-case.ts';

export const GUIDANCE_CASES_ROUND_4: ValidationCase[] = [
  // Emergencies: NHS "call 999 or go to A&E" (overdose, self-harm, heart attack, stroke,
  // sepsis, meningitis, anaphylaxis, asthma, seizures, bleeding, head injury, burns, choking).
  e(
    'paracetamol-packet',
    person(19, 'female', [
      'took a whole packet of paracetamol 2 hours ago',
      'feel fine at the moment',
    ]),
    ['T39'],
  ),
  e(
    'sleeping-pills',
    person(15, 'female', ['took loads of my mums sleeping pills on purpose']),
    null,
  ),
  e(
    'antidepressant-bottle',
    person(26, 'male', ['swallowed all my antidepressants', 'feeling drowsy']),
    null,
  ),
  e(
    'cut-deliberately',
    person(17, 'female', ['cut my wrists deliberately and it keeps bleeding']),
    null,
  ),
  e('want-to-die', person(34, 'male', ['I want to end my life and have a plan to do it tonight']), [
    'R45',
    'X84',
  ]),
  e('coffee-grounds', person(58, 'male', ['vomiting blood that looks like coffee grounds']), [
    'K92',
  ]),
  e(
    'black-tarry-poo',
    person(66, 'male', ['my poo is black and sticky like tar', 'feel lightheaded']),
    ['K92'],
  ),
  e(
    'appendix-severe',
    person(17, 'male', [
      'really bad pain in the bottom right of my tummy that keeps getting worse',
      'hurts to walk',
      'feel sick',
    ]),
    ['K35'],
  ),
  e(
    'heart-attack-classic',
    person(61, 'male', ['crushing pain in my chest going down my left arm', 'sweating a lot']),
    ['I21'],
  ),
  e(
    'stroke-face-arm',
    person(74, 'female', [
      'her face has dropped on one side',
      'cannot lift her right arm',
      'words are slurred',
    ]),
    ['I63'],
  ),
  e(
    'sepsis-adult',
    person(77, 'male', [
      'very high temperature and shivering',
      'confused and not making sense',
      'skin looks blotchy',
    ]),
    ['A41'],
  ),
  e(
    'meningitis-child',
    person(4, 'female', [
      'high temperature',
      'rash that does not fade when you press a glass on it',
      'stiff neck',
    ]),
    ['G00', 'G03', 'A39'],
  ),
  e(
    'peanut-anaphylaxis',
    person(9, 'male', [
      'ate a peanut',
      'lips swelling up',
      'throat feels tight and he is struggling to breathe',
    ]),
    ['T78'],
  ),
  e(
    'asthma-cannot-speak',
    person(13, 'female', ['asthma attack', 'blue inhaler not helping', 'too breathless to talk']),
    ['J45', 'J46'],
  ),
  e(
    'first-fit',
    person(45, 'male', ['my husband had a fit, shaking all over, never happened before']),
    ['R56', 'G40'],
  ),
  e(
    'glass-bleeding',
    person(30, 'male', ['cut my arm on glass', 'blood is pouring out and will not stop']),
    null,
  ),
  e(
    'head-injury-vomiting',
    person(10, 'male', ['fell off his bike and hit his head', 'been sick twice', 'very sleepy']),
    ['S06', 'S09', 'S00'],
  ),
  e(
    'toddler-scald',
    person(2, 'female', ['pulled a cup of boiling tea onto her arm', 'skin is blistering']),
    null,
  ),
  e(
    'choking-adult',
    person(52, 'male', ['choking on a piece of meat and cannot breathe or cough']),
    ['T17'],
  ),
  e(
    'thunderclap',
    person(46, 'female', [
      'sudden headache like being hit on the back of the head',
      'worst pain ever',
    ]),
    ['I60'],
  ),
  e('blue-lips', person(1, 'male', ['struggling to breathe', 'lips look blue']), null),
  e(
    'chest-pain-breathless',
    person(52, 'female', ['pain in the middle of my chest', 'cannot catch my breath']),
    null,
  ),
  // Urgent: NHS "ask for an urgent GP appointment or call 111".
  u(
    'gout-toe',
    person(56, 'male', ['big toe joint suddenly red, hot, swollen and really painful']),
    ['M10'],
  ),
  u(
    'cellulitis-shin',
    person(63, 'female', ['red, hot, swollen patch on my shin that is spreading', 'feel shivery']),
    ['L03'],
  ),
  u(
    'kidney-infection',
    person(31, 'female', [
      'burning when I pee',
      'pain in my back under the ribs',
      'high temperature',
    ]),
    ['N10', 'N12'],
  ),
  u(
    'quinsy',
    person(24, 'male', [
      'sore throat getting worse on one side',
      'can hardly open my mouth',
      'voice sounds muffled',
    ]),
    ['J36'],
  ),
  u(
    'ear-infection-child',
    person(3, 'female', ['earache and temperature of 39', 'pulling at her ear']),
    ['H66'],
  ),
  u(
    'dvt-calf',
    person(44, 'female', ['left calf swollen, warm and throbbing', 'on the contraceptive pill']),
    ['I80', 'I82'],
  ),
  u('shingles-chest', person(71, 'male', ['painful blistering rash on one side of my chest']), [
    'B02',
  ]),
  u(
    'broken-wrist',
    person(72, 'female', ['fell on my outstretched hand', 'wrist swollen and bent out of shape']),
    ['S52', 'S62'],
  ),
  u(
    'early-appendicitis',
    person(20, 'male', [
      'pain started around my belly button and moved to the lower right',
      'feel sick',
    ]),
    ['K35'],
  ),
  u('uti-man', person(42, 'male', ['stinging when I pee and needing to go all the time']), null),
  u(
    'scarlet-fever',
    person(5, 'female', ['sore throat and high temperature', 'rough sandpapery rash on her chest']),
    ['A38'],
  ),
  u(
    'pneumonia',
    person(68, 'male', ['cough bringing up green phlegm', 'temperature', 'short of breath']),
    ['J18'],
  ),
  u(
    'scratched-eye',
    person(35, 'female', ['scratched my eye on a branch', 'painful and watering']),
    ['S05', 'T15'],
  ),
  u('swollen-testicle', person(26, 'male', ['aching swollen testicle for 2 days']), ['N45', 'N44']),
  u(
    'bells-palsy',
    person(36, 'female', [
      'woke up with one side of my face drooping',
      'cannot close my eye on that side',
    ]),
    ['G51'],
  ),
  u(
    'low-mood',
    person(35, 'female', [
      'feeling low for weeks',
      'lost interest in everything',
      'no thoughts of harming myself',
    ]),
    ['F32'],
  ),
  u('blood-in-pee', person(66, 'male', ['blood in my pee, no pain']), null),
  u(
    'cannot-keep-fluids',
    person(30, 'female', ['being sick for 3 days', 'cannot keep any fluids down']),
    null,
  ),
  u('fever-5-days', person(6, 'male', ['temperature of 38.5 for 5 days']), null),
  u('jaundice', person(50, 'male', ['skin and the whites of my eyes have turned yellow']), null),
  u(
    'collarbone',
    person(12, 'male', [
      'fell off my bike onto my shoulder',
      'lump on my collarbone',
      'cannot lift my arm',
    ]),
    ['S42'],
  ),
  u(
    'asthma-worse',
    person(25, 'female', [
      'asthma getting worse',
      'using my blue inhaler more than usual',
      'wheezy at night',
    ]),
    ['J45'],
  ),
  // Routine: NHS self-care and pharmacy pages ("see a pharmacist", "you can treat it yourself").
  r('cold', person(30, 'female', ['runny nose, sneezing and a sore throat for 2 days']), [
    'J00',
    'J06',
  ]),
  r(
    'hay-fever',
    person(22, 'male', ['itchy watery eyes and sneezing when the pollen count is high']),
    ['J30'],
  ),
  r(
    'ankle-twist',
    person(25, 'male', ['twisted my ankle playing football', 'a bit swollen but I can walk on it']),
    ['S93'],
  ),
  r('constipation', person(40, 'female', ['not had a poo for 5 days', 'straining on the toilet']), [
    'K59',
  ]),
  r('insomnia', person(50, 'female', ['struggling to sleep at night and waking up too early']), [
    'G47',
    'F51',
  ]),
  r(
    'heartburn',
    person(40, 'male', ['burning feeling in my chest after eating', 'sour taste in my mouth']),
    ['K21'],
  ),
  r(
    'sticky-eyes',
    person(6, 'female', ['red sticky eyes, eyelashes stuck together in the morning']),
    ['H10'],
  ),
  r('cold-sore', person(25, 'female', ['tingling blister on my lip']), ['B00']),
  r('head-lice', person(8, 'female', ['itchy scalp', 'found lice in her hair']), ['B85']),
  r('threadworms', person(6, 'male', ['itchy bottom at night', 'tiny white worms in his poo']), [
    'B80',
  ]),
  r(
    'period-pain',
    person(17, 'female', ['painful cramps in my lower tummy on the first day of my period']),
    ['N94'],
  ),
  r(
    'thrush',
    person(30, 'female', ['itchy vagina with thick white discharge like cottage cheese']),
    ['B37'],
  ),
  r(
    'back-pain-lifting',
    person(40, 'male', ['lower back pain after lifting boxes', 'no numbness or weakness']),
    ['M54'],
  ),
  r('athletes-foot', person(30, 'male', ['itchy, cracked, peeling skin between my toes']), ['B35']),
  r('mouth-ulcer', person(35, 'female', ['painful white sore inside my cheek']), ['K12']),
  r('diarrhoea', person(30, 'male', ['diarrhoea and stomach cramps since yesterday']), [
    'A09',
    'A08',
  ]),
  r(
    'tension-headache',
    person(35, 'female', ['headache like a tight band around my head', 'stressed at work']),
    ['G44'],
  ),
  r('sunburn', person(20, 'female', ['red, sore skin after a day at the beach']), ['L55']),
  r(
    'hand-oa',
    person(68, 'female', [
      'stiff, painful finger joints with bony lumps, worse at the end of the day',
    ]),
    ['M15', 'M18', 'M19'],
  ),
  r('eczema', person(4, 'male', ['dry, itchy patches in the creases of his elbows']), [
    'L20',
    'L30',
  ]),
  r('pregnancy-heartburn', person(30, 'female', ['28 weeks pregnant', 'heartburn after meals']), [
    'K21',
  ]),
  r('teething', person(1, 'female', ['dribbling a lot', 'red cheeks', 'chewing on everything']), [
    'K00',
  ]),
];
