import { randomBytes } from 'node:crypto';
import { Readable, type Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import {
  createDecryptStream,
  createEncryptStream,
  generateFileKey,
  RecordIntegrityError,
  sealedSize,
} from './record-cipher.ts';
import { unwrapFileKey, wrapFileKey } from './record-key-wrap.ts';

const CHUNK = 1024;

async function collect(source: Readable, stage: Transform): Promise<Buffer> {
  const chunks: Buffer[] = [];
  await pipeline(source, stage, async (stream: AsyncIterable<Buffer | string>) => {
    for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  });
  return Buffer.concat(chunks);
}

/** Feeds `bytes` in uneven pieces, as sockets and files do. */
function piecesOf(bytes: Buffer): Readable {
  const pieces: Buffer[] = [];
  for (let at = 0, step = 1; at < bytes.length; at += step, step = (step * 7) % 3001 || 1) {
    pieces.push(bytes.subarray(at, at + step));
  }
  return Readable.from(pieces);
}

const seal = (key: Buffer, plain: Buffer) =>
  collect(piecesOf(plain), createEncryptStream(key, CHUNK));
const open = (key: Buffer, sealed: Buffer) => collect(piecesOf(sealed), createDecryptStream(key));

describe('chunked AES-256-GCM framing (ADR 0037)', () => {
  it.each([0, 1, CHUNK - 1, CHUNK, CHUNK + 1, 5 * CHUNK, 5 * CHUNK + 17])(
    'round-trips %i bytes fed in uneven pieces, at the size it promises',
    async (length) => {
      const key = generateFileKey();
      const plain = randomBytes(length);
      const sealed = await seal(key, plain);
      expect(sealed.length).toBe(sealedSize(length, CHUNK));
      expect((await open(key, sealed)).equals(plain)).toBe(true);
    },
  );

  it('detects a flipped byte, a dropped last chunk, swapped chunks and a wrong key', async () => {
    const key = generateFileKey();
    const plain = randomBytes(3 * CHUNK + 10);
    const sealed = await seal(key, plain);
    const sealedChunk = CHUNK + 16;
    const header = 15;

    const flipped = Buffer.from(sealed);
    flipped[header + sealedChunk + 5] = flipped[header + sealedChunk + 5]! ^ 1;
    await expect(open(key, flipped)).rejects.toBeInstanceOf(RecordIntegrityError);

    const cut = sealed.subarray(0, header + 3 * sealedChunk);
    await expect(open(key, cut)).rejects.toBeInstanceOf(RecordIntegrityError);

    const swapped = Buffer.concat([
      sealed.subarray(0, header),
      sealed.subarray(header + sealedChunk, header + 2 * sealedChunk),
      sealed.subarray(header, header + sealedChunk),
      sealed.subarray(header + 2 * sealedChunk),
    ]);
    await expect(open(key, swapped)).rejects.toBeInstanceOf(RecordIntegrityError);

    await expect(open(generateFileKey(), sealed)).rejects.toBeInstanceOf(RecordIntegrityError);
    await expect(open(key, Buffer.from('not a record'))).rejects.toBeInstanceOf(
      RecordIntegrityError,
    );
  });

  it('releases no plaintext of a chunk whose tag fails', async () => {
    const key = generateFileKey();
    const plain = randomBytes(2 * CHUNK + 1);
    const sealed = await seal(key, plain);
    sealed[15 + CHUNK + 16 + 3] = sealed[15 + CHUNK + 16 + 3]! ^ 1;
    const released: Buffer[] = [];
    const decrypt = createDecryptStream(key);
    decrypt.on('data', (chunk: Buffer) => released.push(chunk));
    await expect(pipeline(piecesOf(sealed), decrypt)).rejects.toBeInstanceOf(RecordIntegrityError);
    expect(Buffer.concat(released).equals(plain.subarray(0, CHUNK))).toBe(true);
  });
});

describe('file key wrapping', () => {
  it('opens only with the same master key and storage key', () => {
    const master = randomBytes(32);
    const fileKey = generateFileKey();
    const wrapped = wrapFileKey(master, fileKey, 'a');
    expect(unwrapFileKey(master, wrapped, 'a').equals(fileKey)).toBe(true);
    expect(() => unwrapFileKey(master, wrapped, 'b')).toThrow(RecordIntegrityError);
    expect(() => unwrapFileKey(randomBytes(32), wrapped, 'a')).toThrow(RecordIntegrityError);
  });
});
