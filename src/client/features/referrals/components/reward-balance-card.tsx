import { Coffee } from 'lucide-react';
import { FREE_COFFEE_POINTS } from '#shared/common/constants.ts';
import { hasFreeCoffee } from '#shared/referrals/referrals.policies.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { formatNumber } from '#client/lib/format.ts';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#client/components/ui/card.tsx';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * The reward balance (SPEC §2.7, §9): points in total, "Free coffee available" from 100 points,
 * else how many points are still missing.
 */
export function RewardBalanceCard({ rewardPoints }: { rewardPoints: number }) {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">{t('Reward balance')}</h2>
        </CardTitle>
        <CardDescription>
          {t('{count} points buy a free coffee.', { count: FREE_COFFEE_POINTS })}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p className="text-4xl font-bold tabular-nums" data-testid="reward-points">
          {formatNumber(rewardPoints)}
          <span className="ms-2 text-base font-medium text-muted-foreground">
            {rewardPoints === 1 ? t('point') : t('points')}
          </span>
        </p>
        {hasFreeCoffee(rewardPoints) ? (
          <Badge variant="success" className="text-sm">
            <Coffee aria-hidden="true" />
            {t('Free coffee available')}
          </Badge>
        ) : (
          <p className="text-sm text-muted-foreground">
            {FREE_COFFEE_POINTS - rewardPoints === 1
              ? t('1 more point to your free coffee')
              : t('{count} more points to your free coffee', {
                  count: FREE_COFFEE_POINTS - rewardPoints,
                })}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
