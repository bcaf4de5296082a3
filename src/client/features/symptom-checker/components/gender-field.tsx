import type { Ref } from 'react';
import { GenderSchema, type Gender } from '#shared/symptom-checker/symptom-checker.schemas.ts';
import { ChoiceField } from '#client/features/symptom-checker/components/choice-field.tsx';

const GENDER_CHOICES = GenderSchema.options.map((gender) => ({
  value: gender,
  label: { male: 'Male', female: 'Female', other: 'Other' }[gender],
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
  return (
    <ChoiceField
      legend="Gender"
      options={GENDER_CHOICES}
      value={value}
      onChange={onChange}
      inputRef={inputRef}
    />
  );
}
