/**
 * Round-7P personal validation set: 90 presentations (50 emergency, 20 urgent, 20 routine) where
 * the person's situation, not only the symptom, decides the level, with pairs where the same
 * symptom in another context is urgent or routine. Context is written both in the chips and in
 * `existingConditions`. Written from: NHS A–Z "Chemotherapy" side effects and NICE CG151 /
 * "If you become unwell during your anticancer treatment" (temperature 38°C or above, or feeling
 * unwell with a low temperature, during chemo: treat as neutropenic sepsis, emergency); "Head
 * injury and concussion" (A&E if taking blood thinners or with a clotting disorder; minor head
 * injury otherwise self-care) and NICE NG232; "Nosebleed" (A&E if longer than 10–15 minutes) and
 * "Side effects of warfarin" (occasional nosebleeds under 10 minutes and bleeding gums are not
 * dangerous); "DVT" (urgent GP or 111; 999/A&E with breathlessness or chest pain) and "Pulmonary
 * embolism"; "Diabetic ketoacidosis" and "High blood sugar (hyperglycaemia)" (A&E with high
 * ketones or vomiting; urgent GP/111 or diabetes team for high sugar with low ketones); "Low blood
 * sugar (hypoglycaemia)" (999 if not improving after treatment, drowsy or unconscious; no help
 * needed once better); Healthier Together "Fever / high temperature" for babies under 3 months
 * (red: 38°C or above, or under 36°C, unless within 48 hours of vaccinations and otherwise well)
 * and NHS "High temperature (fever) in children" (3–6 months with 39°C or above: urgent GP/111;
 * an older child who is playing and drinking: self-care); "Pre-eclampsia" (severe headache,
 * vision problems, sudden swelling of face, hands or feet: call midwife, GP or 111 immediately;
 * a fit: 999); "Your baby's movements" (moving less: maternity unit now); "Vaginal bleeding in
 * pregnancy", "Waters breaking early", "Ectopic pregnancy" (urgent GP/111 or early pregnancy unit
 * for some symptoms with a positive test; 999 for sudden severe pain with fainting or shoulder
 * tip pain); "Your body after birth" (heavy bleeding, breathlessness or chest pain: 999);
 * "Intrahepatic cholestasis of pregnancy", "Severe vomiting in pregnancy" and "Morning sickness";
 * "Angina" (999 if the pain is still there 5 minutes after a second dose of GTN); "Heart failure"
 * (urgent GP/111 if getting worse; 999 for sudden severe breathlessness); "COPD"; Healthier
 * Together "Asthma" (red: reliever not helping, sucking in under the ribs; amber: reliever needed
 * more often than every 4 hours); "What to do if someone has a seizure" (999 for a first
 * seizure, one lasting more than 5 minutes or several without waking in between; a usual short
 * seizure in known epilepsy does not need 999); "Sickle cell disease" (A&E: temperature 38°C or
 * above, chest pain or breathlessness, erection lasting more than 2 hours, tummy swelling, pain
 * not eased by home painkillers; mild usual pain at home); "Sudden confusion (delirium)" (A&E or
 * 999); "Addison's disease" (adrenal crisis: 999); "Sepsis"; "Cataract surgery" (pain, worse
 * vision or redness after the operation: eye casualty now); "Chickenpox" (urgent GP: an adult,
 * pregnant or a weakened immune system after contact, a newborn; a well child: self-care);
 * "Malaria" (symptoms after travel: urgent GP/111); "Carbimazole" (sore throat or fever: tell a
 * doctor straight away); "Diabetes" foot problems (a sore that will not heal: urgent GP/111);
 * "Diarrhoea and vomiting", "Swollen ankles, feet and fingers", "Itchy skin", "Sore throat",
 * "Common cold", "Urinary tract infections" (Pharmacy First for women 16–64) and NICE CKS
 * "Angina" (stable pattern: routine) — not from any evaluation vignette — the way people type
 * them. Urgency is the page's advice (999, A&E, maternity unit or eye casualty now → emergency;
 * urgent GP, urgent treatment centre, 111, urgent dentist or early pregnancy unit → urgent;
 * self-care, pharmacist or routine GP → routine); ICD-10 categories count as the right condition
 * (null: triage only).
 */
import { e, person, r, u, type ValidationCase } from './validation-case.ts';

