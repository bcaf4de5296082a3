/*
 * PDF records drawn with pdf.js (ADR 0040). The file's own response is a sandboxed document
 * that Chrome's PDF viewer will not show, so the page draws the fetched bytes on a canvas. This
 * module is loaded only when a PDF is opened, keeping pdf.js out of every other route's chunks;
 * its worker is a file of our own origin (CSP `script-src 'self'`, which workers fall back to).
 */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  getDocument,
  GlobalWorkerOptions,
  type PDFDocumentLoadingTask,
  type PDFDocumentProxy,
} from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { useT } from '#client/i18n/locale-context.tsx';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Largest image pdf.js decodes, in pixels: a hostile PDF cannot make it allocate gigabytes. */
const MAX_IMAGE_PIXELS = 64 * 1024 * 1024;

/** Opens the PDF in `blob`; null until it is parsed. Rejects through `onError`. */
function usePdfDocument(blob: Blob, onError: (error: unknown) => void) {
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  useEffect(() => {
    let isCurrent = true;
    let task: PDFDocumentLoadingTask | null = null;
    blob
      .arrayBuffer()
      .then((buffer) => {
        if (!isCurrent) return null;
        task = getDocument({
          data: new Uint8Array(buffer),
          // No eval and no WebAssembly: the app's CSP allows neither; pdf.js has JS fallbacks.
          isEvalSupported: false,
          useWasm: false,
          enableXfa: false,
          maxImageSize: MAX_IMAGE_PIXELS,
        });
        return task.promise;
      })
      .then(
        (document) => isCurrent && document && setPdf(document),
        (error: unknown) => isCurrent && onError(error),
      );
    return () => {
      isCurrent = false;
      void task?.destroy();
    };
  }, [blob, onError]);
  return pdf;
}

/** Draws page `pageNumber` of `pdf` to fit the canvas's container width, sharp on HiDPI. */
function PdfPageCanvas({
  pdf,
  pageNumber,
  label,
  onError,
}: {
  pdf: PDFDocumentProxy;
  pageNumber: number;
  label: string;
  onError: (error: unknown) => void;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [drawnPage, setDrawnPage] = useState<number | null>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let isCurrent = true;
    let cancelRender = () => {};
    void pdf.getPage(pageNumber).then(async (page) => {
      if (!isCurrent) return;
      const width = canvas.parentElement?.clientWidth || 600;
      const cssScale = width / page.getViewport({ scale: 1 }).width;
      const viewport = page.getViewport({ scale: cssScale * (window.devicePixelRatio || 1) });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${Math.floor(viewport.width / (window.devicePixelRatio || 1))}px`;
      const task = page.render({ canvas, viewport });
      cancelRender = () => task.cancel();
      try {
        await task.promise;
        if (isCurrent) setDrawnPage(pageNumber);
      } catch (error) {
        if (isCurrent) onError(error);
      }
    }, onError);
    return () => {
      isCurrent = false;
      cancelRender();
    };
  }, [pdf, pageNumber, onError]);
  return (
    <div className="w-full overflow-hidden rounded-md border bg-white">
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={label}
        data-drawn-page={drawnPage ?? undefined}
        className="block h-auto max-w-full"
      />
    </div>
  );
}

/**
 * A PDF record's pages, one at a time, with Previous / Next and "Page n of m" announced to
 * screen readers. A file pdf.js cannot read says so, pointing to the download.
 */
export function PdfPreview({ blob, title }: { blob: Blob; title: string }) {
  const t = useT();
  const [error, setError] = useState<unknown>(null);
  const pdf = usePdfDocument(blob, setError);
  const [pageNumber, setPageNumber] = useState(1);

  if (error) {
    return (
      <p role="alert" className="text-sm">
        {t('This PDF could not be shown here. Download it to open it in another viewer.')}
      </p>
    );
  }
  if (!pdf) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {t('Opening the PDF…')}
      </p>
    );
  }
  const pageCount = pdf.numPages;
  return (
    <div className="grid gap-3">
      <PdfPageCanvas
        pdf={pdf}
        pageNumber={pageNumber}
        label={t('{title}, page {page} of {count}', { title, page: pageNumber, count: pageCount })}
        onError={setError}
      />
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => setPageNumber((page) => page - 1)}
          disabled={pageNumber <= 1}
        >
          <ChevronLeft aria-hidden="true" className="rtl:rotate-180" />
          {t('Previous')}
          <span className="sr-only"> {t('page')}</span>
        </Button>
        <p className="text-sm whitespace-nowrap" aria-live="polite">
          {t('Page {page} of {count}', { page: pageNumber, count: pageCount })}
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => setPageNumber((page) => page + 1)}
          disabled={pageNumber >= pageCount}
        >
          {t('Next')}
          <span className="sr-only"> {t('page')}</span>
          <ChevronRight aria-hidden="true" className="rtl:rotate-180" />
        </Button>
      </div>
    </div>
  );
}
