import { CircleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '#client/components/ui/variants.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/** The catch-all page (SPEC §2.1, §8): "404 Page Not Found" with a link home. */
export function NotFoundPage() {
  const t = useT();
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <div className="flex max-w-md flex-col items-center gap-4 text-center">
        <CircleAlert className="size-12 text-destructive" aria-hidden="true" />
        <h1 className="text-2xl font-bold tracking-tight">{t('404 Page Not Found')}</h1>
        <p className="text-muted-foreground">
          {t('The page you are looking for does not exist or you do not have access to it.')}
        </p>
        <Link href="/" data-slot="button" className={buttonVariants()}>
          {t('Go home')}
        </Link>
      </div>
    </div>
  );
}
