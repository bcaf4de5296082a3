import { Users } from 'lucide-react';
import type { Referral } from '#shared/referrals/referrals.schemas.ts';
import { CardListSkeleton } from '#client/components/card-list-skeleton.tsx';
import { LoadMoreButton } from '#client/components/load-more-button.tsx';
import { QueryErrorState } from '#client/components/query-error-state.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { useMyReferrals } from '#client/features/referrals/api/use-my-referrals.ts';
import { ReferralStatusBadge } from '#client/features/referrals/components/referral-status-badge.tsx';
import { formatDate } from '#client/lib/format.ts';
import type { Translator } from '#client/i18n/i18n.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/** Who a referral is about: the referee's name once they joined, else the invited address. */
function refereeLabel(referral: Referral, t: Translator): string {
  const name = [referral.referee?.firstName, referral.referee?.lastName].filter(Boolean).join(' ');
  return name || referral.refereeEmail || t('A new member');
}

function ReferralRow({ referral }: { referral: Referral }) {
  const t = useT();
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
      <div className="min-w-0">
        <p className="truncate font-medium">{refereeLabel(referral, t)}</p>
        <p className="text-sm text-muted-foreground">
          {referral.completedAt
            ? t('Joined {date} · +{count} points', {
                date: formatDate(referral.completedAt),
                count: referral.rewardPoints,
              })
            : t('Invited {date}', { date: formatDate(referral.createdAt) })}
        </p>
      </div>
      <ReferralStatusBadge status={referral.status} />
    </li>
  );
}

/** The referrals the user made (SPEC §2.7): referee, status badge and date, newest first. */
export function ReferralsList() {
  const t = useT();
  const referrals = useMyReferrals();
  if (referrals.isPending)
    return <CardListSkeleton count={2} label={t('Loading your referrals')} />;
  if (referrals.isError) {
    return (
      <QueryErrorState
        title={t("Couldn't load your referrals")}
        error={referrals.error}
        onRetry={() => void referrals.refetch()}
      />
    );
  }
  const items = referrals.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <EmptyState
        icon={Users}
        title={t('No referrals yet')}
        description={t(
          'Share your link or invite a friend by e-mail. You both earn points when they sign up.',
        )}
      />
    );
  }
  return (
    <div className="grid gap-2">
      <ul className="divide-y rounded-xl border px-4">
        {items.map((referral) => (
          <ReferralRow key={referral.id} referral={referral} />
        ))}
      </ul>
      <LoadMoreButton
        hasNextPage={referrals.hasNextPage}
        isFetchingNextPage={referrals.isFetchingNextPage}
        fetchNextPage={referrals.fetchNextPage}
      />
    </div>
  );
}
