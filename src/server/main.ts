import 'dotenv/config';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/open-database.ts';
import { DEMO_ACCOUNTS, seedDemoData } from './db/seed.ts';
import { seedDemoHospitalProfile } from './features/hospital-profiles/demo-profile.seed.ts';
import { startSessionSweeper } from './features/auth/session-sweeper.ts';
import { createTotpSecretBox } from './features/auth/totp-secret-box.ts';
import { sealPlainTotpSecrets } from './features/auth/two-factor.service.ts';
import { startAccreditationExpiryJob } from './features/hospital-profiles/accreditation-expiry-job.ts';
import { findProfileStorageKeys } from './features/hospital-profiles/hospital-profiles.service.ts';
import { startMessageNoticeJob } from './features/messages/message-notices-job.ts';
import { startNotificationDigestJob } from './features/notifications/notification-digest-job.ts';
import { startBidDeadlineNoticeJob } from './features/treatment-requests/bid-deadline-notices-job.ts';
import { startBalanceReminderJob } from './features/payments/balance-reminders-job.ts';
import { startPayoutAutoReleaseJob } from './features/payments/payout-auto-release-job.ts';
import { createStripeGateway } from './features/payments/stripe-gateway.ts';
import { startRecordsRetentionJob } from './features/records/retention/records-retention-job.ts';
import { startSymptomSessionSweeper } from './features/symptom-checker/symptom-session-sweeper.ts';
import { loggerOptions } from './lib/logging.ts';
import { resolveRecordsMasterKey, resolveSessionSecret } from './lib/secrets.ts';

/** Process entry: validate config, open and migrate the database, seed, listen, drain on SIGTERM. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const database = await openDatabase(config);
  const isSeeded = config.seedDemo && (await seedDemoData(database.db, config));
  const sessionSecret = await resolveSessionSecret(config.sessionSecret, config.dataDir);
  const sealedTotpSecrets = await sealPlainTotpSecrets({
    db: database.db,
    secrets: createTotpSecretBox(sessionSecret),
  });
  const recordsMasterKey = await resolveRecordsMasterKey(config.recordsMasterKey, config.dataDir);
  const app = await buildApp({
    config,
    database,
    sessionSecret,
    recordsMasterKey,
    logger: loggerOptions({ level: config.logLevel }),
  });

  if (isSeeded) {
    await seedDemoHospitalProfile(database.db, app.records, DEMO_ACCOUNTS.hospital.email);
  }
  const stopSessionSweeper = startSessionSweeper(database.db, app.log);
  const stopSymptomSessionSweeper = startSymptomSessionSweeper(database.db, app.log);
  const stopMessageNotices = startMessageNoticeJob({
    db: database.db,
    mailer: app.mailer,
    appOrigin: config.appOrigin,
    log: app.log,
  });
  const stopNotificationDigests = startNotificationDigestJob({
    db: database.db,
    mailer: app.mailer,
    appOrigin: config.appOrigin,
    quietMs: config.notificationEmailQuietMs,
    log: app.log,
  });
  const stopBidDeadlineNotices = startBidDeadlineNoticeJob({ db: database.db, log: app.log });
  const stopRecordsRetention = startRecordsRetentionJob({
    db: database.db,
    store: app.records.store,
    log: app.log,
    retentionDays: config.recordsRetentionDays,
    otherKeyOwners: [findProfileStorageKeys],
  });
  const stopAccreditationExpiry = startAccreditationExpiryJob({ db: database.db, log: app.log });
  const stopBalanceReminders = startBalanceReminderJob({ db: database.db, log: app.log });
  // Without STRIPE_* keys nothing is paid, so nothing is released.
  const stopPayoutAutoRelease = config.stripe
    ? startPayoutAutoReleaseJob({
        db: database.db,
        gateway: createStripeGateway(config.stripe),
        days: config.payoutAutoReleaseDays,
        log: app.log,
      })
    : async () => undefined;

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down: draining requests');
    stopSessionSweeper();
    stopSymptomSessionSweeper();
    await Promise.all([
      stopMessageNotices(),
      stopNotificationDigests(),
      stopBidDeadlineNotices(),
      stopRecordsRetention(),
      stopAccreditationExpiry(),
      stopBalanceReminders(),
      stopPayoutAutoRelease(),
      app.close(),
    ]);
    await database.close();
  });

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      database: database.kind,
      sealedTotpSecrets,
      startupMs: Math.round(performance.now() - startedAt),
    },
    `CareAbroad is running at ${config.appOrigin}`,
  );
}

await main();
