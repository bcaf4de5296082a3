import { Lock } from 'lucide-react';
import type { TreatmentRequest } from '#shared/treatment-requests/treatment-requests.schemas.ts';
import { ConfirmButton } from '#client/components/confirm-button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useCloseTreatmentRequest } from '#client/features/treatment-requests/api/use-close-treatment-request.ts';
import { succeeded } from '#client/lib/query-client.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/** Close request (owner, open request) behind a confirmation. */
export function CloseRequestButton({ request }: { request: TreatmentRequest }) {
  const closeRequest = useCloseTreatmentRequest();
  const t = useT();
  return (
    <ConfirmButton
      buttonProps={{ variant: 'outline' }}
      title={t('Close this request?')}
      description={t(
        'Hospitals will no longer be able to bid on “{procedure}”. Bids you have already received stay visible, but you will not be able to accept them. This cannot be undone.',
        { procedure: request.procedureType },
      )}
      cancelLabel={t('Keep Open')}
      confirmLabel={t('Close Request')}
      confirmVariant="destructive"
      onConfirm={async () => {
        if (await succeeded(closeRequest.mutateAsync(request.id))) {
          toast({
            title: t('Request closed'),
            description: t('Hospitals can no longer bid on this request.'),
          });
        }
      }}
    >
      <Lock aria-hidden="true" />
      {t('Close Request')}
    </ConfirmButton>
  );
}
