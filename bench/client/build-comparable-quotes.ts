import type { ComparableQuote } from '#client/features/bids/components/bid-comparison/comparable-quote.ts';

const SERVICES = [
  'Surgery',
  'Implant',
  'Anaesthesia',
  'MRI scan',
  'CT scan',
  'Blood tests',
  'ECG',
  'Physiotherapy',
  'Private room',
  'Airport transfer',
  'Interpreter',
  'Hotel for companion',
  'Medication on discharge',
  'Crutches',
  'Dressings',
  'Follow-up video call',
  'Pathology report',
  'Pre-operative consultation',
  'Nursing care',
  'Meals',
  'Visa letter',
  'Local SIM card',
  'Travel insurance',
  'Flights',
  'Second opinion',
];
const SPECIALTIES = ['Orthopaedic surgery', 'Cardiothoracic surgery', 'Sports medicine', null];

/** Park–Miller minimal standard generator: the same "random" quotes on every run. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 48_271) % 2_147_483_647;
    return state / 2_147_483_647;
  };
}

/**
 * `count` varied quotes as the comparison gets them once structured quotes exist: 6–15 included
 * and 0–5 excluded services from a pool of 25 (so rows align across bids), prices around the
 * budget, some with no doctor, stay or validity, some expired, some without reviews.
 */
export function buildComparableQuotes(count: number, seed = 42): ComparableQuote[] {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const maybe = <T>(value: T): T | null => (random() < 0.2 ? null : value);
  return Array.from({ length: count }, (_, index) => {
    const shuffled = [...SERVICES].sort(() => random() - 0.5);
    const included = 6 + Math.floor(random() * 10);
    const excluded = Math.floor(random() * 6);
    const basePrice = 5000 + Math.floor(random() * 6000);
    const commission = Math.round(basePrice * 0.2);
    const hex = index.toString(16).padStart(12, '0');
    const rated = random() < 0.7;
    return {
      bidId: `00000000-0000-4000-8000-${hex}`,
      hospitalId: `00000000-0000-4000-9000-${hex}`,
      hospitalName: `Hospital ${index + 1} ${pick(['Chennai', 'Bangkok', 'Istanbul', 'Delhi'])}`,
      hospitalVerified: random() < 0.8,
      totalPrice: basePrice + commission,
      basePrice,
      platformCommission: commission,
      includedServices: shuffled.slice(0, included),
      excludedServices: shuffled.slice(included, included + excluded),
      leadDoctorName: maybe(`Dr. ${pick(['Rao', 'Yilmaz', 'Suzuki', 'Mehta', 'Okafor'])}`),
      leadDoctorSpecialty: pick(SPECIALTIES),
      hospitalNights: maybe(1 + Math.floor(random() * 9)),
      recoveryDays: maybe(5 + Math.floor(random() * 20)),
      followUpConsultations: maybe(Math.floor(random() * 4)),
      validUntil: maybe(`2026-${pick(['10', '11', '12'])}-${pick(['05', '15', '28'])}`),
      priceChangeConditions: maybe('If the implant must be changed during surgery.'),
      previousTotalPrice: random() < 0.15 ? basePrice + commission + 500 : null,
      status: pick(['pending', 'pending', 'pending', 'rejected', 'withdrawn'] as const),
      averageRating: rated ? Math.round((3 + random() * 2) * 10) / 10 : null,
      reviewCount: rated ? 1 + Math.floor(random() * 40) : 0,
      accreditations: [],
    };
  });
}
