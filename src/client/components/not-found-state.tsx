import { SearchX } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';

/**
 * A whole page for a record that does not exist or is hidden from the viewer (SPEC §8:
 * "Request not found", "Hospital not found"), with one way back.
 */
export function NotFoundState({
  title,
  description,
  back,
}: {
  title: string;
  description: string;
  back: { href: string; label: string };
}) {
  return (
    <div className="flex flex-1 items-center justify-center py-12">
      <EmptyState
        className="w-full max-w-lg"
        icon={SearchX}
        titleAs="h1"
        title={title}
        description={description}
        action={
          <Button asChild>
            <Link href={back.href}>{back.label}</Link>
          </Button>
        }
      />
    </div>
  );
}
