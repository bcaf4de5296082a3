import { ChevronRight, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { useT } from '#client/i18n/locale-context.tsx';

/** One quick action: where it goes, what it reads, and a line of help (English messages). */
export interface QuickAction {
  href: string;
  label: string;
  description?: string;
  icon: LucideIcon;
}

/** A grid of large link tiles for a dashboard's quick actions (SPEC §2.5). */
export function QuickActions({ actions }: { actions: readonly QuickAction[] }) {
  const t = useT();
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {actions.map(({ href, label, description, icon: Icon }) => (
        <li key={href}>
          <Link
            href={href}
            className="group flex h-full items-center gap-3 rounded-xl border bg-card p-4 shadow-sm outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <span className="grid min-w-0 flex-1 gap-0.5">
              <span className="text-sm font-medium">{t(label)}</span>
              {description && (
                <span className="text-xs text-muted-foreground">{t(description)}</span>
              )}
            </span>
            <ChevronRight
              className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5 rtl:rotate-180"
              aria-hidden="true"
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
