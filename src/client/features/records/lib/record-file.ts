import { z } from 'zod';
import { MAX_RECORD_FILE_BYTES } from '#shared/records/records.schemas.ts';
import { formatBytes } from '#client/lib/format.ts';
import { translate } from '#client/i18n/i18n.ts';
import { msg } from '#client/i18n/msg.ts';

/**
 * The file picker's `accept`: PDF, JPEG, PNG and DICOM by extension and type. Only a hint for
 * the picker; the server judges the content itself (ADR 0037).
 */
export const ACCEPTED_RECORD_FILES =
  '.pdf,.jpg,.jpeg,.png,.dcm,.dicom,application/pdf,image/jpeg,image/png,application/dicom';

/**
 * Why `file` cannot be uploaded before a byte is sent (over 50 MB, or empty), or null. Saves a
 * long upload the server would refuse with the same rule. In the active locale.
 */
export function recordFileProblem(file: File): string | null {
  if (file.size === 0) return translate(msg('“{name}” is empty.'), { name: file.name });
  if (file.size > MAX_RECORD_FILE_BYTES) {
    return translate(msg('“{name}” is {size}; a file can be at most {maximum}.'), {
      name: file.name,
      size: formatBytes(file.size),
      maximum: formatBytes(MAX_RECORD_FILE_BYTES),
    });
  }
  return null;
}

/** The upload form's file: present, not empty, at most 50 MB. */
export const RecordFileSchema = z
  .custom<File>((value) => value instanceof File, {
    error: () => translate(msg('Choose a file to upload')),
  })
  .superRefine((file, context) => {
    const problem = recordFileProblem(file);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/** A title suggested by a file name: `knee-mri_2026.pdf` → `knee-mri 2026`. */
export function titleFromFileName(name: string): string {
  return name
    .replace(/\.[^.]+$/, '')
    .replace(/[_]+/g, ' ')
    .trim();
}
