import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The text of `DATA_DIR/<name>` when it passes `isValid`, else `generate()` written there first
 * (mode 0600): a secret made with a CSPRNG on first start and kept across restarts.
 */
async function readOrCreateSecretFile(
  dataDir: string,
  name: string,
  isValid: (text: string) => boolean,
  generate: () => string,
): Promise<string> {
  const file = path.resolve(dataDir, name);
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (isValid(existing)) return existing;
  } catch {
    // First start: no secret yet.
  }
  await mkdir(path.dirname(file), { recursive: true });
  const secret = generate();
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The session-signing secret: `configured` when given (SESSION_SECRET), else one generated with
 * a CSPRNG on first start and kept in `DATA_DIR/session-secret` (mode 0600), so sessions survive
 * restarts (DESIGN §3).
 */
export async function resolveSessionSecret(
  configured: string | undefined,
  dataDir: string,
): Promise<string> {
  if (configured) return configured;
  return readOrCreateSecretFile(
    dataDir,
    'session-secret',
    (text) => text.length >= 32,
    () => randomBytes(48).toString('base64url'),
  );
}

/**
 * The records master key (32 bytes, ADR 0037): `configured` when given (RECORDS_MASTER_KEY),
 * else a random key kept in `DATA_DIR/records-master-key` as base64 (mode 0600), for development
 * only — configuration refuses production and S3 storage without RECORDS_MASTER_KEY.
 */
export async function resolveRecordsMasterKey(
  configured: Buffer | undefined,
  dataDir: string,
): Promise<Buffer> {
  if (configured) return configured;
  const text = await readOrCreateSecretFile(
    dataDir,
    'records-master-key',
    (existing) => Buffer.from(existing, 'base64').length === 32,
    () => randomBytes(32).toString('base64'),
  );
  return Buffer.from(text, 'base64');
}
