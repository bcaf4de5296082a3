import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  MedicalRecordSchema,
  type MedicalRecord,
  type UploadRecordFields,
} from '#shared/records/records.schemas.ts';
import { toApiError } from '#client/lib/api-client.ts';
import { recordsQueryKey } from '#client/features/records/api/use-records.ts';
import { translate } from '#client/i18n/i18n.ts';
import { msg } from '#client/i18n/msg.ts';

/** How much of an upload's body has been sent, in bytes. */
export interface UploadProgress {
  sentBytes: number;
  totalBytes: number;
}

/** One upload: the record's fields, its file, and who hears of its progress. */
export interface RecordUploadInput {
  fields: UploadRecordFields;
  file: File;
  onProgress: (progress: UploadProgress) => void;
  /** Aborting it cancels the upload; the promise then rejects with an `AbortError`. */
  signal?: AbortSignal;
}

/** Turns the finished request into the created record, or the ApiError of its envelope. */
async function readUploadAnswer(xhr: XMLHttpRequest): Promise<MedicalRecord> {
  const response = new Response(xhr.responseText || null, {
    status: xhr.status,
    statusText: xhr.statusText,
    headers: { 'content-type': xhr.getResponseHeader('content-type') ?? '' },
  });
  if (!response.ok) throw await toApiError(response);
  return MedicalRecordSchema.parse(await response.json());
}

/**
 * `POST /api/records` (multipart/form-data, ADR 0037): the fields first, then the `file` part,
 * as the server reads them. Sent with XMLHttpRequest because fetch reports no upload progress;
 * it sends the header the fetch wrapper sends (`X-Requested-With`, the CSRF rule of DESIGN §6).
 * Resolves to the created record; rejects with ApiError (400 bad fields or empty file, 404 not
 * the patient's request, 409 e.g. a missing consent, 413 over 50 MB or the 1 GB quota, 415 a
 * refused type), a TypeError when the connection failed, or an AbortError when cancelled.
 */
export function uploadRecord({
  fields,
  file,
  onProgress,
  signal,
}: RecordUploadInput): Promise<MedicalRecord> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) body.append(name, value);
  }
  body.append('file', file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const cancel = () => xhr.abort();
    xhr.open('POST', recordsQueryKey[0]);
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      onProgress({
        sentBytes: event.loaded,
        totalBytes: event.lengthComputable ? event.total : file.size,
      });
    };
    xhr.onload = () => {
      signal?.removeEventListener('abort', cancel);
      readUploadAnswer(xhr).then(resolve, reject);
    };
    xhr.onerror = () => {
      signal?.removeEventListener('abort', cancel);
      reject(
        new TypeError(
          translate(msg('The connection was lost during the upload. Please try again.')),
        ),
      );
    };
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    if (signal?.aborted) return reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', cancel, { once: true });
    xhr.send(body);
  });
}

/**
 * Uploads a record and refreshes the record list. The form shows a failure in place (next to
 * the progress bar), so the app's error toast is off.
 */
export function useUploadRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadRecord,
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordsQueryKey }),
  });
}
