/*
 * The landing page below its hero (SPEC §2.3), a chunk of its own (ADR 0034): on the page
 * rendered at build time its HTML is already there and hydrates once this code arrives, so
 * the first screen's JavaScript is the hero's alone.
 */
import type { ReactNode } from 'react';
import { BenefitsSection } from '#client/features/marketing/components/benefits-section.tsx';
import { FeaturedHospitalsSection } from '#client/features/marketing/components/featured-hospitals-section.tsx';
import { FeaturesSection } from '#client/features/marketing/components/features-section.tsx';
import { HowItWorksSection } from '#client/features/marketing/components/how-it-works-section.tsx';
import { LandingFooter } from '#client/features/marketing/components/landing-footer.tsx';
import {
  RewardsSection,
  type RewardAudience,
} from '#client/features/marketing/components/rewards-section.tsx';

/**
 * How it works, features, featured hospitals, benefits, rewards (for `rewardAudience`),
 * `testimonials` and the footer; `featuredHospitals` are the partner hospitals' list items. `canCreateRequest` offers the featured hospitals' request
 * link (patients and admins).
 */
export function LandingSections({
  canCreateRequest,
  rewardAudience,
  featuredHospitals,
  testimonials,
}: {
  canCreateRequest: boolean;
  rewardAudience: RewardAudience;
  featuredHospitals: ReactNode;
  testimonials: ReactNode;
}) {
  return (
    <>
      <HowItWorksSection />
      <FeaturesSection />
      <FeaturedHospitalsSection canCreateRequest={canCreateRequest} hospitals={featuredHospitals} />
      <BenefitsSection />
      <RewardsSection audience={rewardAudience} />
      {testimonials}
      <LandingFooter />
    </>
  );
}
