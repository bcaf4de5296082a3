import type { UploadProgress } from '#client/features/records/api/use-upload-record.ts';
import { formatBytes } from '#client/lib/format.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/** Whole percent of `progress` sent, 0–100. */
function percentSent({ sentBytes, totalBytes }: UploadProgress): number {
  return totalBytes > 0 ? Math.min(100, Math.floor((sentBytes / totalBytes) * 100)) : 0;
}

/**
 * An upload's progress bar with the bytes sent; once all bytes are out, says that the server is
 * checking the file (its type and content, ADR 0037), which takes a moment more.
 */
export function UploadProgressBar({ progress }: { progress: UploadProgress }) {
  const t = useT();
  const percent = percentSent(progress);
  const isSent = progress.totalBytes > 0 && progress.sentBytes >= progress.totalBytes;
  return (
    <div className="grid gap-1.5">
      <progress
        className="h-2 w-full appearance-none overflow-hidden rounded-full bg-muted [&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary"
        aria-label={t('Upload progress')}
        max={100}
        value={percent}
      />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {isSent
          ? t('Uploaded — checking the file…')
          : t('{percent}% · {sent} of {total}', {
              percent,
              sent: formatBytes(progress.sentBytes),
              total: formatBytes(progress.totalBytes),
            })}
      </p>
    </div>
  );
}
