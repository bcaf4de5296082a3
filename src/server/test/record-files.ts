import { randomBytes } from 'node:crypto';
import { crc32, deflateRawSync, deflateSync } from 'node:zlib';

/*
 * Files for the records vault tests, built in code: small valid PDF, JPEG, PNG and DICOM files,
 * and the hostile ones the vault must refuse (ADR 0037).
 */

/** A PDF of about `bodyBytes` random bytes between a real header and trailer. */
export function samplePdf(bodyBytes = 200): Buffer {
  return Buffer.concat([
    Buffer.from(
      '%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n<< /Type /Catalog >>\nendobj\nstream\n',
      'latin1',
    ),
    randomBytes(bodyBytes),
    Buffer.from('\nendstream\n%%EOF\n', 'latin1'),
  ]);
}

/** A JPEG: SOI, a JFIF APP0 segment, random scan bytes, EOI. */
export function sampleJpeg(bodyBytes = 100): Buffer {
  const app0 = Buffer.from([
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
    0x00, 0x00,
  ]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    app0,
    randomBytes(bodyBytes),
    Buffer.from([0xff, 0xd9]),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A valid 1×1 grey PNG. */
export function samplePng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 0x80]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** One explicit-VR little-endian element with a 2-byte length (short VRs). */
function element(group: number, elementNo: number, vr: string, value: Buffer): Buffer {
  const padded = value.length % 2 === 0 ? value : Buffer.concat([value, Buffer.from([0x20])]);
  const head = Buffer.alloc(8);
  head.writeUInt16LE(group, 0);
  head.writeUInt16LE(elementNo, 2);
  head.write(vr, 4, 'latin1');
  head.writeUInt16LE(padded.length, 6);
  return Buffer.concat([head, padded]);
}

/** One explicit-VR element with a 4-byte length (OB, OW, UN…). */
function longElement(group: number, elementNo: number, vr: string, value: Buffer): Buffer {
  const head = Buffer.alloc(12);
  head.writeUInt16LE(group, 0);
  head.writeUInt16LE(elementNo, 2);
  head.write(vr, 4, 'latin1');
  head.writeUInt32LE(value.length, 8);
  return Buffer.concat([head, value]);
}

/**
 * A DICOM Part 10 file (explicit VR little endian) with a study date, a modality and
 * `pixelBytes` of random pixel data; `preamble` replaces the 128 zero bytes.
 */
export function sampleDicom(
  options: { studyDate?: string; modality?: string; pixelBytes?: number; preamble?: Buffer } = {},
): Buffer {
  const transferSyntax = element(
    0x0002,
    0x0010,
    'UI',
    Buffer.from('1.2.840.10008.1.2.1\u0000', 'latin1'),
  );
  const groupLength = Buffer.alloc(4);
  groupLength.writeUInt32LE(transferSyntax.length);
  const preamble = Buffer.alloc(128);
  options.preamble?.copy(preamble);
  return Buffer.concat([
    preamble,
    Buffer.from('DICM', 'latin1'),
    element(0x0002, 0x0000, 'UL', groupLength),
    transferSyntax,
    element(0x0008, 0x0020, 'DA', Buffer.from(options.studyDate ?? '20240315', 'latin1')),
    element(0x0008, 0x0060, 'CS', Buffer.from(options.modality ?? 'CT', 'latin1')),
    longElement(0x7fe0, 0x0010, 'OB', randomBytes(options.pixelBytes ?? 256)),
  ]);
}

/** An HTML page with a script, to be sent as `report.pdf` with type application/pdf. */
export function htmlPage(): Buffer {
  return Buffer.from(
    '<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>',
  );
}

/**
 * A zip bomb: one entry of `inflatedBytes` zeros, deflated to a few kilobytes (a ratio of about
 * 1,000:1), in a ZIP local file header.
 */
export function zipBomb(inflatedBytes = 20 * 1024 * 1024): Buffer {
  const inflated = Buffer.alloc(inflatedBytes);
  const deflated = deflateRawSync(inflated, { level: 9 });
  const name = Buffer.from('scan.pdf');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(8, 8); // deflate
  header.writeUInt32LE(crc32(inflated), 14);
  header.writeUInt32LE(deflated.length, 18);
  header.writeUInt32LE(inflatedBytes, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name, deflated]);
}

/** A PDF/HTML polyglot: a valid PDF header followed at once by a page with a script. */
export function pdfHtmlPolyglot(): Buffer {
  return Buffer.concat([
    Buffer.from('%PDF-1.4\n', 'latin1'),
    htmlPage(),
    samplePdf(100).subarray(9),
  ]);
}

/** A PDF whose JavaScript action sits `offsetBytes` in, past the head the type check reads. */
export function pdfWithJavaScript(offsetBytes = 300 * 1024): Buffer {
  return Buffer.concat([
    samplePdf(offsetBytes),
    Buffer.from('2 0 obj\n<< /Type /Action /S /JavaScript /JS (app.alert(1)) >>\nendobj\n%%EOF\n'),
  ]);
}
