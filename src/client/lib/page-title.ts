import { useEffect } from 'react';
import { PRODUCT_NAME } from '#shared/common/constants.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/** The document title of a page named `page`: `<page> · CareAbroad`. */
export function documentTitle(page: string): string {
  return `${page} · ${PRODUCT_NAME}`;
}

/**
 * Sets the document title to `<page> · CareAbroad` while the calling page is shown, so tabs,
 * history and screen readers (which announce the title on navigation) name the page (WCAG 2.4.2).
 * `page` is an English message (marked with `msg`), shown in the active language.
 */
export function useDocumentTitle(page: string): void {
  const title = useT()(page);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
