import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'on', 'off'])
  .transform((value) => value === 'true' || value === '1' || value === 'on');

const commaList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter((item) => item.length > 0),
  );

/**
 * Every environment variable of DESIGN §3, validated once at start. Unset optional
 * integrations stay `undefined` and switch their feature off.
 */
const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    HOST: z.string().min(1).default('127.0.0.1'),
    APP_ORIGIN: z.url().optional(),
    TRUST_PROXY: z.string().min(1).optional(),
    DATABASE_URL: z.url().optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
    SESSION_IDLE_TIMEOUT_MINUTES: z.coerce.number().int().min(1).default(30),
    SESSION_ABSOLUTE_TIMEOUT_HOURS: z.coerce.number().int().min(1).default(12),
    ADMIN_EMAILS: commaList,
    SEED_DEMO: booleanFlag.optional(),
    PLATFORM_COMMISSION_RATE: z.coerce.number().int().min(0).max(100).default(20),
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })
      .optional(),
    MAIL_FROM: z
      .string()
      .regex(/^[^\r\n]+$/, 'must be one line')
      .default('CareAbroad <no-reply@localhost>'),
    SUPPORT_EMAIL: z.email().optional(),
    OIDC_ISSUER_URL: z.url().optional(),
    OIDC_CLIENT_ID: z.string().optional(),
    OIDC_CLIENT_SECRET: z.string().optional(),
    OIDC_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().optional(),
    STRIPE_API_BASE: z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional(),
    LLM_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional(),
    LLM_API_KEY: z.string().optional(),
    LLM_MODEL: z.string().min(1).optional(),
    LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8000),
    RECORDS_MASTER_KEY: z
      .string()
      .refine(
        (value) => Buffer.from(value, 'base64').length === 32 && /^[A-Za-z0-9+/]+=*$/.test(value),
        {
          message: 'must be 32 bytes in base64 (e.g. `openssl rand -base64 32`)',
        },
      )
      .optional(),
    RECORDS_S3_BUCKET: z.string().min(3).optional(),
    RECORDS_S3_ENDPOINT: z
      .url({ protocol: /^https?$/, error: 'must be an http(s):// URL' })
      .optional(),
    RECORDS_S3_REGION: z.string().min(1).default('us-east-1'),
    RECORDS_S3_ACCESS_KEY_ID: z.string().optional(),
    RECORDS_S3_SECRET_ACCESS_KEY: z.string().optional(),
    RECORDS_S3_FORCE_PATH_STYLE: booleanFlag.default(false),
    RECORDS_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).optional(),
    NOTIFICATION_EMAIL_QUIET_SECONDS: z.coerce.number().int().min(1).max(86_400).default(120),
    PAYOUT_AUTO_RELEASE_DAYS: z.coerce.number().int().min(1).max(365).default(14),
    RATE_LIMITS: z.enum(['on', 'off']).default('on'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'required when NODE_ENV=production',
      });
    }
    if (env.LLM_BASE_URL && !env.LLM_MODEL) {
      ctx.addIssue({ code: 'custom', path: ['LLM_MODEL'], message: 'required with LLM_BASE_URL' });
    }
    checkOidcEnv(env, ctx);
    checkStripeEnv(env, ctx);
    checkRecordsEnv(env, ctx);
  });

