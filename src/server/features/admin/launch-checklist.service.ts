import type { LaunchChecklistItem } from '#shared/admin/admin.schemas.ts';
import type { AppConfig } from '../../config.ts';

type Check = Omit<LaunchChecklistItem, 'status'> & { isDone?: (config: AppConfig) => boolean };

/**
 * The launch checklist (SPEC §2.6 leaves its contents open; ADR 0011). Checks with `isDone` are
 * read from the configuration (DESIGN §3) as booleans only; the rest are for a person to confirm.
 */
const CHECKS: readonly Check[] = [
  {
    id: 'production-mode',
    label: 'Production mode',
    description: 'NODE_ENV=production, so a missing SESSION_SECRET stops the server.',
    isDone: (c) => c.nodeEnv === 'production',
  },
  {
    id: 'https-origin',
    label: 'Public HTTPS origin',
    description: 'APP_ORIGIN is an https:// address: secure cookies and correct e-mail links.',
    isDone: (c) => c.appOrigin.startsWith('https://'),
  },
  {
    id: 'session-secret',
    label: 'Session secret set',
    description: 'SESSION_SECRET comes from the environment, not a file generated in DATA_DIR.',
    isDone: (c) => c.sessionSecret !== undefined,
  },
  {
    id: 'database',
    label: 'PostgreSQL database',
    description: 'DATABASE_URL points at PostgreSQL instead of the embedded PGlite files.',
    isDone: (c) => c.databaseUrl !== undefined,
  },
  {
    id: 'demo-seed-off',
    label: 'Demo data off',
    description: 'SEED_DEMO is off, so no demo accounts are created in an empty database.',
    isDone: (c) => !c.seedDemo,
  },
  {
    id: 'admin-emails',
    label: 'Administrators named',
    description: 'ADMIN_EMAILS lists the accounts that get the admin role at sign-in.',
    isDone: (c) => c.adminEmails.length > 0,
  },
  {
    id: 'smtp',
    label: 'E-mail through SMTP',
    description: 'SMTP_URL is set; without it mail only lands in the DATA_DIR/outbox folder.',
    isDone: (c) => c.smtpUrl !== undefined,
  },
  {
    id: 'mail-from',
    label: 'Sender address',
    description: 'MAIL_FROM names a real domain instead of the localhost default.',
    isDone: (c) => !/@localhost>?$/i.test(c.mailFrom),
  },
  {
    id: 'support-email',
    label: 'Support inbox',
    description: 'SUPPORT_EMAIL receives grievances and contact-form messages.',
    isDone: (c) => c.supportEmail !== undefined,
  },
  {
    id: 'rate-limits',
    label: 'Rate limits on',
    description: 'RATE_LIMITS is on (it may be off only for load tests).',
    isDone: (c) => c.rateLimitsEnabled,
  },
  {
    id: 'test-data-cleared',
    label: 'Test data cleared',
    description: 'Run the pre-launch cleanup: test referrals deleted and reward points reset.',
  },
  {
    id: 'demo-accounts',
    label: 'Demo accounts removed',
    description: 'Seeded demo accounts are deleted or their passwords changed.',
  },
  {
    id: 'payments',
    label: 'Card payments',
    description: 'STRIPE_* keys and the webhook are set up with live keys when payments go live.',
  },
  {
    id: 'backups',
    label: 'Backups',
    description: 'Database backups run on a schedule and a restore has been tested.',
  },
];

/** `GET /api/admin/launch-checklist`: each check with `done`, `todo` or `manual`. */
export function getLaunchChecklist(config: AppConfig): LaunchChecklistItem[] {
  return CHECKS.map(({ isDone, ...item }) => ({
    ...item,
    status: isDone ? (isDone(config) ? 'done' : 'todo') : 'manual',
  }));
}
