import dicomParser from 'dicom-parser';

/** What the vault keeps from a DICOM header (issue #14). */
export interface DicomMetadata {
  /** Study Date (0008,0020) as `YYYY-MM-DD`, or null when absent or not a date. */
  studyDate: string | null;
  /** Modality (0008,0060), e.g. `CT`, `MR`, `US`, or null. */
  modality: string | null;
}

const STUDY_DATE = 'x00080020';
const MODALITY = 'x00080060';

function toIsoDate(value: string | undefined): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(value?.trim() ?? '');
  if (!match) return null;
  const iso = `${match[1]}-${match[2]}-${match[3]}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(iso) ? iso : null;
}

function toModality(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  // A code string (VR CS): upper-case letters, digits, space and underscore, at most 16.
  return /^[A-Z0-9_ ]{1,16}$/.test(trimmed) ? trimmed : null;
}

/**
 * Study date and modality from the first bytes of a DICOM Part 10 file (`head`, which may end in
 * the middle of an element: what was parsed before the cut still counts). Never inflates: a
 * deflated data set (transfer syntax 1.2.840.10008.1.2.1.99) is a possible zip bomb, so its
 * metadata is simply not read. Returns nulls for anything dicom-parser cannot read.
 */
export function readDicomMetadata(head: Buffer): DicomMetadata {
  const bytes = new Uint8Array(head.buffer, head.byteOffset, head.length);
  let dataSet: dicomParser.DataSet | undefined;
  try {
    dataSet = dicomParser.parseDicom(bytes, {
      untilTag: 'x00080061',
      inflater: () => {
        throw new Error('deflated DICOM is not inflated');
      },
    });
  } catch (error) {
    // dicom-parser throws `{ exception, dataSet }` when it read part of the data set.
    const partial = (error as { dataSet?: dicomParser.DataSet } | undefined)?.dataSet;
    dataSet = partial && typeof partial.string === 'function' ? partial : undefined;
  }
  if (!dataSet) return { studyDate: null, modality: null };
  const read = (tag: string): string | undefined => {
    try {
      return dataSet.string(tag);
    } catch {
      return undefined;
    }
  };
  return { studyDate: toIsoDate(read(STUDY_DATE)), modality: toModality(read(MODALITY)) };
}
