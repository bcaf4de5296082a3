import { useState, type ReactNode } from 'react';
import type { Accreditation } from '#shared/hospital-profiles/hospital-profiles.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { formatDate } from '#client/lib/format.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * The certificates of a submitted profile, one at a time beside its details (issue #17): PDFs
 * through `renderPdf`, images as images, each with a link to download it.
 */
export function EvidenceViewer({
  accreditations,
  renderPdf,
}: {
  accreditations: Accreditation[];
  renderPdf: (url: string, title: string) => ReactNode;
}) {
  const t = useT();
  const [shownId, setShownId] = useState(accreditations[0]?.id);
  const shown = accreditations.find((a) => a.id === shownId) ?? accreditations[0];
  if (!shown?.evidence)
    return <p className="text-sm text-muted-foreground">{t('No certificates.')}</p>;
  const { url, mediaType } = shown.evidence;
  const certificateTitle = t('Certificate {body} {number}', {
    body: shown.bodyName,
    number: shown.number,
  });
  return (
    <div className="grid gap-2">
      <div role="group" aria-label={t('Certificates')} className="flex flex-wrap gap-2">
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
        {t('{body}, no. {number}, valid through {date}.', {
          body: shown.bodyName,
          number: shown.number,
          date: formatDate(shown.expiresOn),
        })}{' '}
        <a href={url} download className="underline underline-offset-4">
          {t('Download the certificate')}
        </a>
      </p>
      {mediaType === 'application/pdf' ? (
        <div key={shown.id}>{renderPdf(url, certificateTitle)}</div>
      ) : (
        <img src={url} alt={certificateTitle} className="w-full rounded-lg border" />
      )}
    </div>
  );
}
