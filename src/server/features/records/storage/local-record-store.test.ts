import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalRecordStore } from './local-record-store.ts';

describe('local record store: interrupted uploads (ADR 0038)', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'careabroad-store-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('removes part files older than the cut-off, keeps one still being written, lists neither', async () => {
    const store = createLocalRecordStore(root);
    const incoming = path.join(root, '.incoming');
    await mkdir(incoming, { recursive: true });
    const abandoned = path.join(incoming, `${randomUUID()}.aaaa.part`);
    const inFlight = path.join(incoming, `${randomUUID()}.bbbb.part`);
    await writeFile(abandoned, 'half an upload');
    await writeFile(inFlight, 'an upload going on');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60_000);
    await utimes(abandoned, twoDaysAgo, twoDaysAgo);

    expect(await store.listObjects()).toEqual([]);
    expect(await store.removeIncompleteUploads(new Date(Date.now() - 24 * 60 * 60_000))).toBe(1);
    expect(await readdir(incoming)).toEqual([path.basename(inFlight)]);
  });
});
