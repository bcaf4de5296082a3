import { ExternalLink, FlaskConical, Gift, LogIn } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#shared/navigation/paths.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  FEEDBACK_REVIEW_URL,
  LOGIN_HREF,
} from '#client/features/marketing/content/marketing-links.ts';
import {
  MarketingSection,
  SectionHeading,
} from '#client/features/marketing/components/marketing-section.tsx';
import { useT } from '#client/i18n/locale-context.tsx';
import {
  REFERRAL_REWARD_POINTS,
  REWARD_PROGRAMMES,
  type RewardAction,
} from '#client/features/marketing/content/reward-programmes.ts';

/** Who is looking, as far as the reward buttons care. */
export type RewardAudience = 'signed-out' | 'can-refer' | 'cannot-refer';

/**
 * Referral call to action. Referrals live at `/referrals`, open only to patients and admins
 * (SPEC §2.1); visitors sign in first and hospitals get a line of text instead.
 */
function ReferralAction({ audience }: { audience: RewardAudience }) {
  const t = useT();
  switch (audience) {
    case 'signed-out':
      return (
        <Button asChild>
          <a href={LOGIN_HREF}>
            <LogIn aria-hidden="true" />
            {t('Sign in to get your link')}
          </a>
        </Button>
      );
    case 'can-refer':
      return (
        <Button asChild>
          <Link href={paths.referrals}>
            <Gift aria-hidden="true" />
            {t('Get my referral link')}
          </Link>
        </Button>
      );
    case 'cannot-refer':
      return <p className="text-sm text-muted-foreground">{t('Available to patient accounts.')}</p>;
  }
}

/** The button under a reward card. */
function RewardActionButton({
  action,
  audience,
}: {
  action: RewardAction;
  audience: RewardAudience;
}) {
  const t = useT();
  switch (action) {
    case 'referral':
      return <ReferralAction audience={audience} />;
    case 'external-review':
      return (
        <Button asChild variant="outline">
          <a href={FEEDBACK_REVIEW_URL} target="_blank" rel="noopener noreferrer">
            {t('Write a review on LinkedIn')}
            <ExternalLink aria-hidden="true" />
            <span className="sr-only">{t('(opens in a new tab)')}</span>
          </a>
        </Button>
      );
  }
}

/**
 * Reward programmes (SPEC §1, §2.3, §9) under the experimental-programme notice: a free
 * coffee (100 points) per referral signup and a complimentary breakfast for a review posted
 * on an external professional network.
 */
export function RewardsSection({ audience }: { audience: RewardAudience }) {
  const t = useT();
  const points = { points: REFERRAL_REWARD_POINTS };
  return (
    <MarketingSection id="rewards" labelledBy="rewards-title">
      <SectionHeading
        id="rewards-title"
        eyebrow={t('Rewards')}
        title={t('Reward programmes')}
        description={t(
          'Say thank you to the friends who help others find care — and let us thank you too.',
        )}
        className="mb-8 sm:mb-8"
      />
      <div
        role="note"
        aria-label={t('Experimental programme')}
        className="mx-auto mb-8 flex max-w-3xl gap-3 rounded-xl border border-amber-300/70 bg-amber-50 p-4 text-sm text-amber-950"
      >
        <FlaskConical className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
        <p>
          <strong className="font-semibold">{t('Experimental programme.')}</strong>{' '}
          {t(
            'These rewards are a trial. Their terms, availability and rewards may change or end at any time.',
          )}
        </p>
      </div>

      <ul className="mx-auto grid max-w-5xl grid-cols-1 gap-6 @3xl:grid-cols-2">
        {REWARD_PROGRAMMES.map((programme) => {
          const Icon = programme.icon;
          return (
            <li
              key={programme.id}
              className="flex flex-col gap-5 rounded-2xl border bg-card p-6 shadow-sm sm:p-8"
            >
              <div className="flex items-start gap-4">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-[linear-gradient(135deg,var(--accent),color-mix(in_oklch,var(--chart-4)_35%,var(--background)))] text-accent-foreground">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <div className="min-w-0">
                  <h3 className="text-lg font-semibold">{t(programme.title)}</h3>
                  <Badge variant="secondary" className="mt-1 whitespace-normal">
                    {t(programme.reward, points)}
                  </Badge>
                </div>
              </div>
              <p className="text-muted-foreground">{t(programme.description, points)}</p>
              <ol className="flex-1 space-y-2 text-sm">
                {programme.steps.map((step, index) => (
                  <li key={step} className="flex items-center gap-3">
                    <span
                      aria-hidden="true"
                      className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary/10 text-xs font-semibold text-primary"
                    >
                      {index + 1}
                    </span>
                    {t(step, points)}
                  </li>
                ))}
              </ol>
              <div>
                <RewardActionButton action={programme.id} audience={audience} />
              </div>
            </li>
          );
        })}
      </ul>
    </MarketingSection>
  );
}
