import { ArrowRight, Building2, Quote } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#shared/navigation/paths.ts';
import { Avatar, AvatarFallback, AvatarImage } from '#client/components/ui/avatar.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import {
  useVerifiedTestimonials,
  type VerifiedTestimonial,
} from '#client/features/marketing/api/use-verified-testimonials.ts';
import {
  MarketingSection,
  SectionHeading,
} from '#client/features/marketing/components/marketing-section.tsx';
import { StarRating } from '#client/features/marketing/components/star-rating.tsx';

/** At most this many testimonials on the landing page (SPEC §2.3, §9). */
const LANDING_TESTIMONIAL_LIMIT = 6;
/** Placeholder cards while the list loads (SPEC §2.3). */
const SKELETON_CARD_COUNT = 3;

const monthYearFormatter = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric' });

function formatPatientName(patient: VerifiedTestimonial['patient']): string {
  const name = [patient.firstName, patient.lastName].filter(Boolean).join(' ');
  return name || 'Verified patient';
}

function formatInitials(patient: VerifiedTestimonial['patient']): string {
  const initials = `${patient.firstName?.[0] ?? ''}${patient.lastName?.[0] ?? ''}`;
  return initials.toUpperCase() || 'P';
}

function formatMonthYear(isoDateTime: string): string | null {
  const date = new Date(isoDateTime);
  return Number.isNaN(date.getTime()) ? null : monthYearFormatter.format(date);
}

function TestimonialCard({ testimonial }: { testimonial: VerifiedTestimonial }) {
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
      <h3 className="font-semibold">{testimonial.title}</h3>
      <blockquote className="flex-1 text-sm break-words whitespace-pre-line text-muted-foreground">
        {testimonial.content}
      </blockquote>
      <footer className="flex items-center gap-3 border-t pt-4">
        <Avatar className="size-10">
          {patient.avatarUrl && <AvatarImage src={patient.avatarUrl} alt="" />}
          <AvatarFallback className="bg-accent text-sm font-medium text-accent-foreground">
            {formatInitials(patient)}
          </AvatarFallback>
        </Avatar>
        <div className="min-w-0 text-sm">
          <p className="truncate font-medium">{formatPatientName(patient)}</p>
          <p className="flex items-start gap-1 text-xs text-muted-foreground">
            {hospital?.firstName ? (
              <>
                <Building2 className="mt-px size-3 shrink-0" aria-hidden="true" />
                <span>Treated at {hospital.firstName}</span>
              </>
            ) : (
              'Verified patient'
            )}
          </p>
        </div>
      </footer>
    </article>
  );
}

function TestimonialSkeletonCard() {
  return (
    <div className="flex flex-col gap-4 rounded-2xl border bg-card p-6 shadow-sm">
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

/**
 * Verified testimonials (SPEC §2.3): the first six, three skeleton cards while loading, and
 * nothing at all when the list is empty or the call fails.
 */
export function TestimonialsSection() {
  const { testimonials, isLoading } = useVerifiedTestimonials();
  if (!isLoading && testimonials.length === 0) return null;

  return (
    <MarketingSection id="testimonials" labelledBy="testimonials-title" tone="muted">
      <SectionHeading
        id="testimonials-title"
        eyebrow="Verified reviews"
        title="What our patients say"
        description="Every testimonial comes from a patient whose treatment we have verified."
      />
      {isLoading ? (
        <div
          role="status"
          aria-label="Loading testimonials"
          className="grid grid-cols-1 gap-6 @3xl:grid-cols-2 @5xl:grid-cols-3"
        >
          {Array.from({ length: SKELETON_CARD_COUNT }, (_, index) => (
            <TestimonialSkeletonCard key={index} />
          ))}
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-6 @3xl:grid-cols-2 @5xl:grid-cols-3">
          {testimonials.slice(0, LANDING_TESTIMONIAL_LIMIT).map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-10 text-center">
        <Button asChild variant="outline">
          <Link href={paths.reviews}>
            Read all reviews
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </MarketingSection>
  );
}
