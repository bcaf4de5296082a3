import { PenLine } from 'lucide-react';
import { useState } from 'react';
import type { ReviewableTreatment } from '#shared/testimonials/testimonials.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { WriteReviewDialog } from '#client/features/reviews/components/write-review-dialog.tsx';
import { reviewHospitalName } from '#client/features/reviews/lib/review-hospital-name.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/** A button that opens Write a Review for one accepted, unreviewed treatment. */
export function WriteReviewButton({
  treatment,
  label,
}: {
  treatment: ReviewableTreatment;
  label?: string;
}) {
  const t = useT();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button size="sm" onClick={() => setIsOpen(true)}>
        <PenLine aria-hidden="true" />
        {label ?? t('Write Review')}
      </Button>
      <WriteReviewDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        target={{
          hospitalId: treatment.hospitalId,
          treatmentRequestId: treatment.treatmentRequestId,
          hospitalName: reviewHospitalName(treatment, t),
        }}
      />
    </>
  );
}
