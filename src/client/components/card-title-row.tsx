import type { ReactNode } from 'react';

/**
 * A card's title with a status badge pinned to the right: the title wraps inside its column,
 * the badge never drops under it (request and bid cards at 390 px).
 */
export function CardTitleRow({ children, badge }: { children: ReactNode; badge: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="min-w-0 flex-1">{children}</div>
      <div className="shrink-0 pt-0.5">{badge}</div>
    </div>
  );
}
