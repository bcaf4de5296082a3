import {
  Building2,
  CircleCheck,
  Clock,
  Gavel,
  LayoutDashboard,
  Lock,
  Mail,
  ShieldCheck,
  Wrench,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { PublicBid } from '#shared/bids/bids.schemas.ts';
import { paths } from '#shared/navigation/paths.ts';
import type { UserProfile } from '#shared/users/users.schemas.ts';
import { Avatar, AvatarFallback, AvatarImage } from '#client/components/ui/avatar.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { displayName, userInitials } from '#client/lib/user-display.ts';
import { useRecentHospitalBids } from '#client/features/bids/api/use-hospital-bids.ts';
import { BidStatusBadge } from '#client/features/bids/components/bid-status-badge.tsx';
import { StatCard, StatGrid } from '#client/features/dashboards/components/stat-card.tsx';
import { BackLink } from '#client/components/back-link.tsx';
import { NotFoundState } from '#client/components/not-found-state.tsx';
import { QueryErrorState } from '#client/components/query-error-state.tsx';
import { formatDate, formatUsd } from '#client/lib/format.ts';
import { useUserProfile } from '#client/features/users/api/use-user-profile.ts';
import { VerifiedBadge } from '#client/features/users/components/verified-badge.tsx';
import { HospitalReviews } from '#client/features/reviews/components/hospital-reviews.tsx';
import { isApiError } from '#client/lib/api-client.ts';

const BACK = { href: paths.root, label: 'Back to dashboard' };

function ProfileSkeleton() {
  return (
    <div role="status" aria-label="Loading hospital profile" className="grid gap-6">
      <div aria-hidden="true" className="flex items-center gap-4">
        <Skeleton className="size-16 rounded-full" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-7 w-64 max-w-full" />
          <Skeleton className="h-4 w-40" />
        </div>
      </div>
      <div aria-hidden="true" className="grid grid-cols-2 gap-4">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    </div>
  );
}

function RecentBidRow({ bid }: { bid: PublicBid }) {
  return (
    <li className="flex flex-col gap-2 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="grid min-w-0 gap-1">
        <p className="font-medium break-words">{bid.treatmentRequest.procedureType}</p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden="true" />
            <span className="sr-only">Estimated duration: </span>
            {bid.estimatedDuration}
          </span>
          <span>Submitted {formatDate(bid.createdAt)}</span>
        </p>
      </div>
      <div className="flex items-center gap-3 sm:justify-end">
        {bid.price !== undefined && (
          <span className="font-semibold tabular-nums">
            <span className="sr-only">Price: </span>
            {formatUsd(bid.price)}
          </span>
        )}
        <BidStatusBadge status={bid.status} />
      </div>
    </li>
  );
}

function RecentBids({ hospitalId }: { hospitalId: string }) {
  const bids = useRecentHospitalBids(hospitalId);
  let body: ReactNode;
  if (bids.isPending) {
    body = (
      <div role="status" aria-label="Loading recent bids" className="grid gap-3">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} aria-hidden="true" className="h-12 w-full" />
        ))}
      </div>
    );
  } else if (bids.isError) {
    body = (
      <QueryErrorState
        title="Couldn't load recent bids"
        error={bids.error}
        onRetry={() => void bids.refetch()}
      />
    );
  } else if (bids.data.length === 0) {
    body = (
      <EmptyState
        icon={Gavel}
        title="No bids yet"
        description="This hospital has not submitted any bids yet."
      />
    );
  } else {
    const hasHiddenPrices = bids.data.some((bid) => bid.price === undefined);
    body = (
      <>
        <ul className="divide-y">
          {bids.data.map((bid) => (
            <RecentBidRow key={bid.id} bid={bid} />
          ))}
        </ul>
        {hasHiddenPrices && (
          <p className="mt-4 flex items-start gap-2 text-sm text-muted-foreground">
            <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            Bid prices are shown only to this hospital, the patient who made the request, and
            administrators.
          </p>
        )}
      </>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Recent Bids</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}

/** The role badge under a profile's name: Hospital (with Verified), or Administrator. */
function RoleBadges({ profile }: { profile: UserProfile }) {
  if (profile.role === 'admin') {
    return (
      <Badge variant="secondary">
        <ShieldCheck aria-hidden="true" />
        Administrator
      </Badge>
    );
  }
  return (
    <>
      <Badge variant="secondary">
        <Building2 aria-hidden="true" />
        Hospital
      </Badge>
      {profile.verified && <VerifiedBadge />}
    </>
  );
}

function ProfileHeader({ profile }: { profile: UserProfile }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <Avatar className="size-16 sm:size-20">
        {profile.profileImageUrl && <AvatarImage src={profile.profileImageUrl} alt="" />}
        <AvatarFallback className="bg-primary/10 text-lg font-semibold text-primary">
          {userInitials(profile)}
        </AvatarFallback>
      </Avatar>
      <div className="grid min-w-0 gap-2">
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
          {displayName(profile)}
        </h1>
        <div className="flex flex-wrap items-center gap-2">
          <RoleBadges profile={profile} />
        </div>
        <a
          href={`mailto:${profile.email}`}
          className="inline-flex w-fit items-center gap-1.5 rounded-sm text-sm break-all text-muted-foreground underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <Mail className="size-4 shrink-0" aria-hidden="true" />
          {profile.email}
        </a>
      </div>
    </div>
  );
}

