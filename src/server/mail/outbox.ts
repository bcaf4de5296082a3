import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The folder under DATA_DIR where mail is written when no SMTP server is configured. */
export const outboxDirOf = (dataDir: string): string => path.join(dataDir, 'outbox');

/**
 * `2026-11-21T11-31-00.123Z-<8 hex>.eml`: sorts by creation time (to the millisecond), unique
 * through the random suffix, and free of `:` so it is a valid name on every file system.
 */
function newFileName(now: Date): string {
  return `${now.toISOString().replaceAll(':', '-')}-${randomBytes(4).toString('hex')}.eml`;
}

/**
 * Writes one RFC 5322 message into `dir` (created if absent) as a new `.eml` file and returns
 * its path. Atomic: the bytes go to a hidden `.tmp` file first, which is then renamed, so a
 * reader listing `*.eml` never sees a partial mail.
 */
export async function writeToOutbox(dir: string, message: Buffer): Promise<string> {
  await mkdir(dir, { recursive: true });
  const name = newFileName(new Date());
  const target = path.join(dir, name);
  const temporary = path.join(dir, `.${name}.tmp`);
  try {
    await writeFile(temporary, message, { flag: 'wx' });
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return target;
}
