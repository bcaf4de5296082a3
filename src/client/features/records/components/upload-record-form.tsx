import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { MAX_TITLE_LENGTH } from '#shared/common/constants.ts';
import {
  RECORD_DOCUMENT_TYPES,
  UploadRecordFieldsSchema,
  type MedicalRecord,
} from '#shared/records/records.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Form, FormField } from '#client/components/ui/form.tsx';
import { allAgreed, ConsentAgreement } from '#client/components/consent-agreement.tsx';
import { FormFieldItem } from '#client/components/form-field-item.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { SubmitButton } from '#client/components/submit-button.tsx';
import {
  useUploadRecord,
  type UploadProgress,
} from '#client/features/records/api/use-upload-record.ts';
import { useMyRequestChoices } from '#client/features/records/api/use-my-request-choices.ts';
import { UploadProgressBar } from '#client/features/records/components/upload-progress.tsx';
import {
  ACCEPTED_RECORD_FILES,
  RecordFileSchema,
  titleFromFileName,
} from '#client/features/records/lib/record-file.ts';
import { DOCUMENT_TYPE_LABELS } from '#client/features/records/lib/record-labels.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { useMissingConsents } from '#client/lib/use-consents.ts';
import { setServerFieldErrors, withRequiredMessages } from '#client/lib/form-input.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * The form's fields as typed (selects and dates give text, "no request" is blank), validated by
 * the shared upload schema plus the file's own checks (CONVENTIONS §3).
 */
const UploadRecordFormSchema = z
  .object({
    title: z.string(),
    documentType: z.string(),
    documentDate: z.string(),
    treatmentRequestId: z.string(),
    file: z.custom<File | undefined>(),
  })
  // Typed unknown: the shared schema judges the values and gives the output type.
  .transform((values): unknown => ({
    ...values,
    treatmentRequestId: values.treatmentRequestId || undefined,
  }))
  .pipe(UploadRecordFieldsSchema.extend({ file: RecordFileSchema }));

const FIELDS = ['title', 'documentType', 'documentDate', 'treatmentRequestId'] as const;

/** Storing health data needs its explicit consent (GDPR Art. 9(2)(a), ADR 0041). */
const UPLOAD_CONSENTS = ['health_data'] as const;

function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Upload a medical record (issue #14): file (PDF, JPEG, PNG, DICOM; checked for ≤ 50 MB before
 * sending), title (suggested from the file name), document type, document date and optionally
 * one of the patient's requests (`treatmentRequestId` preselects one). While sending it shows a
 * progress bar and a Cancel button; the server's refusal (wrong type, too large, quota full, a
 * missing consent) is shown in place. Without the `health_data` consent the form shows its text
 * with an "I consent" checkbox; ticking it gives the consent just before the upload. Leaving the form cancels an upload in flight.
 */
