import { useId, type Ref } from 'react';
import { GenderSchema, type Gender } from '#shared/symptom-checker/symptom-checker.schemas.ts';
import { cn } from '#client/lib/utils.ts';

const GENDER_LABELS: Record<Gender, string> = { male: 'Male', female: 'Female', other: 'Other' };

/**
 * Gender as three radio buttons in a fieldset (SPEC §5: male, female or other; default male).
 * Native radios, so arrow keys move between them; each option is a large tap target.
 */
export function GenderField({
  value,
  onChange,
  inputRef,
}: {
  value: Gender;
  onChange: (gender: Gender) => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const name = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm leading-none font-medium">Gender</legend>
      <div className="grid grid-cols-3 gap-2">
        {GenderSchema.options.map((gender) => {
          const isChecked = value === gender;
          return (
            <label
              key={gender}
              className={cn(
                'flex h-10 cursor-pointer items-center justify-center gap-2 rounded-md border bg-background px-3 text-sm font-medium shadow-xs transition-colors hover:bg-accent has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
                isChecked && 'border-primary bg-primary/10 text-foreground hover:bg-primary/10',
              )}
            >
              <input
                ref={isChecked ? inputRef : undefined}
                type="radio"
                name={name}
                value={gender}
                checked={isChecked}
                onChange={() => onChange(gender)}
                className="size-4 accent-primary outline-none"
              />
              {GENDER_LABELS[gender]}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
