import { VerificationQueuePage } from '#client/features/hospital-profiles/pages/verification-queue-page.tsx';
import { EvidencePdf } from './evidence-document.tsx';

// One lazy module for both issue #17 pages: the landing page's entry names it once (ADR 0034).
export { HospitalProfileEditorPage } from '#client/features/hospital-profiles/pages/hospital-profile-editor-page.tsx';

/** `/admin/hospital-verification` (issue #17): the queue, PDFs drawn by the records preview. */
export function VerificationQueueRoute() {
  return (
    <VerificationQueuePage renderPdf={(url, title) => <EvidencePdf url={url} title={title} />} />
  );
}
