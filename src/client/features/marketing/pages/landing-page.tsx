import { clsx } from 'clsx';
import { Suspense, type ReactNode } from 'react';
import type { Role } from '#shared/auth/auth.schemas.ts';
import type { RewardAudience } from '#client/features/marketing/components/rewards-section.tsx';
import { HeroSection } from '#client/features/marketing/components/hero-section.tsx';
import { lazyPage } from '#client/lib/lazy-page.ts';
import { useSession } from '#client/lib/session.ts';

// Below the fold: hydrates after the hero, from a chunk of its own (ADR 0034).
const LandingSections = lazyPage(
  () => import('#client/features/marketing/components/landing-sections.tsx'),
  'LandingSections',
);

/** Roles that may open `/create-request` and `/referrals` (SPEC §2.1). */
function isPatientOrAdmin(role: Role | null | undefined): boolean {
  return role === 'patient' || role === 'admin';
}

function rewardAudienceFor(isSignedIn: boolean, role: Role | null | undefined): RewardAudience {
  if (!isSignedIn) return 'signed-out';
  return isPatientOrAdmin(role) ? 'can-refer' : 'cannot-refer';
}

/**
 * The public landing page (SPEC §2.3): `/` when signed out and `/home` when signed in. The
 * shells around it already provide the top bar, so this is only the page body: hero, how it
 * works, features, featured hospitals, benefits, rewards, `testimonials` (the reviews feature's
 * verified testimonials, composed by the app) and footer. `featuredHospitals` are the verified
 * hospitals' cards (the catalogue's data, composed by the app).
 */
export function LandingPage({
  featuredHospitals,
  testimonials,
}: {
  featuredHospitals: ReactNode;
  testimonials: ReactNode;
}) {
  const { user } = useSession();
  const isSignedIn = user !== null;
  const role = user?.role;

  return (
    <div
      className={clsx(
        'flex flex-1 flex-col',
        // Signed in, the app shell pads the page; a framed card reads better than bands cut short.
        isSignedIn && 'overflow-hidden rounded-2xl border shadow-sm',
      )}
    >
      <HeroSection isSignedIn={isSignedIn} />
      <Suspense fallback={null}>
        <LandingSections
          canCreateRequest={isPatientOrAdmin(role)}
          rewardAudience={rewardAudienceFor(isSignedIn, role)}
          featuredHospitals={featuredHospitals}
          testimonials={testimonials}
        />
      </Suspense>
    </div>
  );
}