const OIDC_KEYS = ['OIDC_ISSUER_URL', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;

/** True for a loopback host (`localhost`, `127.x.x.x`, `[::1]`), the only http issuer allowed. */
function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/**
 * OIDC_* (DESIGN §3) come all three or not at all; the issuer is https, except a loopback
 * issuer outside production (the test and E2E providers, ADR 0015).
 */
function checkOidcEnv(
  env: Partial<Record<(typeof OIDC_KEYS)[number] | 'NODE_ENV', string>>,
  ctx: z.RefinementCtx,
): void {
  const missing = OIDC_KEYS.filter((key) => !env[key]);
  if (missing.length > 0 && missing.length < OIDC_KEYS.length) {
    for (const key of missing) {
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: 'required with the other OIDC_* settings',
      });
    }
  }
  if (!env.OIDC_ISSUER_URL) return;
  const issuer = new URL(env.OIDC_ISSUER_URL);
  const isAllowedHttp = isLoopbackHost(issuer.hostname) && env.NODE_ENV !== 'production';
  if (issuer.protocol !== 'https:' && !(issuer.protocol === 'http:' && isAllowedHttp)) {
    ctx.addIssue({
      code: 'custom',
      path: ['OIDC_ISSUER_URL'],
      message: 'must be https:// (http:// only for a loopback issuer outside production)',
    });
  }
}

const STRIPE_KEYS = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PUBLISHABLE_KEY',
] as const;

/** STRIPE_* keys (DESIGN §3) come all three or not at all: half-configured payments would fail late. */
function checkStripeEnv(
  env: Partial<Record<(typeof STRIPE_KEYS)[number], string>>,
  ctx: z.RefinementCtx,
): void {
  const missing = STRIPE_KEYS.filter((key) => !env[key]);
  if (missing.length === 0 || missing.length === STRIPE_KEYS.length) return;
  for (const key of missing) {
    ctx.addIssue({ code: 'custom', path: [key], message: 'required with the other STRIPE_* keys' });
  }
}

/** Card payments through Stripe (DESIGN §3 `STRIPE_*`, ADR 0014). */
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string;
  /**
   * `STRIPE_API_BASE`, e.g. `http://127.0.0.1:12111`: where the SDK sends API calls instead of
   * api.stripe.com (the local stand-in of tests and E2E, DESIGN §8); `undefined` → Stripe.
   */
  apiBase: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
}

/** The Stripe settings, or `undefined` (payments off) when the keys are not set. */
function toStripeConfig(e: {
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
  STRIPE_PUBLISHABLE_KEY?: string | undefined;
  STRIPE_API_BASE?: string | undefined;
}): StripeConfig | undefined {
  if (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET || !e.STRIPE_PUBLISHABLE_KEY)
    return undefined;
  let apiBase: StripeConfig['apiBase'];
  if (e.STRIPE_API_BASE) {
    const url = new URL(e.STRIPE_API_BASE);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    const port = url.port ? Number(url.port) : protocol === 'http' ? 80 : 443;
    apiBase = { host: url.hostname, port, protocol };
  }
  return {
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    publishableKey: e.STRIPE_PUBLISHABLE_KEY,
    apiBase,
  };
}

/**
 * Records vault keys (ADR 0037): the master key is required in production and with an S3 bucket
 * (instances sharing a bucket must share it; one generated into a DATA_DIR would be per
 * instance); the S3 access key comes with its secret or not at all (then the SDK's default
 * credential chain: environment, profile, instance role).
 */
function checkRecordsEnv(
  env: {
    NODE_ENV: string;
    RECORDS_MASTER_KEY?: string | undefined;
    RECORDS_S3_BUCKET?: string | undefined;
    RECORDS_S3_ACCESS_KEY_ID?: string | undefined;
    RECORDS_S3_SECRET_ACCESS_KEY?: string | undefined;
  },
  ctx: z.RefinementCtx,
): void {
  if (!env.RECORDS_MASTER_KEY && (env.NODE_ENV === 'production' || env.RECORDS_S3_BUCKET)) {
    ctx.addIssue({
      code: 'custom',
      path: ['RECORDS_MASTER_KEY'],
      message: 'required when NODE_ENV=production or RECORDS_S3_BUCKET is set',
    });
  }
  if (!env.RECORDS_S3_ACCESS_KEY_ID !== !env.RECORDS_S3_SECRET_ACCESS_KEY) {
    ctx.addIssue({
      code: 'custom',
      path: [
        env.RECORDS_S3_ACCESS_KEY_ID ? 'RECORDS_S3_SECRET_ACCESS_KEY' : 'RECORDS_S3_ACCESS_KEY_ID',
      ],
      message: 'RECORDS_S3_ACCESS_KEY_ID and RECORDS_S3_SECRET_ACCESS_KEY come together',
    });
  }
}

