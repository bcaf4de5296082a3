import { Star } from 'lucide-react';
import type { TreatmentRequest } from '#shared/treatment-requests/treatment-requests.schemas.ts';
import { useCurrentUser } from '#client/lib/use-current-user.ts';
import { useReviewableTreatments } from '#client/features/reviews/api/use-reviewable-treatments.ts';
import { WriteReviewButton } from '#client/features/reviews/components/write-review-button.tsx';
import { reviewHospitalName } from '#client/features/reviews/lib/review-hospital-name.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * On the request detail page: "Write a review" of the hospital whose bid the patient accepted
 * on this request, until they have reviewed it (DESIGN §5). Nothing for anyone else.
 */
export function RequestReviewPrompt({ request }: { request: TreatmentRequest }) {
  const t = useT();
  const { user } = useCurrentUser();
  const isOwningPatient =
    user?.role === 'patient' && request.patientId === user.id && request.status === 'accepted';
  const reviewable = useReviewableTreatments({ enabled: isOwningPatient });
  const treatment = reviewable.data?.find((item) => item.treatmentRequestId === request.id);
  if (!isOwningPatient || !treatment) return null;

  return (
    <section
      aria-labelledby="review-prompt-title"
      className="flex flex-col gap-3 rounded-xl border border-primary/20 bg-primary/5 p-4 sm:flex-row sm:items-center sm:p-5"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Star className="size-5" aria-hidden="true" />
      </span>
      <div className="grid min-w-0 flex-1 gap-1">
        <h2 id="review-prompt-title" className="font-semibold">
          {t('How was your treatment at {hospital}?', {
            hospital: reviewHospitalName(treatment, t),
          })}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t('Your review helps other patients choose with confidence.')}
        </p>
      </div>
      <WriteReviewButton treatment={treatment} label={t('Write a review')} />
    </section>
  );
}
