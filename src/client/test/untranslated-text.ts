import { activateTranslator, fillPlaceholders } from '#client/i18n/i18n.ts';

/** Opening and closing marks of the pseudo-locale: every translated text is inside a pair. */
const OPEN = '⟦';
const CLOSE = '⟧';

/**
 * Makes a pseudo-locale active in which every message from the catalogues shows wrapped in
 * ⟦…⟧, so a text without the marks did not come through `t` (ADR 0058). `restore` goes back
 * to English.
 */
export function activatePseudoLocale(): { restore: () => void } {
  activateTranslator(
    'en',
    (message, values) => `${OPEN}${fillPlaceholders(message, values)}${CLOSE}`,
  );
  return { restore: () => activateTranslator('en', fillPlaceholders) };
}

/** Text that needs no translation: numbers, money, punctuation, bullets and check marks. */
const LANGUAGE_FREE = /^[\d\s$€£₹%+.,:;·•✓✗–—()/#-]*$/;

/** Attributes whose text a user hears or sees. */
const TEXT_ATTRIBUTES = ['aria-label', 'title', 'alt', 'placeholder'] as const;

function isTranslatedText(text: string): boolean {
  const trimmed = text.trim();
  return (
    LANGUAGE_FREE.test(trimmed) ||
    (trimmed.startsWith(OPEN) && trimmed.endsWith(CLOSE)) ||
    // A sentence joined from translated parts, e.g. `⟦Step 1:⟧ ⟦Create a request⟧`.
    trimmed.replace(/⟦[^⟧]*⟧/g, '').trim() === ''
  );
}

/**
 * The visible texts and text attributes under `root` that are not pseudo-localised, skipping
 * content marked `translate="no"` (proper names), `lang` (a language's own name) and the
 * texts in `data` (what the API sent, not the client's to translate).
 */
export function untranslatedTexts(root: Element, data: readonly string[] = []): string[] {
  const found: string[] = [];
  const isTranslated = (text: string) => data.includes(text.trim()) || isTranslatedText(text);
  const isExempt = (element: Element | null) =>
    element?.closest('[translate="no"], [lang]:not(html)') != null;
  const walker = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent?.closest('script, style') || isExempt(parent)) continue;
    // Adjacent text nodes of one element read as one text.
    if (!isTranslated(node.textContent ?? '') && !isTranslated(parent?.textContent ?? '')) {
      found.push((node.textContent ?? '').trim());
    }
  }
  for (const element of root.querySelectorAll('*')) {
    if (isExempt(element)) continue;
    for (const name of TEXT_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value !== null && !isTranslated(value)) found.push(`${name}="${value}"`);
    }
  }
  return found;
}
