import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { QueryErrorState } from '#client/components/query-error-state.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { fetchBlob } from '#client/lib/api-client.ts';
import { lazyPage } from '#client/lib/lazy-page.ts';

// pdf.js is large: it loads only when a PDF certificate is shown (ADR 0040).
const PdfPreview = lazyPage(
  () => import('#client/features/records/components/pdf-preview.tsx'),
  'PdfPreview',
);

function Loading() {
  return (
    <div role="status" aria-label="Loading the certificate">
      <Skeleton aria-hidden="true" className="h-96 w-full" />
    </div>
  );
}

/**
 * A PDF certificate in the verification queue (issue #17), drawn by the records feature's pdf.js
 * preview: the file is served sandboxed, where the browser's own PDF viewer does not run.
 */
export function EvidencePdf({ url, title }: { url: string; title: string }) {
  const content = useQuery({
    queryKey: [url],
    queryFn: ({ signal }) => fetchBlob(url, { signal }),
    staleTime: Infinity,
  });
  if (content.isPending) return <Loading />;
  if (content.isError) {
    return (
      <QueryErrorState
        title="Couldn't load the certificate"
        error={content.error}
        onRetry={() => void content.refetch()}
      />
    );
  }
  return (
    <Suspense fallback={<Loading />}>
      <PdfPreview blob={content.data} title={title} />
    </Suspense>
  );
}
