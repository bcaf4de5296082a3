import { cataloguePaths } from '#shared/catalogue/catalogue-paths.ts';
import { ClipboardList, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '#shared/navigation/paths.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useT } from '#client/i18n/locale-context.tsx';
import { LOGIN_HREF } from '#client/features/marketing/content/marketing-links.ts';
import {
  MarketingSection,
  SectionHeading,
} from '#client/features/marketing/components/marketing-section.tsx';

/**
 * Closing tile of the hospital grid: the marketplace's real path is a request, not a
 * catalogue.
 */
function RequestCallToAction({ canCreateRequest }: { canCreateRequest: boolean }) {
  const t = useT();
  return (
    <div className="flex flex-1 flex-col justify-center gap-4 rounded-2xl border border-dashed border-primary/40 bg-primary/5 p-6 text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
        <ClipboardList className="size-6" aria-hidden="true" />
      </span>
      <h3 className="text-lg font-semibold">{t('Looking for something else?')}</h3>
      <p className="text-sm text-muted-foreground">
        {t('Post a treatment request and let verified hospitals in every city bid for your care.')}
      </p>
      <Button asChild variant="outline" className="mx-auto">
        {canCreateRequest ? (
          <Link href={paths.createRequest}>{t('Create a treatment request')}</Link>
        ) : (
          <a href={LOGIN_HREF}>{t('Create a treatment request')}</a>
        )}
      </Button>
    </div>
  );
}

/**
 * Featured partner hospitals (SPEC §2.3): the verified hospitals from the database (issue #17),
 * given as `hospitals` (list items, composed by the app), then the request tile.
 * `canCreateRequest` is true for roles that may open `/create-request` (SPEC §2.1); everyone
 * else is sent to sign in first.
 */
export function FeaturedHospitalsSection({
  canCreateRequest,
  hospitals,
}: {
  canCreateRequest: boolean;
  hospitals: ReactNode;
}) {
  const t = useT();
  return (
    <MarketingSection id="hospitals" labelledBy="hospitals-title">
      <SectionHeading
        id="hospitals-title"
        eyebrow={t('Partner hospitals')}
        title={t('Verified partner hospitals')}
        description={t(
          'Hospitals our team has verified, with the rating patients gave them after treatment. Open a hospital to see treatments and typical rates.',
        )}
      />
      <ul className="grid grid-cols-1 gap-6 @xl:grid-cols-2 @4xl:grid-cols-3 @6xl:grid-cols-4">
        {hospitals}
        <li className="flex">
          <RequestCallToAction canCreateRequest={canCreateRequest} />
        </li>
      </ul>
      <p className="mx-auto mt-8 flex max-w-3xl items-start justify-center gap-2 text-center text-xs text-muted-foreground sm:text-sm">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          {t(
            'Ratings come only from reviews of patients whose bid was accepted. Rates are estimates in USD; your final price comes from the bids hospitals submit on your treatment request.',
          )}{' '}
          <a
            href={cataloguePaths.hospitals}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('All verified hospitals')}
          </a>
        </span>
      </p>
    </MarketingSection>
  );
}
