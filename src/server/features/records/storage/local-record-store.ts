import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type RecordStore, type StoredObject } from './record-store.ts';

const INCOMING_DIR = '.incoming';

/**
 * Record files on local disk under `root` (by default `DATA_DIR/records`), one file per key in
 * a folder named by the key's first two characters. A file is written under `.incoming/` and
 * renamed into place when complete, so a crash or a failed upload never leaves a partial file
 * under its key; the part file is removed on failure.
 */
export function createLocalRecordStore(root: string): RecordStore {
  const listFolder = async (folder: string): Promise<string[]> => {
    try {
      return await readdir(folder);
    } catch {
      return [];
    }
  };
  const finalPath = (key: string) => {
    assertStorageKey(key);
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    kind: 'local',
    async put(key, source) {
      const target = finalPath(key);
      const part = path.join(root, INCOMING_DIR, `${key}.${randomBytes(6).toString('hex')}.part`);
      await mkdir(path.dirname(part), { recursive: true, mode: 0o700 });
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      try {
        await pipeline(source, createWriteStream(part, { flags: 'wx', mode: 0o600 }));
        await rename(part, target);
      } catch (error) {
        await rm(part, { force: true });
        throw error;
      }
    },
    async get(key) {
      const file = finalPath(key);
      const stream = createReadStream(file);
      // Opening errors (no such file) surface here, not in the middle of a response.
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', reject);
      });
      return stream as Readable;
    },
    async delete(key) {
      await rm(finalPath(key), { force: true });
    },
    async listKeys() {
      const keys: string[] = [];
      let folders: string[];
      try {
        folders = await readdir(root);
      } catch {
        return [];
      }
      for (const folder of folders) {
        const files = await readdir(path.join(root, folder));
        // Part files count too: a leftover one is exactly what "nothing stored" must catch.
        keys.push(...files);
      }
      return keys;
    },
    async listObjects() {
      const objects: StoredObject[] = [];
      for (const folder of await listFolder(root)) {
        if (folder === INCOMING_DIR) continue;
        for (const key of await listFolder(path.join(root, folder))) {
          const { mtime } = await stat(path.join(root, folder, key));
          objects.push({ key, storedAt: mtime });
        }
      }
      return objects;
    },
    async removeIncompleteUploads(startedBefore) {
      const incoming = path.join(root, INCOMING_DIR);
      let removed = 0;
      for (const part of await listFolder(incoming)) {
        const file = path.join(incoming, part);
        // A part still being written has a fresh mtime: only abandoned ones are this old.
        if ((await stat(file)).mtime < startedBefore) {
          await rm(file, { force: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
}
