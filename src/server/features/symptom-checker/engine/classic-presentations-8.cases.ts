/**
 * Round-7C development validation set: 100 presentations (64 emergency, 18 urgent, 18 routine)
 * for wording variety on the common emergencies. Written from the NHS A–Z pages "Heart attack",
 * "Stroke" (FAST), "Sepsis", "Meningitis", "Anaphylaxis", "Asthma attack", "Pulmonary
 * embolism", "Appendicitis" (999 when the pain suddenly spreads or worsens across the tummy or
 * the tummy goes hard), "Ectopic pregnancy" (999/A&E: sudden sharp intense pain, very dizzy or
 * faint, very pale), "Diabetic ketoacidosis" (blood ketones over 3 mmol/L, or DKA symptoms
 * without a diagnosis: 999; 1.6–3 mmol/L or glucose not coming down: diabetes team or 111),
 * "High temperature (fever) in children" with NICE NG143 traffic-light table and Healthier
 * Together "Fever", "Croup" and "Bronchiolitis" (stridor at rest, grunting, sucking in under the
 * ribs: A&E; stridor only when upset: contact a doctor today), "Head injury and concussion",
 * "Vomiting blood", "Blood in poo", "Poisoning", "Paracetamol overdose", "Button batteries"
 * safety advice and "Testicle pain" (sudden severe pain: A&E); and for the look-alikes "Chest
 * pain", "Bell's palsy", "Kidney infection", "Cellulitis", "Scarlet fever", "Insect bites and
 * stings", "DVT", "Vaginal bleeding in pregnancy", "Epididymitis", "Migraine", "Headaches",
 * "Common cold", "Sore throat", "Food poisoning", "Contact dermatitis", "Hay fever", "Asthma",
 * "Indigestion", "Piles", "Period pain", "Constipation" and "Type 2 diabetes" — not from any
 * evaluation vignette and not from the engine. Each of the 16 emergencies is told four ways:
 * terse search-term chips, a parent or bystander, a rambling account with the 999 feature
 * buried mid-way, and misspelt texting. Urgency is the page's advice (999, A&E or maternity
 * unit now → emergency; urgent GP, urgent treatment centre, 111, urgent dentist or early
 * pregnancy unit → urgent; self-care, pharmacist or routine GP → routine); ICD-10 3-character
 * categories count as the right condition (null: triage only).
 */
import { e, person, r, u, type ValidationCase } from './validation-case.ts';

const MI = ['I21', 'I20', 'I24'];
const STROKE = ['I63', 'I61', 'I64', 'G45'];
const SEPSIS = ['A41', 'A40', 'R65'];
const MENINGO = ['A39', 'G00', 'G03', 'A41'];
const ANAPHYLAXIS = ['T78', 'T88', 'T63'];
const ASTHMA = ['J45', 'J46'];
const PE = ['I26'];
const APPENDICITIS = ['K35', 'K36', 'K37', 'K65'];
const ECTOPIC = ['O00'];
const DKA = ['E10', 'E11', 'E14'];
const CROUP = ['J05'];
const HEAD = ['S06', 'S09', 'S02'];
const UGI_BLEED = ['K92', 'K25', 'K26', 'K27', 'K22', 'I85'];
const TORSION = ['N44'];
const DYSPEPSIA = ['K29', 'K30', 'K21', 'K25', 'K26', 'K27'];
const HEAD_BUMP = ['S00', 'S09'];

