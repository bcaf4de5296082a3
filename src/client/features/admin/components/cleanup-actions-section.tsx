import { Gift, Trash2, UserCheck, type LucideIcon } from 'lucide-react';
import type { AdminCleanupAction } from '#shared/admin/admin.schemas.ts';
import { ConfirmButton } from '#client/components/confirm-button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useCleanupAction } from '#client/features/admin/api/use-cleanup-action.ts';
import { DashboardSection } from '#client/components/dashboard-section.tsx';
import { succeeded } from '#client/lib/query-client.ts';
import { msg } from '#client/i18n/msg.ts';
import { useT } from '#client/i18n/locale-context.tsx';

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

/** The pre-launch cleanup list (SPEC §2.6), in the order an admin would run it; English, shown through `t`. */
const CLEANUP_ITEMS: readonly CleanupItem[] = [
  {
    action: 'delete-pending-referrals',
    label: msg('Delete pending referrals'),
    description: msg('Removes every referral invitation that nobody has used yet.'),
    consequence: msg('This permanently deletes all pending referrals. It cannot be undone.'),
    success: msg('All pending referrals have been deleted'),
    icon: Trash2,
  },
  {
    action: 'delete-completed-referrals',
    label: msg('Delete completed referrals'),
    description: msg('Removes the records of used referrals. User accounts are kept.'),
    consequence: msg(
      'This permanently deletes all completed referrals. User accounts and their points are kept. It cannot be undone.',
    ),
    success: msg('All completed referrals have been deleted'),
    icon: UserCheck,
  },
  {
    action: 'reset-reward-points',
    label: msg('Reset all reward points'),
    description: msg("Sets every user's reward points to 0; the points ledger records the reset."),
    consequence: msg("This sets every user's reward points to 0. It cannot be undone."),
    success: msg('All user reward points have been reset to 0'),
    icon: Gift,
  },
];

/**
 * Admin Tools' pre-launch cleanup (SPEC §2.6): three destructive actions, each behind "Are you
 * absolutely sure?" with Cancel and "Yes, proceed"; SPEC §8's toasts report the outcome.
 */
export function CleanupActionsSection() {
  const t = useT();
  const cleanup = useCleanupAction();
  const run = async (item: CleanupItem) => {
    if (await succeeded(cleanup.mutateAsync(item.action))) {
      toast({ title: t('Success'), description: t(item.success) });
    }
  };

  return (
    <DashboardSection
      id="pre-launch-cleanup"
      title={t('Pre-launch Cleanup')}
      description={t(
        'Clear test data before going live. Each action is recorded in the audit log.',
      )}
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
                    <p className="font-medium">{t(item.label)}</p>
                    <p className="text-sm text-muted-foreground">{t(item.description)}</p>
                  </div>
                </div>
                <ConfirmButton
                  buttonProps={{
                    variant: 'destructive',
                    size: 'sm',
                    className: 'self-start sm:self-center',
                  }}
                  title={t('Are you absolutely sure?')}
                  description={t(item.consequence)}
                  confirmLabel={t('Yes, proceed')}
                  cancelLabel={t('Cancel')}
                  confirmVariant="destructive"
                  onConfirm={() => run(item)}
                >
                  {t(item.label)}
                </ConfirmButton>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </DashboardSection>
  );
}
