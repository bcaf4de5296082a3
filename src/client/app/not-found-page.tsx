import { CircleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '#client/components/ui/variants.ts';

/** The catch-all page (SPEC §2.1, §8): "404 Page Not Found" with a link home. */
export function NotFoundPage() {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <div className="flex max-w-md flex-col items-center gap-4 text-center">
        <CircleAlert className="size-12 text-destructive" aria-hidden="true" />
        <h1 className="text-2xl font-bold tracking-tight">404 Page Not Found</h1>
        <p className="text-muted-foreground">
          The page you are looking for does not exist or you do not have access to it.
        </p>
        <Link href="/" data-slot="button" className={buttonVariants()}>
          Go home
        </Link>
      </div>
    </div>
  );
}
