import { BadgeCheck, Undo2 } from 'lucide-react';
import type { AdminDispute } from '#shared/payments/disputes.schemas.ts';
import { ConfirmButton } from '#client/components/confirm-button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useT } from '#client/i18n/locale-context.tsx';
import { formatUsdCents } from '#client/lib/format.ts';
import { succeeded } from '#client/lib/query-client.ts';
import { useDecideDispute } from '#client/features/payments/api/use-admin-disputes.ts';
import { PartialRefundButton } from '#client/features/payments/components/partial-refund-button.tsx';

/**
 * The admin's three decisions on an open dispute (issue #16, ADR 0060), each asked first with
 * the amounts it moves: Release (the hospital is paid its share, nothing refunded), Refund part
 * (an amount; the hospital is paid the rest less the platform fee) and Refund in full (nothing
 * paid out).
 */
export function DisputeDecisionButtons({ dispute }: { dispute: AdminDispute }) {
  const t = useT();
  const decide = useDecideDispute(dispute);
  const refundable = dispute.paidCents - dispute.refundedCents;
  const done = (title: string) => toast({ title });
  return (
    <div className="flex flex-wrap gap-2">
      <ConfirmButton
        buttonProps={{ size: 'sm', disabled: decide.isPending }}
        title={t('Release the payment?')}
        description={t(
          'Nothing is refunded. The hospital is paid {amount} once the booking is paid in full. This cannot be undone.',
          { amount: formatUsdCents(dispute.hospitalNetCents) },
        )}
        cancelLabel={t('Cancel')}
        confirmLabel={t('Release')}
        onConfirm={async () => {
          if (await succeeded(decide.mutateAsync({ outcome: 'release' })))
            done(t('Payment released'));
        }}
      >
        <BadgeCheck aria-hidden="true" />
        {t('Release')}
      </ConfirmButton>
      <PartialRefundButton dispute={dispute} />
      <ConfirmButton
        buttonProps={{ variant: 'outline', size: 'sm', disabled: decide.isPending }}
        title={t('Refund everything?')}
        description={t(
          '{amount} goes back to the patient’s card and the hospital is paid nothing. This cannot be undone.',
          { amount: formatUsdCents(refundable) },
        )}
        cancelLabel={t('Cancel')}
        confirmLabel={t('Refund in full')}
        confirmVariant="destructive"
        onConfirm={async () => {
          if (await succeeded(decide.mutateAsync({ outcome: 'full_refund' })))
            done(t('Refunded in full'));
        }}
      >
        <Undo2 aria-hidden="true" />
        {t('Refund in full')}
      </ConfirmButton>
    </div>
  );
}
