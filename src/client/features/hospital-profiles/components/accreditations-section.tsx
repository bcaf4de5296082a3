import { FileText, Plus, Trash2 } from 'lucide-react';
import type { OwnHospitalProfile } from '#shared/hospital-profiles/hospital-profiles.schemas.ts';
import { ACCREDITATION_BODIES } from '#shared/hospital-profiles/reference-lists.ts';
import { ConfirmButton } from '#client/components/confirm-button.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { formatDate } from '#client/lib/format.ts';
import {
  useAddAccreditation,
  useRemoveAccreditation,
} from '#client/features/hospital-profiles/api/use-profile-mutations.ts';
import { AccreditationBadge } from '#client/components/accreditation-badge.tsx';
import { UploadForm } from './upload-form.tsx';
import { useT } from '#client/i18n/locale-context.tsx';

type Accreditation = OwnHospitalProfile['accreditations'][number];

function AccreditationState({ accreditation }: { accreditation: Accreditation }) {
  const t = useT();
  if (accreditation.hasBadge) return <AccreditationBadge {...accreditation} />;
  if (accreditation.badgeRemovedAt) return <Badge variant="destructive">{t('Expired')}</Badge>;
  return <Badge variant="secondary">{t('Awaiting verification')}</Badge>;
}

function AccreditationRow({ accreditation }: { accreditation: Accreditation }) {
  const t = useT();
  const remove = useRemoveAccreditation();
  return (
    <li className="flex flex-col gap-2 rounded-lg border p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="grid gap-1">
        <p className="font-medium">{accreditation.bodyName}</p>
        <p className="text-sm text-muted-foreground">
          {t('No. {number} · valid through {date}', {
            number: accreditation.number,
            date: formatDate(accreditation.expiresOn),
          })}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <AccreditationState accreditation={accreditation} />
          {accreditation.evidence && (
            <a
              href={accreditation.evidence.url}
              download
              className="inline-flex items-center gap-1 text-sm underline underline-offset-4"
            >
              <FileText className="size-4" aria-hidden="true" />
              {t('Download certificate')}
            </a>
          )}
        </div>
      </div>
      <ConfirmButton
        buttonProps={{ variant: 'outline', size: 'sm' }}
        title={t('Remove this accreditation?')}
        description={t(
          'Its certificate is deleted, and a verified badge disappears from your profile.',
        )}
        confirmLabel={t('Remove')}
        cancelLabel={t('Cancel')}
        confirmVariant="destructive"
        onConfirm={async () => {
          await remove.mutateAsync(accreditation.id);
          toast({ title: t('Accreditation removed') });
        }}
      >
        <Trash2 aria-hidden="true" />
        {t('Remove')}
        <span className="sr-only"> {accreditation.bodyName}</span>
      </ConfirmButton>
    </li>
  );
}

function AddAccreditationForm() {
  const t = useT();
  const add = useAddAccreditation();
  return (
    <UploadForm
      label={t('Add an accreditation')}
      mutation={add}
      success={{
        title: t('Accreditation added'),
        description: t('It gets its badge once verified.'),
      }}
      submitLabel={
        <>
          <Plus aria-hidden="true" />
          {t('Add accreditation')}
        </>
      }
    >
      <div className="grid gap-1.5">
        <Label htmlFor="accreditation-body">{t('Accreditation body')}</Label>
        <NativeSelect id="accreditation-body" name="body" required defaultValue="JCI">
          {ACCREDITATION_BODIES.map((body) => (
            <option key={body.code} value={body.code}>
              {body.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="accreditation-number">{t('Certificate number')}</Label>
        <Input id="accreditation-number" name="number" required maxLength={50} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="accreditation-expiry">{t('Valid through')}</Label>
        <Input id="accreditation-expiry" name="expiresOn" type="date" required />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="accreditation-file">
          {t('Certificate (PDF, JPEG or PNG, up to 10 MB)')}
        </Label>
        <Input
          id="accreditation-file"
          name="file"
          type="file"
          required
          accept="application/pdf,image/jpeg,image/png"
        />
      </div>
    </UploadForm>
  );
}

/** The profile's accreditations with their state and certificate, and the form to add one. */
export function AccreditationsSection({ profile }: { profile: OwnHospitalProfile }) {
  const t = useT();
  return (
    <section aria-labelledby="accreditations-heading" className="grid gap-3">
      <h2 id="accreditations-heading" className="text-lg font-semibold">
        {t('Accreditations')}
      </h2>
      {profile.accreditations.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {t("No accreditations yet. Add JCI or your national body's certificate.")}
        </p>
      ) : (
        <ul className="grid gap-2">
          {profile.accreditations.map((accreditation) => (
            <AccreditationRow key={accreditation.id} accreditation={accreditation} />
          ))}
        </ul>
      )}
      <AddAccreditationForm />
    </section>
  );
}
