import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.ts';
import { openPglite, pgliteFolderOf } from './open-pglite.ts';

const HOLDER = fileURLToPath(new URL('../test/data-dir-holder-main.ts', import.meta.url));

const children: ChildProcess[] = [];
const folders: string[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

/** A new, empty DATA_DIR. */
async function newDataDir(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'careabroad-lock-'));
  folders.push(folder);
  return folder;
}

/** A new DATA_DIR with its (empty) PGlite folder, which is what the lock guards. */
async function newPgliteFolder(): Promise<{ dataDir: string; folder: string }> {
  const dataDir = await newDataDir();
  const folder = pgliteFolderOf(dataDir);
  await mkdir(folder);
  return { dataDir, folder };
}

/**
 * Starts a process that holds DATA_DIR `dir` (`lock`, a whole `pglite` database, or one that a
 * `writer` keeps writing to), once it does.
 */
async function startHolder(mode: 'lock' | 'pglite' | 'writer', dir: string): Promise<ChildProcess> {
  const snapshot = inject('pgliteSnapshotPath');
  const args = [HOLDER, mode, dir, ...(snapshot ? [snapshot] : [])];
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the holder exited early (${code})`)));
  });
  return child;
}

async function killHard(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

describe('the data folder lock (PGlite, DESIGN §8)', () => {
  it('is taken over at once from an owner killed with kill -9', async () => {
    const { dataDir, folder } = await newPgliteFolder();
    await killHard(await startHolder('lock', dataDir));

    const startedAt = performance.now();
    const release = await lockDataDir(folder);
    expect(performance.now() - startedAt).toBeLessThan(1_000);
    await release();
  });

  it('stays with a live owner: a second server is refused', async () => {
    const { dataDir, folder } = await newPgliteFolder();
    await startHolder('lock', dataDir);

    await expect(lockDataDir(folder)).rejects.toBeInstanceOf(DataDirInUseError);
    await expect(openPglite({ dataDir })).rejects.toThrow(/is in use by another process/);
  });

  it('is held against the same folder in this process too, and free again once released', async () => {
    const { folder } = await newPgliteFolder();
    const release = await lockDataDir(folder);
    await expect(lockDataDir(folder)).rejects.toBeInstanceOf(DataDirInUseError);
    await release();
    const again = await lockDataDir(folder);
    await again();
  });

  it('reopens a database whose server was killed with kill -9 at once, with its data', async () => {
    const dataDir = await newDataDir();
    await killHard(await startHolder('pglite', dataDir));

    const startedAt = performance.now();
    const database = await openPglite({ dataDir });
    const reopenMs = performance.now() - startedAt;
    try {
      const result = await database.db.execute(sql`select note from crash_probe`);
      expect((result as unknown as { rows: unknown[] }).rows).toEqual([
        { note: 'written-before-the-crash' },
      ]);
      console.info(`[kill -9] PGlite reopened in ${reopenMs.toFixed(0)} ms`);
    } finally {
      await database.close();
    }
  }, 90_000);

  it('keeps every write acknowledged before a kill -9 in the middle of writing, transactions whole', async () => {
    const dataDir = await newDataDir();
    const writer = await startHolder('writer', dataDir);
    const acknowledged: number[] = [];
    await new Promise<void>((resolve) => {
      writer.stdout?.on('data', (chunk: Buffer) => {
        for (const [, n] of chunk.toString('utf8').matchAll(/acked (\d+)/g)) {
          acknowledged.push(Number(n));
        }
        if (acknowledged.length >= 40) resolve();
      });
    });
    await killHard(writer);

    const database = await openPglite({ dataDir });
    try {
      const { rows } = (await database.db.execute(
        sql`select n, note from crash_writes order by n`,
      )) as unknown as { rows: { n: number; note: string | null }[] };
      const stored = new Set(rows.map((row) => row.n));
      expect(acknowledged.filter((n) => !stored.has(n))).toEqual([]);
      // A transaction's two statements are there together or not at all.
      expect(rows.filter((row) => row.n % 2 === 1 && row.note !== 'in a transaction')).toEqual([]);
    } finally {
      await database.close();
    }
  }, 90_000);
});
