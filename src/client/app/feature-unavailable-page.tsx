import { Construction } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';

/**
 * Stand-in for routes whose feature is not built yet (referrals, admin tools, contact, FAQ,
 * grievances, reviews). Registered with the real route rules, so access control is already
 * right when the page lands. Says so plainly instead of faking it.
 */
export function FeatureUnavailablePage({ isSignedIn }: { isSignedIn: boolean }) {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <EmptyState
        className="w-full max-w-lg"
        icon={Construction}
        titleAs="h1"
        title="Not available yet"
        description="This part of CareAbroad is not available yet. We are working on it — please check back soon."
        action={
          <Button asChild>
            <Link href="/">{isSignedIn ? 'Back to dashboard' : 'Back to home'}</Link>
          </Button>
        }
      />
    </div>
  );
}
