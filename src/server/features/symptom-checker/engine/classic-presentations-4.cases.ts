/**
 * Round-5 personal validation set: 66 common presentations (22 per triage class), emphasising
 * injuries, skin and older adults, written from NHS A–Z pages ("Broken arm or wrist", "Broken
 * ankle", "Broken finger or thumb", "Dislocated shoulder", "Pulled elbow", "Cuts and grazes",
 * "Animal and human bites", "Sprains and strains", "Cellulitis", "Ringworm", "Slapped cheek
 * syndrome", "Flu", "Chest infection", "Shingles", "Transient ischaemic attack", "Migraine",
 * "Sciatica", "Eye injuries", "Burns and scalds") — not from any evaluation vignette — the way
 * people type them. Urgency is the page's advice (999/A&E → emergency; urgent treatment centre,
 * urgent GP or 111 → urgent; self-care, pharmacist or routine GP → routine); ICD-10 categories
 * count as the right condition (null: triage only). Written before the round-5 changes and
 * measured before and after.
 */
import { e, person, r, u, type ValidationCase } from './validation-case.ts';

export const GUIDANCE_CASES_ROUND_5: ValidationCase[] = [
  // Emergencies: NHS "go to A&E / call 999" (deformed or open fractures, cold or numb limb
  // after an injury, dislocations, hip fracture, head injury on blood thinners, TIA even when
  // it has passed, sepsis, spreading infection with sepsis signs, burns, bites to the face).
  e(
    'wrist-bent-after-bike-fall',
    person(12, 'male', [
      'fell off my bike and my wrist is bent at a funny angle',
      'really painful',
    ]),
    ['S52', 'S62'],
  ),
  e(
    'bone-through-skin-shin',
    person(45, 'male', ['fell off a ladder, bone sticking out of my shin']),
    ['S82'],
  ),
  e(
    'fingers-white-cold-after-door',
    person(30, 'female', [
      'trapped my hand in the car door',
      'fingers have gone white, cold and numb',
    ]),
    null,
  ),
  e(
    'shoulder-popped-out',
    person(24, 'male', [
      'fell on my outstretched arm and my shoulder popped out',
      'cannot move my arm at all',
    ]),
    ['S43'],
  ),
  e(
    'hip-fall-leg-turned-out',
    person(81, 'female', [
      'fell at home and cannot get up',
      'pain in my hip, leg looks shorter and turned outwards',
    ]),
    ['S72'],
  ),
  e(
    'head-knock-on-warfarin',
    person(79, 'male', ['fell and hit my head on the kitchen floor'], ['takes warfarin']),
    null,
  ),
  e(
    'glass-cut-spurting',
    person(35, 'male', ['cut my leg on broken glass, blood is spurting out and will not stop']),
    null,
  ),
  e(
    'dog-bite-face-child',
    person(6, 'female', ['dog bit her face, deep wounds on her cheek that are bleeding a lot']),
    null,
  ),
  e('face-drooping', person(74, 'male', ['face drooping on one side', 'slurred speech']), [
    'I63',
    'I64',
    'I61',
  ]),
  e(
    'tia-passed',
    person(68, 'female', [
      'my arm went weak and my speech was muddled for 20 minutes',
      'back to normal now',
    ]),
    ['G45'],
  ),
  e(
    'older-sepsis',
    person(83, 'female', [
      'very confused today',
      'shivering with a high temperature',
      'breathing fast',
      'not passed urine all day',
    ]),
    ['A41'],
  ),
  e(
    'older-woman-jaw-chest',
    person(71, 'female', ['tightness in my chest spreading to my jaw', 'sweating and feel sick']),
    ['I21'],
  ),
  e(
    'cellulitis-with-sepsis-signs',
    person(67, 'male', [
      'red, hot, swollen leg that is spreading fast',
      'shivering and confused',
      'breathing very fast',
    ]),
    ['L03', 'A41'],
  ),
  e(
    'toddler-scald',
    person(2, 'male', ['pulled a cup of boiling water over his chest, big blisters']),
    null,
  ),
  e(
    'rash-not-fading-glass',
    person(3, 'female', ['rash that does not fade when I press a glass on it', 'fever', 'drowsy']),
    ['A39', 'A41'],
  ),
  e(
    'wasp-sting-lips',
    person(40, 'male', ['stung by a wasp', 'lips swelling up and struggling to breathe']),
    ['T78', 'T63'],
  ),
  e('bleach-in-eye', person(38, 'female', ['splashed bleach in my eye, it is burning']), null),
  e(
    'older-painful-red-eye-halos',
    person(69, 'female', [
      'sudden severe pain in my eye',
      'blurred vision and seeing halos round lights',
      'being sick',
    ]),
    ['H40'],
  ),
  e('teen-testicle', person(14, 'male', ['sudden severe pain in one testicle']), ['N44']),
  e('baby-6-weeks-fever', person(0, 'female', ['6 week old baby', 'temperature of 38.4']), null),
  e(
    'impaled-thigh',
    person(29, 'male', ['fell onto a metal railing and a piece is stuck in my thigh']),
    null,
  ),
  e(
    'neck-after-fall-from-roof',
    person(50, 'male', ['fell off the roof', 'severe neck pain and tingling in both arms']),
    null,
  ),

  // Urgent: NHS "go to an urgent treatment centre", "ask for an urgent GP appointment or call
  // 111" (suspected fractures without deformity, pulled elbow, cuts needing closure,
  // cellulitis, infected wounds, contact-lens red eye, shingles, flu or chest infection at 65+
  // or with diabetes, UTI in pregnancy or with new confusion, scarlet fever, bites).
  u(
    'fosh-wrist-swollen',
    person(36, 'female', [
      'fell on my outstretched hand',
      'wrist is swollen and really painful to move',
    ]),
    ['S52', 'S62', 'S63'],
  ),
  u(
    'ankle-cannot-weight-bear',
    person(27, 'male', [
      'went over on my ankle',
      'cannot put any weight on it',
      'bony bit on the outside is very tender',
    ]),
    ['S82', 'S92', 'S93'],
  ),
  u(
    'punched-wall-knuckle',
    person(21, 'male', [
      'punched a wall',
      'little finger knuckle swollen and sunken, hurts to make a fist',
    ]),
    ['S62'],
  ),
  u(
    'toddler-wont-use-arm',
    person(2, 'female', [
      'will not use her arm after I pulled her up by the hand',
      'holding it by her side',
    ]),
    ['S53'],
  ),
  u(
    'kitchen-knife-gaping',
    person(31, 'female', ['deep cut on my hand from a kitchen knife', 'edges are gaping']),
    ['S61', 'T14'],
  ),
  u(
    'shin-red-hot-spreading',
    person(56, 'male', ['patch of red, hot, swollen skin on my shin that is getting bigger']),
    ['L03'],
  ),
  u(
    'child-bite-spreading-red',
    person(8, 'male', [
      'red swollen area around an insect bite on his arm',
      'spreading and warm to touch',
      'slight temperature',
    ]),
    ['L03'],
  ),
  u(
    'infected-finger-cut',
    person(44, 'female', ['cut on my finger is now red, swollen, throbbing and oozing pus']),
    null,
  ),
  u(
    'contact-lens-painful-eye',
    person(23, 'female', ['I wear contact lenses', 'my eye is red and painful and light hurts']),
    ['H16', 'H10'],
  ),
  u(
    'shingles-band',
    person(72, 'male', ['painful blistering rash in a band on one side of my chest']),
    ['B02'],
  ),
  u(
    'flu-at-74',
    person(74, 'female', ['high temperature', 'aching all over', 'dry cough', 'exhausted']),
    ['J11', 'J10', 'J09'],
  ),
  u(
    'chest-infection-at-68',
    person(68, 'male', ['cough with green phlegm', 'temperature', 'a bit short of breath']),
    ['J18', 'J20', 'J22', 'J44'],
  ),
  u(
    'uti-pregnant',
    person(29, 'female', ['burning when I pee and going all the time', '20 weeks pregnant']),
    ['N39', 'N30', 'O23'],
  ),
  u(
    'uti-older-confused',
    person(84, 'female', ['weeing a lot and it stings', 'more confused than usual']),
    ['N39', 'N30'],
  ),
  u(
    'flu-with-diabetes',
    person(46, 'male', ['fever, cough and aching all over for 2 days'], ['type 2 diabetes']),
    ['J11', 'J10', 'J09'],
  ),
  u(
    'scarlet-fever',
    person(5, 'female', ['sore throat', 'rough sandpapery rash on her chest', 'strawberry tongue']),
    ['A38'],
  ),
  u(
    'knee-twist-football',
    person(30, 'male', [
      'twisted my knee playing football',
      'swelled up straight away and I cannot straighten it',
    ]),
    ['S83'],
  ),
  u(
    'dog-bite-hand',
    person(41, 'female', ['dog bite on my hand that broke the skin', 'now red and swollen']),
    null,
  ),
  u(
    'metal-in-eye',
    person(39, 'male', [
      'something in my eye from grinding metal',
      'cannot get it out and it is sore',
    ]),
    null,
  ),
  u(
    'collarbone-bike',
    person(16, 'male', [
      'came off my bike onto my shoulder',
      'lump on my collarbone and cannot lift my arm',
    ]),
    ['S42'],
  ),
  u(
    'heels-jump-wall',
    person(33, 'male', [
      'jumped off a wall and landed on my heels',
      'cannot walk, heel very swollen',
    ]),
    ['S92', 'S82'],
  ),
  u(
    'forearm-red-hot-fever',
    person(61, 'female', ['my forearm is red, hot and swollen', 'feel feverish']),
    ['L03'],
  ),

  // Routine: NHS self-care or pharmacist (sprains and strains you can walk on, bruises, grazes,
  // small cuts, broken toe, common skin complaints, typical migraine and sciatica without red
  // flags, older adults with colds, arthritis or back ache).
  r(
    'ankle-sprain-can-walk',
    person(26, 'female', [
      'twisted my ankle yesterday',
      'a bit swollen and bruised but I can walk on it',
    ]),
    ['S93'],
  ),
  r(
    'wrist-jarred-moves-fine',
    person(40, 'male', ['jarred my wrist, mild ache, can move it fully']),
    ['S63', 'S69', 'T14'],
  ),
  r(
    'thigh-dead-leg',
    person(19, 'male', ['kicked in the thigh playing football', 'big bruise, walking fine']),
    null,
  ),
  r(
    'stubbed-toe',
    person(37, 'female', ['stubbed my little toe, bruised and swollen but I can walk']),
    ['S92', 'S90', 'S93'],
  ),
  r(
    'grazed-knee-scooter',
    person(7, 'male', ['grazed my knee falling off my scooter, small scrape']),
    ['T14', 'S80', 'S81'],
  ),
  r(
    'older-small-cut-stopped',
    person(72, 'female', ['cut my finger chopping vegetables, stopped bleeding with pressure']),
    ['T14', 'S61'],
  ),
  r(
    'calf-strain-running',
    person(38, 'male', ['pulled a muscle in my calf running', 'sore but I can walk']),
    ['S86', 'S39', 'S76', 'T14'],
  ),
  r(
    'ring-patch-arm',
    person(10, 'female', ['itchy red ring-shaped patch on my arm with a clearer middle']),
    ['B35'],
  ),
  r(
    'slapped-cheeks',
    person(6, 'female', [
      'bright red cheeks like she has been slapped',
      'lacy rash on her arms',
      'otherwise well',
    ]),
    ['B08'],
  ),
  r('athletes-foot', person(30, 'male', ['itchy cracked peeling skin between my toes']), ['B35']),
  r('eczema-creases', person(4, 'male', ['dry itchy patches in the creases of his elbows']), [
    'L20',
    'L30',
  ]),
  r('sunburn-shoulders', person(25, 'female', ['red sore skin on my shoulders after the beach']), [
    'L55',
  ]),
  r('mosquito-bite', person(35, 'female', ['mosquito bite, small itchy lump']), [
    'T63',
    'W57',
    'S00',
  ]),
  r('cold-sore', person(28, 'female', ['tingling then a blister on my lip']), ['B00']),
  r(
    'chickenpox-child',
    person(4, 'male', ['itchy spotty rash with blisters all over', 'mild temperature']),
    ['B01'],
  ),
  r(
    'typical-migraine',
    person(32, 'female', [
      'one-sided throbbing headache',
      'light hurts my eyes',
      'feel sick',
      'I get these every few months',
    ]),
    ['G43'],
  ),
  r(
    'typical-sciatica',
    person(45, 'male', [
      'lower back pain with pain shooting down the back of my leg to my foot',
      'no numbness around my bottom and no problems peeing',
    ]),
    ['M54', 'M51'],
  ),
  r(
    'older-gardening-back',
    person(70, 'male', ['lower back ache after gardening, eases when I move around']),
    ['M54'],
  ),
  r(
    'older-knees-stiff',
    person(73, 'female', ['knees stiff in the morning and ache after walking, for years']),
    ['M17', 'M15', 'M19'],
  ),
  r('older-cold', person(68, 'male', ['runny nose', 'sneezing', 'mild sore throat', 'no fever']), [
    'J00',
    'J06',
  ]),
  r('tennis-elbow', person(45, 'male', ['pain on the outside of my elbow when gripping']), ['M77']),
  r(
    'heel-first-steps',
    person(50, 'female', ['heel pain worst with the first steps in the morning']),
    ['M72'],
  ),
];
