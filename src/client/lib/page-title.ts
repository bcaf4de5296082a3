import { useEffect } from 'react';
import { PRODUCT_NAME } from '#shared/common/constants.ts';

/** The document title of a page named `page`: `<page> · CareAbroad`. */
export function documentTitle(page: string): string {
  return `${page} · ${PRODUCT_NAME}`;
}

/**
 * Sets the document title to `<page> · CareAbroad` while the calling page is shown, so tabs,
 * history and screen readers (which announce the title on navigation) name the page (WCAG 2.4.2).
 */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}