const NEUTROPENIC_SEPSIS = ['D70', 'A41', 'R50'];
const HEAD_INJURY = ['S06', 'S09', 'S00'];
const PE = ['I26', 'I80', 'I82'];
const DVT = ['I80', 'I82'];
const ANGINA = ['I20', 'I21', 'I24'];
const HEART_FAILURE = ['I50'];
const COPD = ['J44'];
const ASTHMA = ['J45', 'J46'];
const EPILEPSY = ['G40', 'G41'];
const SICKLE = ['D57'];
const HYPO_T1 = ['E16', 'E10'];
const HYPO_T2 = ['E16', 'E11'];
const PRE_ECLAMPSIA = ['O14', 'O13', 'O11', 'O15'];
const CHICKENPOX = ['B01'];
const CHICKENPOX_CONTACT = ['Z20', 'B01'];

export const GUIDANCE_CASES_ROUND_7P: ValidationCase[] = [
  // Emergencies: fever or a low temperature during chemotherapy, a head bump or long nosebleed on
  // blood thinners, a swollen calf with breathlessness after surgery, a flight, the pill or a
  // birth, vomiting or high ketones in type 1 diabetes, a hypo that will not come up, fever in a
  // baby under 3 months, late-pregnancy warning signs, angina not eased by GTN, heart failure or
  // COPD at rest, a child's asthma not helped by the reliever, long or repeated fits, sickle cell
  // complications, sudden confusion, adrenal crisis, fever after a transplant and a painful eye
  // after cataract surgery.
  e(
    'e7p-chemo-fever-shivery',
    person(
      54,
      'female',
      [
        'on chemo for breast cancer, last dose 8 days ago',
        'temperature 38.3C',
        'shivery and achy',
        'no cough, no burning when I pee',
      ],
      ['chemotherapy', 'breast cancer'],
    ),
    NEUTROPENIC_SEPSIS,
  ),
  e(
    'e7p-chemo-child-leukaemia-fever',
    person(
      7,
      'male',
      [
        'my son is having treatment for leukaemia',
        'temperature is 38.1C',
        'he says he feels fine and is still playing',
      ],
      ['chemotherapy', 'leukaemia'],
    ),
    NEUTROPENIC_SEPSIS,
  ),
  e(
    'e7p-chemo-low-temperature-unwell',
    person(
      68,
      'male',
      [
        'had chemotherapy for bowel cancer last week',
        'feel awful and shaky',
        'temperature only 35.6C',
        'cold and clammy',
      ],
      ['chemotherapy', 'bowel cancer'],
    ),
    NEUTROPENIC_SEPSIS,
  ),
  e(
    'e7p-chemo-teen-sore-throat-fever',
    person(
      16,
      'female',
      ['on chemo for lymphoma', 'sore throat since this morning', 'temp 100.8F', 'no rash'],
      ['chemotherapy', 'Hodgkin lymphoma'],
    ),
    NEUTROPENIC_SEPSIS,
  ),
  e(
    'e7p-warfarin-head-bump-cupboard',
    person(
      76,
      'male',
      [
        'banged my head on an open cupboard door an hour ago',
        'small lump on my forehead, mild headache',
        'I take warfarin',
        'was not knocked out, not sick',
      ],
      ['on warfarin', 'atrial fibrillation'],
    ),
    HEAD_INJURY,
  ),
  e(
    'e7p-apixaban-fall-hit-head',
    person(
      84,
      'female',
      [
        'mum fell in the garden and hit the back of her head',
        'she is on apixaban',
        'she says she feels alright',
        'no cut, just a bump',
      ],
      ['on apixaban', 'atrial fibrillation'],
    ),
    HEAD_INJURY,
  ),
  e(
    'e7p-rivaroxaban-head-clash-football',
    person(
      58,
      'male',
      [
        'clashed heads playing walking football',
        'on rivaroxaban since a clot in my leg last year',
        'bit of a headache, otherwise ok',
      ],
      ['on rivaroxaban', 'previous DVT'],
    ),
    HEAD_INJURY,
  ),
  e(
    'e7p-haemophilia-child-head-bump',
    person(
      5,
      'male',
      [
        'fell off his scooter and hit his head on the pavement',
        'he has haemophilia',
        'cried straight away, no knock out',
        'lump above his ear',
      ],
      ['haemophilia'],
    ),
    HEAD_INJURY,
  ),
  e(
    'e7p-care-home-apixaban-found-on-floor',
    person(
      91,
      'male',
      [
        'found on the floor of his room this morning',
        'bruise on his forehead',
        'takes apixaban',
        'not sure how long he was down',
      ],
      ['on apixaban', 'dementia'],
    ),
    HEAD_INJURY,
  ),
  e(
    'e7p-warfarin-nosebleed-40-minutes',
    person(
      71,
      'female',
      [
        'nosebleed for 40 minutes',
        'pinched my nose and leaned forward but it keeps going',
        'on warfarin',
      ],
      ['on warfarin'],
    ),
    ['R04'],
  ),
  e(
    'e7p-hip-replacement-calf-breathless',
    person(
      69,
      'female',
      [
        'had a hip replacement 10 days ago',
        'right calf swollen and sore',
        'now short of breath walking to the bathroom',
      ],
      ['had a hip replacement 10 days ago'],
    ),
    PE,
  ),
  e(
    'e7p-long-flight-chest-pain-breathing',
    person(
      38,
      'male',
      [
        '12 hour flight back from Bangkok two days ago',
        'left calf aching and tight',
        'sharp pain in my chest when I breathe in',
        'a bit breathless',
      ],
      ['long-haul flight 2 days ago'],
    ),
    PE,
  ),
  e(
    'e7p-pill-calf-coughing-blood',
    person(
      27,
      'female',
      [
        'on the combined pill',
        'one calf has been swollen for a few days',
        'today coughed up some blood',
        'breathless on the stairs',
      ],
      ['on the combined contraceptive pill'],
    ),
    PE,
  ),
  e(
    'e7p-postnatal-sudden-breathless',
    person(
      31,
      'female',
      ['had my baby 2 weeks ago', 'suddenly really short of breath', 'chest hurts when I breathe'],
      ['gave birth 2 weeks ago'],
    ),
    ['I26', 'O88'],
  ),
  e(
    'e7p-pregnant-sudden-breathless-chest',
    person(
      29,
      'female',
      [
        '32 weeks pregnant',
        'breathless all of a sudden sitting on the sofa',
        'sharp pain on the right side of my chest',
        'heart racing',
      ],
      ['32 weeks pregnant'],
    ),
    ['I26', 'O88'],
  ),
  e(
    'e7p-type1-vomiting-high-ketones',
    person(
      14,
      'male',
      [
        'he has type 1 diabetes',
        'been sick 4 times since last night',
        'tummy ache',
        'blood ketones 3.4',
      ],
      ['type 1 diabetes'],
    ),
    ['E10'],
  ),
  e(
    'e7p-type1-deep-breathing-pear-drops',
    person(
      26,
      'female',
      [
        'type 1 diabetic, sick all night and cannot keep water down',
        'breathing deep and fast',
        'breath smells like pear drops',
      ],
      ['type 1 diabetes'],
    ),
    ['E10'],
  ),
  e(
    'e7p-type1-pump-failed-ketones',
    person(
      21,
      'male',
      [
        'my insulin pump line came out overnight',
        'sugar is 24 and ketones 3.1',
        'not sick yet but feel rough and really thirsty',
      ],
      ['type 1 diabetes', 'insulin pump'],
    ),
    ['E10'],
  ),
  e(
    'e7p-insulin-hypo-not-improving',
    person(
      62,
      'male',
      [
        'on insulin for diabetes',
        'sugar was 2.8, had orange juice twice',
        'still 3.0 after half an hour',
        'getting muddled and sweaty',
      ],
      ['type 2 diabetes', 'on insulin'],
    ),
    HYPO_T2,
  ),
  e(
    'e7p-gliclazide-hypo-hard-to-wake',
    person(
      80,
      'female',
      ['gran takes gliclazide', 'very drowsy and hard to wake', 'her sugar reading is 2.1'],
      ['type 2 diabetes', 'on gliclazide'],
    ),
    HYPO_T2,
  ),
  e(
    'e7p-baby-6-weeks-fever',
    person(1, 'female', [
      'my 6 week old baby',
      'temperature 38.2C under the arm',
      'feeding a bit less than usual',
      'no jabs yet',
    ]),
    null,
  ),
  e(
    'e7p-newborn-10-days-fever',
    person(1, 'male', [
      'baby is 10 days old',
      'feels hot, thermometer says 38.0C',
      'sleepier than normal',
    ]),
    null,
  ),
  e(
    'e7p-baby-7-weeks-cold-not-feeding',
    person(1, 'female', [
      '7 week old baby',
      'temperature 35.7C and she feels cold',
      'not interested in feeds today',
    ]),
    null,
  ),
  e(
    'e7p-pregnant-baby-moving-less',
    person(
      29,
      'female',
      [
        '32 weeks pregnant',
        "baby hasn't moved much today",
        'normally kicks loads in the evening',
        'no pain, no bleeding',
      ],
      ['32 weeks pregnant'],
    ),
    ['O36'],
  ),
  e(
    'e7p-pregnant-bleeding-constant-pain',
    person(
      33,
      'female',
      [
        '30 weeks pregnant',
        'bleeding from down below',
        'constant pain in my bump that does not go away',
      ],
      ['30 weeks pregnant'],
    ),
    ['O45', 'O46', 'O44'],
  ),
  e(
    'e7p-pregnant-waters-gush-33-weeks',
    person(
      26,
      'female',
      ['33 weeks pregnant', 'sudden gush of clear fluid', 'still leaking', 'no contractions'],
      ['33 weeks pregnant'],
    ),
    ['O42'],
  ),
  e(
    'e7p-positive-test-shoulder-tip-faint',
    person(
      28,
      'female',
      [
        'positive pregnancy test last week, about 6 weeks',
        'sharp pain low on the left side',
        'pain in the tip of my shoulder',
        'fainted in the bathroom',
      ],
      ['6 weeks pregnant'],
    ),
    ['O00'],
  ),
  e(
    'e7p-early-pregnancy-heavy-bleeding-dizzy',
    person(
      34,
      'female',
      [
        '9 weeks pregnant',
        'heavy bleeding soaking a pad every half hour',
        'big clots',
        'dizzy and pale',
      ],
      ['9 weeks pregnant'],
    ),
    ['O03', 'O20', 'O00'],
  ),
  e(
    'e7p-postnatal-heavy-bleeding',
    person(
      35,
      'female',
      [
        'had my baby 5 days ago',
        'bleeding suddenly got heavy, soaking a pad every hour',
        'passing clots',
        'feel faint',
      ],
      ['gave birth 5 days ago'],
    ),
    ['O72'],
  ),
  e(
    'e7p-pregnant-fit-after-headache',
    person(
      24,
      'female',
      [
        'my partner is 37 weeks pregnant',
        'she had a bad headache all day',
        'just had a fit on the floor',
      ],
      ['37 weeks pregnant'],
    ),
    PRE_ECLAMPSIA,
  ),
  e(
    'e7p-angina-gtn-twice-no-relief',
    person(
      67,
      'male',
      [
        'I have angina',
        'chest pain started 20 minutes ago sitting down',
        'used my GTN spray twice, 5 minutes apart',
        'pain still there',
      ],
      ['angina'],
    ),
    ANGINA,
  ),
  e(
    'e7p-angina-jaw-arm-spray-not-working',
    person(
      72,
      'female',
      [
        'known angina',
        'tight chest going into my jaw and left arm',
        "two puffs of GTN and it hasn't eased",
        'feeling sick and clammy',
      ],
      ['angina'],
    ),
    ANGINA,
  ),
  e(
    'e7p-heart-failure-pink-froth',
    person(
      79,
      'male',
      [
        'dad has heart failure',
        'woke up gasping and has to sit up to breathe',
        'coughing up pink frothy spit',
      ],
      ['heart failure'],
    ),
    HEART_FAILURE,
  ),
  e(
    'e7p-heart-failure-breathless-at-rest',
    person(
      74,
      'female',
      [
        'heart failure',
        'so breathless sitting still I can only say a few words',
        'cannot lie down at all',
        'sweating',
      ],
      ['heart failure'],
    ),
    HEART_FAILURE,
  ),
  e(
    'e7p-copd-lips-blue-muddled',
    person(
      70,
      'male',
      ['COPD, chest much worse since yesterday', 'lips look bluish', 'muddled and sleepy'],
      ['COPD'],
    ),
    COPD,
  ),
  e(
    'e7p-child-asthma-ten-puffs',
    person(
      6,
      'female',
      [
        'she has asthma',
        'gave 10 puffs of the blue inhaler with a spacer',
        'no better',
        'tummy sucking in under her ribs',
      ],
      ['asthma'],
    ),
    ASTHMA,
  ),
  e(
    'e7p-teen-asthma-reliever-useless',
    person(
      13,
      'male',
      ['asthmatic', 'reliever is not touching it', 'too breathless to finish a sentence'],
      ['asthma'],
    ),
    ASTHMA,
  ),
  e(
    'e7p-epilepsy-fit-seven-minutes',
    person(
      22,
      'male',
      [
        'my flatmate has epilepsy',
        'he has been fitting for 7 minutes',
        'his fits usually stop after a minute',
      ],
      ['epilepsy'],
    ),
    EPILEPSY,
  ),
  e(
    'e7p-epilepsy-fits-back-to-back',
    person(
      10,
      'female',
      ['has epilepsy', 'had a fit, then another one', "she hasn't woken up properly in between"],
      ['epilepsy'],
    ),
    EPILEPSY,
  ),
  e(
    'e7p-first-fit-no-history',
    person(35, 'male', [
      'collapsed and shook all over for about 2 minutes',
      'never had a fit before',
      'awake now but groggy',
      'not diabetic, no epilepsy',
    ]),
    ['R56', 'G40'],
  ),
  e(
    'e7p-sickle-chest-pain-fever',
    person(
      19,
      'male',
      ['I have sickle cell', 'chest pain and short of breath', 'temperature 38.4C'],
      ['sickle cell disease'],
    ),
    SICKLE,
  ),
  e(
    'e7p-sickle-toddler-fever',
    person(
      3,
      'female',
      ['my daughter has sickle cell anaemia', 'temperature 101F', 'a bit grizzly, still drinking'],
      ['sickle cell disease'],
    ),
    SICKLE,
  ),
  e(
    'e7p-sickle-painful-erection',
    person(
      15,
      'male',
      ['sickle cell', 'painful erection that has lasted 3 hours', "won't go down"],
      ['sickle cell disease'],
    ),
    ['N48', 'D57'],
  ),
  e(
    'e7p-sickle-toddler-tummy-swollen-pale',
    person(
      2,
      'male',
      [
        'he has sickle cell disease',
        'his tummy looks swollen on the left',
        'very pale and floppy today',
      ],
      ['sickle cell disease'],
    ),
    SICKLE,
  ),
  e(
    'e7p-sickle-pain-not-eased-at-home',
    person(
      28,
      'female',
      [
        'sickle cell crisis in my back and legs',
        'taken my usual codeine and ibuprofen',
        'pain is still 9 out of 10',
        'temperature 37.2C',
      ],
      ['sickle cell disease'],
    ),
    SICKLE,
  ),
  e(
    'e7p-uti-older-woman-suddenly-confused',
    person(
      86,
      'female',
      [
        'mum started antibiotics for a water infection yesterday',
        'today suddenly very confused',
        "doesn't know where she is",
        'temperature 37.9C',
      ],
      ['urinary tract infection'],
    ),
    ['F05', 'N39', 'N10', 'N30'],
  ),
  e(
    'e7p-dementia-sudden-worse-fever',
    person(
      79,
      'male',
      [
        'dad has dementia but this is different',
        'since last night much more muddled and seeing things',
        'feels hot, 38.2C',
      ],
      ['dementia'],
    ),
    ['F05'],
  ),
  e(
    'e7p-addisons-vomiting',
    person(
      45,
      'female',
      [
        "I have Addison's disease",
        "vomiting and can't keep my hydrocortisone down",
        'dizzy when I stand',
        'temperature 37.9C',
        'tummy pain',
      ],
      ["Addison's disease", 'on hydrocortisone'],
    ),
    ['E27'],
  ),
  e(
    'e7p-kidney-transplant-fever-rigors',
    person(
      52,
      'male',
      [
        'kidney transplant 2 years ago',
        'temperature 38.6C with shaking I cannot stop',
        'hardly passed any urine today',
      ],
      ['kidney transplant', 'on immunosuppressants'],
    ),
    ['A41', 'T86', 'N10'],
  ),
  e(
    'e7p-cataract-op-eye-painful-red',
    person(
      77,
      'male',
      [
        'had a cataract operation 3 days ago',
        'that eye is now painful and very red',
        'vision getting worse in it',
      ],
      ['had cataract surgery 3 days ago'],
    ),
    ['H44', 'H59'],
  ),
  // Urgent: a swollen calf after surgery or a flight with normal breathing, early-pregnancy pain
  // or spotting with a positive test, pre-eclampsia symptoms without a fit, itching or vomiting in
  // pregnancy, heart failure or COPD getting worse but not at rest, a child needing the reliever
  // every few hours, high sugar with low ketones in type 1 diabetes, a diabetic foot sore,
  // chickenpox in an adult, a newborn or after contact in pregnancy or on immune-suppressing
  // medicine, a 4-month-old with 39°C, fever after a malaria area and a sore throat on carbimazole.
  u(
    'u7p-knee-replacement-calf-swollen',
    person(
      66,
      'male',
      [
        'knee replacement 2 weeks ago',
        'other calf is now swollen, warm and aching',
        'breathing is fine, no chest pain',
        'temperature 37.1C',
      ],
      ['had a knee replacement 2 weeks ago'],
    ),
    DVT,
  ),
  u(
    'u7p-long-flight-calf-swollen',
    person(
      45,
      'female',
      [
        'flew back from Australia 3 days ago',
        'right calf swollen and tender',
        'not breathless, no chest pain',
      ],
      ['long-haul flight 3 days ago'],
    ),
    DVT,
  ),
  u(
    'u7p-positive-test-one-sided-ache-spotting',
    person(
      25,
      'female',
      [
        'positive pregnancy test, about 6 weeks',
        'mild ache low on the right for 2 days',
        'some brown spotting',
        'not dizzy, no shoulder pain',
      ],
      ['6 weeks pregnant'],
    ),
    ['O00', 'O20'],
  ),
  u(
    'u7p-early-pregnancy-light-spotting',
    person(
      31,
      'female',
      ['8 weeks pregnant', 'light pink spotting on the tissue today', 'no pain', 'not dizzy'],
      ['8 weeks pregnant'],
    ),
    ['O20'],
  ),
  u(
    'u7p-pregnant-headache-puffy-face-hands',
    person(
      34,
      'female',
      [
        '34 weeks pregnant',
        'headache that paracetamol is not shifting',
        'face and hands suddenly puffy',
        'no fits',
      ],
      ['34 weeks pregnant'],
    ),
    PRE_ECLAMPSIA,
  ),
  u(
    'u7p-pregnant-flashing-lights-pain-under-ribs',
    person(
      28,
      'female',
      ['36 weeks pregnant', 'seeing flashing lights on and off', 'ache just under my ribs'],
      ['36 weeks pregnant'],
    ),
    PRE_ECLAMPSIA,
  ),
  u(
    'u7p-pregnant-itchy-palms-soles',
    person(
      30,
      'female',
      [
        '31 weeks pregnant',
        'palms of my hands and soles of my feet really itchy',
        'worse at night',
        'no rash',
      ],
      ['31 weeks pregnant'],
    ),
    ['O26'],
  ),
  u(
    'u7p-pregnant-cannot-keep-fluids-down',
    person(
      27,
      'female',
      ['9 weeks pregnant', "can't keep any food or water down for over a day", 'pee is very dark'],
      ['9 weeks pregnant'],
    ),
    ['O21'],
  ),
  u(
    'u7p-heart-failure-weight-up-ankles',
    person(
      76,
      'male',
      [
        'heart failure',
        'weight up 2kg in 3 days',
        'ankles more swollen',
        'more puffed on the stairs but fine sitting',
      ],
      ['heart failure'],
    ),
    HEART_FAILURE,
  ),
  u(
    'u7p-copd-green-phlegm',
    person(
      66,
      'female',
      [
        'COPD',
        'more breathless than usual for 2 days',
        'more phlegm and it has turned green',
        'temperature 37.8C',
        'can still talk normally',
      ],
      ['COPD'],
    ),
    COPD,
  ),
  u(
    'u7p-child-asthma-inhaler-every-3-hours',
    person(
      8,
      'male',
      [
        'has asthma and a cold',
        'needing his blue inhaler every 3 hours since yesterday',
        'wheezy but talking in full sentences',
        'temperature 99.5F',
      ],
      ['asthma'],
    ),
    ASTHMA,
  ),
  u(
    'u7p-type1-high-sugar-low-ketones',
    person(
      19,
      'female',
      [
        'type 1 diabetes with a cold',
        'sugars 16 to 20 for two days',
        'ketones 0.9',
        'eating and drinking, not being sick',
      ],
      ['type 1 diabetes'],
    ),
    ['E10'],
  ),
  u(
    'u7p-diabetic-foot-sore-not-healing',
    person(
      63,
      'male',
      [
        'type 2 diabetes',
        'blister on the ball of my foot not healing for a week',
        'skin round it red and warm',
      ],
      ['type 2 diabetes'],
    ),
    ['E11', 'L97', 'L03'],
  ),
  u(
    'u7p-pregnant-chickenpox-contact',
    person(
      29,
      'female',
      [
        '20 weeks pregnant',
        'never had chickenpox',
        'spent the afternoon with my nephew who has it',
        'no spots so far',
      ],
      ['20 weeks pregnant'],
    ),
    CHICKENPOX_CONTACT,
  ),
  u(
    'u7p-methotrexate-chickenpox-contact',
    person(
      55,
      'female',
      [
        'on methotrexate for rheumatoid arthritis',
        'grandson came out in chickenpox after staying with me',
        'I feel fine',
      ],
      ['rheumatoid arthritis', 'on methotrexate'],
    ),
    CHICKENPOX_CONTACT,
  ),
  u(
    'u7p-newborn-chickenpox-spots',
    person(1, 'male', [
      '3 week old baby',
      'spots that look like chickenpox',
      'big sister has chickenpox',
      'still feeding well',
      'temperature 37.4C',
    ]),
    CHICKENPOX,
  ),
  u(
    'u7p-adult-chickenpox',
    person(34, 'male', [
      'I have chickenpox at 34',
      'spots all over my chest and back',
      'temperature 38C',
      'breathing fine',
    ]),
    CHICKENPOX,
  ),
  u(
    'u7p-baby-4-months-39',
    person(1, 'female', [
      '4 month old',
      'temperature 39.2C',
      'still feeding and having wet nappies',
      'no rash',
    ]),
    null,
  ),
  u(
    'u7p-fever-after-nigeria-trip',
    person(
      40,
      'male',
      [
        'back from visiting family in Nigeria 10 days ago',
        'fever 38.6C and headache',
        'aching all over',
        'did not take malaria tablets',
      ],
      ['recent travel to Nigeria'],
    ),
    ['B50', 'B51', 'B52', 'B53', 'B54'],
  ),
  u(
    'u7p-carbimazole-sore-throat-fever',
    person(
      36,
      'female',
      [
        'on carbimazole for an overactive thyroid',
        'sore throat since yesterday',
        'temperature 38.1C',
      ],
      ['overactive thyroid', 'on carbimazole'],
    ),
    ['D70'],
  ),
  // Routine: the same symptoms without the risky context (a playful toddler with a fever, a head
  // bump off blood thinners, vomiting without diabetes, achy calves after a run, ankle swelling
  // on a hot day, a well child with chickenpox, a cold with a fever and no travel, a sore throat
  // off carbimazole, simple cystitis, mild morning sickness, evening ankle swelling in pregnancy
  // with no warning signs, itchy skin when not pregnant) and the known condition behaving as
  // usual (a short usual seizure, a hypo that came straight up, mild usual sickle pain, stable
  // angina, a short nosebleed on warfarin, usual COPD phlegm, a fever after the 8-week jabs).
  r(
    'r7p-toddler-fever-playing',
    person(2, 'male', [
      'temperature 38.4C with a runny nose',
      'still running about and playing',
      'drinking well, wet nappies',
    ]),
    null,
  ),
  r(
    'r7p-head-bump-no-blood-thinners',
    person(32, 'female', [
      'hit my head on a cupboard door',
      'small lump, headache went with paracetamol',
      'not knocked out, not sick',
      'not on any blood thinners',
    ]),
    ['S00', 'S09'],
  ),
  r(
    'r7p-epilepsy-usual-short-seizure',
    person(
      27,
      'female',
      [
        'I have epilepsy',
        'had one of my usual seizures this morning, about a minute',
        'back to normal within 20 minutes',
        'not hurt',
      ],
      ['epilepsy'],
    ),
    ['G40'],
  ),
  r(
    'r7p-type1-hypo-came-up',
    person(
      33,
      'male',
      [
        'type 1, had a hypo of 3.3 after the gym',
        'had jelly babies, 6.1 fifteen minutes later',
        'ate a sandwich, feel fine now',
      ],
      ['type 1 diabetes'],
    ),
    HYPO_T1,
  ),
  r(
    'r7p-sickle-mild-usual-ache',
    person(
      24,
      'female',
      [
        'sickle cell, mild ache in my legs like I often get',
        'eased with paracetamol and ibuprofen',
        'temperature 36.8C, drinking plenty',
        'no chest pain',
      ],
      ['sickle cell disease'],
    ),
    SICKLE,
  ),
  r(
    'r7p-stable-angina-same-as-always',
    person(
      70,
      'male',
      [
        'have had angina for years',
        'tightness walking up the hill, same as always',
        'goes within 2 minutes with rest',
        'not happening more often',
      ],
      ['angina'],
    ),
    ['I20'],
  ),
  r(
    'r7p-vomiting-no-diabetes',
    person(25, 'male', [
      'been sick 3 times since last night',
      'keeping sips of water down',
      'no blood, no bad tummy pain',
      'temperature 37.3C',
      'not diabetic',
    ]),
    ['A08', 'A09'],
  ),
  r(
    'r7p-calf-ache-after-run',
    person(29, 'female', [
      'both calves achy after my first run in months',
      'no swelling',
      'no recent flights or operations',
      'not on the pill',
    ]),
    null,
  ),
  r(
    'r7p-ankles-puffy-hot-day',
    person(44, 'female', [
      'ankles puffy at the end of a long hot day',
      'both sides, gone by the morning',
      'not breathless',
      'no heart problems',
    ]),
    ['R60'],
  ),
  r(
    'r7p-child-chickenpox-well',
    person(5, 'female', [
      'chickenpox spots for 3 days',
      'very itchy',
      'temperature 37.9C',
      'eating and drinking fine',
    ]),
    CHICKENPOX,
  ),
  r(
    'r7p-cold-fever-no-travel',
    person(40, 'male', [
      'blocked nose and sneezing',
      'temperature 100.6F',
      'no travel abroad',
      'drinking fine',
    ]),
    ['J00', 'J06'],
  ),
  r(
    'r7p-sore-throat-no-medicines',
    person(36, 'female', [
      'sore throat for 3 days',
      'temperature 37.8C',
      'swallowing ok',
      'not on any medicines',
    ]),
    ['J02', 'J03', 'J06'],
  ),
  r(
    'r7p-cystitis-young-woman',
    person(28, 'female', [
      'stinging when I pee since yesterday',
      'going all the time',
      'no back pain, temperature 36.8C',
      'not pregnant',
    ]),
    ['N30', 'N39'],
  ),
  r(
    'r7p-mild-morning-sickness',
    person(
      30,
      'female',
      [
        '8 weeks pregnant',
        'feel sick in the mornings, sick once a day',
        'keeping drinks down',
        'peeing normally',
      ],
      ['8 weeks pregnant'],
    ),
    ['O21'],
  ),
  r(
    'r7p-pregnant-ankles-evening-no-warning-signs',
    person(
      32,
      'female',
      [
        '30 weeks pregnant',
        'ankles a bit swollen in the evenings',
        'face and hands normal',
        'no headache, no vision problems',
      ],
      ['30 weeks pregnant'],
    ),
    null,
  ),
  r(
    'r7p-itchy-dry-shins-winter',
    person(40, 'male', [
      'dry itchy skin on my shins',
      'worse since the heating went on',
      'no rash, no new medicines',
    ]),
    ['L29', 'L85'],
  ),
  r(
    'r7p-warfarin-short-nosebleed',
    person(
      67,
      'male',
      [
        'on warfarin',
        'had a nosebleed that stopped after pinching for 5 minutes',
        'first one in months',
        'no head injury',
      ],
      ['on warfarin'],
    ),
    ['R04'],
  ),
  r(
    'r7p-copd-usual-morning-phlegm',
    person(
      68,
      'male',
      [
        'COPD',
        'usual cough with white phlegm in the mornings',
        'breathing same as normal',
        'temperature 36.9C, no fever',
      ],
      ['COPD'],
    ),
    COPD,
  ),
  r(
    'r7p-child-asthma-cold-reliever-once',
    person(
      7,
      'male',
      [
        'has asthma, now got a runny nose',
        'needed his blue inhaler once today and it worked',
        'playing normally',
        'temperature 37.6C',
      ],
      ['asthma'],
    ),
    null,
  ),
  r(
    'r7p-baby-fever-after-8-week-jabs',
    person(1, 'female', [
      '8 week old, had her jabs this morning',
      'temperature 38.1C tonight',
      'feeding well and settles with cuddles',
      'no rash',
    ]),
    null,
  ),
];
