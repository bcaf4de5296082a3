import { readFile, rm, rmdir, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import lockfile from 'proper-lockfile';

/**
 * A lock whose owner stopped updating it for this long is stale anyway (proper-lockfile's own
 * rule; covers a lock left without an owner file). The owner refreshes it every `UPDATE_MS`.
 */
const STALE_MS = 15_000;
const UPDATE_MS = 5_000;
/** The short mutex around acquisition: held for milliseconds; stale if its holder died in them. */
const ACQUIRE_MUTEX = { stale: 5_000, retries: { retries: 60, minTimeout: 25, maxTimeout: 100 } };

/** Who holds the lock: written beside it so that a restart can tell a dead owner from a live one. */
interface LockOwner {
  pid: number;
  hostname: string;
}

/** The folder is locked by a process that is still running. */
export class DataDirInUseError extends Error {
  constructor(readonly dir: string) {
    super(`The database folder ${dir} is in use by another process. Stop it first.`);
    this.name = 'DataDirInUseError';
  }
}

const lockDirOf = (dir: string) => `${dir}.lock`;
const ownerFileOf = (dir: string) => `${dir}.lock-owner.json`;

async function readOwner(dir: string): Promise<LockOwner | undefined> {
  try {
    const parsed: unknown = JSON.parse(await readFile(ownerFileOf(dir), 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { pid, hostname: host } = parsed as Record<string, unknown>;
    return typeof pid === 'number' && typeof host === 'string'
      ? { pid, hostname: host }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether `owner` is certainly gone: it ran on this machine and no process has its pid. An owner
 * on another host (a shared disk), or a pid taken by another process since, counts as alive; the
 * stale rule still frees the lock after {@link STALE_MS} then.
 */
function isOwnerDead(owner: LockOwner): boolean {
  if (owner.hostname !== hostname() || owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

const lockOptions = { stale: STALE_MS, update: UPDATE_MS, realpath: false };

/**
 * Locks the PGlite data folder `dir` against a second process (DESIGN §8: two processes on one
 * folder silently lose writes). A lock left by a process that died without releasing it
 * (`kill -9`, a crash) is taken over at once when its recorded owner pid no longer exists;
 * a live owner keeps it. Acquisition runs under a short mutex so that two processes starting
 * together after a crash cannot both take the lock over. Resolves to the release function.
 * @throws DataDirInUseError when a live process holds the lock.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const releaseMutex = await lockfile.lock(`${dir}.acquire`, {
    ...ACQUIRE_MUTEX,
    realpath: false,
  });
  try {
    let release: () => Promise<void>;
    try {
      release = await lockfile.lock(dir, lockOptions);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
      const owner = await readOwner(dir);
      if (!owner || !isOwnerDead(owner)) throw new DataDirInUseError(dir);
      await rmdir(lockDirOf(dir));
      release = await lockfile.lock(dir, lockOptions);
    }
    const owner: LockOwner = { pid: process.pid, hostname: hostname() };
    await writeFile(ownerFileOf(dir), JSON.stringify(owner));
    return async () => {
      await rm(ownerFileOf(dir), { force: true });
      await release();
    };
  } finally {
    await releaseMutex();
  }
}
