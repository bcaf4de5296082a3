import type { Ref } from 'react';
import { GenderSchema, type Gender } from '#shared/symptom-checker/symptom-checker.schemas.ts';
import { ChoiceField } from '#client/features/symptom-checker/components/choice-field.tsx';
import { msg } from '#client/i18n/msg.ts';
import { useT } from '#client/i18n/locale-context.tsx';

const GENDER_CHOICES = GenderSchema.options.map((gender) => ({
  value: gender,
  label: { male: msg('Male'), female: msg('Female'), other: msg('Other') }[gender],
}));

/** Gender as three radio buttons (SPEC §5: male, female or other; default male). */
export function GenderField({
  value,
  onChange,
  inputRef,
}: {
  value: Gender;
  onChange: (gender: Gender) => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const t = useT();
  return (
    <ChoiceField
      legend={t('Gender')}
      options={GENDER_CHOICES.map((choice) => ({ ...choice, label: t(choice.label) }))}
      value={value}
      onChange={onChange}
      inputRef={inputRef}
    />
  );
}