/** The S3-compatible object store of the records vault (DESIGN §3 `RECORDS_S3_*`, ADR 0037). */
export interface RecordsS3Config {
  bucket: string;
  /** e.g. `http://127.0.0.1:9000` for MinIO; `undefined` → AWS S3 of `region`. */
  endpoint: string | undefined;
  region: string;
  /** `undefined` → the SDK's default credential chain. */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Path-style URLs (`endpoint/bucket/key`), which most self-hosted servers need. */
  forcePathStyle: boolean;
}

/** The optional symptom-analysis model (DESIGN §3 `LLM_*`), any OpenAI-compatible endpoint. */
export interface LlmConfig {
  /** e.g. `http://127.0.0.1:11434/v1`; requests go to `${baseUrl}/chat/completions`. */
  baseUrl: string;
  /** `undefined` for endpoints that need no key. */
  apiKey: string | undefined;
  model: string;
  /** After this the engine's result is used alone (ADR 0010). */
  timeoutMs: number;
}

/** The optional OpenID Connect provider (DESIGN §3 `OIDC_*`, ADR 0015). */
export interface OidcConfig {
  /** e.g. `https://login.example.com/realms/care`; discovery reads `/.well-known/openid-configuration`. */
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  /** True only for an http loopback issuer outside production (tests, E2E). */
  allowInsecureRequests: boolean;
  /** Every call to the provider (discovery, token, userinfo, JWKS) gives up after this. */
  timeoutMs: number;
}

/** The validated configuration the server runs with. */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  appOrigin: string;
  /**
   * Origins whose pages may change state (CSRF, SECURITY §3) and open `/ws`: `APP_ORIGIN`. With
   * `APP_ORIGIN` unset, both loopback names of the port (`http://localhost:PORT` and
   * `http://127.0.0.1:PORT`), so whichever address a developer opens works.
   */
  allowedOrigins: readonly string[];
  /**
   * Addresses of the TLS-terminating reverse proxy (Fastify `trustProxy`, e.g. `loopback` or
   * `10.0.0.0/8`); its `X-Forwarded-*` headers are believed, nobody else's. An https origin
   * needs it: the Secure session cookie is only set on a request known to be https.
   */
  trustProxy: string | undefined;
  databaseUrl: string | undefined;
  dataDir: string;
  /** `undefined` → generated once into DATA_DIR (see secrets.ts). */
  sessionSecret: string | undefined;
  sessionIdleTimeoutMs: number;
  sessionAbsoluteTimeoutMs: number;
  adminEmails: readonly string[];
  seedDemo: boolean;
  platformCommissionRatePercent: number;
  /** `smtp://` or `smtps://` server URL; `undefined` → mail is written to `DATA_DIR/outbox`. */
  smtpUrl: string | undefined;
  /** The From header of every mail, e.g. `CareAbroad <no-reply@careabroad.example>`. */
  mailFrom: string;
  /** Where grievances and the contact form are delivered; `undefined` until configured. */
  supportEmail: string | undefined;
  /** `undefined` → the offline engine alone answers symptom analyses. */
  llm: LlmConfig | undefined;
  /** `undefined` → card payments off: `POST /api/payments` answers 503 (ADR 0014). */
  stripe: StripeConfig | undefined;
  /** `undefined` → local accounts only. */
  oidc?: OidcConfig;
  /**
   * RECORDS_MASTER_KEY decoded (32 bytes), which wraps every record file's key; `undefined` →
   * generated once into DATA_DIR (development and tests only, see secrets.ts).
   */
  recordsMasterKey: Buffer | undefined;
  /** `undefined` → record files on local disk under `DATA_DIR/records`. */
  recordsS3: RecordsS3Config | undefined;
  /**
   * Days a closed request's records are kept before retention deletes them (ADR 0038);
   * `undefined` → the reviewed policy's default (`records-retention-policy.json`, 90 days).
   */
  recordsRetentionDays: number | undefined;
  /**
   * How long a user's notifications must have been quiet (no newer one) before the digest
   * e-mail goes out, in ms (ADR 0043; NOTIFICATION_EMAIL_QUIET_SECONDS, default 2 minutes).
   */
  notificationEmailQuietMs: number;
  /**
   * Days after the admission date after which an undisputed booking paid in full is paid out
   * to the hospital without the patient's confirmation (ADR 0061; PAYOUT_AUTO_RELEASE_DAYS,
   * default 14).
   */
  payoutAutoReleaseDays: number;
  rateLimitsEnabled: boolean;
  logLevel: string;
}

