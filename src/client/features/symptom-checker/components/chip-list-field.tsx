import { Plus, X } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { MAX_SYMPTOM_ENTRY_LENGTH } from '#shared/common/constants.ts';
import { Button } from '#client/components/ui/button.tsx';
import {
  FormControl,
  FormDescription,
  FormItem,
  FormLabel,
  FormMessage,
} from '#client/components/ui/form.tsx';
import { Input } from '#client/components/ui/input.tsx';
import {
  addChip,
  chipIndexAfterRemoval,
  removeChipAt,
  type AddChipOutcome,
} from '#client/features/symptom-checker/lib/chip-list.ts';
import type { Translator } from '#client/i18n/i18n.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/** Words for one kind of entry: "symptom" / "symptoms" (English, marked with `msg`, shown through `t`). */
export interface ChipNoun {
  one: string;
  many: string;
}

function countText(count: number, noun: ChipNoun, t: Translator): string {
  return count === 1
    ? t('1 {noun}', { noun: t(noun.one) })
    : t('{count} {noun}', { count, noun: t(noun.many) });
}

function feedbackFor(
  outcome: AddChipOutcome,
  text: string,
  noun: ChipNoun,
  max: number,
  t: Translator,
): string {
  switch (outcome) {
    case 'added':
    case 'blank':
      return '';
    case 'duplicate':
      return t('“{text}” is already on your list.', { text });
    case 'full':
      return t('You can add up to {count} {noun}.', { count: max, noun: t(noun.many) });
  }
}

/**
 * A form field holding a list of short texts as removable chips (SPEC §4, §5: symptoms,
 * existing conditions, medications). Type an entry and press Enter or Add; blank entries are
 * ignored and repeats refused with a note. Each chip has a Remove button; after removing, focus
 * moves to the next chip or back to the input. Changes are announced politely to screen readers.
 * Use inside a FormField: the label, description and error are wired to the text input, which
 * receives `inputRef` (react-hook-form focuses it on an error). The typed-but-not-added text is
 * `draft`, owned by the caller so Next can add it.
 */
export function ChipListField({
  label,
  description,
  placeholder,
  noun,
  maxItems,
  items,
  onItemsChange,
  draft,
  onDraftChange,
  inputRef,
}: {
  label: string;
  description?: string;
  placeholder?: string;
  noun: ChipNoun;
  maxItems: number;
  items: readonly string[];
  onItemsChange: (items: readonly string[]) => void;
  draft: string;
  onDraftChange: (draft: string) => void;
  inputRef?: (element: HTMLInputElement | null) => void;
}) {
  const t = useT();
  const ownInputRef = useRef<HTMLInputElement | null>(null);
  const removeButtons = useRef<Array<HTMLButtonElement | null>>([]);
  const [feedback, setFeedback] = useState('');
  const [announcement, setAnnouncement] = useState('');

  const add = () => {
    const result = addChip(items, draft, { maxItems });
    setFeedback(feedbackFor(result.outcome, result.text, noun, maxItems, t));
    if (result.outcome === 'duplicate' || result.outcome === 'added') onDraftChange('');
    if (result.outcome !== 'added') return;
    onItemsChange(result.items);
    setAnnouncement(
      t('Added {item}. {count} on your list.', {
        item: result.text,
        count: countText(result.items.length, noun, t),
      }),
    );
  };

  const remove = (index: number) => {
    const removed = items[index];
    const next = removeChipAt(items, index);
    flushSync(() => {
      onItemsChange(next);
      setFeedback('');
      setAnnouncement(
        t('Removed {item}. {count} on your list.', {
          item: removed ?? '',
          count: countText(next.length, noun, t),
        }),
      );
    });
    const focusIndex = chipIndexAfterRemoval(index, next.length);
    if (focusIndex === null) ownInputRef.current?.focus();
    else removeButtons.current[focusIndex]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the entry instead of submitting the form (SPEC §5).
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    add();
  };

  const setInputRef = (element: HTMLInputElement | null) => {
    ownInputRef.current = element;
    inputRef?.(element);
  };

  return (
    <FormItem>
      <FormLabel>{label}</FormLabel>
      <div className="flex gap-2">
        <FormControl>
          <Input
            ref={setInputRef}
            value={draft}
            maxLength={MAX_SYMPTOM_ENTRY_LENGTH}
            placeholder={placeholder}
            autoComplete="off"
            enterKeyHint="enter"
            onChange={(event) => {
              onDraftChange(event.target.value);
              if (feedback) setFeedback('');
            }}
            onKeyDown={onKeyDown}
          />
        </FormControl>
        <Button
          type="button"
          variant="secondary"
          className="shrink-0"
          aria-label={t('Add {noun}', { noun: t(noun.one) })}
          onClick={add}
        >
          <Plus aria-hidden="true" />
          {t('Add')}
        </Button>
      </div>
      {description && <FormDescription>{description}</FormDescription>}
      <FormMessage />
      {feedback && <p className="text-sm text-muted-foreground">{feedback}</p>}
      <p aria-live="polite" className="sr-only">
        {feedback || announcement}
      </p>
      {items.length > 0 && (
        <ul
          aria-label={t('Added {noun}', { noun: t(noun.many) })}
          className="flex flex-wrap gap-2 pt-1"
        >
          {items.map((item, index) => (
            <li
              key={item}
              className="inline-flex max-w-full items-center gap-1 rounded-full border bg-secondary py-1 ps-3 pe-1 text-sm text-secondary-foreground"
            >
              <span className="min-w-0 [overflow-wrap:anywhere]">{item}</span>
              <button
                type="button"
                ref={(element) => {
                  removeButtons.current[index] = element;
                }}
                aria-label={t('Remove {item}', { item })}
                onClick={() => remove(index)}
                className="inline-flex size-7 shrink-0 items-center justify-center rounded-full text-muted-foreground outline-none transition-colors hover:bg-background hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </FormItem>
  );
}
