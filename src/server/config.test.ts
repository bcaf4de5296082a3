import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

/** The ConfigError thrown for `env`, or a failure when none is. */
function configErrorFor(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('loadConfig accepted an invalid environment');
}

describe('config (DESIGN §3)', () => {
  it('lists every problem at once', () => {
    const error = configErrorFor({
      PORT: 'abc',
      PLATFORM_COMMISSION_RATE: '200',
      RATE_LIMITS: 'maybe',
    });
    expect(error.problems).toHaveLength(3);
    expect(error.problems.some((p) => p.startsWith('PORT:'))).toBe(true);
    expect(error.problems.some((p) => p.startsWith('PLATFORM_COMMISSION_RATE:'))).toBe(true);
    expect(error.problems.some((p) => p.startsWith('RATE_LIMITS:'))).toBe(true);
    for (const name of ['PORT', 'PLATFORM_COMMISSION_RATE', 'RATE_LIMITS'])
      expect(error.message).toContain(name);
  });

  it.each([
    ['PORT', '70000'],
    ['PORT', '50.5'],
    ['PLATFORM_COMMISSION_RATE', '-1'],
    ['PLATFORM_COMMISSION_RATE', '12.5'],
    ['APP_ORIGIN', 'not a url'],
    ['DATABASE_URL', 'nope'],
    ['SESSION_SECRET', 'too-short'],
    ['SEED_DEMO', 'yes please'],
    ['NODE_ENV', 'staging'],
    ['SESSION_IDLE_TIMEOUT_MINUTES', '0'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['MAIL_FROM', 'CareAbroad <a@example.com>\r\nBcc: all@example.com'],
    ['SUPPORT_EMAIL', 'not an address'],
    ['LLM_TIMEOUT_MS', '50'],
  ])('refuses %s=%s', (name, value) => {
    const error = configErrorFor({ [name]: value });
    expect(error.problems).toEqual([expect.stringMatching(new RegExp(`^${name}:`))]);
  });

  it('applies the defaults of DESIGN §3', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 5000,
      host: '127.0.0.1',
      appOrigin: 'http://localhost:5000',
      databaseUrl: undefined,
      dataDir: './data',
      seedDemo: true,
      platformCommissionRatePercent: 20,
      rateLimitsEnabled: true,
      adminEmails: [],
      sessionIdleTimeoutMs: 30 * 60_000,
      sessionAbsoluteTimeoutMs: 12 * 3_600_000,
      trustProxy: undefined,
      smtpUrl: undefined,
      mailFrom: 'CareAbroad <no-reply@localhost>',
      supportEmail: undefined,
      llm: undefined,
    });
  });

  it('derives APP_ORIGIN from PORT, and does not seed PostgreSQL by default', () => {
    expect(loadConfig({ PORT: '8080' }).appOrigin).toBe('http://localhost:8080');
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db.example:5432/app' }).seedDemo).toBe(false);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://u@db.example:5432/app', SEED_DEMO: 'true' }).seedDemo,
    ).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'off' }).seedDemo).toBe(false);
  });

  it('reads the values it is given', () => {
    const config = loadConfig({
      APP_ORIGIN: 'https://careabroad.example/',
      ADMIN_EMAILS: ' Ops@Example.com, ,second@example.com ',
      PLATFORM_COMMISSION_RATE: '15',
      RATE_LIMITS: 'off',
      TRUST_PROXY: 'loopback',
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
      MAIL_FROM: 'CareAbroad <no-reply@careabroad.example>',
      SUPPORT_EMAIL: 'support@careabroad.example',
    });
    expect(config.appOrigin).toBe('https://careabroad.example');
    expect(config.adminEmails).toEqual(['ops@example.com', 'second@example.com']);
    expect(config.platformCommissionRatePercent).toBe(15);
    expect(config.rateLimitsEnabled).toBe(false);
    expect(config.trustProxy).toBe('loopback');
    expect(config.smtpUrl).toBe('smtps://mailer:secret@smtp.example.com:465');
    expect(config.mailFrom).toBe('CareAbroad <no-reply@careabroad.example>');
    expect(config.supportEmail).toBe('support@careabroad.example');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', PLATFORM_COMMISSION_RATE: '' })).toMatchObject({
      port: 5000,
      platformCommissionRatePercent: 20,
    });
  });

  it('refuses production without SESSION_SECRET and RECORDS_MASTER_KEY, and accepts it with them', () => {
    const error = configErrorFor({ NODE_ENV: 'production' });
    expect(error.problems).toEqual([
      expect.stringMatching(/^SESSION_SECRET:/),
      expect.stringMatching(/^RECORDS_MASTER_KEY:/),
    ]);
    const masterKey = Buffer.alloc(32, 7);
    const config = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(32),
      RECORDS_MASTER_KEY: masterKey.toString('base64'),
    });
    expect(config.sessionSecret).toBe('s'.repeat(32));
    expect(config.recordsMasterKey).toEqual(masterKey);
  });

  it('takes a records master key of exactly 32 bytes, and the S3 store only with one', () => {
    expect(
      configErrorFor({ RECORDS_MASTER_KEY: Buffer.alloc(16).toString('base64') }).problems,
    ).toEqual([expect.stringMatching(/^RECORDS_MASTER_KEY: must be 32 bytes/)]);
    expect(configErrorFor({ RECORDS_S3_BUCKET: 'records' }).problems).toEqual([
      expect.stringMatching(/^RECORDS_MASTER_KEY: required/),
    ]);
    expect(
      configErrorFor({
        RECORDS_MASTER_KEY: Buffer.alloc(32).toString('base64'),
        RECORDS_S3_ACCESS_KEY_ID: 'id',
      }).problems,
    ).toEqual([expect.stringMatching(/^RECORDS_S3_SECRET_ACCESS_KEY:/)]);
    expect(
      loadConfig({
        RECORDS_MASTER_KEY: Buffer.alloc(32).toString('base64'),
        RECORDS_S3_BUCKET: 'records',
        RECORDS_S3_ENDPOINT: 'http://127.0.0.1:9000',
        RECORDS_S3_FORCE_PATH_STYLE: 'true',
      }).recordsS3,
    ).toEqual({
      bucket: 'records',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: true,
    });
  });

  it('maps the symptom-analysis model settings, which need a model name', () => {
    expect(
      loadConfig({
        LLM_BASE_URL: 'http://127.0.0.1:11434/v1/',
        LLM_API_KEY: 'key',
        LLM_MODEL: 'llama3.1',
      }).llm,
    ).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: 'key',
      model: 'llama3.1',
      timeoutMs: 8000,
    });
    expect(
      loadConfig({ LLM_BASE_URL: 'https://llm.example/v1', LLM_MODEL: 'm', LLM_TIMEOUT_MS: '2500' })
        .llm,
    ).toMatchObject({ apiKey: undefined, timeoutMs: 2500 });
    expect(configErrorFor({ LLM_BASE_URL: 'https://llm.example/v1' }).problems).toEqual([
      expect.stringMatching(/^LLM_MODEL:/),
    ]);
    expect(configErrorFor({ LLM_BASE_URL: 'file:///etc/passwd', LLM_MODEL: 'm' }).problems).toEqual(
      [expect.stringMatching(/^LLM_BASE_URL:/)],
    );
  });
});
