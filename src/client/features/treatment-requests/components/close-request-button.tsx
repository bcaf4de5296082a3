import { Lock } from 'lucide-react';
import type { TreatmentRequest } from '#shared/treatment-requests/treatment-requests.schemas.ts';
import { ConfirmButton } from '#client/components/confirm-button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useCloseTreatmentRequest } from '#client/features/treatment-requests/api/use-close-treatment-request.ts';
import { succeeded } from '#client/lib/query-client.ts';

/** Close request (owner, open request) behind a confirmation. */
export function CloseRequestButton({ request }: { request: TreatmentRequest }) {
  const closeRequest = useCloseTreatmentRequest();
  return (
    <ConfirmButton
      buttonProps={{ variant: 'outline' }}
      title="Close this request?"
      description={`Hospitals will no longer be able to bid on “${request.procedureType}”. Bids you have already received stay visible, but you will not be able to accept them. This cannot be undone.`}
      cancelLabel="Keep Open"
      confirmLabel="Close Request"
      confirmVariant="destructive"
      onConfirm={async () => {
        if (await succeeded(closeRequest.mutateAsync(request.id))) {
          toast({
            title: 'Request closed',
            description: 'Hospitals can no longer bid on this request.',
          });
        }
      }}
    >
      <Lock aria-hidden="true" />
      Close Request
    </ConfirmButton>
  );
}
