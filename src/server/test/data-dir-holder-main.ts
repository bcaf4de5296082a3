// A process that holds a DATA_DIR, for the lock and crash tests (`node --import tsx
// data-dir-holder-main.ts lock|pglite|writer <dir> [snapshot]`): `lock` takes only the lock of
// its PGlite folder; `pglite` opens the database in `<dir>` (from the test run's snapshot, which
// skips initialising a new folder) and stores the row `written-before-the-crash`. Prints `ready`
// once done and then waits, to be killed. `writer` then keeps inserting numbered rows into
// `crash_writes`, alternately on their own and in a transaction of two statements, and prints
// `acked <n>` as soon as the write of row n has resolved, until it is killed.
import { mkdir, readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { lockDataDir } from '../db/data-dir-lock.ts';
import { openPglite, pgliteFolderOf } from '../db/open-pglite.ts';

const [mode, dir, snapshotPath] = process.argv.slice(2);
if (!dir) throw new Error('usage: data-dir-holder-main.ts lock|pglite|writer <dir> [snapshot]');

/** The database in `dir`, started from the snapshot when there is one. */
const openHeldDatabase = async () =>
  openPglite({
    dataDir: dir,
    ...(snapshotPath ? { snapshot: new Blob([await readFile(snapshotPath)]) } : {}),
  });

if (mode === 'pglite') {
  const database = await openHeldDatabase();
  await database.db.execute(sql`create table crash_probe (note text not null)`);
  await database.db.execute(sql`insert into crash_probe values ('written-before-the-crash')`);
} else if (mode === 'writer') {
  const database = await openHeldDatabase();
  await database.db.execute(sql`create table crash_writes (n integer primary key, note text)`);
  process.stdout.write('ready\n');
  for (let n = 1; ; n += 1) {
    if (n % 2 === 0) {
      await database.db.execute(sql`insert into crash_writes (n) values (${n})`);
    } else {
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into crash_writes (n) values (${n})`);
        await tx.execute(sql`update crash_writes set note = 'in a transaction' where n = ${n}`);
      });
    }
    process.stdout.write(`acked ${n}\n`);
  }
} else {
  await mkdir(pgliteFolderOf(dir), { recursive: true });
  await lockDataDir(pgliteFolderOf(dir));
}
process.stdout.write('ready\n');
setInterval(() => {}, 60_000);
