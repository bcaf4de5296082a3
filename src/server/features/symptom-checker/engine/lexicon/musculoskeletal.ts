/**
 * Bone, joint, muscle and injury findings. Back-pain red flags follow NHS "Cauda equina
 * syndrome" and NICE NG59 (low back pain and sciatica).
 */
import type { FindingDef } from '../types.ts';
import { symptom } from './define.ts';

/** Musculoskeletal and injury findings. */
export const MUSCULOSKELETAL_FINDINGS: FindingDef[] = [
  symptom('claudication', 'Leg pain on walking that eases with rest', [
    'intermittent claudication',
  ]),
  symptom('back_pain', 'Back pain', ['backache', 'back spasm']),
  symptom('low_back_pain', 'Lower back pain', ['lumbago'], { parents: ['back_pain'] }),
  symptom('upper_back_pain', 'Pain in the upper back or between the shoulder blades', [], {
    parents: ['back_pain'],
  }),
  symptom('sciatica_pain', 'Pain shooting down a leg', [
    'sciatica',
    'pain down leg',
    'pain shooting down leg',
    'shooting pain down leg',
    'pain radiating down leg',
    'pain down back of leg',
    'pain into buttock and leg',
    'radiating to leg',
  ]),
  symptom('neck_pain', 'Neck pain', ['crick in neck']),
  symptom('joint_pain', 'Joint pain', ['arthralgia']),
  symptom('joint_swelling', 'Swollen joint', []),
  symptom('hot_red_joint', 'Hot, red joint', ['joint red and hot', 'warm joint'], {
    parents: ['joint_swelling'],
  }),
  symptom('morning_stiffness', 'Stiffness, worst in the morning', [
    'morning stiffness',
    'stiff in morning',
    'stiffness in morning',
    'stiff joints',
    'joint stiffness',
    'stiffness',
  ]),
  symptom('knee_pain', 'Knee pain', [], { parents: ['joint_pain'] }),
  symptom('ankle_pain', 'Ankle pain', ['twisted ankle', 'rolled ankle', 'sprained ankle'], {
    parents: ['joint_pain'],
  }),
  symptom('shoulder_pain', 'Shoulder pain', ['cannot lift arm above head', 'frozen shoulder'], {
    parents: ['joint_pain'],
  }),
  symptom('hip_pain', 'Hip pain', [], { parents: ['joint_pain'] }),
  symptom('wrist_hand_pain', 'Wrist or hand pain', ['numb fingers at night', 'tingling fingers'], {
    parents: ['joint_pain'],
  }),
  symptom('elbow_pain', 'Elbow pain', ['tennis elbow', 'outside of elbow pain'], {
    parents: ['joint_pain'],
  }),
  symptom(
    'foot_pain',
    'Foot or heel pain',
    ['arch pain', 'painful heel first thing in morning'],
    {},
  ),
  symptom('big_toe_pain', 'Pain in the big toe', ['big toe swollen'], { parents: ['joint_pain'] }),
  symptom('arm_pain', 'Arm pain', []),
  symptom('leg_pain', 'Leg pain', []),
  symptom('muscle_weakness', 'Muscle weakness', [
    'muscle weakness',
    'weak muscles',
    'weakness in arms and legs',
    'cannot climb stairs',
    'proximal weakness',
  ]),
  symptom('injury', 'Injury, fall or accident', [
    'injury',
    'injured',
    'fall',
    'fell',
    'fell over',
    'fell down',
    'tripped',
    'trauma',
    'accident',
    'car accident',
    'twisted',
    'sprain',
    'sprained',
    'hit by',
    'landed on',
    'sports injury',
    'knock',
  ]),
  symptom('cannot_bear_weight', 'Cannot put weight on the leg', [
    'cannot bear weight',
    'cannot put weight on',
    'cannot walk',
    'unable to walk',
    'cannot stand',
    'unable to bear weight',
    'non weight bearing',
    'limping',
    'refusing to walk',
    'will not walk',
  ]),
  symptom('deformity', 'Limb looks deformed or bone showing', [
    'deformity',
    'deformed',
    'bent wrong way',
    'bone sticking out',
    'out of place',
    'dislocated',
    'dislocation',
    'odd angle',
  ]),
  symptom('bone_tenderness', 'Pain when pressing on a bone', [
    'bone tenderness',
    'tender bone',
    'bone pain',
    'pain on pressing bone',
    'point tenderness',
  ]),
  symptom('snap_at_injury', 'Heard a snap or pop at the time of injury', [
    'heard snap',
    'heard pop',
    'popping sound',
    'snapping sound',
    'crack',
    'heard crack',
  ]),
];
