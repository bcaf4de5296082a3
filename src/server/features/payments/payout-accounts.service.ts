import type { FastifyBaseLogger } from 'fastify';
import type { AdminPayoutAccount, PayoutAccount } from '#shared/payments/payouts.schemas.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { conflict, forbidden } from '../../lib/app-error.ts';
import type { UserRow } from '../users/users.service.ts';
import { requireGateway } from './payments.service.ts';
import {
  findPayoutAccount,
  findPayoutAccountByStripeId,
  insertPayoutAccountOnce,
  listVerifiedHospitalAccounts,
  setPayoutAccountStatus,
  type PayoutAccountRow,
} from './payouts.repository.ts';
import { sendWaitingPayouts } from './payouts.service.ts';
import type { ConnectedAccountStatus, StripeGateway } from './stripe-gateway.ts';

/** Where Stripe's onboarding sends the hospital back (its settings page reads `payouts`). */
const RETURN_PATH = '/settings?payouts=return';
const REFRESH_PATH = '/settings?payouts=refresh';

function toPayoutAccount(row: PayoutAccountRow | undefined): PayoutAccount {
  return row
    ? { status: row.status, updatedAt: row.updatedAt.toISOString() }
    : { status: 'not_started', updatedAt: null };
}

/** The hospital's payout onboarding status (ADR 0056). */
export async function getPayoutAccount(db: Queryable, hospital: UserRow): Promise<PayoutAccount> {
  return toPayoutAccount(await findPayoutAccount(db, hospital.id));
}

/**
 * Starts or resumes a verified hospital's Stripe Connect Express onboarding (ADR 0056): its one
 * connected account (created once, idempotency key `connect-account-{hospitalId}`), then a fresh
 * Account Link whose return and refresh URLs are the settings page.
 * @throws 403 hospital not verified; 409 onboarding already complete; 503; 502 Stripe failed.
 */
export async function startOnboarding(
  db: Queryable,
  gateway: StripeGateway | undefined,
  appOrigin: string,
  hospital: UserRow,
): Promise<{ url: string }> {
  if (!hospital.hospitalVerifiedAt) {
    throw forbidden(
      'Payouts open once an admin has verified your hospital',
      'HOSPITAL_NOT_VERIFIED',
    );
  }
  const stripe = requireGateway(gateway);
  let account = await findPayoutAccount(db, hospital.id);
  if (account?.status === 'complete') {
    throw conflict('Payout onboarding is already complete', 'PAYOUT_ONBOARDING_COMPLETE');
  }
  if (!account) {
    const created = await stripe.createConnectedAccount({
      email: hospital.email,
      idempotencyKey: `connect-account-${hospital.id}`,
      metadata: { hospitalId: hospital.id },
    });
    account = await insertPayoutAccountOnce(db, {
      hospitalId: hospital.id,
      stripeAccountId: created.id,
      status: created.status,
    });
  }
  const url = await stripe.createOnboardingLink({
    accountId: account.stripeAccountId,
    refreshUrl: `${appOrigin}${REFRESH_PATH}`,
    returnUrl: `${appOrigin}${RETURN_PATH}`,
  });
  return { url };
}

/**
 * Stores a connected account's status as Stripe reports it and, once it is complete, sends
 * the payouts that waited for it (ADR 0056). For the return from onboarding and the webhook.
 */
async function followAccount(
  db: Database,
  stripe: StripeGateway,
  input: { stripeAccountId: string; status: ConnectedAccountStatus; log: FastifyBaseLogger },
): Promise<PayoutAccountRow | undefined> {
  const updated = await db.transaction((tx) =>
    setPayoutAccountStatus(tx, input.stripeAccountId, input.status),
  );
  if (updated?.row.status === 'complete') {
    await sendWaitingPayouts(db, stripe, updated.row.hospitalId, input.log);
  }
  return updated?.row;
}

/**
 * The return from Stripe's onboarding (ADR 0056): reads the account from Stripe, stores its
 * status and sends any waiting payouts. @throws 503; 502 Stripe failed.
 */
export async function refreshPayoutAccount(
  db: Database,
  gateway: StripeGateway | undefined,
  hospital: UserRow,
  log: FastifyBaseLogger,
): Promise<PayoutAccount> {
  const account = await findPayoutAccount(db, hospital.id);
  if (!account) return toPayoutAccount(undefined);
  const stripe = requireGateway(gateway);
  const status = await stripe.retrieveAccountStatus(account.stripeAccountId);
  return toPayoutAccount(
    await followAccount(db, stripe, { stripeAccountId: account.stripeAccountId, status, log }),
  );
}

/**
 * Stripe's `account.updated` (ADR 0056), in the webhook's transaction: the stored account's new
 * status. `ignored` for an account that is not a hospital's here.
 */
export async function applyAccountUpdate(
  tx: Queryable,
  update: { stripeAccountId: string; status: ConnectedAccountStatus },
): Promise<'applied' | 'no_change' | 'ignored'> {
  const updated = await setPayoutAccountStatus(tx, update.stripeAccountId, update.status);
  if (!updated) return 'ignored';
  return updated.changed ? 'applied' : 'no_change';
}

/**
 * After an `account.updated` webhook committed: sends the payouts that waited for the account,
 * when it is complete (ADR 0056). A redelivery finds nothing waiting.
 */
export async function sendPayoutsOfAccount(
  db: Database,
  stripe: StripeGateway,
  stripeAccountId: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const account = await findPayoutAccountByStripeId(db, stripeAccountId);
  if (account?.status === 'complete') {
    await sendWaitingPayouts(db, stripe, account.hospitalId, log);
  }
}

/** Every verified hospital's payout onboarding status (admin, ADR 0056). */
export async function listAdminPayoutAccounts(db: Queryable): Promise<AdminPayoutAccount[]> {
  const rows = await listVerifiedHospitalAccounts(db);
  return rows.map((row) => ({
    hospitalId: row.hospitalId,
    hospitalName: [row.firstName, row.lastName].filter(Boolean).join(' ') || 'Hospital',
    status: row.status ?? 'not_started',
  }));
}
