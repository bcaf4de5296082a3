import { fileTypeFromBuffer } from 'file-type';
import { RECORD_MEDIA_TYPES, type RecordMediaType } from '#shared/records/records.schemas.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { readDicomMetadata, type DicomMetadata } from './dicom-metadata.ts';
import { createMarkerScan } from './stream-limits.ts';

/*
 * What the vault refuses and why (ADR 0037). The type comes from the content alone; the name and
 * the declared Content-Type of the part are ignored.
 */

/** Bytes read before anything is stored: enough for every signature and a DICOM header. */
export const RECORD_HEAD_BYTES = 64 * 1024;

/**
 * HTML a browser's content sniffer would find (WHATWG MIME Sniffing reads the first 1,445 bytes;
 * 4 KiB is a margin). Served with nosniff and the detected type this cannot run, but a file
 * that is also a web page has no business in a medical-records vault.
 */
const MARKUP_SNIFF_BYTES = 4096;
const MARKUP_PATTERN = /<(!doctype\s+html|html|head|body|script|iframe|svg|object|embed)[\s>/]/i;

/**
 * PDF names that start active content: scripts, launching programs, Flash. Read from the raw
 * bytes, so names inside compressed object streams or hex-escaped (`/J#61vaScript`) are not seen:
 * a speed bump, the serving rules are the barrier.
 */
export const PDF_ACTIVE_CONTENT_MARKERS = ['/JavaScript', '/Launch', '/RichMedia'] as const;

const ACCEPTED_TEXT = 'Only PDF, JPEG, PNG and DICOM files can be uploaded';

/** 415 with the vault's reason. */
export const unsupportedFile = (message: string) =>
  new AppError(415, 'UNSUPPORTED_FILE_TYPE', message);

/** What the head of an accepted file says. */
export interface InspectedHead {
  mediaType: RecordMediaType;
  /** Read from the header of a DICOM file; undefined for other types. */
  dicom?: DicomMetadata;
}

function isAccepted(mime: string): mime is RecordMediaType {
  return (RECORD_MEDIA_TYPES as readonly string[]).includes(mime);
}

/**
 * DICOM's 128-byte preamble is free for the application, which makes DICOM/executable and
 * DICOM/HTML polyglots possible (CVE-2019-11687). Accepted: all zeros, or a TIFF header (the
 * dual-personality files of whole-slide imaging, DICOM PS3.10 §7.1).
 */
function hasSafeDicomPreamble(head: Buffer): boolean {
  const preamble = head.subarray(0, 128);
  if (preamble.every((byte) => byte === 0)) return true;
  const signature = preamble.subarray(0, 4).toString('latin1');
  return signature === 'II*\u0000' || signature === 'MM\u0000*';
}

/**
 * Decides from the first bytes (up to {@link RECORD_HEAD_BYTES}) whether the vault takes a file.
 * @throws 400 for an empty file; 415 for any type but PDF, JPEG, PNG or DICOM (by signature:
 * `%PDF` at 0, JPEG SOI, PNG signature, `DICM` at 128 — so an HTML page named .pdf, a ZIP
 * archive or zip bomb, an executable are all refused), for HTML markup in the first 4 KiB of
 * any file, and for a DICOM preamble that is neither zeros nor TIFF.
 */
export async function inspectRecordHead(head: Buffer): Promise<InspectedHead> {
  if (head.length === 0) throw badRequest('The file is empty', 'EMPTY_FILE');
  const detected = await fileTypeFromBuffer(head);
  if (!detected || !isAccepted(detected.mime)) {
    const what = detected ? `This file is a ${detected.ext.toUpperCase()} file. ` : '';
    throw unsupportedFile(
      `${what}${ACCEPTED_TEXT}; the type is read from the content, not the name.`,
    );
  }
  if (MARKUP_PATTERN.test(head.subarray(0, MARKUP_SNIFF_BYTES).toString('latin1'))) {
    throw unsupportedFile(`This file also contains web-page markup. ${ACCEPTED_TEXT}.`);
  }
  if (detected.mime === 'application/dicom') {
    if (!hasSafeDicomPreamble(head)) {
      throw unsupportedFile(
        'This DICOM file carries other content in its preamble and was refused.',
      );
    }
    return { mediaType: detected.mime, dicom: readDicomMetadata(head) };
  }
  return { mediaType: detected.mime };
}

/** The whole-file check a type needs while it streams (PDF: no active content), or undefined. */
export function createContentScan(mediaType: RecordMediaType) {
  if (mediaType !== 'application/pdf') return undefined;
  return createMarkerScan(PDF_ACTIVE_CONTENT_MARKERS, (marker) =>
    unsupportedFile(`PDF files with active content (${marker.slice(1)}) are not accepted.`),
  );
}
