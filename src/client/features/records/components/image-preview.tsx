import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { recordAccessLogQueryKey } from '#client/features/records/api/use-record-access-log.ts';
import { recordContentPath } from '#client/features/records/api/use-record-content.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * An image record (JPEG, PNG) shown from its content URL: the response's sandbox CSP does not
 * apply to an `<img>`, and `nosniff` with the detected type keeps it an image. The load is a
 * logged read, so the access log is refreshed once it arrived.
 */
export function ImagePreview({ recordId, title }: { recordId: string; title: string }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [hasFailed, setHasFailed] = useState(false);
  if (hasFailed) {
    return (
      <p role="alert" className="text-sm">
        {t('This image could not be shown. Download it to open it in another viewer.')}
      </p>
    );
  }
  return (
    <img
      src={recordContentPath(recordId)}
      alt={title}
      onLoad={() =>
        void queryClient.invalidateQueries({ queryKey: recordAccessLogQueryKey(recordId) })
      }
      onError={() => setHasFailed(true)}
      className="mx-auto max-h-[60vh] w-auto max-w-full rounded-md border object-contain"
    />
  );
}
