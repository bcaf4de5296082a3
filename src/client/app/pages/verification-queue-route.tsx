import { VerificationQueuePage } from '#client/features/hospital-profiles/pages/verification-queue-page.tsx';
import { EvidencePdf } from './evidence-document.tsx';

/** `/admin/hospital-verification` (issue #17): the queue, PDFs drawn by the records preview. */
export function VerificationQueueRoute() {
  return (
    <VerificationQueuePage renderPdf={(url, title) => <EvidencePdf url={url} title={title} />} />
  );
}
