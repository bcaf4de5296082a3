import { Readable, Transform, type TransformCallback } from 'node:stream';

/**
 * Reads the first `headBytes` bytes (fewer when the stream ends first) of `source` and returns
 * them with a stream that yields the whole content again, head included, reading the rest of
 * `source` only as it is consumed. `discard()` drops the rest unread (a refused upload).
 */
export async function peekHead(
  source: Readable,
  headBytes: number,
): Promise<{ head: Buffer; content: Readable; discard: () => void }> {
  const iterator: AsyncIterator<Buffer> = source[Symbol.asyncIterator]();
  const parts: Buffer[] = [];
  let length = 0;
  let isDone = false;
  while (length < headBytes) {
    const next = await iterator.next();
    if (next.done) {
      isDone = true;
      break;
    }
    parts.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(parts);
  async function* replay(): AsyncGenerator<Buffer> {
    yield head;
    if (isDone) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      yield next.value;
    }
  }
  return {
    head,
    content: Readable.from(replay(), { objectMode: false }),
    discard: () => source.destroy(),
  };
}

/**
 * A pass-through that fails with `tooLarge()` as soon as more than `maxBytes` have passed, so an
 * over-size upload stops at the limit instead of after being read whole. `bytesSeen()` is the
 * count so far.
 */
export function createByteLimit(
  maxBytes: number,
  tooLarge: () => Error,
): Transform & { bytesSeen: () => number } {
  let seen = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      seen += chunk.length;
      if (seen > maxBytes) callback(tooLarge());
      else callback(null, chunk);
    },
  });
  return Object.assign(limit, { bytesSeen: () => seen });
}

/**
 * A pass-through that fails with `found(marker)` when any of `markers` (ASCII, matched as bytes)
 * occurs anywhere in the stream, across chunk boundaries too. It keeps only the last
 * `longest - 1` bytes of the previous chunk.
 */
export function createMarkerScan(
  markers: readonly string[],
  found: (marker: string) => Error,
): Transform {
  const needles = markers.map((marker) => ({ marker, bytes: Buffer.from(marker, 'latin1') }));
  const overlap = Math.max(...needles.map((n) => n.bytes.length)) - 1;
  let tail = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      const window = Buffer.concat([tail, chunk]);
      const hit = needles.find((needle) => window.includes(needle.bytes));
      if (hit) {
        callback(found(hit.marker));
        return;
      }
      tail = Buffer.from(window.subarray(Math.max(0, window.length - overlap)));
      callback(null, chunk);
    },
  });
}
