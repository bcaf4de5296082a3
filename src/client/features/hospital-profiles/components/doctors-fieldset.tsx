import { Plus, Trash2 } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { toDoctorDraft, type DoctorDraft } from './profile-form-state.ts';
import { TextField } from './text-field.tsx';
import { useT } from '#client/i18n/locale-context.tsx';

/** The named doctors of the profile editor: one group of fields per doctor, add and remove. */
export function DoctorsFieldset({
  doctors,
  onChange,
}: {
  doctors: DoctorDraft[];
  onChange: (doctors: DoctorDraft[]) => void;
}) {
  const t = useT();
  const update = (key: string, patch: Partial<DoctorDraft>) =>
    onChange(doctors.map((doctor) => (doctor.key === key ? { ...doctor, ...patch } : doctor)));
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-base font-semibold">{t('Doctors')}</legend>
      {doctors.length === 0 && (
        <p className="text-sm text-muted-foreground">{t('No doctors listed yet.')}</p>
      )}
      {doctors.map((doctor, index) => (
        <div
          key={doctor.key}
          role="group"
          aria-label={t('Doctor {number}', { number: index + 1 })}
          className="grid gap-3 rounded-lg border p-3 sm:grid-cols-2"
        >
          <TextField
            label={t('Name')}
            value={doctor.name}
            onChange={(name) => update(doctor.key, { name })}
          />
          <TextField
            label={t('Specialty')}
            value={doctor.specialty}
            onChange={(specialty) => update(doctor.key, { specialty })}
          />
          <TextField
            label={t('Registration number')}
            value={doctor.registrationNumber}
            onChange={(registrationNumber) => update(doctor.key, { registrationNumber })}
          />
          <TextField
            label={t('Years of practice')}
            inputMode="numeric"
            value={doctor.yearsOfPractice}
            onChange={(yearsOfPractice) => update(doctor.key, { yearsOfPractice })}
          />
          <TextField
            label={t('Languages')}
            hint={t('ISO 639-1 codes, comma-separated ({example})', { example: 'en, es, ar' })}
            value={doctor.languages}
            onChange={(languages) => update(doctor.key, { languages })}
          />
          <div className="flex items-end">
            <Button
              type="button"
              variant="outline"
              onClick={() => onChange(doctors.filter((each) => each.key !== doctor.key))}
            >
              <Trash2 aria-hidden="true" />
              {t('Remove doctor {number}', { number: index + 1 })}
            </Button>
          </div>
        </div>
      ))}
      <Button
        type="button"
        variant="outline"
        className="w-fit"
        onClick={() => onChange([...doctors, toDoctorDraft()])}
      >
        <Plus aria-hidden="true" />
        {t('Add a doctor')}
      </Button>
    </fieldset>
  );
}
