import { useState, type FormEvent } from 'react';
import type { OwnHospitalProfile } from '#shared/hospital-profiles/hospital-profiles.schemas.ts';
import { SubmitButton } from '#client/components/submit-button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useSaveHospitalProfile } from '#client/features/hospital-profiles/api/use-profile-mutations.ts';
import { DoctorsFieldset } from './doctors-fieldset.tsx';
import { toProfileDraft, toProfileInput, type ProfileDraft } from './profile-form-state.ts';
import { TextField } from './text-field.tsx';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * The profile's details (issue #17): legal name, place, website, licence, specialties,
 * languages and doctors. The server's schema judges the input; its message shows in the toast.
 */
export function ProfileDetailsForm({ profile }: { profile: OwnHospitalProfile }) {
  const t = useT();
  const [draft, setDraft] = useState<ProfileDraft>(() => toProfileDraft(profile));
  const save = useSaveHospitalProfile();
  const set = (patch: Partial<ProfileDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(toProfileInput(draft), {
      onSuccess: () => toast({ title: t('Profile saved') }),
    });
  };

  return (
    <form onSubmit={onSubmit} aria-label={t('Hospital details')} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('Legal name')}
          value={draft.legalName}
          onChange={(legalName) => set({ legalName })}
        />
        <TextField
          label={t('Licence number')}
          value={draft.licenceNumber}
          onChange={(licenceNumber) => set({ licenceNumber })}
        />
        <TextField
          label={t('Country')}
          hint={t('Two-letter ISO 3166 code ({example})', { example: 'IN, SG, TH' })}
          maxLength={2}
          value={draft.country}
          onChange={(country) => set({ country: country.toUpperCase() })}
        />
        <TextField label={t('City')} value={draft.city} onChange={(city) => set({ city })} />
      </div>
      <TextField
        label={t('Address')}
        isMultiline
        value={draft.address}
        onChange={(address) => set({ address })}
      />
      <TextField
        label={t('Website')}
        type="url"
        placeholder="https://"
        value={draft.website}
        onChange={(website) => set({ website })}
      />
      <TextField
        label={t('Specialties')}
        hint={t('Comma-separated ({example})', { example: t('Orthopaedics, Cardiology') })}
        value={draft.specialties}
        onChange={(specialties) => set({ specialties })}
      />
      <TextField
        label={t('Languages spoken')}
        hint={t('ISO 639-1 codes, comma-separated ({example})', { example: 'en, hi, ar' })}
        value={draft.languages}
        onChange={(languages) => set({ languages })}
      />
      <DoctorsFieldset doctors={draft.doctors} onChange={(doctors) => set({ doctors })} />
      <SubmitButton isPending={save.isPending} className="w-fit">
        {t('Save details')}
      </SubmitButton>
    </form>
  );
}