export const GUIDANCE_CASES_ROUND_7C: ValidationCase[] = [
  // Heart attack: central crushing or squeezing pain spreading to arm or jaw, sweaty, sick.
  e(
    'mi-terse-crushing-arm-sweaty',
    person(58, 'male', ['chest crushing', 'left arm numb', 'sweaty']),
    MI,
  ),
  e(
    'mi-wife-reports-husband-grey',
    person(63, 'male', [
      'my husband has had a heavy pressure in the middle of his chest for half an hour',
      'it is spreading up into his jaw',
      'he looks grey and sweaty and feels sick',
    ]),
    MI,
  ),
  e(
    'mi-rambling-shopping-squeezing',
    person(52, 'female', [
      'I was carrying the shopping up from the car this morning and thought I had just overdone it',
      'sat down with a cup of tea and took two paracetamol but it did nothing',
      'there is a tight squeezing pain in the middle of my chest that has not gone away for 25 minutes and it goes up into my jaw and left arm',
      'I feel a bit sick and clammy',
      'I have a work call at 3 and do not want to make a fuss',
      'my dad had heart trouble in his sixties',
    ]),
    MI,
  ),
  e(
    'mi-texting-elephant-on-chest',
    person(61, 'male', [
      'chesst pain v bad like an elephant sittin on me',
      'goin down my left arm',
      'sweatin n feel sick pls help',
    ]),
    MI,
  ),

  // Stroke: FAST — face drooping, arm weakness, speech problems, sudden.
  e(
    'stroke-terse-face-speech-arm',
    person(71, 'female', ['face drooping', 'slurred words', 'right arm weak']),
    STROKE,
  ),
  e(
    'stroke-son-reports-dad-gibberish',
    person(78, 'male', [
      'my dad suddenly cannot lift his left arm',
      'his mouth has dropped on one side',
      'he is talking gibberish, it started 15 minutes ago',
    ]),
    STROKE,
  ),
  e(
    'stroke-rambling-dinner-fork',
    person(66, 'female', [
      'we were halfway through dinner at my sisters and I had had one glass of wine',
      'I thought I might just be tired because I have not been sleeping well',
      'I went to pick up my fork and my right hand would not grip it, the whole right arm suddenly went weak and heavy',
      'my sister says my words are coming out jumbled',
      'my blood pressure tablets ran out last week and I have not got round to reordering',
    ]),
    STROKE,
  ),
  e(
    'stroke-texting-droopy-face',
    person(59, 'male', [
      'face gone droopy on 1 side sudenly',
      'cant lift my left arm proply',
      'speach all slurrd',
    ]),
    STROKE,
  ),

  // Sepsis (adult): infection with confusion, mottled or blue skin, very fast breathing.
  e(
    'sepsis-terse-fever-confused-fast-breathing',
    person(67, 'male', ['infection, shivering', 'confused', 'breathing very fast']),
    SEPSIS,
  ),
  e(
    'sepsis-daughter-reports-mum-uti-confused',
    person(82, 'female', [
      'mum has had a water infection for 3 days',
      'today she is confused and not making sense',
      'her skin is blotchy and pale and she is burning up',
    ]),
    SEPSIS,
  ),
  e(
    'sepsis-rambling-gardening-cut',
    person(45, 'female', [
      'I cut my leg on a rose bush last week while gardening and put antiseptic cream on it',
      'it went a bit red but I thought it was healing',
      'I have been shivering all night and now my breathing is really fast and my skin looks mottled and grey',
      'I have taken paracetamol every four hours',
      'I need to pick the kids up from school later',
    ]),
    SEPSIS,
  ),
  e(
    'sepsis-texting-chest-infection-blue-lips',
    person(54, 'male', [
      'got a chest infecton, temp 39.8',
      'lips gone abit blue',
      'cant catch my breth n wife says im talkin nonsense',
    ]),
    SEPSIS,
  ),

  // Meningitis or sepsis in a child: non-blanching rash, stiff neck, light hurts, floppy.
  e(
    'child-mening-terse-rash-glass',
    person(3, 'female', ['fever', 'rash not fading under glass', 'very sleepy']),
    MENINGO,
  ),
  e(
    'child-mening-parent-purple-spots-baby',
    person(1, 'male', [
      'my 10 month old has a temperature of 39',
      'he has purple spots on his tummy that do not go when I press a glass on them',
      'he is floppy and hard to wake',
    ]),
    MENINGO,
  ),
  e(
    'child-mening-rambling-teen-light',
    person(16, 'female', [
      'I am staying at my nans this week and thought I just had the bug going round school',
      'took some paracetamol and went to bed early',
      'tonight my headache is the worst I have ever had, my neck is so stiff I cannot touch my chin to my chest and the light really hurts my eyes',
      'I have been sick twice',
      'I have mocks next week so I am stressed anyway',
    ]),
    MENINGO,
  ),
  e(
    'child-mening-texting-cold-hands-spots',
    person(4, 'male', [
      'my son temp 39.5 n hes all floppy',
      'spots on his legs dont go wen i press a glass on',
      'hands n feet ice cold pls help',
    ]),
    MENINGO,
  ),

  // Anaphylaxis: throat or tongue swelling, breathing difficulty, faint after a trigger.
  e(
    'anaphylaxis-terse-peanut-throat',
    person(29, 'female', ['ate peanut', 'throat closing', 'wheezy']),
    ANAPHYLAXIS,
  ),
  e(
    'anaphylaxis-parent-nut-biscuit',
    person(8, 'male', [
      'my son ate a biscuit with nuts in at a party',
      'his lips and tongue are swelling up and he is wheezing',
      'he has gone pale and floppy',
    ]),
    ANAPHYLAXIS,
  ),
  e(
    'anaphylaxis-rambling-wasp-garden',
    person(41, 'male', [
      'I was doing the garden this afternoon and got stung by a wasp on my hand, which has happened before and just swelled a bit',
      'put some ice on it and took an antihistamine',
      'about 10 minutes later my tongue feels swollen, my throat feels tight and I am struggling to breathe',
      'hives coming up all over my chest',
      'I was going to ring the GP tomorrow but my wife told me to put it in here',
    ]),
    ANAPHYLAXIS,
  ),
  e(
    'anaphylaxis-texting-prawns-cant-swallow',
    person(34, 'female', [
      'had prawns n now my face n lips r massive',
      'cant swallow proply n breathin is hard',
      'feel faint, got an epipen shud i use it',
    ]),
    ANAPHYLAXIS,
  ),

  // Severe asthma attack: reliever not helping, too breathless to speak, blue lips, drowsy.
  e(
    'asthma-terse-no-sentences',
    person(22, 'male', ['asthma attack', 'cannot speak in sentences', 'inhaler not working']),
    ASTHMA,
  ),
  e(
    'asthma-parent-spacer-blue-lips',
    person(11, 'female', [
      'my daughter is having an asthma attack',
      'she has had 10 puffs of her blue inhaler through the spacer and it is not helping',
      'she is too breathless to talk and her lips look blue',
    ]),
    ASTHMA,
  ),
  e(
    'asthma-rambling-new-cat',
    person(37, 'female', [
      'I have had asthma since I was a child and it is usually fine',
      'we got a new cat last week and I have been a bit wheezy since',
      'tonight it is so bad I can only say one or two words at a time and my blue inhaler is doing nothing after lots of puffs',
      'I did not want to bother anyone at this time of night',
      'my peak flow is way below my normal',
    ]),
    ASTHMA,
  ),
  e(
    'asthma-texting-puffer-sleepy',
    person(17, 'male', [
      'asthma atack v bad',
      'blue puffer not doin anythin',
      'cant talk propaly n feel rly sleepy',
    ]),
    ASTHMA,
  ),

  // Pulmonary embolism: sudden breathlessness, pleuritic chest pain, coughing blood.
  e(
    'pe-terse-sudden-breathless',
    person(34, 'female', ['sudden breathless', 'sharp chest pain breathing in', 'coughing blood']),
    PE,
  ),
  e(
    'pe-husband-reports-post-knee-op',
    person(56, 'female', [
      'my wife had knee surgery 10 days ago',
      'she suddenly got really short of breath and has a sharp pain in her chest when she breathes in',
      'she coughed up some blood and nearly fainted',
    ]),
    PE,
  ),
  e(
    'pe-rambling-long-flight-pill',
    person(31, 'female', [
      'I flew back from Australia on Tuesday and I am on the combined pill',
      'my left calf has been sore and a bit swollen which I put down to the flight',
      'this morning I suddenly got really breathless walking to the kitchen with a stabbing pain in my chest every time I breathe in',
      'my heart is racing',
      'I was going to go for a run to loosen up but I could not even get up the stairs',
    ]),
    PE,
  ),
  e(
    'pe-texting-coughing-blood-after-op',
    person(48, 'male', [
      'sudenly cant breath properly',
      'sharp pain in chest wen i breath in n coughin up blood',
      'had op on my leg 2 wks ago',
    ]),
    PE,
  ),

  // Appendicitis with severe or spreading pain: pain suddenly spreads across the tummy, tummy hard.
  e(
    'appendix-terse-spread-hard',
    person(19, 'male', ['appendix pain now all over tummy', 'tummy hard', 'fever']),
    APPENDICITIS,
  ),
  e(
    'appendix-parent-spread-screaming',
    person(9, 'female', [
      'my daughter had pain by her belly button yesterday that moved to the lower right',
      'now it has suddenly spread all over her tummy and she screams if she moves',
      'her tummy feels hard and she has a temperature',
    ]),
    APPENDICITIS,
  ),
  e(
    'appendix-rambling-takeaway-board',
    person(27, 'male', [
      'started as a vague ache around my belly button last night after a takeaway so I assumed it was food poisoning',
      'took some Gaviscon and went to bed',
      'this morning it moved to the lower right and in the last hour it has suddenly spread across my whole tummy and is agony',
      'my stomach feels hard as a board',
      'I have a football match on Saturday I really do not want to miss',
    ]),
    APPENDICITIS,
  ),
  e(
    'appendix-texting-all-over-now',
    person(14, 'male', [
      'my belly rly hurt bottom right n now its sudenly all over',
      'cant stand up straight its v bad',
      'been sick twice n feel hot',
    ]),
    APPENDICITIS,
  ),

  // Ectopic pregnancy: positive test or missed period with sudden severe one-sided pain, faint, pale.
  e(
    'ectopic-terse-pregnant-faint',
    person(26, 'female', ['6 weeks pregnant', 'sudden severe pain one side', 'nearly fainted']),
    ECTOPIC,
  ),
  e(
    'ectopic-partner-reports-doubled-over',
    person(30, 'female', [
      'my girlfriend had a positive pregnancy test last week',
      'she suddenly doubled over with a sharp intense pain low down on the left',
      'she is really pale and dizzy and nearly passed out in the bathroom',
    ]),
    ECTOPIC,
  ),
  e(
    'ectopic-rambling-trying-for-baby',
    person(33, 'female', [
      'we have been trying for a baby for a year and I got a positive test 10 days ago, we have not told anyone yet',
      'I had some brown spotting yesterday and thought it was normal because my friend had that',
      'this afternoon I got a sudden stabbing pain low on the right side and I feel faint, clammy and very pale',
      'there is an odd pain in the tip of my shoulder too',
      'I have my midwife booking appointment next week anyway',
    ]),
    ECTOPIC,
  ),
  e(
    'ectopic-texting-pass-out',
    person(24, 'female', [
      'positve test 2 wks ago',
      'agony low down on my right side sudenly',
      'v dizzy n pale think im gonna pass out',
    ]),
    ECTOPIC,
  ),

  // Diabetic ketoacidosis: ketones over 3, vomiting, pear-drop breath, deep breathing, drowsy; or
  // DKA symptoms with no diabetes diagnosis.
  e(
    'dka-terse-ketones-vomiting',
    person(21, 'male', ['type 1 diabetic', 'ketones 4.2', 'vomiting'], ['type 1 diabetes']),
    DKA,
  ),
  e(
    'dka-parent-pear-drops-drowsy',
    person(
      12,
      'female',
      [
        'my daughter has type 1 diabetes and has been sick all morning',
        'her breath smells like pear drops and she is breathing deep and fast',
        'she is drowsy and muddled, blood ketones 3.8',
      ],
      ['type 1 diabetes'],
    ),
    DKA,
  ),
  e(
    'dka-rambling-skipped-insulin-bug',
    person(
      28,
      'female',
      [
        'I have had a stomach bug since yesterday and have hardly eaten so I skipped some insulin',
        'my sugars have been over 25 all day',
        'my blood ketones are 3.6 and I keep being sick',
        'I have been drinking loads of water and peeing constantly',
        'I have a flight on Friday and really need to be better by then',
      ],
      ['type 1 diabetes'],
    ),
    DKA,
  ),
  e(
    'dka-texting-undiagnosed-nail-varnish',
    person(16, 'male', [
      'v thirsty all wk n peein loads n lost weight',
      'now bein sick n breath smells like nail varnish',
      'realy sleepy n confused mum says, not diabetic as far as i no',
    ]),
    DKA,
  ),

  // Baby under 3 months with a temperature of 38 °C or more, or floppy and hard to wake.
  e('baby-fever-terse-6-weeks', person(1, 'male', ['6 week old baby', 'temp 38.4']), null),
  e(
    'baby-fever-parent-2-months',
    person(1, 'female', [
      'my 2 month old daughter has a temperature of 38.2',
      'she seems more sleepy than usual',
      'no other symptoms that I can see',
    ]),
    null,
  ),
  e(
    'baby-fever-rambling-grandparents',
    person(1, 'male', [
      'my baby boy is 7 weeks old and we are staying at my parents for the weekend',
      'he has a bit of a snuffly nose which my older one has too',
      'I checked with the ear thermometer and it says 38.6 and he is not feeding as well as usual',
      'my mum says babies get temperatures all the time and to wait and see',
      'I have put him in a lighter babygrow',
    ]),
    null,
  ),
  e(
    'baby-floppy-texting-5-weeks',
    person(1, 'female', [
      'my baby is 5 wks old n shes gone really floppy',
      'wont wake up properly for feeds',
      'temp 35.6 n shes v pale',
    ]),
    null,
  ),

  // Child breathing difficulty: stridor at rest, grunting, sucking in under the ribs.
  e(
    'croup-terse-stridor-at-rest',
    person(2, 'male', ['barking cough', 'noisy breathing even when calm', 'sucking in under ribs']),
    CROUP,
  ),
  e(
    'bronchiolitis-parent-grunting-ribs',
    person(1, 'female', [
      'my 9 month old has a cold and is breathing really fast',
      'she is grunting with every breath and her skin is sucking in under her ribs',
      'not taking her bottle',
    ]),
    ['J21'],
  ),
  e(
    'croup-rambling-steamy-bathroom',
    person(3, 'male', [
      'my son has had a cold for a few days, the whole nursery has it',
      'tonight he started a barking cough like a seal and we sat in the steamy bathroom like my mum suggested',
      'now there is a harsh whistling noise every time he breathes in even when he is sitting quietly and not upset',
      'he seems tired and a bit dribbly',
      'I am on an early shift at 7 and my partner is away',
    ]),
    CROUP,
  ),
  e(
    'croup-texting-noise-all-the-time',
    person(2, 'female', [
      'my 2yo has croup cough',
      'makin a loud noise breathin in all the time even wen shes calm',
      'chest suckin in under her ribs n lips bit blue',
    ]),
    CROUP,
  ),

  // Head injury with red flags: knocked out, vomiting, memory loss, worsening headache, fluid from
  // nose, blood thinners, confusion.
  e(
    'head-terse-knocked-out-vomited',
    person(34, 'male', ['hit head', 'knocked out', 'vomited twice']),
    HEAD,
  ),
  e(
    'head-daughter-reports-mum-warfarin',
    person(
      79,
      'female',
      [
        'my mum fell and banged her head on the kitchen floor',
        'she takes warfarin',
        'she has a headache and seems a bit confused',
      ],
      ['atrial fibrillation'],
    ),
    HEAD,
  ),
  e(
    'head-rambling-rugby-tackle',
    person(16, 'male', [
      'I was playing rugby this afternoon and went into a tackle head first',
      'I carried on for a bit then came home, had some food and a shower',
      'I cannot remember anything about the second half and my mates say I was knocked out for about a minute',
      'the headache is getting worse even after paracetamol and I have been sick',
      'my coach wants me back training on Thursday',
    ]),
    HEAD,
  ),
  e(
    'head-texting-bike-fluid-nose',
    person(22, 'female', [
      'fell off my bike n hit my head no helmet',
      'clear fluid drippin out my nose',
      'keep throwin up n v sleepy',
    ]),
    HEAD,
  ),

  // Vomiting blood or black tarry poo with dizziness or fainting.
  e(
    'gi-bleed-terse-blood-dizzy',
    person(62, 'male', ['vomiting blood', 'dizzy', 'black poo']),
    UGI_BLEED,
  ),
  e(
    'gi-bleed-wife-reports-coffee-grounds',
    person(71, 'male', [
      'my husband has been taking ibuprofen for his back for weeks',
      'he has just been sick and it looked like coffee grounds',
      'he has gone pale and dizzy and nearly fainted when he stood up',
    ]),
    UGI_BLEED,
  ),
  e(
    'gi-bleed-rambling-birthday-retching',
    person(45, 'male', [
      'I had a big night out for a mates birthday and drank a lot, which is not like me',
      'this morning I was retching over and over and then brought up a cupful of bright red blood',
      'I feel dizzy and my heart is racing',
      'I have had some water and dry toast',
      'I really need to get to work, I have already missed a day this month',
    ]),
    UGI_BLEED,
  ),
  e(
    'gi-bleed-texting-tarry-poo',
    person(55, 'female', [
      'poo is black n sticky like tar',
      'feel v dizzy n faint wen i stand up',
      'been takin asprin',
    ]),
    UGI_BLEED,
  ),

  // Overdose or poisoning, including a child swallowing something harmful.
  e(
    'overdose-terse-paracetamol-24',
    person(19, 'female', ['took 24 paracetamol', 'an hour ago', 'feel ok']),
    ['T39'],
  ),
  e(
    'poisoning-parent-button-battery',
    person(2, 'male', [
      'my 2 year old has just swallowed a button battery from the TV remote',
      'he seems fine at the moment',
    ]),
    null,
  ),
  e(
    'overdose-rambling-sleeping-tablets',
    person(43, 'male', [
      'things have been really hard since I lost my job and I have not been sleeping',
      'my GP gave me sleeping tablets',
      'tonight I took the whole box with some vodka and now I am very drowsy and my breathing feels slow',
      'I do not really know why I am typing this',
      'my sister is coming round in the morning',
    ]),
    ['T42', 'T51'],
  ),
  e(
    'poisoning-texting-dishwasher-tablet',
    person(3, 'female', [
      'my 3yo got in2 the cupbord n bit a dishwasher tablet',
      'shes coughin n droolin',
      'mouth looks red pls help',
    ]),
    ['T54', 'T55'],
  ),

  // Testicular torsion: sudden severe testicle pain, often with vomiting or a high-riding testicle.
  e(
    'torsion-terse-sudden-agony',
    person(15, 'male', ['sudden testicle pain', 'agony', 'being sick']),
    TORSION,
  ),
  e(
    'torsion-parent-woke-high-testicle',
    person(13, 'male', [
      'my son woke up with sudden severe pain in his left testicle',
      'it is swollen and sitting higher than the other one',
      'he has been sick with the pain',
    ]),
    TORSION,
  ),
  e(
    'torsion-rambling-football',
    person(17, 'male', [
      'I was playing football earlier but nobody kicked me there as far as I remember',
      'an hour ago I got a sudden really bad pain in my right testicle that has not stopped',
      'it is so bad I have been sick and it goes up into my tummy',
      'I am embarrassed to tell my parents',
      'I took ibuprofen and it did nothing',
    ]),
    TORSION,
  ),
  e(
    'torsion-texting-10-out-of-10',
    person(20, 'male', [
      'sudenly rly bad pain in my ball',
      'like 10/10, came on 30 mins ago',
      'feel sik, 1 side swollen',
    ]),
    TORSION,
  ),

  // Urgent look-alikes: chest pain that comes and goes, Bell's palsy with normal limbs and speech,
  // kidney infection, cellulitis, scarlet fever, fever for 5 days, a 3–6-month-old at 39 °C, a
  // large local sting reaction, an asthma attack that settled, DVT, early appendicitis, bleeding
  // in early pregnancy, high glucose or ketones 1.6–3 in type 1, croup with stridor only when
  // upset, blood in poo for 3 weeks, unsure whether a double dose is harmful, epididymitis.
  u(
    'chest-pain-comes-and-goes-now-well',
    person(44, 'male', [
      'chest pain that comes and goes for a couple of days, only lasts a minute or so',
      'it is not there now and I feel well',
      'no sweating, no pain in my arm or jaw, not breathless',
    ]),
    null,
  ),
  u(
    'bells-palsy-forehead-limbs-normal',
    person(38, 'female', [
      'woke up with the right side of my face drooping, forehead included',
      'cannot close my right eye properly',
      'arms and legs are fine and my speech is normal',
    ]),
    ['G51'],
  ),
  u(
    'kidney-infection-back-pain-fever',
    person(32, 'female', [
      'burning when I pee for 3 days',
      'now a temperature of 38.6 and pain in my back under the ribs on the right',
      'shivery but thinking clearly and still peeing',
    ]),
    ['N10'],
  ),
  u(
    'cellulitis-shin-spreading',
    person(60, 'male', [
      'skin on my shin is red, hot and swollen and spreading',
      'sore to touch',
      'no fever and I feel well otherwise',
    ]),
    ['L03'],
  ),
  u(
    'scarlet-fever-sandpaper-rash-blanches',
    person(5, 'female', [
      'my daughter has a sore throat and a temperature',
      'rough red rash like sandpaper on her chest that fades when I press a glass on it',
      'she is drinking and still playing a bit',
    ]),
    ['A38'],
  ),
  u(
    'toddler-fever-five-days',
    person(2, 'male', [
      'my toddler has had a temperature of 38.5 on and off for 5 days',
      'still drinking and having wet nappies',
      'no rash and awake and alert',
    ]),
    null,
  ),
  u(
    'infant-4-months-temp-39',
    person(1, 'female', [
      'my 4 month old has a temperature of 39.2',
      'feeding okay and waking normally',
      'no rash and breathing normally',
    ]),
    null,
  ),
  u(
    'wasp-sting-large-local-reaction',
    person(39, 'female', [
      'stung by a wasp on my forearm yesterday',
      'now a red swollen patch bigger than 10cm and spreading',
      'breathing fine, no swelling of my lips, tongue or throat',
    ]),
    null,
  ),
  u(
    'asthma-attack-settled-with-reliever',
    person(26, 'male', [
      'had an asthma attack earlier this morning',
      'my blue inhaler sorted it after 6 puffs',
      'breathing ok now and talking normally',
    ]),
    ASTHMA,
  ),
  u(
    'dvt-calf-no-breathlessness',
    person(51, 'female', [
      'right calf swollen, red and throbbing for 2 days',
      'hurts when I walk',
      'no chest pain and my breathing is fine',
    ]),
    ['I80', 'I82'],
  ),
  u(
    'appendicitis-pain-moved-right-not-spreading',
    person(23, 'male', [
      'pain started around my belly button yesterday and has moved to the lower right of my tummy',
      'it hurts more when I cough or walk',
      'bearable, not spreading, tummy is soft',
    ]),
    ['K35', 'K37'],
  ),
  u(
    'early-pregnancy-spotting-mild-cramps',
    person(29, 'female', [
      '7 weeks pregnant',
      'light spotting and mild period-like cramps since this morning',
      'no severe pain, not dizzy or faint',
    ]),
    ['O20', 'O00', 'O03'],
  ),
  u(
    'type1-glucose-not-coming-down',
    person(
      35,
      'male',
      [
        'type 1, blood sugar 18 all day and correction doses are not bringing it down',
        'ketones 0.4',
        'feel fine, not being sick',
      ],
      ['type 1 diabetes'],
    ),
    ['E10'],
  ),
  u(
    'type1-ketones-moderate-with-cold',
    person(
      19,
      'female',
      [
        'type 1, I have a cold',
        'blood ketones 2.1 and sugar 16',
        'not vomiting, no tummy pain, thinking clearly',
      ],
      ['type 1 diabetes'],
    ),
    ['E10'],
  ),
  u(
    'croup-stridor-only-when-crying',
    person(2, 'female', [
      'my 2 year old has had a barking cough since last night',
      'she only makes a harsh noise breathing in when she is crying and upset',
      'breathing normally when calm and drinking ok',
    ]),
    CROUP,
  ),
  u(
    'blood-in-poo-three-weeks',
    person(64, 'male', [
      'blood mixed in with my poo on and off for 3 weeks',
      'poo looser than usual',
      'not dizzy and feel well otherwise',
    ]),
    null,
  ),
  u(
    'possible-double-dose-unsure-harmful',
    person(80, 'male', [
      'my dad thinks he may have taken his morning blood pressure tablets twice, he is not sure',
      'he feels completely fine, not dizzy or drowsy',
      'we do not know if that could be harmful',
    ]),
    null,
  ),
  u(
    'epididymitis-gradual-swelling',
    person(34, 'male', [
      'right testicle has become gradually swollen and sore over 2 days',
      'stings when I pee',
      'the pain came on slowly, not suddenly',
    ]),
    ['N45'],
  ),

  // Routine look-alikes: chest wall strain, usual migraine, tension headache, colds in a toddler
  // and a 5-month-old, sore throat, food poisoning without blood, plaster allergy, hay fever,
  // wheeze that settles with the inhaler, bumps on the head without red flags, indigestion,
  // piles, period pain, constipation, slightly high type 2 sugars, a testicle ache for weeks.
  r(
    'chest-wall-strain-gym',
    person(36, 'male', [
      'sore chest since bench pressing at the gym yesterday',
      'hurts when I press on it or twist',
      'breathing fine, no sweating or arm pain',
    ]),
    null,
  ),
  r(
    'migraine-usual-aura',
    person(
      32,
      'female',
      [
        'migraine like my usual ones',
        'zigzag lights for 20 minutes then a throbbing headache',
        'same as always, no weakness or slurred speech',
      ],
      ['migraine'],
    ),
    ['G43'],
  ),
  r(
    'tension-headache-screen-day',
    person(47, 'male', [
      'band-like headache after a long day at the screen',
      'face and speech normal, arms fine',
      'eased a bit with paracetamol',
    ]),
    ['G44'],
  ),
  r(
    'toddler-cold-mild-temp-playing',
    person(2, 'female', [
      'my 2 year old has a runny nose and a cough',
      'temperature 37.9',
      'still playing, eating and drinking normally',
    ]),
    ['J00'],
  ),
  r(
    'infant-5-months-cold-feeding-well',
    person(1, 'male', [
      'my 5 month old has a snotty nose',
      'temperature 37.8',
      'feeding well, plenty of wet nappies and smiling',
    ]),
    ['J00'],
  ),
  r(
    'sore-throat-slight-temp',
    person(27, 'female', [
      'sore throat and a slight temperature for 2 days',
      'eating and drinking fine',
      'no rash and breathing fine',
    ]),
    ['J02', 'J03'],
  ),
  r(
    'food-poisoning-no-blood',
    person(30, 'male', [
      'diarrhoea and being sick since last night after a dodgy kebab',
      'no blood in my sick or poo',
      'keeping sips of water down',
    ]),
    ['A09', 'A08', 'A05'],
  ),
  r(
    'plaster-allergy-itchy-square',
    person(45, 'female', [
      'itchy red square where a plaster was',
      'no swelling of my lips or face',
      'breathing fine',
    ]),
    ['L23', 'L24', 'L25'],
  ),
  r(
    'hay-fever-pollen',
    person(20, 'male', [
      'sneezing, runny nose and itchy eyes',
      'every summer when the pollen is high',
      'no swelling and breathing fine',
    ]),
    ['J30'],
  ),
  r(
    'asthma-wheeze-settles-with-inhaler',
    person(
      40,
      'female',
      [
        'a bit wheezy with this cold',
        'two puffs of my blue inhaler settles it',
        'talking normally, only needed it once today',
      ],
      ['asthma'],
    ),
    ASTHMA,
  ),
  r(
    'toddler-bump-forehead-playing',
    person(2, 'male', [
      'my 2 year old bumped his forehead on the coffee table',
      'cried straight away then went back to playing',
      'small lump, no vomiting, acting normally',
    ]),
    HEAD_BUMP,
  ),
  r(
    'adult-bump-cupboard-door',
    person(52, 'female', [
      'banged my head on a kitchen cupboard door',
      'small sore lump',
      'not knocked out, no vomiting, headache mild, not on blood thinners',
    ]),
    HEAD_BUMP,
  ),
  r(
    'indigestion-after-curry',
    person(50, 'male', [
      'burning in my upper tummy after a big curry',
      'eased with Gaviscon',
      'no vomiting blood and my poo is a normal colour',
    ]),
    DYSPEPSIA,
  ),
  r(
    'piles-blood-on-paper',
    person(33, 'female', [
      'bright red blood on the toilet paper after straining',
      'itchy lump around my bottom',
      'feel well, not dizzy',
    ]),
    ['K64'],
  ),
  r(
    'period-pain-usual',
    person(22, 'female', [
      'period cramps low in my tummy',
      'same as every month',
      'on my period now and ibuprofen helps',
    ]),
    ['N94'],
  ),
  r(
    'child-constipation-tummy-ache',
    person(11, 'male', [
      'my son has tummy ache and has not pooed for 4 days',
      'pain comes and goes and he is eating and running around',
      'no fever, not being sick',
    ]),
    ['K59'],
  ),
  r(
    'type2-sugars-bit-high',
    person(
      66,
      'female',
      [
        'type 2 diabetes, sugars a bit higher than usual, around 11, since Christmas',
        'feel fine',
        'not on insulin',
      ],
      ['type 2 diabetes'],
    ),
    ['E11'],
  ),
  r(
    'testicle-dull-ache-weeks',
    person(28, 'male', [
      'dull ache in my left testicle on and off for a few weeks',
      'feels heavy after standing all day',
      'no lump or swelling, no sudden pain',
    ]),
    null,
  ),
];
