// A process that holds a DATA_DIR, for the lock tests (`node --import tsx
// data-dir-holder-main.ts lock|pglite <dir> [snapshot]`): `lock` takes only the lock of its
// PGlite folder; `pglite` opens the database in `<dir>` (from the test run's snapshot, which
// skips initialising a new folder) and stores the row `written-before-the-crash`. Prints `ready`
// once done and then waits, to be killed.
import { mkdir, readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { lockDataDir } from '../db/data-dir-lock.ts';
import { openPglite, pgliteFolderOf } from '../db/open-pglite.ts';

const [mode, dir, snapshotPath] = process.argv.slice(2);
if (!dir) throw new Error('usage: data-dir-holder-main.ts lock|pglite <dir> [snapshot]');
if (mode === 'pglite') {
  const database = await openPglite({
    dataDir: dir,
    ...(snapshotPath ? { snapshot: new Blob([await readFile(snapshotPath)]) } : {}),
  });
  await database.db.execute(sql`create table crash_probe (note text not null)`);
  await database.db.execute(sql`insert into crash_probe values ('written-before-the-crash')`);
} else {
  await mkdir(pgliteFolderOf(dir), { recursive: true });
  await lockDataDir(pgliteFolderOf(dir));
}
process.stdout.write('ready\n');
setInterval(() => {}, 60_000);
