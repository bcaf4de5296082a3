import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { REFERRAL_REWARD_POINTS } from '#shared/common/constants.ts';
import { buildReferralLink } from '#shared/referrals/referrals.policies.ts';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { currentUserQueryKey, useCurrentUser } from '#client/lib/use-current-user.ts';
import { myReferralsQueryKey } from '#client/lib/query-keys.ts';
import { InviteFriendForm } from '#client/features/referrals/components/invite-friend-form.tsx';
import { ReferralLinkCard } from '#client/features/referrals/components/referral-link-card.tsx';
import { ReferralsList } from '#client/features/referrals/components/referrals-list.tsx';
import { RewardBalanceCard } from '#client/features/referrals/components/reward-balance-card.tsx';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * Referrals & Earn Coffee (SPEC §2.7; patient and admin): the reward balance, the copyable
 * referral link (site origin + `/?ref=CODE`), an invitation by e-mail and the referrals made.
 * Balance and list are refreshed on every visit, since a friend's sign-up changes them.
 */
export function ReferralsPage() {
  const t = useT();
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  useEffect(() => {
    for (const queryKey of [currentUserQueryKey, myReferralsQueryKey]) {
      void queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
    }
  }, [queryClient]);

  if (!user) return null;
  return (
    <div className="grid gap-6">
      <PageHeader
        className="pb-0"
        title={t('Referrals & Earn Coffee')}
        description={t(
          'Invite friends to CareAbroad. When they sign up with your link, you both get {count} reward points — a free coffee.',
          { count: REFERRAL_REWARD_POINTS },
        )}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <RewardBalanceCard rewardPoints={user.rewardPoints} />
        <ReferralLinkCard
          link={buildReferralLink(window.location.origin, user.referralCode)}
          code={user.referralCode}
        />
      </div>
      <InviteFriendForm />
      <section aria-labelledby="my-referrals-heading" className="grid gap-3">
        <h2 id="my-referrals-heading" className="text-lg font-semibold tracking-tight">
          {t('Your referrals')}
        </h2>
        <ReferralsList />
      </section>
    </div>
  );
}
