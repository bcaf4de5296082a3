import { Building2, Quote } from 'lucide-react';
import type { Testimonial } from '#shared/testimonials/testimonials.schemas.ts';
import { Avatar, AvatarFallback, AvatarImage } from '#client/components/ui/avatar.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { StarRating } from '#client/features/reviews/components/star-rating.tsx';
import { formatTag, type Translator } from '#client/i18n/i18n.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/** "Priya S." (the API sends the last initial only), else "Verified patient". */
function patientName(patient: Testimonial['patient'], t: Translator): string {
  const name = [patient.firstName, patient.lastName].filter(Boolean).join(' ');
  return name || t('Verified patient');
}

function patientInitials(patient: Testimonial['patient']): string {
  const initials = `${patient.firstName?.[0] ?? ''}${patient.lastName?.[0] ?? ''}`;
  return initials.toUpperCase() || 'P';
}

function formatMonthYear(isoDateTime: string): string | null {
  const date = new Date(isoDateTime);
  return Number.isNaN(date.getTime())
    ? null
    : new Intl.DateTimeFormat(formatTag(), { month: 'short', year: 'numeric' }).format(date);
}

/**
 * One published review (SPEC §2.3, §2.9): stars, month, title, text, the patient's first name
 * and last initial, and where they were treated.
 */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const t = useT();
  const { patient, hospital } = testimonial;
  const postedOn = formatMonthYear(testimonial.createdAt);
  return (
    <article className="flex h-full flex-col gap-4 rounded-2xl border bg-card p-6 shadow-sm">
      <div className="flex items-center justify-between gap-3">
        <StarRating rating={testimonial.rating} />
        {postedOn ? (
          <time dateTime={testimonial.createdAt} className="text-xs text-muted-foreground">
            {postedOn}
          </time>
        ) : (
          <Quote className="size-5 text-primary/20" aria-hidden="true" />
        )}
      </div>
      <h3 className="font-semibold break-words">{testimonial.title}</h3>
      <blockquote className="flex-1 text-sm break-words whitespace-pre-line text-muted-foreground">
        {testimonial.content}
      </blockquote>
      <footer className="flex items-center gap-3 border-t pt-4">
        <Avatar className="size-10">
          {patient.avatarUrl && <AvatarImage src={patient.avatarUrl} alt="" />}
          <AvatarFallback className="bg-accent text-sm font-medium text-accent-foreground">
            {patientInitials(patient)}
          </AvatarFallback>
        </Avatar>
        <div className="min-w-0 text-sm">
          <p className="truncate font-medium">{patientName(patient, t)}</p>
          <p className="flex items-start gap-1 text-xs text-muted-foreground">
            {hospital.firstName ? (
              <>
                <Building2 className="mt-px size-3 shrink-0" aria-hidden="true" />
                <span>{t('Treated at {hospital}', { hospital: hospital.firstName })}</span>
              </>
            ) : (
              t('Verified patient')
            )}
          </p>
        </div>
      </footer>
    </article>
  );
}

/** A placeholder the size of a TestimonialCard, shown while reviews load. */
export function TestimonialSkeletonCard() {
  return (
    <div
      aria-hidden="true"
      className="flex flex-col gap-4 rounded-2xl border bg-card p-6 shadow-sm"
    >
      <Skeleton className="h-4 w-24" />
      <Skeleton className="h-5 w-3/4" />
      <div className="space-y-2">
        <Skeleton className="h-3.5 w-full" />
        <Skeleton className="h-3.5 w-full" />
        <Skeleton className="h-3.5 w-2/3" />
      </div>
      <div className="flex items-center gap-3 border-t pt-4">
        <Skeleton className="size-10 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-3.5 w-28" />
          <Skeleton className="h-3 w-36" />
        </div>
      </div>
    </div>
  );
}
