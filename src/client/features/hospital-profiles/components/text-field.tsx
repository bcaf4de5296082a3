import { useId, type ComponentProps } from 'react';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';

/** A labelled text input (or textarea with `isMultiline`), with optional help text. */
export function TextField({
  label,
  hint,
  value,
  onChange,
  isMultiline,
  ...props
}: Omit<ComponentProps<'input'>, 'onChange' | 'value'> & {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  isMultiline?: boolean;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const shared = {
    id,
    value,
    'aria-describedby': hint ? hintId : undefined,
  };
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {isMultiline ? (
        <Textarea {...shared} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <Input {...props} {...shared} onChange={(event) => onChange(event.target.value)} />
      )}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}
