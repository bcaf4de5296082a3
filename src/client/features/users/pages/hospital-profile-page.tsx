import {
  Building2,
  CircleCheck,
  Gavel,
  LayoutDashboard,
  Mail,
  ShieldCheck,
  Wrench,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '#shared/navigation/paths.ts';
import type { UserProfile } from '#shared/users/users.schemas.ts';
import { Avatar, AvatarFallback, AvatarImage } from '#client/components/ui/avatar.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { displayName, userInitials } from '#client/lib/user-display.ts';
import { StatCard, StatGrid } from '#client/components/stat-card.tsx';
import { BackLink } from '#client/components/back-link.tsx';
import { NotFoundState } from '#client/components/not-found-state.tsx';
import { QueryErrorState } from '#client/components/query-error-state.tsx';
import { formatDate } from '#client/lib/format.ts';
import { useUserProfile } from '#client/features/users/api/use-user-profile.ts';
import { VerifiedBadge } from '#client/components/verified-badge.tsx';
import { isApiError } from '#client/lib/api-client.ts';
import { msg } from '#client/i18n/msg.ts';
import { useT } from '#client/i18n/locale-context.tsx';

const BACK = { href: paths.root, label: msg('Back to dashboard') };

function ProfileSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-label={t('Loading hospital profile')} className="grid gap-6">
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

/** The role badge under a profile's name: Hospital (with Verified), or Administrator. */
function RoleBadges({ profile }: { profile: UserProfile }) {
  const t = useT();
  if (profile.role === 'admin') {
    return (
      <Badge variant="secondary">
        <ShieldCheck aria-hidden="true" />
        {t('Administrator')}
      </Badge>
    );
  }
  return (
    <>
      <Badge variant="secondary">
        <Building2 aria-hidden="true" />
        {t('Hospital')}
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
  const t = useT();
  return (
    <>
      <ProfileHeader profile={profile} />
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="text-lg">{t('Account')}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-muted-foreground">{t('Member since')}</dt>
              <dd className="font-medium">{formatDate(profile.createdAt)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t('Last sign-in')}</dt>
              <dd className="font-medium">
                {profile.lastLoginAt ? formatDate(profile.lastLoginAt) : t('Not recorded')}
              </dd>
            </div>
          </dl>
        </CardContent>
      </Card>
      <nav aria-label={t('Administration')} className="flex flex-wrap gap-2">
        <Button asChild>
          <Link href={paths.root}>
            <LayoutDashboard aria-hidden="true" />
            {t('Admin Dashboard')}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link href={paths.adminTools}>
            <Wrench aria-hidden="true" />
            {t('Admin Tools')}
          </Link>
        </Button>
      </nav>
    </>
  );
}

/**
 * A hospital's public profile (`/hospital/{id}`, SPEC §2.8): avatar, name, Hospital and Verified
 * badges, contact e-mail and bid statistics, then `hospitalSections(hospitalId)`: what other
 * features show about the hospital (its reviews and recent bids), composed by the app. An
 * administrator's own id (the profile menu's View Profile) shows their account profile. Anything
 * else the viewer may not see reads "Hospital not found".
 */
export function HospitalProfilePage({
  id,
  hospitalSections,
}: {
  id: string;
  hospitalSections: (hospitalId: string) => ReactNode;
}) {
  const t = useT();
  const profile = useUserProfile(id);
  const back = { ...BACK, label: t(BACK.label) };

  let body: ReactNode;
  if (profile.isPending) {
    body = <ProfileSkeleton />;
  } else if (profile.isError && !isApiError(profile.error, 404)) {
    body = (
      <QueryErrorState
        title={t("Couldn't load this hospital")}
        error={profile.error}
        onRetry={() => void profile.refetch()}
      />
    );
  } else if (!profile.isError && profile.data.role === 'admin') {
    body = <AdminProfile profile={profile.data} />;
  } else if (profile.isError || profile.data.role !== 'hospital') {
    return (
      <NotFoundState
        title={t('Hospital not found')}
        description={t('This hospital does not exist or its profile is not available.')}
        back={back}
      />
    );
  } else {
    const data = profile.data;
    body = (
      <>
        <ProfileHeader profile={data} />
        <section aria-label={t('Bid statistics')}>
          <StatGrid columns={2}>
            <StatCard label={t('Total Bids')} value={data.stats?.totalBids ?? 0} icon={Gavel} />
            <StatCard
              label={t('Accepted Bids')}
              value={data.stats?.acceptedBids ?? 0}
              icon={CircleCheck}
            />
          </StatGrid>
        </section>
        {hospitalSections(data.id)}
      </>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      {/* The sidebar is hidden on this page (SPEC §2.2), so it carries its own way back. */}
      <BackLink {...back} />
      {body}
    </div>
  );
}
