import { CircleAlert, Share2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { RECORD_GRANT_POLICY } from '#shared/records/record-grant-policy.ts';
import {
  CreateRecordGrantInputSchema,
  MAX_GRANT_PURPOSE_LENGTH,
} from '#shared/records/record-sharing.schemas.ts';
import { allAgreed, ConsentAgreement } from '#client/components/consent-agreement.tsx';
import { SubmitButton } from '#client/components/submit-button.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#client/components/ui/dialog.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useLoadedRecords } from '#client/features/records/api/use-records.ts';
import { RecordSummary } from '#client/features/records/components/record-summary.tsx';
import { useCreateGrant } from '#client/features/records/sharing/use-request-sharing.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { useMissingConsents } from '#client/lib/use-consents.ts';
import { withMembership } from '#client/lib/set-membership.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/** Sharing health data with a hospital abroad needs both consents (ADR 0041). */
const SHARING_CONSENTS = ['health_data', 'cross_border_sharing'] as const;

/** Who the grant is for: the hospital, and the ask it answers if any. */
export interface ShareTarget {
  treatmentRequestId: string;
  hospital: { id: string; name: string | null };
  documentRequestId?: string;
}

/** The patient's records, those linked to this request first. */
function useShareableRecords(treatmentRequestId: string) {
  const records = useLoadedRecords().data ?? [];
  const isLinked = (id: string | null) => (id === treatmentRequestId ? 0 : 1);
  return records.toSorted(
    (a, b) => isLinked(a.treatmentRequestId) - isLinked(b.treatmentRequestId),
  );
}

/** The grant form; `onShared` closes the dialog. */
function ShareFilesForm({ target, onShared }: { target: ShareTarget; onShared: () => void }) {
  const t = useT();
  const records = useShareableRecords(target.treatmentRequestId);
  const consents = useMissingConsents(SHARING_CONSENTS);
  const createGrant = useCreateGrant(target.treatmentRequestId);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [purpose, setPurpose] = useState('');
  const [days, setDays] = useState(String(RECORD_GRANT_POLICY.defaultDays));
  const [agreed, setAgreed] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = CreateRecordGrantInputSchema.safeParse({
      treatmentRequestId: target.treatmentRequestId,
      hospitalId: target.hospital.id,
      recordIds: [...chosen],
      purpose,
      expiresInDays: Number(days),
      documentRequestId: target.documentRequestId,
    });
    if (!input.success) return setFailure(input.error.issues.map((i) => i.message).join(' '));
    if (!allAgreed(consents.missing, agreed)) {
      return setFailure(t('Tick “I consent” under each text to share, or share nothing.'));
    }
    setFailure(null);
    try {
      await consents.giveAll();
      await createGrant.mutateAsync(input.data);
      toast({
        title: t('Files shared'),
        description: target.hospital.name
          ? t('Shared with {hospital}.', { hospital: target.hospital.name })
          : t('Shared with the hospital.'),
      });
      onShared();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('Files to share')}</legend>
        {records.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {t('You have no records yet. Upload them under “Medical records” first.')}
          </p>
        ) : (
          <ul className="grid max-h-56 gap-1 overflow-y-auto rounded-md border p-2">
            {records.map((record) => (
              <li key={record.id}>
                <label className="flex items-start gap-2 rounded p-1 text-sm hover:bg-muted">
                  <input
                    type="checkbox"
                    className="mt-0.5 size-4 accent-primary"
                    checked={chosen.has(record.id)}
                    onChange={(event) =>
                      setChosen(withMembership(chosen, record.id, event.target.checked))
                    }
                  />
                  <RecordSummary record={record} />
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <div className="grid gap-2">
        <Label htmlFor="share-purpose">{t('Purpose')}</Label>
        <Textarea
          id="share-purpose"
          value={purpose}
          maxLength={MAX_GRANT_PURPOSE_LENGTH}
          placeholder={t('e.g. To prepare a quote for my knee replacement')}
          onChange={(event) => setPurpose(event.target.value)}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="share-days">{t('Access ends after (days)')}</Label>
        <Input
          id="share-days"
          type="number"
          min={1}
          max={RECORD_GRANT_POLICY.maxDays}
          className="w-32"
          value={days}
          onChange={(event) => setDays(event.target.value)}
        />
        <p className="text-sm text-muted-foreground">
          {t('At most {count} days. You can revoke access at any time.', {
            count: RECORD_GRANT_POLICY.maxDays,
          })}
        </p>
      </div>
      {consents.missing.length > 0 && (
        <ConsentAgreement consents={consents.missing} agreed={agreed} onAgreedChange={setAgreed} />
      )}
      {failure && (
        <div
          role="alert"
          className="flex gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
          <p>{failure}</p>
        </div>
      )}
      <div className="flex justify-end">
        <SubmitButton isPending={createGrant.isPending}>{t('Share')}</SubmitButton>
      </div>
    </form>
  );
}

/**
 * "Share files" with one bidding hospital (issue #14): choose records (those linked to the
 * request first), a purpose and an expiry (default 30 days, at most 90); missing sharing
 * consents are shown in full and given first. Answers `documentRequestId` when given.
 */
export function ShareFilesDialog({ target, label }: { target: ShareTarget; label?: string }) {
  const t = useT();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button size="sm">
          <Share2 aria-hidden="true" />
          {label ?? t('Share files')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>
            {target.hospital.name
              ? t('Share files with {hospital}', { hospital: target.hospital.name })
              : t('Share files with this hospital')}
          </DialogTitle>
          <DialogDescription>
            {t('Only the files you choose, for the purpose you state, until access ends.')}
          </DialogDescription>
        </DialogHeader>
        {isOpen && <ShareFilesForm target={target} onShared={() => setIsOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
