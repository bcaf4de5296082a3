/**
 * Injury, wound, eye and skin conditions the structured readers map to (NHS A–Z pages). Each
 * is scored on reader findings (`lexicon/readers.ts`).
 */
import type { Condition } from './condition.ts';
import { nhs } from './condition.ts';
import { condition } from './define.ts';

export const INJURY_WOUND_EYE_SKIN_CONDITIONS: Condition[] = [
  condition(
    'pulled_elbow',
    'Pulled elbow',
    ['S53'],
    'urgent',
    'Emergency Medicine',
    'In children under 6, a pull on the arm can slip a bone at the elbow out of place. The child will not use the arm; a nurse or doctor can usually ease it back quickly.',
    nhs('pulled-elbow'),
    { pulled_elbow_sign: 8, arm_pain: 1, elbow_pain: 1 },
    { ages: [0, 6], requiresAny: ['pulled_elbow_sign'] },
  ),
  condition(
    'deep_cut',
    'Deep or gaping cut needing closure',
    ['S61', 'S51', 'S81', 'S01', 'T14'],
    'urgent',
    'Emergency Medicine',
    'A deep cut, or one whose edges gape apart, may need cleaning and closing with stitches, glue or strips at an urgent treatment centre, and a tetanus check.',
    nhs('cuts-and-grazes'),
    { wound_needs_closure: 8, wound: 2, injury: 1 },
    { requiresAny: ['wound_needs_closure'] },
  ),
  condition(
    'broken_toe',
    'Broken or stubbed toe',
    ['S92', 'S90'],
    'routine',
    'Orthopedics',
    'A stubbed or broken toe is painful, swollen and bruised. It usually heals at home in 4 to 6 weeks with rest, ice and taping it to the next toe.',
    nhs('broken-toe'),
    { toe_injury: 7, bruising: 1, minor_injury_usable: 1 },
    { requiresAny: ['toe_injury'] },
  ),
  condition(
    'contact_lens_keratitis',
    'Contact lens eye infection (keratitis)',
    ['H16'],
    'urgent',
    'Ophthalmology',
    'A red, painful, watering eye in someone who wears contact lenses can be an infection of the clear front of the eye. Take the lenses out and get the eye checked the same day.',
    nhs('red-eye'),
    {
      contact_lens_wearer: 5,
      red_eye: 2,
      eye_pain: 2,
      photophobia: 2,
      watery_eyes: 1,
      blurred_vision: 1,
    },
    { requiresAny: ['contact_lens_wearer'] },
  ),
  condition(
    'sprain_or_strain',
    'Sprain or strain',
    ['S63', 'S93', 'S83', 'S43', 'S53', 'S86', 'T14'],
    'routine',
    'General Practice',
    'A stretched or twisted ligament or muscle after a fall or twist, with pain, swelling and bruising, while the joint can still be used or walked on. Rest, ice and support help.',
    nhs('sprains-and-strains'),
    {
      minor_injury_usable: 4,
      injury: 2,
      wrist_hand_pain: 1,
      ankle_pain: 1,
      knee_pain: 1,
      shoulder_pain: 1,
      arm_pain: 1,
      leg_pain: 1,
      calf_pain: 1,
      bruising: 1,
      joint_swelling: 1,
    },
    { requiresAny: ['minor_injury_usable'] },
  ),
];
