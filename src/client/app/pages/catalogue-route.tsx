import { useSearch } from 'wouter';
import type { Role } from '#shared/auth/auth.schemas.ts';
import type { CataloguePageKind } from '#shared/catalogue/catalogue-rendering.ts';
import { CatalogueHospitalPage } from '#client/features/catalogue/pages/catalogue-hospital-page.tsx';
import { HospitalsPage } from '#client/features/catalogue/pages/hospitals-page.tsx';
import { TreatmentPage } from '#client/features/catalogue/pages/treatment-page.tsx';

/**
 * The public catalogue's pages behind one lazy import (issue #17): a route table entry costs
 * the landing page's entry script bytes, three imports of one chunk cost one (ADR 0034's
 * budget). `?treatment=` on a hospital's page names the procedure a quote is for.
 */
export function CatalogueRoute({
  kind,
  slug,
  audience,
}: {
  kind: CataloguePageKind;
  slug: string;
  audience: Role | null;
}) {
  const treatmentSlug = new URLSearchParams(useSearch()).get('treatment') || undefined;
  switch (kind) {
    case 'treatment':
      return <TreatmentPage slug={slug} audience={audience} />;
    case 'hospitals':
      return <HospitalsPage />;
    case 'hospital':
      return (
        <CatalogueHospitalPage slug={slug} treatmentSlug={treatmentSlug} audience={audience} />
      );
  }
}
