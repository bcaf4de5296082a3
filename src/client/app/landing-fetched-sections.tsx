/*
 * The landing page's sections that fetch (ADR 0034): verified testimonials and the partner
 * hospitals (issue #17). One chunk behind two lazy imports, each with the data cache it needs,
 * so the landing page's entry carries one import for both.
 */
import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#shared/navigation/paths.ts';
import { Button } from '#client/components/ui/button.tsx';
import {
  MarketingSection,
  SectionHeading,
} from '#client/features/marketing/components/marketing-section.tsx';
import { useLandingTestimonials } from '#client/features/reviews/api/use-verified-testimonials.ts';
import { QueryProvider } from '#client/lib/query-provider.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useFeaturedHospitals } from '#client/features/catalogue/api/use-catalogue-hospitals.ts';
import { HospitalCard } from '#client/features/marketing/components/hospital-card.tsx';
import { HospitalRating } from '#client/features/catalogue/components/hospital-rating.tsx';
import { useT } from '#client/i18n/locale-context.tsx';
import {
  TestimonialCard,
  TestimonialSkeletonCard,
} from '#client/features/reviews/components/testimonial-card.tsx';

/** Placeholder cards while the list loads (SPEC §2.3). */
const SKELETON_CARD_COUNT = 3;

const GRID = 'grid grid-cols-1 gap-6 @3xl:grid-cols-2 @5xl:grid-cols-3';

/**
 * The landing page's verified testimonials (SPEC §2.3), the reviews feature's cards in a
 * marketing band: the first six, three skeleton cards while loading, and
 * nothing at all when the list is empty or the call fails (the section is decorative).
 */
function TestimonialsList() {
  const testimonials = useLandingTestimonials();
  const t = useT();
  const items = testimonials.data ?? [];
  if (!testimonials.isPending && items.length === 0) return null;

  return (
    <MarketingSection id="testimonials" labelledBy="testimonials-title" tone="muted">
      <SectionHeading
        id="testimonials-title"
        eyebrow={t('Verified reviews')}
        title={t('What our patients say')}
        description={t(
          "Every review comes from a patient who accepted a hospital's bid, and is checked by our team before it is published.",
        )}
      />
      {testimonials.isPending ? (
        <div role="status" aria-label={t('Loading testimonials')} className={GRID}>
          {Array.from({ length: SKELETON_CARD_COUNT }, (_, index) => (
            <TestimonialSkeletonCard key={index} />
          ))}
        </div>
      ) : (
        <ul className={GRID}>
          {items.map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-10 text-center">
        <Button asChild variant="outline">
          <Link href={paths.reviews}>
            {t('Read all reviews')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </MarketingSection>
  );
}

/**
 * The testimonials with the data cache they fetch through: the landing page itself renders
 * without it, so the cache loads with this section, below the fold (ADR 0034).
 */
export function TestimonialsSection() {
  return (
    <QueryProvider>
      <TestimonialsList />
    </QueryProvider>
  );
}

/** Placeholder cards while the hospitals load (as the testimonials show three). */
const HOSPITAL_SKELETON_COUNT = 3;

/**
 * The landing page's partner hospitals (SPEC §2.3, issue #17): the first verified hospitals
 * from the catalogue as the marketing cards, as list items of the section's grid. While
 * loading, skeleton cards; when the call fails or no hospital is verified yet, none (the
 * section's request tile and link to all hospitals remain).
 */
function FeaturedHospitalItems() {
  const hospitals = useFeaturedHospitals();
  if (hospitals.isPending) {
    return Array.from({ length: HOSPITAL_SKELETON_COUNT }, (_, index) => (
      <li key={index} className="flex" aria-hidden="true">
        <Skeleton className="h-80 flex-1 rounded-2xl" />
      </li>
    ));
  }
  return (hospitals.data ?? []).map((hospital) => (
    <li key={hospital.id} className="flex">
      <HospitalCard hospital={hospital} rating={<HospitalRating hospital={hospital} />} />
    </li>
  ));
}

/**
 * The partner hospitals with the data cache they fetch through: the landing page itself
 * renders without it, so the cache loads with this list, below the fold (ADR 0034).
 */
export function FeaturedHospitalsList() {
  return (
    <QueryProvider>
      <FeaturedHospitalItems />
    </QueryProvider>
  );
}
