import { useState } from 'react';
import type { Accreditation } from '#shared/hospital-profiles/hospital-profiles.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { formatDate } from '#client/lib/format.ts';

/**
 * The certificates of a submitted profile, one at a time beside its details (issue #17): PDFs
 * in a frame (served sandboxed, framable by the app only), images as images, each with a link
 * to open it alone.
 */
export function EvidenceViewer({ accreditations }: { accreditations: Accreditation[] }) {
  const [shownId, setShownId] = useState(accreditations[0]?.id);
  const shown = accreditations.find((a) => a.id === shownId) ?? accreditations[0];
  if (!shown?.evidence) return <p className="text-sm text-muted-foreground">No certificates.</p>;
  const { url, mediaType } = shown.evidence;
  return (
    <div className="grid gap-2">
      <div role="group" aria-label="Certificates" className="flex flex-wrap gap-2">
        {accreditations.map((a) => (
          <Button
            key={a.id}
            size="sm"
            variant={a.id === shown.id ? 'default' : 'outline'}
            aria-pressed={a.id === shown.id}
            onClick={() => setShownId(a.id)}
          >
            {a.body.replace(/_/g, ' ')} {a.number}
          </Button>
        ))}
      </div>
      <p className="text-sm">
        {shown.bodyName}, no. {shown.number}, valid through {formatDate(shown.expiresOn)}.{' '}
        <a href={url} target="_blank" rel="noreferrer" className="underline underline-offset-4">
          Open the certificate
        </a>
      </p>
      {mediaType === 'application/pdf' ? (
        <iframe
          src={url}
          title={`Certificate ${shown.bodyName} ${shown.number}`}
          className="h-[28rem] w-full rounded-lg border"
        />
      ) : (
        <img
          src={url}
          alt={`Certificate ${shown.bodyName} ${shown.number}`}
          className="w-full rounded-lg border"
        />
      )}
    </div>
  );
}
