import { useId, type Ref } from 'react';
import { cn } from '#client/lib/utils.ts';

/** One option of a {@link ChoiceField}. */
export interface Choice<T extends string> {
  value: T;
  label: string;
}

/**
 * A single choice as native radio buttons in a fieldset, so arrow keys move between them and
 * a screen reader reads the legend with each option; every option is a large tap target.
 * `value` null: nothing chosen yet. `error` is announced with the group (aria-describedby).
 */
export function ChoiceField<T extends string>({
  legend,
  options,
  value,
  onChange,
  inputRef,
  error,
  legendClassName,
}: {
  legend: string;
  options: readonly Choice<T>[];
  value: T | null;
  onChange: (value: T) => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  legendClassName?: string;
}) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset
      className="grid gap-2"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={cn('mb-2 text-sm leading-snug font-medium', legendClassName)}>
        {legend}
      </legend>
      <div className="grid grid-cols-3 gap-2">
        {options.map((option, index) => {
          const isChecked = value === option.value;
          return (
            <label
              key={option.value}
              className={cn(
                'flex h-10 cursor-pointer items-center justify-center gap-2 rounded-md border bg-background px-3 text-sm font-medium shadow-xs transition-colors hover:bg-accent has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
                isChecked && 'border-primary bg-primary/10 text-foreground hover:bg-primary/10',
                error && 'border-destructive',
              )}
            >
              <input
                ref={isChecked || (value === null && index === 0) ? inputRef : undefined}
                type="radio"
                name={name}
                value={option.value}
                checked={isChecked}
                onChange={() => onChange(option.value)}
                className="size-4 accent-primary outline-none"
              />
              {option.label}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
