/**
 * Matcher sanity: classic presentations written from the NHS conditions pages (not from the
 * evaluation vignettes) must rank the right condition in the top 3 and get the triage level
 * the page gives.
 */
import { describe, expect, it } from 'vitest';
import type { AnalyzeSymptomsInput } from '#shared/symptom-checker/symptom-checker.schemas.ts';
import { analyzeSymptoms } from './index.ts';

type Case = [id: string, input: AnalyzeSymptomsInput, urgency: 'emergency' | 'urgent' | 'routine'];

const adult = (symptoms: string[], extra: Partial<AnalyzeSymptomsInput> = {}) => ({
  symptoms,
  age: 35,
  gender: 'male' as const,
  ...extra,
});

const CASES: Case[] = [
  [
    'acute_coronary_syndrome',
    adult(['tight chest', 'pain spreading to my jaw', 'clammy'], { age: 64 }),
    'emergency',
  ],
  [
    'stroke',
    adult(['face drooping on the left', 'cannot lift left arm', 'words are slurred'], { age: 72 }),
    'emergency',
  ],
  [
    'meningitis',
    adult(['high temperature', 'stiff neck', 'bright lights hurt my eyes', 'headache'], {
      age: 19,
    }),
    'emergency',
  ],
  [
    'subarachnoid_haemorrhage',
    adult(['sudden headache like being hit on the head', 'vomiting'], {
      age: 48,
      gender: 'female',
    }),
    'emergency',
  ],
  [
    'anaphylaxis',
    adult(['ate peanuts', 'lips and tongue swelling', 'wheezing'], { age: 12 }),
    'emergency',
  ],
  [
    'pulmonary_embolism',
    adult(
      [
        'sudden shortness of breath',
        'sharp chest pain when breathing in',
        'long haul flight last week',
      ],
      { age: 41, gender: 'female' },
    ),
    'emergency',
  ],
  [
    'sepsis',
    adult(['fever and shivering', 'very confused', 'breathing very fast', 'skin looks mottled'], {
      age: 77,
    }),
    'emergency',
  ],
  [
    'diabetic_ketoacidosis',
    adult(['very thirsty', 'being sick', 'tummy pain', 'breath smells of pear drops'], {
      age: 15,
      existingConditions: ['type 1 diabetes'],
    }),
    'emergency',
  ],
  [
    'testicular_torsion',
    adult(['sudden severe pain in my left testicle', 'feel sick'], { age: 15 }),
    'emergency',
  ],
  [
    'ectopic_pregnancy',
    adult(['missed period', 'pain low down on one side of my tummy', 'shoulder tip pain'], {
      age: 27,
      gender: 'female',
    }),
    'emergency',
  ],
  [
    'epiglottitis',
    adult(['high fever', 'drooling', 'cannot swallow', 'noisy breathing'], { age: 6 }),
    'emergency',
  ],
  [
    'cauda_equina',
    adult(['low back pain', 'numb around my bottom', 'cannot control my bladder'], { age: 45 }),
    'emergency',
  ],
  [
    'upper_gi_bleed',
    adult(['vomited blood', 'black poo'], { age: 60, medications: ['naproxen'] }),
    'emergency',
  ],
  [
    'appendicitis',
    adult(
      [
        'pain started around my belly button and moved to the lower right',
        'no appetite',
        'feel sick',
      ],
      { age: 16 },
    ),
    'urgent',
  ],
  [
    'pneumonia',
    adult(
      ['cough with green phlegm', 'fever 39', 'short of breath', 'chest hurts when I breathe in'],
      { age: 55 },
    ),
    'urgent',
  ],
  [
    'cystitis',
    adult(['burning when I pee', 'peeing all the time', 'cloudy smelly urine'], {
      age: 30,
      gender: 'female',
    }),
    'routine',
  ],
  [
    'pyelonephritis',
    adult(
      ['pain in my side under the ribs', 'high temperature', 'shivering', 'stinging when peeing'],
      { age: 30, gender: 'female' },
    ),
    'urgent',
  ],
  [
    'kidney_stones',
    adult(['severe pain in my side coming in waves', 'blood in urine', "can't keep still"], {
      age: 45,
    }),
    'urgent',
  ],
  [
    'otitis_media',
    adult(['earache', 'temperature 38.4', 'pulling at his ear'], { age: 3 }),
    'urgent',
  ],
  ['croup', adult(['barking cough', 'hoarse voice', 'runny nose'], { age: 2 }), 'urgent'],
  [
    'strep_throat',
    adult(
      ['very sore throat', 'white spots on tonsils', 'swollen glands in neck', 'fever', 'no cough'],
      { age: 17 },
    ),
    'urgent',
  ],
  [
    'shingles',
    adult(['painful blistering rash on one side of my chest', 'tingling before the rash'], {
      age: 70,
      gender: 'female',
    }),
    'urgent',
  ],
  [
    'cellulitis',
    adult(['red hot swollen skin on my leg', 'redness spreading', 'feel shivery'], { age: 58 }),
    'urgent',
  ],
  [
    'deep_vein_thrombosis',
    adult(['one leg swollen', 'throbbing pain in my calf', 'on the contraceptive pill'], {
      age: 33,
      gender: 'female',
    }),
    'urgent',
  ],
  [
    'gout',
    adult(['sudden pain in my big toe', 'toe is red hot and swollen'], { age: 52 }),
    'urgent',
  ],
  [
    'bells_palsy',
    adult(
      [
        'one side of my face has dropped',
        'cannot close my eye',
        'arms and legs fine',
        'speech is normal',
      ],
      { age: 30, gender: 'female' },
    ),
    'urgent',
  ],
  [
    'glandular_fever',
    adult(['exhausted for 2 weeks', 'sore throat', 'swollen glands'], {
      age: 18,
      gender: 'female',
    }),
    // NHS "Glandular fever": see a GP (non-urgent) unless the upper left tummy hurts.
    'routine',
  ],
  [
    'depression',
    adult(['feeling hopeless for weeks', 'lost interest in everything', 'cannot sleep'], {
      age: 29,
      gender: 'female',
    }),
    'urgent',
  ],
  [
    'common_cold',
    adult(['runny nose', 'sneezing', 'scratchy throat', 'mild cough'], {
      age: 25,
      gender: 'female',
    }),
    'routine',
  ],
  [
    'influenza',
    adult(['sudden fever', 'aching all over', 'exhausted', 'dry cough'], { age: 40 }),
    'routine',
  ],
  [
    'gastroenteritis',
    adult(['diarrhoea', 'being sick', 'stomach cramps', 'since yesterday'], { age: 26 }),
    'routine',
  ],
  [
    'migraine',
    adult(['throbbing headache on one side', 'zigzag lines before it started', 'feel sick'], {
      age: 30,
      gender: 'female',
    }),
    'routine',
  ],
  [
    'tension_headache',
    adult(['headache like a tight band around my head', 'stressed at work'], {
      age: 38,
      gender: 'female',
    }),
    'routine',
  ],
  [
    'conjunctivitis',
    adult(['red eye', 'sticky eyes in the morning', 'gritty feeling'], { age: 6 }),
    'routine',
  ],
  [
    'allergic_rhinitis',
    adult(['sneezing', 'itchy watery eyes', 'runny nose every spring'], { age: 22 }),
    'routine',
  ],
  [
    'low_back_pain',
    adult(['lower back pain after lifting a box', 'no numbness', 'peeing normally'], { age: 40 }),
    'routine',
  ],
  [
    'ankle_sprain',
    adult(['twisted my ankle playing football', 'ankle swollen and bruised', 'can walk on it'], {
      age: 24,
    }),
    'routine',
  ],
  [
    'gord',
    adult(['heartburn after meals', 'acid coming up into my throat'], { age: 46 }),
    'routine',
  ],
  [
    'eczema',
    adult(['dry itchy skin on the inside of my elbows', 'skin cracked'], { age: 8 }),
    'routine',
  ],
  [
    'chickenpox',
    adult(['itchy spots that turn into blisters', 'mild fever'], { age: 4 }),
    'routine',
  ],
  [
    'threadworms',
    adult(['itchy bottom at night', 'saw worms in her poo'], { age: 6, gender: 'female' }),
    'routine',
  ],
  [
    'vaginal_thrush',
    adult(['itching down below', 'thick white discharge like cottage cheese'], {
      age: 28,
      gender: 'female',
    }),
    'routine',
  ],
  [
    'haemorrhoids',
    adult(['bright red blood on the toilet paper', 'itchy lump around my bottom'], { age: 50 }),
    'urgent',
  ],
  [
    'constipation',
    adult(['not pooed for 5 days', 'hard stools', 'bloated'], { age: 70, gender: 'female' }),
    'routine',
  ],
  [
    'bppv',
    adult(['dizzy when I roll over in bed', 'room spinning for a few seconds'], {
      age: 62,
      gender: 'female',
    }),
    'routine',
  ],
  [
    'insect_bite_reaction',
    adult(['wasp sting on my arm', 'red itchy lump'], { age: 30 }),
    'routine',
  ],
  [
    'head_lice',
    adult(['itchy scalp', 'saw nits in her hair'], { age: 7, gender: 'female' }),
    'routine',
  ],
  ['acne', adult(['spots and blackheads on my face'], { age: 15 }), 'routine'],
  [
    'bronchiolitis',
    adult(
      ['baby 6 months old', 'cough and runny nose', 'breathing fast', 'not feeding well', 'wheezy'],
      { age: 1, gender: 'female' },
    ),
    'urgent',
  ],
  [
    'asthma_attack',
    // NHS "Asthma attack": call 999 if the blue reliever inhaler is not helping (round 6).
    adult(['wheezing', 'tight chest', 'blue inhaler not helping much'], {
      age: 25,
      existingConditions: ['asthma'],
    }),
    'emergency',
  ],
  [
    'copd_exacerbation',
    adult(['more breathless than usual', 'coughing up more phlegm', 'wheezy'], {
      age: 68,
      existingConditions: ['COPD'],
    }),
    'urgent',
  ],
  [
    'heart_failure',
    adult(['breathless walking upstairs', 'swollen ankles', 'need 3 pillows to sleep'], {
      age: 74,
      gender: 'female',
    }),
    'urgent',
  ],
  [
    'atrial_fibrillation',
    adult(['heart racing and irregular', 'feel light headed'], { age: 70 }),
    'emergency',
  ],
  [
    'pancreatitis',
    adult(['severe pain in upper tummy going through to my back', 'vomiting'], {
      age: 45,
      existingConditions: ['drinks heavily'],
    }),
    'emergency',
  ],
  [
    'biliary_colic',
    adult(['pain under my right ribs after a fatty meal', 'feel sick'], {
      age: 44,
      gender: 'female',
    }),
    'urgent',
  ],
  [
    'diverticulitis',
    adult(['pain in lower left tummy', 'fever', 'constipated'], { age: 66, gender: 'female' }),
    'urgent',
  ],
  [
    'intussusception',
    adult(['screaming with tummy pain in waves', 'pale and sleepy', 'jelly-like red poo'], {
      age: 1,
    }),
    'emergency',
  ],
  [
    'febrile_seizure',
    adult(['had a fit', 'high temperature', 'shaking all over for 2 minutes'], {
      age: 2,
      gender: 'female',
    }),
    'emergency',
  ],
  [
    'scarlet_fever',
    adult(['sore throat', 'rash feels like sandpaper', 'strawberry tongue', 'fever'], { age: 5 }),
    'urgent',
  ],
  [
    'hand_foot_mouth',
    adult(['spots on hands and feet', 'mouth ulcers', 'mild fever'], { age: 3 }),
    'routine',
  ],
  [
    'impetigo',
    adult(['red sores around mouth', 'golden crusts'], { age: 5, gender: 'female' }),
    'routine',
  ],
  [
    'urticaria',
    adult(['raised itchy welts all over', 'came up after new soap'], { age: 32, gender: 'female' }),
    'routine',
  ],
  [
    'sinusitis',
    adult(['pain and pressure around cheeks and eyes', 'blocked nose', 'for 10 days'], {
      age: 36,
      gender: 'female',
    }),
    'routine',
  ],
  [
    'otitis_externa',
    adult(['itchy ear', 'ear pain', 'discharge from ear after swimming'], { age: 22 }),
    'routine',
  ],
  [
    'strep_throat',
    adult(['sore throat', 'swollen tonsils'], { age: 12, gender: 'female' }),
    'urgent',
  ],
  [
    'labyrinthitis',
    adult(['room spinning all the time', 'feel sick', 'ringing in ears', 'after a cold'], {
      age: 40,
      gender: 'female',
    }),
    'routine',
  ],
  [
    'retinal_detachment',
    adult(['new floaters', 'flashes of light', 'shadow over vision'], { age: 60 }),
    'emergency',
  ],
  [
    'acute_glaucoma',
    adult(['severe eye pain', 'blurred vision', 'halos around lights', 'vomiting'], {
      age: 67,
      gender: 'female',
    }),
    'emergency',
  ],
  [
    'hypoglycaemia',
    adult(['shaky', 'sweaty', 'confused'], {
      age: 58,
      existingConditions: ['type 2 diabetes'],
      medications: ['insulin'],
    }),
    'emergency',
  ],
  [
    'new_diabetes',
    adult(['always thirsty', 'peeing a lot', 'lost weight', 'tired'], { age: 45 }),
    'urgent',
  ],
  [
    'hypothyroidism',
    adult(['tired all the time', 'gained weight', 'always cold', 'constipated'], {
      age: 50,
      gender: 'female',
    }),
    'routine',
  ],
  [
    'panic_attack',
    adult(
      ['heart pounding', 'breathing fast', 'tingling fingers', 'felt like I was going to die'],
      { age: 24, gender: 'female' },
    ),
    'routine',
  ],
  [
    'septic_arthritis',
    adult(['knee hot swollen and very painful', 'high temperature', 'cannot walk'], { age: 8 }),
    'emergency',
  ],
  [
    'hip_fracture',
    adult(['fell at home', 'pain in hip', 'cannot stand up'], { age: 84, gender: 'female' }),
    'emergency',
  ],
  [
    'leg_fracture',
    // NHS "Broken ankle": a deformed ankle after an injury is an A&E problem (round 5).
    adult(['fell off bike', 'ankle looks deformed', 'cannot put weight on it'], { age: 19 }),
    'emergency',
  ],
  [
    'miscarriage',
    adult(['8 weeks pregnant', 'bleeding from vagina', 'cramping'], { age: 31, gender: 'female' }),
    'urgent',
  ],
  [
    'pre_eclampsia',
    adult(['34 weeks pregnant', 'bad headache', 'blurred vision', 'swollen face and hands'], {
      age: 29,
      gender: 'female',
    }),
    'emergency',
  ],
  [
    'epididymitis',
    adult(['testicle ache getting worse over 2 days', 'swollen scrotum', 'burning when peeing'], {
      age: 28,
    }),
    'urgent',
  ],
  [
    'sti_discharge',
    adult(['discharge from penis', 'burning when peeing', 'new partner'], { age: 23 }),
    'urgent',
  ],
  [
    'measles',
    adult(['high fever', 'red watery eyes', 'cough', 'blotchy rash spreading from face'], {
      age: 4,
    }),
    'urgent',
  ],
  [
    'malaria',
    adult(['fever and chills', 'back from Nigeria 2 weeks ago', 'headache', 'sweats'], { age: 34 }),
    // NHS "Malaria": urgent GP or 111 the same day; A&E only with its danger signs (round 7).
    'urgent',
  ],
  [
    'tuberculosis',
    adult(['cough for 6 weeks', 'night sweats', 'losing weight'], { age: 38 }),
    'urgent',
  ],
  [
    'dehydration',
    adult(['very thirsty', 'dark pee', 'dizzy', 'dry mouth'], { age: 80, gender: 'female' }),
    'urgent',
  ],
  [
    'carpal_tunnel',
    adult(['tingling in thumb and fingers at night', 'numb hand'], { age: 48, gender: 'female' }),
    'routine',
  ],
  [
    'plantar_fasciitis',
    adult(['heel pain worst first thing in the morning'], { age: 45, gender: 'female' }),
    'routine',
  ],
  [
    'sciatica',
    adult(['pain shooting down the back of my leg', 'lower back ache'], { age: 41 }),
    'routine',
  ],
  [
    'minor_head_injury',
    adult(['hit head on cupboard', 'mild headache', 'no vomiting', 'did not pass out'], {
      age: 30,
      gender: 'female',
    }),
    'routine',
  ],
  [
    'pericarditis',
    adult(
      [
        'sharp chest pain',
        'worse lying down and when breathing in',
        'better leaning forward',
        'had a cold last week',
      ],
      { age: 28 },
    ),
    'urgent',
  ],
  [
    'pneumothorax',
    adult(['sudden sharp pain in right side of chest', 'suddenly short of breath'], { age: 22 }),
    'emergency',
  ],
  [
    'whooping_cough',
    adult(['coughing fits', 'whoop when breathing in', 'sick after coughing'], {
      age: 9,
      gender: 'female',
    }),
    'urgent',
  ],
  [
    'laryngitis',
    adult(['lost my voice', 'hoarse', 'tickly cough'], { age: 33, gender: 'female' }),
    'routine',
  ],
  ['earwax', adult(['ear feels blocked', 'muffled hearing'], { age: 60 }), 'routine'],
  ['nosebleed', adult(['nosebleed', 'stopped after 10 minutes pressure'], { age: 10 }), 'routine'],
  [
    'stye',
    adult(['painful lump on eyelid', 'red eyelid'], { age: 20, gender: 'female' }),
    'routine',
  ],
  [
    'dental_abscess',
    adult(['throbbing toothache', 'swollen gum', 'swollen cheek'], { age: 35 }),
    'urgent',
  ],
  ['mouth_ulcers', adult(['painful mouth ulcers'], { age: 25, gender: 'female' }), 'routine'],
  [
    'cold_sores',
    adult(['tingling on my lip', 'blister on lip'], { age: 22, gender: 'female' }),
    'routine',
  ],
  [
    'transient_ischaemic_attack',
    adult(['face drooped and arm went weak for 10 minutes', 'now back to normal'], { age: 68 }),
    'emergency',
  ],
  [
    'giant_cell_arteritis',
    adult(['new headache at my temples', 'jaw pain when chewing', 'blurred vision'], {
      age: 75,
      gender: 'female',
    }),
    // NHS "Giant cell arteritis": any change in sight with its symptoms is A&E now (round 7).
    'emergency',
  ],
  ['parkinsons', adult(['shaking hand at rest', 'slow walking'], { age: 67 }), 'routine'],
  [
    'dementia',
    adult(['getting forgetful', 'forgetting names', 'getting lost'], { age: 79, gender: 'female' }),
    'routine',
  ],
  [
    'psychosis',
    adult(['hearing voices', 'thinks people are spying on him'], { age: 21 }),
    'urgent',
  ],
  [
    'overdose',
    adult(['took too many paracetamol tablets'], { age: 17, gender: 'female' }),
    'emergency',
  ],
  [
    'generalised_anxiety',
    adult(['worrying all the time', 'restless', 'cannot sleep', 'for months'], {
      age: 34,
      gender: 'female',
    }),
    'routine',
  ],
  [
    'peptic_ulcer',
    adult(['burning pain in upper stomach', 'worse when hungry'], {
      age: 50,
      medications: ['ibuprofen'],
    }),
    'urgent',
  ],
  [
    'cholecystitis',
    adult(['constant pain under right ribs', 'fever', 'vomiting'], { age: 52, gender: 'female' }),
    'urgent',
  ],
  [
    'bowel_obstruction',
    adult(['swollen tummy', 'vomiting', 'cannot pass wind', 'no poo for 3 days'], { age: 70 }),
    'emergency',
  ],
  [
    'ibs',
    adult(
      ['bloating', 'tummy cramps that ease after a poo', 'alternating diarrhoea and constipation'],
      { age: 27, gender: 'female' },
    ),
    'routine',
  ],
  [
    'inflammatory_bowel_disease',
    adult(['diarrhoea with blood and mucus for 6 weeks', 'losing weight', 'tummy pain'], {
      age: 24,
    }),
    'urgent',
  ],
  [
    'bowel_cancer',
    adult(['change in bowel habit for 2 months', 'blood in poo', 'weight loss'], { age: 66 }),
    'urgent',
  ],
  ['hepatitis', adult(['yellow eyes', 'dark urine', 'tired', 'pale poo'], { age: 30 }), 'urgent'],
  [
    'inguinal_hernia',
    adult(['lump in groin that goes away when I lie down'], { age: 55 }),
    'routine',
  ],
  [
    'enlarged_prostate',
    adult(['weak flow when peeing', 'getting up at night to pee'], { age: 66 }),
    'routine',
  ],
  [
    'genital_herpes',
    adult(['painful blisters on genitals', 'new partner'], { age: 24, gender: 'female' }),
    'urgent',
  ],
  [
    'bacterial_vaginosis',
    adult(['fishy smelling discharge', 'thin grey discharge'], { age: 27, gender: 'female' }),
    'routine',
  ],
  [
    'pelvic_inflammatory_disease',
    adult(['pain in lower tummy', 'pain during sex', 'unusual discharge', 'fever'], {
      age: 22,
      gender: 'female',
    }),
    'urgent',
  ],
  [
    'hyperemesis',
    adult(['12 weeks pregnant', 'vomiting all day', 'cannot keep fluids down'], {
      age: 29,
      gender: 'female',
    }),
    'urgent',
  ],
  [
    'menopause',
    adult(['hot flushes', 'night sweats', 'periods stopped'], { age: 51, gender: 'female' }),
    'routine',
  ],
  [
    'mastitis',
    adult(['painful red breast', 'breastfeeding', 'flu like aches', 'fever'], {
      age: 31,
      gender: 'female',
    }),
    'urgent',
  ],
  ['breast_cancer', adult(['new lump in my breast'], { age: 52, gender: 'female' }), 'urgent'],
  [
    'rheumatoid_arthritis',
    adult(['painful swollen finger joints', 'stiff for an hour every morning'], {
      age: 45,
      gender: 'female',
    }),
    // NHS "Rheumatoid arthritis": see a GP (non-urgent).
    'routine',
  ],
  [
    'polymyalgia_rheumatica',
    adult(['pain and stiffness in both shoulders and hips', 'worse in the morning'], {
      age: 72,
      gender: 'female',
    }),
    // NHS "Polymyalgia rheumatica": see a GP (non-urgent) without giant-cell-arteritis signs.
    'routine',
  ],
  ['tennis_elbow', adult(['pain on outside of elbow when gripping'], { age: 44 }), 'routine'],
  ['lyme_disease', adult(['bullseye rash', 'tick bite 2 weeks ago'], { age: 40 }), 'urgent'],
  [
    'psoriasis',
    adult(['red scaly patches on elbows and knees', 'silvery scales'], { age: 30 }),
    'routine',
  ],
  [
    'scabies',
    adult(['intense itching worse at night', 'rash between fingers'], {
      age: 19,
      gender: 'female',
    }),
    'routine',
  ],
  ['ringworm', adult(['ring shaped rash', 'itchy'], { age: 9 }), 'routine'],
  [
    'melanoma',
    adult(['mole has changed shape and colour'], { age: 45, gender: 'female' }),
    'urgent',
  ],
  ['animal_bite', adult(['dog bite on my hand'], { age: 30 }), 'urgent'],
  [
    'minor_burn',
    adult(['burnt my tummy on the oven door', 'red and sore', 'small blister'], {
      age: 34,
      gender: 'female',
    }),
    // NHS "Burns and scalds": a blistering burn needs medical help; on the hands, face, limbs,
    // feet or genitals it needs A&E (round 7), on the trunk an urgent check.
    'urgent',
  ],
  ['sunburn', adult(['sunburnt shoulders', 'red and sore'], { age: 16 }), 'routine'],
  [
    'anaemia',
    adult(['tired all the time', 'look pale', 'heavy periods'], { age: 32, gender: 'female' }),
    'routine',
  ],
  [
    'hyperthyroidism',
    adult(['losing weight', 'heart racing', 'shaky hands', 'always hot'], {
      age: 35,
      gender: 'female',
    }),
    'routine',
  ],
  [
    'heat_exhaustion',
    adult(['dizzy', 'headache', 'sweating a lot', 'working in the heat all day'], { age: 40 }),
    'routine',
  ],
  ['mumps', adult(['swollen jaw on both sides', 'fever', 'headache'], { age: 12 }), 'routine'],
  [
    'viral_illness',
    adult(['temperature 38.3', 'grumpy', 'runny nose', 'eating and drinking ok'], { age: 3 }),
    'routine',
  ],
  ['urticaria', adult(['hives'], { age: 30, gender: 'female' }), 'routine'],
  // Round 2: presentations from RCOG GTG 63, NHS "Your baby's movements", NHS "Teething",
  // NHS "Warts and verrucas", NHS "Athlete's foot", NICE NG9, NICE NG51/NG143, NHS
  // "Appendicitis", BE-FAST and NICE NG185 (atypical heart attack), and their look-alikes.
  [
    'placental_abruption',
    adult(
      [
        '29 weeks pregnant',
        'sudden tummy pain that does not ease',
        'bump feels tender and hard',
        'dark bleeding',
      ],
      { age: 30, gender: 'female' },
    ),
    'emergency',
  ],
  [
    'reduced_fetal_movements',
    adult(['38 weeks pregnant', 'cannot feel the baby moving since this morning'], {
      age: 27,
      gender: 'female',
    }),
    'emergency',
  ],
  [
    'teething',
    adult(
      ['sore red gums', 'dribbling more than usual', 'gnawing on things', 'one flushed cheek'],
      { age: 1, gender: 'female' },
    ),
    'routine',
  ],
  [
    'warts_verrucas',
    adult(['verruca on the sole of my foot', 'hurts when I walk on it'], { age: 11 }),
    'routine',
  ],
  [
    'ringworm',
    adult(['itchy white skin between my toes', 'skin cracking'], { age: 25 }),
    'routine',
  ],
  [
    'bronchiolitis',
    adult(
      [
        '3 month old baby with a cold for 2 days',
        'grunting when she breathes',
        'ribs sucking in',
        'not feeding',
      ],
      { age: 1, gender: 'female' },
    ),
    'emergency',
  ],
  [
    'otitis_media',
    adult(['baby rubbing her ear', 'high temperature', 'off her milk'], {
      age: 1,
      gender: 'female',
    }),
    'urgent',
  ],
  [
    'sepsis',
    adult(['7 week old baby', 'temperature 38.4', 'weak high pitched cry', 'not feeding'], {
      age: 1,
    }),
    'emergency',
  ],
  [
    'appendicitis',
    adult(
      [
        'pain started around his belly button yesterday',
        'now hurts all over his tummy',
        'temperature 38.8',
        'keeps very still',
      ],
      { age: 10 },
    ),
    'emergency',
  ],
  [
    'stroke',
    adult(['sudden vertigo', 'double vision', 'cannot walk in a straight line'], { age: 67 }),
    'emergency',
  ],
  [
    'acute_coronary_syndrome',
    adult(['pain in my jaw and left arm', 'cold sweat', 'breathless'], {
      age: 74,
      gender: 'female',
      existingConditions: ['type 2 diabetes'],
    }),
    'emergency',
  ],
  [
    'acute_coronary_syndrome',
    adult(['feels like bad indigestion', 'clammy', 'short of breath'], { age: 66 }),
    'emergency',
  ],
  [
    'gastroenteritis',
    adult(['stomach cramps all over my tummy', 'diarrhoea', 'being sick'], { age: 25 }),
    'routine',
  ],
  [
    'haemorrhoids',
    adult(['bright red blood on the paper after a poo', 'itchy bottom', 'soft lump at my bottom'], {
      age: 30,
    }),
    'routine',
  ],
  // Look-alikes of sepsis and malaria (NICE NG51 needs a high-risk sign; NHS "Malaria" needs
  // travel to a malaria area).
  ['influenza', adult(['fever', 'shivering'], { age: 30 }), 'routine'],
  [
    'malaria',
    adult(['fever', 'shivering', 'just back from a trip to Ghana'], { age: 30 }),
    // Urgent since round 7 (NHS "Malaria": urgent GP or 111 the same day).
    'urgent',
  ],
];

describe('classic presentations', () => {
  it.each(CASES)('%s', (expected, input, urgency) => {
    const result = analyzeSymptoms(input);
    const top3 = result.ranked.slice(0, 3).map((r) => r.conditionId);
    expect(top3).toContain(expected);
    expect(result.analysis.urgencyLevel).toBe(urgency);
  });
});