/** Thrown when the environment is invalid; `problems` lists every one, one per line. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/**
 * Parses the environment (DESIGN §3) into an AppConfig.
 * @throws ConfigError listing every invalid variable.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    appOrigin: (e.APP_ORIGIN ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    allowedOrigins: e.APP_ORIGIN
      ? [new URL(e.APP_ORIGIN).origin]
      : [`http://localhost:${e.PORT}`, `http://127.0.0.1:${e.PORT}`],
    trustProxy: e.TRUST_PROXY,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    sessionSecret: e.SESSION_SECRET,
    sessionIdleTimeoutMs: e.SESSION_IDLE_TIMEOUT_MINUTES * 60_000,
    sessionAbsoluteTimeoutMs: e.SESSION_ABSOLUTE_TIMEOUT_HOURS * 3_600_000,
    adminEmails: e.ADMIN_EMAILS,
    seedDemo: e.SEED_DEMO ?? e.DATABASE_URL === undefined,
    platformCommissionRatePercent: e.PLATFORM_COMMISSION_RATE,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    llm:
      e.LLM_BASE_URL && e.LLM_MODEL
        ? {
            baseUrl: e.LLM_BASE_URL.replace(/\/$/, ''),
            apiKey: e.LLM_API_KEY,
            model: e.LLM_MODEL,
            timeoutMs: e.LLM_TIMEOUT_MS,
          }
        : undefined,
    ...(e.OIDC_ISSUER_URL && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
      ? {
          oidc: {
            issuerUrl: e.OIDC_ISSUER_URL,
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            allowInsecureRequests: e.OIDC_ISSUER_URL.startsWith('http:'),
            timeoutMs: e.OIDC_TIMEOUT_MS,
          },
        }
      : {}),
    stripe: toStripeConfig(e),
    recordsMasterKey: e.RECORDS_MASTER_KEY
      ? Buffer.from(e.RECORDS_MASTER_KEY, 'base64')
      : undefined,
    recordsS3: e.RECORDS_S3_BUCKET
      ? {
          bucket: e.RECORDS_S3_BUCKET,
          endpoint: e.RECORDS_S3_ENDPOINT,
          region: e.RECORDS_S3_REGION,
          accessKeyId: e.RECORDS_S3_ACCESS_KEY_ID,
          secretAccessKey: e.RECORDS_S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.RECORDS_S3_FORCE_PATH_STYLE,
        }
      : undefined,
    recordsRetentionDays: e.RECORDS_RETENTION_DAYS,
    notificationEmailQuietMs: e.NOTIFICATION_EMAIL_QUIET_SECONDS * 1000,
    payoutAutoReleaseDays: e.PAYOUT_AUTO_RELEASE_DAYS,
    rateLimitsEnabled: e.RATE_LIMITS === 'on',
    logLevel: e.LOG_LEVEL,
  };
}
