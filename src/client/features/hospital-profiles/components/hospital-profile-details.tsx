import { Clock, MessageSquareQuote, PencilLine, Star, Trophy, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#shared/navigation/paths.ts';
import { QueryErrorState } from '#client/components/query-error-state.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { formatDate, formatNumber } from '#client/lib/format.ts';
import { useCurrentUser } from '#client/lib/use-current-user.ts';
import { useHospitalProfilePage } from '#client/features/hospital-profiles/api/use-hospital-profile-page.ts';
import { AccreditationBadge } from '#client/components/accreditation-badge.tsx';
import { formatResponseTime } from './format-response-time.ts';
import { HospitalPhoto } from './hospital-photo.tsx';
import { ProfileFacts } from './profile-facts.tsx';
import { useT } from '#client/i18n/locale-context.tsx';

/** One figure of the track record: an icon, what it is, and its value as text. */
function TrackRecordFact({
  icon: Icon,
  label,
  value,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
}) {
  return (
    <div className="grid gap-1 rounded-xl border bg-card p-4">
      <dt className="flex items-center gap-2 text-sm text-muted-foreground">
        <Icon className="size-4" aria-hidden="true" />
        {label}
      </dt>
      <dd className="text-xl font-semibold">{value}</dd>
    </div>
  );
}

/**
 * The verified profile on `/hospital/{id}` (issue #17): accreditation badges, facts, doctors,
 * photos, and the statistics patients judge by: verified rating and review count, median
 * response time to new requests, requests won.
 */
export function HospitalProfileDetails({ hospitalId }: { hospitalId: string }) {
  const t = useT();
  const page = useHospitalProfilePage(hospitalId);
  const { user } = useCurrentUser();
  if (page.isPending) {
    return (
      <div role="status" aria-label={t("Loading the hospital's profile")}>
        <Skeleton aria-hidden="true" className="h-48" />
      </div>
    );
  }
  if (page.isError) {
    return (
      <QueryErrorState
        title={t("Couldn't load the hospital's profile")}
        error={page.error}
        onRetry={() => void page.refetch()}
      />
    );
  }
  const data = page.data;
  const badges = data.accreditations.filter((a) => a.hasBadge);
  const { stats } = data;
  return (
    <>
      {badges.length > 0 && (
        <ul aria-label={t('Accreditations')} className="flex flex-wrap gap-2">
          {badges.map((a) => (
            <li key={a.id}>
              <AccreditationBadge body={a.body} bodyName={a.bodyName} />
            </li>
          ))}
        </ul>
      )}
      <section aria-label={t('Track record')}>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <TrackRecordFact
            icon={Star}
            label={t('Verified rating')}
            value={
              stats.averageRating === null
                ? t('No reviews yet')
                : t('{rating} / 5', { rating: formatNumber(stats.averageRating) })
            }
          />
          <TrackRecordFact
            icon={MessageSquareQuote}
            label={t('Verified reviews')}
            value={formatNumber(stats.reviewCount)}
          />
          <TrackRecordFact
            icon={Clock}
            label={t('Median response time')}
            value={formatResponseTime(stats.medianResponseMinutes)}
          />
          <TrackRecordFact
            icon={Trophy}
            label={t('Requests won')}
            value={formatNumber(stats.requestsWon)}
          />
        </dl>
      </section>
      {user?.id === data.hospitalId && (
        <Button asChild variant="outline" className="w-fit">
          <Link href={paths.hospitalProfileEditor}>
            <PencilLine aria-hidden="true" />
            {t('Edit your profile')}
          </Link>
        </Button>
      )}
      {data.isPublished || data.legalName ? (
        <Card>
          <CardHeader>
            <CardTitle>
              <h2 className="text-lg">{t('About the hospital')}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <ProfileFacts profile={data} />
            {badges.length > 0 && (
              <ul className="grid gap-1 text-sm text-muted-foreground">
                {badges.map((a) => (
                  <li key={a.id}>
                    {t('{body}: certificate {number}, valid through {date}', {
                      body: a.bodyName,
                      number: a.number,
                      date: formatDate(a.expiresOn),
                    })}
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      ) : (
        <p className="text-sm text-muted-foreground">
          {t('This hospital has not published a verified profile yet.')}
        </p>
      )}
      {data.photos.length > 0 && (
        <section aria-labelledby="hospital-photos-heading" className="grid gap-3">
          <h2 id="hospital-photos-heading" className="text-lg font-semibold">
            {t('Photos')}
          </h2>
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            {data.photos.map((photo) => (
              <li key={photo.id}>
                <figure className="grid gap-1">
                  <HospitalPhoto
                    photo={photo}
                    className="aspect-[3/2] w-full rounded-lg object-cover"
                  />
                  <figcaption className="text-sm text-muted-foreground">{photo.caption}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
