import { and, eq, inArray, notExists, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { accountTokens, recoveryCodes } from '../../db/schema/account-tokens.ts';
import { bids } from '../../db/schema/bids.ts';
import { messages } from '../../db/schema/messages.ts';
import { payments } from '../../db/schema/payments.ts';
import { referrals, rewardPointsLedger } from '../../db/schema/referrals.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { supportTickets } from '../../db/schema/support-tickets.ts';
import { symptomCheckerSessions } from '../../db/schema/symptom-checker-sessions.ts';
import { testimonials } from '../../db/schema/testimonials.ts';
import { treatmentRequests } from '../../db/schema/treatment-requests.ts';
import { users } from '../../db/schema/users.ts';
import { generateReferralCode } from '../users/referral-code.ts';

/**
 * The hospital's own bids and the bids on the patient's requests. A UNION, not an OR:
 * PostgreSQL cannot combine an index scan with `IN (subquery)` and read every bid instead.
 */
export function accountBidsQuery(db: Queryable, userId: string) {
  const ownRequestIds = db
    .select({ id: treatmentRequests.id })
    .from(treatmentRequests)
    .where(eq(treatmentRequests.patientId, userId));
  return db
    .select()
    .from(bids)
    .where(eq(bids.hospitalId, userId))
    .union(db.select().from(bids).where(inArray(bids.treatmentRequestId, ownRequestIds)));
}

/**
 * Everything stored about one account, row by row as the tables hold it (SECURITY §5 export),
 * less secrets: password hash, TOTP secret, token and code hashes, symptom owner tokens.
 * Messages are those the user sent or received; bids are the hospital's own and those on the
 * patient's requests; support tickets are those filed with the account's e-mail.
 */
export async function collectAccountData(db: Queryable, userId: string, email: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  const [
    requests,
    accountBids,
    accountMessages,
    reviews,
    referralsMade,
    ledger,
    accountPayments,
    symptomChecks,
    tickets,
  ] = await Promise.all([
    db.select().from(treatmentRequests).where(eq(treatmentRequests.patientId, userId)),
    accountBidsQuery(db, userId),
    db
      .select()
      .from(messages)
      .where(or(eq(messages.senderId, userId), eq(messages.receiverId, userId))),
    db
      .select()
      .from(testimonials)
      .where(or(eq(testimonials.patientId, userId), eq(testimonials.hospitalId, userId))),
    db.select().from(referrals).where(eq(referrals.referrerId, userId)),
    db.select().from(rewardPointsLedger).where(eq(rewardPointsLedger.userId, userId)),
    db
      .select()
      .from(payments)
      .where(or(eq(payments.patientId, userId), eq(payments.hospitalId, userId))),
    db.select().from(symptomCheckerSessions).where(eq(symptomCheckerSessions.userId, userId)),
    db
      .select()
      .from(supportTickets)
      .where(sql`lower(${supportTickets.email}) = ${email.toLowerCase()}`),
  ]);
  const account = user && {
    ...user,
    passwordHash: undefined,
    totpSecret: undefined,
    totpLastStep: undefined,
    hasPassword: user.passwordHash !== null,
    twoFactorEnabled: user.totpEnabledAt !== null,
  };
  return {
    account,
    treatmentRequests: requests,
    bids: accountBids,
    messages: accountMessages,
    reviews,
    referrals: referralsMade,
    rewardPointsLedger: ledger,
    payments: accountPayments,
    symptomChecks: symptomChecks.map((row) => ({ ...row, ownerTokenHash: undefined })),
    supportTickets: tickets,
  };
}

/** The export's shape (see {@link collectAccountData}). */
export type AccountData = Awaited<ReturnType<typeof collectAccountData>>;

const hasPayment = (bidId: typeof bids.id) =>
  sql`exists (select 1 from ${payments} where ${payments.bidId} = ${bidId})`;

/**
 * Deletes an account's data and anonymises its row, in the caller's transaction (ADR
 * 0028). Kept: the users row without anything identifying (payments,
 * the reward ledger and the audit log point to it), payments, and for paid bids the bid and
 * its request without the description. Deleted: sessions, links, recovery codes, messages sent
 * or received, reviews written, symptom checks, pending referral invitations, unpaid requests
 * (their bids and chats go with them) and unpaid bids of a hospital.
 */
export async function eraseAccount(db: Queryable, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await db.delete(accountTokens).where(eq(accountTokens.userId, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db
    .delete(messages)
    .where(or(eq(messages.senderId, userId), eq(messages.receiverId, userId)));
  await db.delete(testimonials).where(eq(testimonials.patientId, userId));
  await db.delete(symptomCheckerSessions).where(eq(symptomCheckerSessions.userId, userId));
  await db
    .delete(referrals)
    .where(and(eq(referrals.referrerId, userId), eq(referrals.status, 'pending')));
  await db.delete(bids).where(and(eq(bids.hospitalId, userId), sql`not ${hasPayment(bids.id)}`));
  const paidBidsOfRequest = db
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(bids, eq(bids.id, payments.bidId))
    .where(eq(bids.treatmentRequestId, treatmentRequests.id));
  await db
    .delete(treatmentRequests)
    .where(and(eq(treatmentRequests.patientId, userId), notExists(paidBidsOfRequest)));
  await db
    .update(treatmentRequests)
    .set({ description: '[deleted with the account]' })
    .where(eq(treatmentRequests.patientId, userId));
  await db
    .update(users)
    .set({
      email: `deleted-${userId}@deleted.invalid`,
      passwordHash: null,
      oidcSubject: null,
      firstName: null,
      lastName: null,
      profileImageUrl: null,
      totpSecret: null,
      totpEnabledAt: null,
      totpLastStep: null,
      messageEmailsEnabled: false,
      notificationEmailsEnabled: false,
      referralCode: generateReferralCode(),
      deletedAt: new Date(),
    })
    .where(eq(users.id, userId));
}
