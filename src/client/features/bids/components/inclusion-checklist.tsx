import { useFormContext } from 'react-hook-form';
import type { InclusionCategory } from '#shared/bids/quote-inclusions.ts';
import type { BidFormValues, ChecklistMark } from '#client/features/bids/lib/bid-form-values.ts';
import { useT } from '#client/i18n/locale-context.tsx';
import { msg } from '#client/i18n/msg.ts';

const MARKS: ReadonlyArray<{ mark: ChecklistMark; label: string }> = [
  { mark: 'included', label: msg('Included') },
  { mark: 'excluded', label: msg('Excluded') },
  { mark: 'unstated', label: msg('Not stated') },
];

function ChecklistRow({ item, index }: { item: string; index: number }) {
  const { register } = useFormContext<BidFormValues>();
  const labelId = `checklist-${index}-label`;
  const t = useT();
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelId}
      className="grid gap-1.5 border-b py-2 last:border-b-0 sm:grid-cols-[1fr_auto] sm:items-center"
    >
      <span id={labelId} className="text-sm font-medium break-words">
        {item}
      </span>
      <div className="flex flex-wrap gap-1.5">
        {MARKS.map(({ mark, label }) => (
          <label
            key={mark}
            className="flex cursor-pointer items-center gap-1.5 rounded-md border px-2 py-1 text-xs has-checked:border-primary has-checked:bg-primary/10 has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50"
          >
            <input
              type="radio"
              value={mark}
              className="size-3.5 accent-primary"
              {...register(`checklist.${index}`)}
            />
            {t(label)}
          </label>
        ))}
      </div>
    </div>
  );
}

/**
 * The request's typical quote items (issue #15, `quote-inclusions.json`) as Included /
 * Excluded / Not stated radios, typically-included items first. Every item starts "Not stated":
 * the list says what packages of this kind usually cover, not what this hospital does.
 */
export function InclusionChecklist({ category }: { category: InclusionCategory }) {
  const items = checklistItemsOf(category);
  const t = useT();
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">{t('What your price includes')}</legend>
      <p className="text-sm text-muted-foreground">
        {t(
          'Typical items for {category} packages. Mark each one so the patient can compare quotes item by item.',
          { category: category.label.toLowerCase() },
        )}
      </p>
      <div className="rounded-lg border px-3">
        {items.map((item, index) => (
          <ChecklistRow key={item} item={item} index={index} />
        ))}
      </div>
    </fieldset>
  );
}

/** The checklist's items in the order the form's `checklist` marks follow. */
export function checklistItemsOf(category: InclusionCategory): string[] {
  return [...category.typicallyIncluded, ...category.typicallyExcluded];
}
