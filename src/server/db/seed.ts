import { count } from 'drizzle-orm';
import type { AppConfig } from '../config.ts';
import { acceptBid, submitBid } from '../features/bids/bids.service.ts';
import { registerAccount } from '../features/auth/auth.service.ts';
import { createTreatmentRequest } from '../features/treatment-requests/treatment-requests.service.ts';
import {
  markHospitalVerified,
  setRoleIfUnset,
  type UserRow,
} from '../features/users/users.repository.ts';
import type { Database } from './database.ts';
import { users } from './schema/users.ts';

/** The demo accounts the README lists (DESIGN §3 SEED_DEMO). */
export const DEMO_ACCOUNTS = {
  patient: {
    email: 'patient@careabroad.test',
    password: 'DemoPatient#2026',
    firstName: 'Priya',
    lastName: 'Sharma',
  },
  hospital: {
    email: 'hospital@careabroad.test',
    password: 'DemoHospital#2026',
    firstName: 'Lotus Heart Institute',
    lastName: 'Chennai',
  },
  pendingHospital: {
    email: 'newhospital@careabroad.test',
    password: 'DemoHospital#2026',
    firstName: 'Harbour Orthopaedic Centre',
    lastName: 'Singapore',
  },
  secondHospital: {
    email: 'meridian@careabroad.test',
    password: 'DemoHospital#2026',
    firstName: 'Meridian Multispeciality Hospital',
    lastName: 'Bangalore',
  },
  admin: {
    email: 'admin@careabroad.test',
    password: 'DemoAdmin#2026',
    firstName: 'Alex',
    lastName: 'Morgan',
  },
} as const;

async function createAccount(
  db: Database,
  account: (typeof DEMO_ACCOUNTS)[keyof typeof DEMO_ACCOUNTS],
  role: 'patient' | 'hospital' | 'admin',
): Promise<UserRow> {
  const registration = await registerAccount(db, account, [], () => undefined);
  if (registration.kind !== 'created') throw new Error('a demo account already exists');
  const { user } = registration;
  return (await setRoleIfUnset(db, user.id, role)) ?? user;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/**
 * Seeds demo accounts and a small marketplace into an EMPTY database: a patient with an open
 * request (two bids) and one with an accepted bid, two verified hospitals, one awaiting
 * verification, and an admin. Does nothing when any user exists.
 */
export async function seedDemoData(
  db: Database,
  config: Pick<AppConfig, 'platformCommissionRatePercent'>,
): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;

  const patient = await createAccount(db, DEMO_ACCOUNTS.patient, 'patient');
  const hospital = await createAccount(db, DEMO_ACCOUNTS.hospital, 'hospital');
  const verifiedHospital = (await markHospitalVerified(db, hospital.id)) ?? hospital;
  await createAccount(db, DEMO_ACCOUNTS.pendingHospital, 'hospital');
  await createAccount(db, DEMO_ACCOUNTS.admin, 'admin');
  const second = await createAccount(db, DEMO_ACCOUNTS.secondHospital, 'hospital');
  const secondHospital = (await markHospitalVerified(db, second.id)) ?? second;

  const knee = await createTreatmentRequest(db, patient, {
    procedureType: 'Total knee replacement',
    description:
      'Right knee osteoarthritis, advised replacement. Looking for a surgeon with robotic-assisted experience and a physiotherapy plan.',
    preferredLocation: 'Chennai, India',
    budgetMin: 6000,
    budgetMax: 9500,
    preferredStartDate: inDays(30),
    preferredEndDate: inDays(60),
  });
  await submitBid(
    db,
    verifiedHospital,
    {
      treatmentRequestId: knee.id,
      price: 7200,
      estimatedDuration: '10 days in hospital, 4 weeks recovery',
      description:
        'Robotic-assisted total knee replacement with a senior orthopaedic surgeon, followed by daily physiotherapy.',
      includedServices: [
        'Surgeon and anaesthesia fees',
        'Implant',
        '10 nights private room',
        'Airport transfers',
      ],
    },
    config.platformCommissionRatePercent,
  );
  await submitBid(
    db,
    secondHospital,
    {
      treatmentRequestId: knee.id,
      price: 8100,
      estimatedDuration: '2 weeks',
      description: 'Conventional knee replacement with a 2-week rehabilitation stay.',
      includedServices: ['Surgery', 'Implant', 'Rehabilitation'],
    },
    config.platformCommissionRatePercent,
  );

  const cardiac = await createTreatmentRequest(db, patient, {
    procedureType: 'Cardiac check-up and angiography',
    description: 'Recurring chest tightness on exertion; my cardiologist recommends an angiogram.',
    preferredLocation: 'Bangalore or Chennai, India',
    budgetMin: 800,
    budgetMax: 2500,
    preferredStartDate: inDays(14),
    preferredEndDate: inDays(28),
  });
  const cardiacBid = await submitBid(
    db,
    verifiedHospital,
    {
      treatmentRequestId: cardiac.id,
      price: 1400,
      estimatedDuration: '2 days',
      description:
        'Full cardiac work-up with coronary angiography and a cardiologist consultation.',
      includedServices: ['ECG and echo', 'Coronary angiography', 'Consultation'],
    },
    config.platformCommissionRatePercent,
  );
  await acceptBid(db, patient, cardiacBid.id);
  return true;
}
