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

/**
 * The reward balance (SPEC §2.7, §9): points in total, "Free coffee available" from 100 points,
 * else how many points are still missing.
 */
export function RewardBalanceCard({ rewardPoints }: { rewardPoints: number }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Reward balance</h2>
        </CardTitle>
        <CardDescription>{FREE_COFFEE_POINTS} points buy a free coffee.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p className="text-4xl font-bold tabular-nums" data-testid="reward-points">
          {formatNumber(rewardPoints)}
          <span className="ml-2 text-base font-medium text-muted-foreground">points</span>
        </p>
        {hasFreeCoffee(rewardPoints) ? (
          <Badge variant="success" className="text-sm">
            <Coffee aria-hidden="true" />
            Free coffee available
          </Badge>
        ) : (
          <p className="text-sm text-muted-foreground">
            {FREE_COFFEE_POINTS - rewardPoints} more points to your free coffee
          </p>
        )}
      </CardContent>
    </Card>
  );
}
