import { Gift, Trash2, UserCheck, type LucideIcon } from 'lucide-react';
import type { AdminCleanupAction } from '#shared/admin/admin.schemas.ts';
import { ConfirmButton } from '#client/components/confirm-button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useCleanupAction } from '#client/features/admin/api/use-cleanup-action.ts';
import { DashboardSection } from '#client/components/dashboard-section.tsx';
import { succeeded } from '#client/lib/query-client.ts';

interface CleanupItem {
  action: AdminCleanupAction;
  label: string;
  description: string;
  /** What the confirmation dialog says will happen. */
  consequence: string;
  /** SPEC §8's success message. */
  success: string;
  icon: LucideIcon;
}

/** The pre-launch cleanup list (SPEC §2.6), in the order an admin would run it. */
const CLEANUP_ITEMS: readonly CleanupItem[] = [
  {
    action: 'delete-pending-referrals',
    label: 'Delete pending referrals',
    description: 'Removes every referral invitation that nobody has used yet.',
    consequence: 'This permanently deletes all pending referrals. It cannot be undone.',
    success: 'All pending referrals have been deleted',
    icon: Trash2,
  },
  {
    action: 'delete-completed-referrals',
    label: 'Delete completed referrals',
    description: 'Removes the records of used referrals. User accounts are kept.',
    consequence:
      'This permanently deletes all completed referrals. User accounts and their points are kept. It cannot be undone.',
    success: 'All completed referrals have been deleted',
    icon: UserCheck,
  },
  {
    action: 'reset-reward-points',
    label: 'Reset all reward points',
    description: "Sets every user's reward points to 0; the points ledger records the reset.",
    consequence: "This sets every user's reward points to 0. It cannot be undone.",
    success: 'All user reward points have been reset to 0',
    icon: Gift,
  },
];

/**
 * Admin Tools' pre-launch cleanup (SPEC §2.6): three destructive actions, each behind "Are you
 * absolutely sure?" with Cancel and "Yes, proceed"; SPEC §8's toasts report the outcome.
 */
export function CleanupActionsSection() {
  const cleanup = useCleanupAction();
  const run = async (item: CleanupItem) => {
    if (await succeeded(cleanup.mutateAsync(item.action))) {
      toast({ title: 'Success', description: item.success });
    }
  };

  return (
    <DashboardSection
      id="pre-launch-cleanup"
      title="Pre-launch Cleanup"
      description="Clear test data before going live. Each action is recorded in the audit log."
    >
      <Card className="gap-0 border-destructive/30 py-0">
        <CardContent className="px-0">
          <ul className="divide-y">
            {CLEANUP_ITEMS.map((item) => (
              <li
                key={item.action}
                className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:px-6"
              >
                <div className="flex min-w-0 items-start gap-3">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-destructive/10">
                    <item.icon className="size-4 text-destructive" aria-hidden="true" />
                  </span>
                  <div className="grid min-w-0 gap-0.5">
                    <p className="font-medium">{item.label}</p>
                    <p className="text-sm text-muted-foreground">{item.description}</p>
                  </div>
                </div>
                <ConfirmButton
                  buttonProps={{
                    variant: 'destructive',
                    size: 'sm',
                    className: 'self-start sm:self-center',
                  }}
                  title="Are you absolutely sure?"
                  description={item.consequence}
                  confirmLabel="Yes, proceed"
                  confirmVariant="destructive"
                  onConfirm={() => run(item)}
                >
                  {item.label}
                </ConfirmButton>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </DashboardSection>
  );
}
