import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { CreateBidInput } from '#shared/bids/bids.schemas.ts';
import type { CreateTreatmentRequestInput } from '#shared/treatment-requests/treatment-requests.schemas.ts';
import { sessionCookieOf, testClient, type TestClient } from './http.ts';

/** A unique e-mail for a test account. */
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}-${randomBytes(5).toString('hex')}@example.test`;

/** Test password meeting DESIGN §4's bounds. */
export const TEST_PASSWORD = 'correct-horse-battery';

/** A valid treatment request body; `overrides` replace fields. */
export function buildTreatmentRequest(
  overrides: Partial<CreateTreatmentRequestInput> = {},
): CreateTreatmentRequestInput {
  return {
    procedureType: 'Hip replacement',
    description: 'Left hip arthritis; looking for a total hip replacement with rehabilitation.',
    preferredLocation: 'Chennai, India',
    budgetMin: 5000,
    budgetMax: 9000,
    preferredStartDate: '2027-02-01',
    preferredEndDate: '2027-03-01',
    ...overrides,
  };
}

/** A valid bid body for `treatmentRequestId`; `overrides` replace fields. */
export function buildBid(
  treatmentRequestId: string,
  overrides: Partial<CreateBidInput> = {},
): CreateBidInput {
  return {
    treatmentRequestId,
    price: 8500,
    estimatedDuration: '10 days',
    description: 'Total hip replacement with a senior surgeon and daily physiotherapy.',
    includedServices: ['Surgery', 'Implant', 'Physiotherapy'],
    ...overrides,
  };
}

/** An account signed in through the real API, with its id. */
export interface Actor extends TestClient {
  id: string;
  email: string;
}

/**
 * Registers an account through `POST /api/auth/register` and, unless `role` is `none`, picks
 * its role; `admin` is granted through ADMIN_EMAILS-free direct sign-in of an account created
 * with `adminEmail`. Hospitals are verified by `verifyAs` (an admin) when given.
 */
export async function createActor(
  app: FastifyInstance,
  role: 'patient' | 'hospital' | 'none',
  options: { firstName?: string; lastName?: string } = {},
): Promise<Actor> {
  const email = uniqueEmail(role);
  const anonymous = testClient(app);
  const registered = await anonymous.post('/api/auth/register', {
    email,
    password: TEST_PASSWORD,
    firstName: options.firstName ?? 'Test',
    lastName: options.lastName ?? role,
  });
  if (registered.statusCode !== 201)
    throw new Error(`register failed: ${registered.statusCode} ${registered.body}`);
  const client = testClient(app, sessionCookieOf(registered));
  const id = registered.json<{ id: string }>().id;
  if (role !== 'none') {
    const chosen = await client.post('/api/users/role', { role });
    if (chosen.statusCode !== 200)
      throw new Error(`role failed: ${chosen.statusCode} ${chosen.body}`);
    client.cookie = sessionCookieOf(chosen) ?? client.cookie;
  }
  return Object.assign(client, { id, email });
}

/**
 * Signs in an admin: the app under test must list `email` in ADMIN_EMAILS (createTestApp's
 * `env`); use {@link ADMIN_TEST_EMAIL}.
 */
export async function createAdmin(app: FastifyInstance, email = ADMIN_TEST_EMAIL): Promise<Actor> {
  const anonymous = testClient(app);
  const registered = await anonymous.post('/api/auth/register', {
    email,
    password: TEST_PASSWORD,
    firstName: 'Ada',
    lastName: 'Admin',
  });
  if (registered.statusCode !== 201) throw new Error(`admin register failed: ${registered.body}`);
  const { id, role } = registered.json<{ id: string; role: string }>();
  if (role !== 'admin')
    throw new Error('createTestApp needs ADMIN_EMAILS including the admin e-mail');
  return Object.assign(testClient(app, sessionCookieOf(registered)), { id, email });
}

/** The admin e-mail tests put in ADMIN_EMAILS. */
export const ADMIN_TEST_EMAIL = 'admin@example.test';

/** A hospital account verified by `admin` through the API. */
export async function createVerifiedHospital(
  app: FastifyInstance,
  admin: Actor,
  name = 'Test Hospital',
): Promise<Actor> {
  const hospital = await createActor(app, 'hospital', { firstName: name, lastName: 'City' });
  const verified = await admin.post(`/api/admin/hospitals/${hospital.id}/verify`);
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  return hospital;
}

/** Creates a treatment request as `patient`; returns its id. */
export async function createRequest(
  patient: Actor,
  overrides: Partial<CreateTreatmentRequestInput> = {},
): Promise<string> {
  const response = await patient.post('/api/treatment-requests', buildTreatmentRequest(overrides));
  if (response.statusCode !== 201) throw new Error(`create request failed: ${response.body}`);
  return response.json<{ id: string }>().id;
}

/** Submits a bid as `hospital`; returns its id. */
export async function createBid(
  hospital: Actor,
  requestId: string,
  overrides: Partial<CreateBidInput> = {},
): Promise<string> {
  const response = await hospital.post('/api/bids', buildBid(requestId, overrides));
  if (response.statusCode !== 201) throw new Error(`create bid failed: ${response.body}`);
  return response.json<{ id: string }>().id;
}

/** A conversation's parties: a new patient, their request, and a new verified hospital's bid. */
export interface Conversation {
  patient: Actor;
  hospital: Actor;
  requestId: string;
  bidId: string;
}

/**
 * A new patient with one treatment request and a bid on it from a new hospital verified by
 * `admin`, so the two may message each other (DESIGN §5) and share nothing with other tests.
 */
export async function createConversation(
  app: FastifyInstance,
  admin: Actor,
  options: {
    patient?: { firstName: string; lastName: string };
    hospital?: string;
    request?: Partial<CreateTreatmentRequestInput>;
  } = {},
): Promise<Conversation> {
  const patient = await createActor(app, 'patient', options.patient);
  const hospital = await createVerifiedHospital(app, admin, options.hospital);
  const requestId = await createRequest(patient, options.request);
  const bidId = await createBid(hospital, requestId);
  return { patient, hospital, requestId, bidId };
}

/** A {@link createConversation} whose bid the patient has accepted through the API. */
export async function createAcceptedConversation(
  app: FastifyInstance,
  admin: Actor,
  options: Parameters<typeof createConversation>[2] = {},
): Promise<Conversation> {
  const conversation = await createConversation(app, admin, options);
  const accepted = await conversation.patient.post(`/api/bids/${conversation.bidId}/accept`);
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  return conversation;
}
