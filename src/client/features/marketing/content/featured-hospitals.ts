/**
 * Featured partner hospitals of the landing page (SPEC §2.3). Static marketing content: the
 * names are fictional and the prices indicative, in whole USD, spanning the SPEC §9 range
 * from about $500 per ICU day to $80,000. Real prices come from the bids on a request.
 */

/** Cities SPEC §2.3 features. */
export type FeaturedCity = 'Singapore' | 'Chennai' | 'Delhi' | 'Bangalore';

/** What a package price is counted per; absent means the whole package. */
export type PriceUnit = 'day' | 'cycle' | 'eye';

/** One treatment package listed in the View Treatments & Rates dialog. */
export interface TreatmentPackage {
  name: string;
  priceMinUsd: number;
  priceMaxUsd: number;
  priceUnit?: PriceUnit;
  /** Time in hospital or under treatment, as shown to visitors. */
  duration: string;
  /** Typical recovery before normal activity or flying home. */
  recovery: string;
}

/** One featured hospital card. `rating` is out of 5. */
export interface FeaturedHospital {
  id: string;
  name: string;
  city: FeaturedCity;
  location: string;
  rating: number;
  specialties: readonly string[];
  highlights: readonly string[];
  packages: readonly TreatmentPackage[];
}

/** The seven featured hospitals: two in Singapore, two in Chennai, one in Delhi, two in Bangalore. */
export const FEATURED_HOSPITALS: readonly FeaturedHospital[] = [
  {
    id: 'harbourlight-medical-centre',
    name: 'Harbourlight Medical Centre',
    city: 'Singapore',
    location: 'Novena, Singapore',
    rating: 4.9,
    specialties: ['Oncology', 'Cardiology', 'Neurosurgery'],
    highlights: [
      'Internationally accredited tertiary centre',
      'Dedicated international patient lounge',
      'Multidisciplinary tumour board',
    ],
    packages: [
      {
        name: 'Coronary artery bypass graft (CABG)',
        priceMinUsd: 45_000,
        priceMaxUsd: 60_000,
        duration: '7–10 days in hospital',
        recovery: '6–8 weeks',
      },
      {
        name: 'Brain tumour surgery (craniotomy)',
        priceMinUsd: 55_000,
        priceMaxUsd: 80_000,
        duration: '10–14 days in hospital',
        recovery: '2–3 months',
      },
      {
        name: 'Radiotherapy course (IMRT)',
        priceMinUsd: 25_000,
        priceMaxUsd: 40_000,
        duration: '5–7 weeks, outpatient',
        recovery: '2–4 weeks',
      },
      {
        name: 'Intensive care (ICU)',
        priceMinUsd: 2_000,
        priceMaxUsd: 3_500,
        priceUnit: 'day',
        duration: 'As clinically needed',
        recovery: 'Depends on condition',
      },
    ],
  },
  {
    id: 'orchid-crest-specialist-hospital',
    name: 'Orchid Crest Specialist Hospital',
    city: 'Singapore',
    location: 'Orchard, Singapore',
    rating: 4.8,
    specialties: ['Orthopaedics', 'Fertility', 'Gastroenterology'],
    highlights: [
      'Robotic-assisted joint surgery',
      'Private recovery suites',
      'Airport transfer and visa letters',
    ],
    packages: [
      {
        name: 'Total knee replacement (one knee)',
        priceMinUsd: 18_000,
        priceMaxUsd: 28_000,
        duration: '4–6 days in hospital',
        recovery: '6–12 weeks',
      },
      {
        name: 'IVF cycle',
        priceMinUsd: 12_000,
        priceMaxUsd: 18_000,
        priceUnit: 'cycle',
        duration: '4–6 weeks',
        recovery: '1–2 days',
      },
      {
        name: 'Laparoscopic gallbladder removal',
        priceMinUsd: 8_000,
        priceMaxUsd: 12_000,
        duration: '1–2 days in hospital',
        recovery: '1–2 weeks',
      },
      {
        name: 'Executive health screening',
        priceMinUsd: 1_200,
        priceMaxUsd: 2_500,
        duration: '1 day',
        recovery: 'None',
      },
    ],
  },
  {
    id: 'sapphire-bay-heart-institute',
    name: 'Sapphire Bay Heart Institute',
    city: 'Chennai',
    location: 'Chennai, India',
    rating: 4.8,
    specialties: ['Cardiology', 'Cardiac surgery', 'Vascular surgery'],
    highlights: [
      'Over 2,000 heart surgeries a year',
      '24/7 cardiac catheterisation lab',
      'Interpreters for 12 languages',
    ],
    packages: [
      {
        name: 'Coronary artery bypass graft (CABG)',
        priceMinUsd: 5_500,
        priceMaxUsd: 7_500,
        duration: '7–10 days in hospital',
        recovery: '6–8 weeks',
      },
      {
        name: 'Angioplasty with one stent',
        priceMinUsd: 3_500,
        priceMaxUsd: 5_000,
        duration: '2–3 days in hospital',
        recovery: '1 week',
      },
      {
        name: 'Heart valve replacement',
        priceMinUsd: 7_000,
        priceMaxUsd: 9_500,
        duration: '8–12 days in hospital',
        recovery: '6–8 weeks',
      },
      {
        name: 'Cardiac intensive care (ICU)',
        priceMinUsd: 500,
        priceMaxUsd: 900,
        priceUnit: 'day',
        duration: 'As clinically needed',
        recovery: 'Depends on condition',
      },
    ],
  },
  {
    id: 'tidewater-multispecialty-hospital',
    name: 'Tidewater Multispecialty Hospital',
    city: 'Chennai',
    location: 'Chennai, India',
    rating: 4.7,
    specialties: ['Nephrology', 'Ophthalmology', 'ENT'],
    highlights: [
      'Kidney transplant programme with donor workup',
      'Same-day cataract surgery',
      'Guest house for accompanying family',
    ],
    packages: [
      {
        name: 'Kidney transplant (living donor)',
        priceMinUsd: 13_000,
        priceMaxUsd: 17_000,
        duration: '3–4 weeks in hospital',
        recovery: '2–3 months',
      },
      {
        name: 'Cataract surgery with premium lens',
        priceMinUsd: 800,
        priceMaxUsd: 1_500,
        priceUnit: 'eye',
        duration: 'Day case',
        recovery: '1–2 weeks',
      },
      {
        name: 'Cochlear implant',
        priceMinUsd: 14_000,
        priceMaxUsd: 22_000,
        duration: '3–5 days in hospital',
        recovery: '4–6 weeks',
      },
    ],
  },
  {
    id: 'northstar-institute-of-medical-sciences',
    name: 'Northstar Institute of Medical Sciences',
    city: 'Delhi',
    location: 'New Delhi, India',
    rating: 4.8,
    specialties: ['Liver transplant', 'Oncology', 'Neurology'],
    highlights: [
      'High-volume liver transplant unit',
      'Robotic surgery suite',
      'International patient coordinators',
    ],
    packages: [
      {
        name: 'Liver transplant (living donor)',
        priceMinUsd: 28_000,
        priceMaxUsd: 40_000,
        duration: '3–4 weeks in hospital',
        recovery: '3–6 months',
      },
      {
        name: 'Robotic prostatectomy',
        priceMinUsd: 8_000,
        priceMaxUsd: 11_000,
        duration: '4–5 days in hospital',
        recovery: '4–6 weeks',
      },
      {
        name: 'Chemotherapy',
        priceMinUsd: 700,
        priceMaxUsd: 2_000,
        priceUnit: 'cycle',
        duration: '1 day per cycle',
        recovery: '2–3 weeks between cycles',
      },
      {
        name: 'Neuro intensive care (ICU)',
        priceMinUsd: 600,
        priceMaxUsd: 1_000,
        priceUnit: 'day',
        duration: 'As clinically needed',
        recovery: 'Depends on condition',
      },
    ],
  },
  {
    id: 'silveroak-spine-and-joint-centre',
    name: 'Silveroak Spine & Joint Centre',
    city: 'Bangalore',
    location: 'Bengaluru, India',
    rating: 4.7,
    specialties: ['Orthopaedics', 'Spine surgery', 'Sports medicine'],
    highlights: [
      'Minimally invasive spine surgery',
      'In-house physiotherapy and rehab',
      'Fixed-price joint packages',
    ],
    packages: [
      {
        name: 'Total knee replacement (one knee)',
        priceMinUsd: 4_500,
        priceMaxUsd: 6_500,
        duration: '5–7 days in hospital',
        recovery: '6–8 weeks',
      },
      {
        name: 'Total hip replacement',
        priceMinUsd: 5_500,
        priceMaxUsd: 7_500,
        duration: '5–7 days in hospital',
        recovery: '6–8 weeks',
      },
      {
        name: 'Spinal fusion (one level)',
        priceMinUsd: 7_000,
        priceMaxUsd: 10_000,
        duration: '5–7 days in hospital',
        recovery: '3–6 months',
      },
      {
        name: 'ACL reconstruction',
        priceMinUsd: 2_800,
        priceMaxUsd: 4_000,
        duration: '1–2 days in hospital',
        recovery: '6–9 months to full sport',
      },
    ],
  },
  {
    id: 'cedarleaf-womens-and-fertility-hospital',
    name: 'Cedarleaf Women’s & Fertility Hospital',
    city: 'Bangalore',
    location: 'Bengaluru, India',
    rating: 4.9,
    specialties: ['Fertility', 'Gynaecology', 'Neonatology'],
    highlights: [
      'Embryology lab with time-lapse imaging',
      'Level III neonatal intensive care',
      'Female-led care teams on request',
    ],
    packages: [
      {
        name: 'IVF cycle',
        priceMinUsd: 2_800,
        priceMaxUsd: 4_000,
        priceUnit: 'cycle',
        duration: '3–4 weeks',
        recovery: '1–2 days',
      },
      {
        name: 'Laparoscopic hysterectomy',
        priceMinUsd: 3_000,
        priceMaxUsd: 4_500,
        duration: '2–3 days in hospital',
        recovery: '4–6 weeks',
      },
      {
        name: 'Egg freezing',
        priceMinUsd: 2_000,
        priceMaxUsd: 3_200,
        duration: '2–3 weeks',
        recovery: '1–2 days',
      },
      {
        name: 'Neonatal intensive care (NICU)',
        priceMinUsd: 500,
        priceMaxUsd: 800,
        priceUnit: 'day',
        duration: 'As clinically needed',
        recovery: 'Depends on condition',
      },
    ],
  },
];
