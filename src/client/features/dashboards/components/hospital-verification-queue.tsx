import { BadgeCheck, Building2, ShieldCheck } from 'lucide-react';
import type { HospitalAccount } from '#shared/admin/admin.schemas.ts';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useUnverifiedHospitals } from '#client/features/dashboards/api/use-unverified-hospitals.ts';
import { useVerifyHospital } from '#client/features/dashboards/api/use-verify-hospital.ts';
import { ConfirmButton } from '#client/components/confirm-button.tsx';
import { LoadMoreButton } from '#client/components/load-more-button.tsx';
import { QueryErrorState } from '#client/components/query-error-state.tsx';
import { formatDate } from '#client/lib/format.ts';
import { succeeded } from '#client/lib/query-client.ts';

/** A hospital account's name: first plus last name, else its e-mail (SPEC §2.2). */
function accountName(hospital: HospitalAccount): string {
  const name = [hospital.firstName, hospital.lastName].filter((part) => part?.trim()).join(' ');
  return name || hospital.email;
}

function QueueSkeleton() {
  return (
    <div role="status" aria-label="Loading hospitals awaiting verification" className="grid gap-3">
      {[0, 1].map((index) => (
        <div
          key={index}
          aria-hidden="true"
          className="flex items-center justify-between gap-4 rounded-lg border p-4"
        >
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-48 max-w-full" />
            <Skeleton className="h-3 w-36 max-w-full" />
          </div>
          <Skeleton className="h-8 w-20" />
        </div>
      ))}
    </div>
  );
}

/**
 * The admin's verification queue: unverified hospital accounts, each with Verify behind a
 * confirmation. Verifying unlocks bidding for that hospital (DESIGN §5).
 */
export function HospitalVerificationQueue() {
  const hospitals = useUnverifiedHospitals();
  const verify = useVerifyHospital();
  const confirm = async (hospital: HospitalAccount) => {
    if (await succeeded(verify.mutateAsync(hospital.id))) {
      toast({
        title: 'Hospital verified',
        description: `${accountName(hospital)} can now submit bids.`,
      });
    }
  };

  if (hospitals.isPending) return <QueueSkeleton />;
  if (hospitals.isError) {
    return (
      <QueryErrorState
        title="Couldn't load the verification queue"
        error={hospitals.error}
        onRetry={() => void hospitals.refetch()}
      />
    );
  }
  const accounts = hospitals.data.pages.flatMap((page) => page.items);
  if (accounts.length === 0) {
    return (
      <EmptyState
        icon={ShieldCheck}
        title="No hospitals awaiting verification"
        description="Every registered hospital has been verified."
      />
    );
  }

  return (
    <Card className="gap-0 py-0">
      <CardContent className="px-0">
        <ul className="divide-y">
          {accounts.map((hospital) => (
            <li
              key={hospital.id}
              className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:px-6"
            >
              <div className="flex min-w-0 items-start gap-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-muted">
                  <Building2 className="size-4 text-muted-foreground" aria-hidden="true" />
                </span>
                <div className="grid min-w-0 gap-0.5">
                  <p className="font-medium break-words">{accountName(hospital)}</p>
                  <p className="text-sm break-all text-muted-foreground">{hospital.email}</p>
                  <p className="text-xs text-muted-foreground">
                    Registered {formatDate(hospital.createdAt)}
                  </p>
                </div>
              </div>
              <ConfirmButton
                buttonProps={{ size: 'sm', className: 'self-start sm:self-center' }}
                title="Verify this hospital?"
                description={`${accountName(hospital)} (${hospital.email}) will be shown as verified to patients and can start submitting bids. Make sure you have checked its credentials.`}
                confirmLabel="Verify hospital"
                onConfirm={() => confirm(hospital)}
              >
                <BadgeCheck aria-hidden="true" />
                Verify<span className="sr-only"> {accountName(hospital)}</span>
              </ConfirmButton>
            </li>
          ))}
        </ul>
        <div className="px-4 pb-4 empty:hidden">
          <LoadMoreButton
            hasNextPage={hospitals.hasNextPage}
            isFetchingNextPage={hospitals.isFetchingNextPage}
            fetchNextPage={hospitals.fetchNextPage}
          />
        </div>
      </CardContent>
    </Card>
  );
}