/**
 * An administrator's own profile, where the profile menu's View Profile leads admins (SPEC
 * §2.2): the account's facts and the admin pages, since an admin has no bids or reviews.
 */
function AdminProfile({ profile }: { profile: UserProfile }) {
  return (
    <>
      <ProfileHeader profile={profile} />
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="text-lg">Account</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-muted-foreground">Member since</dt>
              <dd className="font-medium">{formatDate(profile.createdAt)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Last sign-in</dt>
              <dd className="font-medium">
                {profile.lastLoginAt ? formatDate(profile.lastLoginAt) : 'Not recorded'}
              </dd>
            </div>
          </dl>
        </CardContent>
      </Card>
      <nav aria-label="Administration" className="flex flex-wrap gap-2">
        <Button asChild>
          <Link href={paths.root}>
            <LayoutDashboard aria-hidden="true" />
            Admin Dashboard
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link href={paths.adminTools}>
            <Wrench aria-hidden="true" />
            Admin Tools
          </Link>
        </Button>
      </nav>
    </>
  );
}

/**
 * A hospital's public profile (`/hospital/{id}`, SPEC §2.8): avatar, name, Hospital and Verified
 * badges, contact e-mail, bid statistics and its 5 most recent bids (with prices only where the
 * server includes them: for the hospital, the patient concerned and admins). An administrator's
 * own id (the profile menu's View Profile) shows their account profile. Anything else the viewer
 * may not see reads "Hospital not found".
 */
export function HospitalProfilePage({ id }: { id: string }) {
  const profile = useUserProfile(id);

  let body: ReactNode;
  if (profile.isPending) {
    body = <ProfileSkeleton />;
  } else if (profile.isError && !isApiError(profile.error, 404)) {
    body = (
      <QueryErrorState
        title="Couldn't load this hospital"
        error={profile.error}
        onRetry={() => void profile.refetch()}
      />
    );
  } else if (!profile.isError && profile.data.role === 'admin') {
    body = <AdminProfile profile={profile.data} />;
  } else if (profile.isError || profile.data.role !== 'hospital') {
    return (
      <NotFoundState
        title="Hospital not found"
        description="This hospital does not exist or its profile is not available."
        back={BACK}
      />
    );
  } else {
    const data = profile.data;
    body = (
      <>
        <ProfileHeader profile={data} />
        <section aria-label="Bid statistics">
          <StatGrid columns={2}>
            <StatCard label="Total Bids" value={data.stats?.totalBids ?? 0} icon={Gavel} />
            <StatCard
              label="Accepted Bids"
              value={data.stats?.acceptedBids ?? 0}
              icon={CircleCheck}
            />
          </StatGrid>
        </section>
        <HospitalReviews hospitalId={data.id} />
        <RecentBids hospitalId={data.id} />
      </>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      {/* The sidebar is hidden on this page (SPEC §2.2), so it carries its own way back. */}
      <BackLink {...BACK} />
      {body}
    </div>
  );
}
