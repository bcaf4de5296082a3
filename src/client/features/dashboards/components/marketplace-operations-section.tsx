import {
  Activity,
  CircleCheck,
  Clock,
  FileText,
  Gavel,
  Inbox,
  Search,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#shared/navigation/paths.ts';
import { Button } from '#client/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
} from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { DashboardSection } from '#client/components/dashboard-section.tsx';
import { QueryErrorState } from '#client/components/query-error-state.tsx';
import { useMarketplaceSummary } from '#client/features/dashboards/api/use-marketplace-summary.ts';
import { cn } from '#client/lib/utils.ts';
import { formatNumber } from '#client/lib/format.ts';

interface OperationsStat {
  label: string;
  value: number | undefined;
  icon: LucideIcon;
}

/** One side of the marketplace (patients or hospitals): a few counts and where to go next. */
function OperationsCard({
  title,
  stats,
  links,
}: {
  title: string;
  stats: readonly OperationsStat[];
  links: ReadonlyArray<{ href: string; label: string }>;
}) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>
          <h3>{title}</h3>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className={cn('grid grid-cols-2 gap-3', stats.length === 3 && 'sm:grid-cols-3')}>
          {stats.map(({ label, value, icon: Icon }) => (
            <div key={label} className="grid gap-1 rounded-lg bg-muted/60 p-3">
              <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
                <Icon className="size-3.5 shrink-0" aria-hidden="true" />
                {label}
              </dt>
              <dd className="text-xl font-semibold tabular-nums">
                {value === undefined ? <Skeleton className="h-7 w-10" /> : formatNumber(value)}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
      <CardFooter className="flex-wrap gap-2">
        {links.map((link) => (
          <Button key={link.href} asChild variant="outline" size="sm">
            <Link href={link.href}>{link.label}</Link>
          </Button>
        ))}
      </CardFooter>
    </Card>
  );
}

/**
 * The admin dashboard's marketplace counts (SPEC §2.5): patient and hospital operations side by
 * side, each with links to where the work happens.
 */
export function MarketplaceOperationsSection() {
  const summary = useMarketplaceSummary();
  const data = summary.data;
  if (summary.isError) {
    return (
      <DashboardSection id="operations" title="Marketplace Operations">
        <QueryErrorState
          title="Couldn't load marketplace counts"
          error={summary.error}
          onRetry={() => void summary.refetch()}
        />
      </DashboardSection>
    );
  }
  return (
    <DashboardSection id="operations" title="Marketplace Operations">
      <div className="grid gap-4 lg:grid-cols-2">
        <OperationsCard
          title="Patient Operations"
          stats={[
            { label: 'Total Requests', value: data?.totalRequests, icon: FileText },
            { label: 'Active Requests', value: data?.activeRequests, icon: Activity },
            { label: 'Bids Received', value: data?.totalBids, icon: Inbox },
            { label: 'Bids Accepted', value: data?.acceptedBids, icon: CircleCheck },
          ]}
          links={[
            { href: paths.myRequests, label: 'My Requests' },
            { href: paths.symptomChecker, label: 'Symptom Checker' },
          ]}
        />
        <OperationsCard
          title="Hospital Operations"
          stats={[
            { label: 'Available Requests', value: data?.activeRequests, icon: Search },
            { label: 'Bids Submitted', value: data?.totalBids, icon: Gavel },
            { label: 'Pending Bids', value: data?.pendingBids, icon: Clock },
          ]}
          links={[
            { href: paths.myBids, label: 'My Bids' },
            { href: paths.messages, label: 'Messages' },
          ]}
        />
      </div>
    </DashboardSection>
  );
}