export function UploadRecordForm({
  treatmentRequestId = '',
  onUploaded,
}: {
  treatmentRequestId?: string;
  onUploaded: (record: MedicalRecord) => void;
}) {
  const t = useT();
  const upload = useUploadRecord();
  const { requests } = useMyRequestChoices();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [uploadController, setUploadController] = useState<AbortController | null>(null);
  const consents = useMissingConsents(UPLOAD_CONSENTS);
  const [agreed, setAgreed] = useState<ReadonlySet<string>>(new Set());
  // Leaving the form (closing its dialog) cancels the upload in flight; a finished one ignores it.
  useEffect(() => () => uploadController?.abort(), [uploadController]);

  const form = useForm({
    resolver: withRequiredMessages(zodResolver(UploadRecordFormSchema), {
      documentType: 'Document type',
      documentDate: 'Document date',
    }),
    defaultValues: {
      title: '',
      documentType: '',
      documentDate: '',
      treatmentRequestId,
      file: undefined,
    },
  });

  const onSubmit = form.handleSubmit(async ({ file, ...fields }) => {
    if (!allAgreed(consents.missing, agreed)) {
      setFailure(t('Tick “I consent” to let us store your health data, or upload nothing.'));
      return;
    }
    const controller = new AbortController();
    setUploadController(controller);
    setFailure(null);
    setNotice(null);
    setProgress({ sentBytes: 0, totalBytes: file.size });
    try {
      await consents.giveAll();
      const record = await upload.mutateAsync({
        fields,
        file,
        onProgress: setProgress,
        signal: controller.signal,
      });
      onUploaded(record);
    } catch (error) {
      if (isAbortError(error)) {
        setNotice(t('Upload cancelled. Nothing was stored.'));
      } else {
        setServerFieldErrors(form.setError, error, FIELDS);
        setFailure(errorMessage(error));
      }
    } finally {
      setUploadController(null);
      setProgress(null);
    }
  });

  const isUploading = progress !== null;

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <fieldset disabled={isUploading} className="grid gap-5">
          <FormField
            control={form.control}
            name="file"
            render={({ field: { value: _value, onChange, ...field } }) => (
              <FormFieldItem
                label={t('File')}
                description={t('PDF, JPEG, PNG or DICOM, up to 50 MB.')}
              >
                <Input
                  type="file"
                  accept={ACCEPTED_RECORD_FILES}
                  {...field}
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    onChange(file);
                    if (file && !form.getValues('title')) {
                      form.setValue(
                        'title',
                        titleFromFileName(file.name).slice(0, MAX_TITLE_LENGTH),
                      );
                    }
                  }}
                />
              </FormFieldItem>
            )}
          />
          <FormField
            control={form.control}
            name="title"
            render={({ field }) => (
              <FormFieldItem label={t('Title')}>
                <Input placeholder={t('e.g. Knee MRI, March 2026')} autoComplete="off" {...field} />
              </FormFieldItem>
            )}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              control={form.control}
              name="documentType"
              render={({ field }) => (
                <FormFieldItem label={t('Document type')}>
                  <NativeSelect {...field}>
                    <option value="">{t('Choose a type')}</option>
                    {RECORD_DOCUMENT_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {t(DOCUMENT_TYPE_LABELS[type])}
                      </option>
                    ))}
                  </NativeSelect>
                </FormFieldItem>
              )}
            />
            <FormField
              control={form.control}
              name="documentDate"
              render={({ field }) => (
                <FormFieldItem label={t('Document date')}>
                  <Input type="date" min="1900-01-01" {...field} />
                </FormFieldItem>
              )}
            />
          </div>
          <FormField
            control={form.control}
            name="treatmentRequestId"
            render={({ field }) => (
              <FormFieldItem
                label={t('Treatment request (optional)')}
                description={t('Link it to one of your requests, or keep it in your library.')}
              >
                <NativeSelect {...field}>
                  <option value="">{t('None — keep in my library')}</option>
                  {requests.map((request) => (
                    <option key={request.id} value={request.id}>
                      {request.procedureType}
                    </option>
                  ))}
                </NativeSelect>
              </FormFieldItem>
            )}
          />
          {consents.missing.length > 0 && (
            <ConsentAgreement
              consents={consents.missing}
              agreed={agreed}
              onAgreedChange={setAgreed}
            />
          )}
        </fieldset>
        {progress && <UploadProgressBar progress={progress} />}
        {failure && (
          <div
            role="alert"
            className="flex gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm"
          >
            <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
            <div>
              <p className="font-medium">{t('Upload failed')}</p>
              <p>{failure}</p>
            </div>
          </div>
        )}
        {notice && (
          <p role="status" className="text-sm text-muted-foreground">
            {notice}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          {isUploading && (
            <Button type="button" variant="outline" onClick={() => uploadController?.abort()}>
              {t('Cancel upload')}
            </Button>
          )}
          <SubmitButton isPending={isUploading}>{t('Upload')}</SubmitButton>
        </div>
      </form>
    </Form>
  );
}
