/**
 * Round-4 false-positive audit: everyday complaints, worded the way people type them, that NHS
 * self-care and pharmacy pages (NHS A–Z "self-care" advice, "Your pharmacist can help",
 * Healthier Together green pages) say can be looked after at home or with a pharmacist. None of
 * them may fire an emergency or urgent red-flag rule on its own: each tests a loose match seen
 * or feared (substrings, "fit" in "fits", "can't see" from sticky eyes, "blurry" with discharge,
 * "chest" in heartburn, "bleeding" from a shaving cut, "worst" of a cold).
 */

/** One benign phrase and the person who types it. */
export interface BenignPhrase {
  text: string;
  age: number;
  gender: 'male' | 'female';
}

const adult = (text: string, gender: 'male' | 'female' = 'female'): BenignPhrase => ({
  text,
  age: 32,
  gender,
});
const child = (text: string): BenignPhrase => ({ text, age: 7, gender: 'male' });
const toddler = (text: string): BenignPhrase => ({ text, age: 1, gender: 'female' });

export const BENIGN_PHRASES: BenignPhrase[] = [
  adult('sneezing fits every morning in spring'),
  adult('hay fever, itchy eyes and sneezing fits'),
  adult('coughing fits at night with a cold'),
  adult('my new shoes do not fit and gave me a blister'),
  adult('keeping fit, sore legs after the gym'),
  adult('sticky eyes, cannot see well in the morning until I wipe them'),
  adult('blurry vision from eye discharge, wipes clear'),
  adult('red itchy eyes, watering, vision is fine'),
  adult('heartburn after spicy food, burning in my chest'),
  adult('indigestion and bloating after big meals'),
  adult('acid reflux when I lie down'),
  adult('cut myself shaving, small bleed that stopped'),
  adult('paper cut on my finger, bled a little'),
  adult('nosebleed that stopped after 5 minutes of pinching'),
  adult('bleeding gums when I brush my teeth'),
  adult('worst cold I have had in ages, blocked nose'),
  adult('sore throat, worse in the morning'),
  adult('runny nose and sneezing'),
  adult('blocked nose and mild headache'),
  adult('tickly cough for 3 days, no breathlessness'),
  adult('feel a bit run down and tired after a busy week'),
  adult('cannot sleep, lying awake worrying'),
  adult('hangover headache and feeling sick after drinking'),
  adult('took 2 paracetamol for my headache'),
  adult('taking ibuprofen for my back pain'),
  adult('took my usual tablets this morning'),
  adult('bitten by mosquitoes on holiday, itchy bumps'),
  adult('bee sting on my hand, a bit swollen and sore'),
  adult('nettle rash on my legs'),
  adult('dandruff, flaky scalp'),
  adult('dry chapped lips'),
  adult('cold sore on my lip'),
  adult('mouth ulcer on my tongue'),
  adult('toothache when I eat sweets'),
  adult('ear feels blocked after swimming'),
  adult('mild sunburn on my shoulders'),
  adult('small burn from the oven on my finger, red, no blister'),
  adult('spots on my chin'),
  adult('itchy dry skin on my hands from washing'),
  adult('athlete foot between toes'),
  adult('verruca on my foot'),
  adult('ingrown toenail, sore'),
  adult('period pain, cramps on the first day', 'female'),
  adult('constipated, not been for 3 days'),
  adult('mild diarrhoea since yesterday, drinking fine'),
  adult('trapped wind and tummy rumbling'),
  adult('piles, itchy bottom and a little bright red blood on the paper'),
  adult('pulled a muscle in my thigh at football', 'male'),
  adult('stiff neck after sleeping in a funny position'),
  adult('lower back ache after gardening'),
  adult('twisted my ankle, can walk on it'),
  adult('shin splints after running'),
  adult('tennis elbow from painting'),
  adult('pins and needles in my foot after sitting cross-legged'),
  adult('leg cramp at night in my calf'),
  adult('feel dizzy when I stand up too quickly'),
  adult('motion sickness on the ferry'),
  adult('thrush, itchy with white discharge', 'female'),
  adult('heavy period this month', 'female'),
  adult('stressed and anxious about exams'),
  adult('feeling a bit low since the holidays'),
  child('head lice'),
  child('threadworms, itchy bottom at night'),
  child('chickenpox spots, itchy, otherwise well'),
  child('grazed knee falling off his scooter'),
  child('bumped his head on the table, cried straight away, now playing normally'),
  toddler('teething, dribbling and chewing everything'),
  child('growing pains in his legs at night'),
  adult('bruise on my leg after walking into a table'),
  adult('sweaty feet'),
  // Round 6: asthma that is under control, cramps in the legs, a stiff shoulder, indigestion,
  // a fever that has gone, and the name "glandular fever".
  adult('used my blue inhaler and it helped straight away, breathing fine now'),
  adult('asthma well controlled, just need a repeat of my brown inhaler'),
  adult('cramp in my calf at night, fine in the day'),
  adult('my calf goes rock hard with cramp for a minute then eases'),
  adult('stiff shoulder for a few months, aches at night'),
  adult('burning in my stomack after big meals, burping alot'),
  adult('full quickly and bloated after meals, antacids help'),
  adult('had a temperature last week, now it has gone'),
  adult('getting over glandular fever, still a bit tired'),
  adult('painted my nails blue for a party'),
];
