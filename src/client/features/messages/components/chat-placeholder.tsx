import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * The chat pane when no chat can show: "Select a Conversation" (SPEC §2.9) or why there is no
 * recipient (SPEC §8). `isAlert` announces it (a problem, not a resting state).
 */
export function ChatPlaceholder({
  icon: Icon,
  title,
  description,
  action,
  isAlert = false,
}: {
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  isAlert?: boolean;
}) {
  return (
    <div
      role={isAlert ? 'alert' : undefined}
      className="flex flex-1 flex-col items-center justify-center gap-3 px-6 py-12 text-center"
    >
      <div className="flex size-12 items-center justify-center rounded-full bg-muted">
        <Icon className="size-6 text-muted-foreground" aria-hidden="true" />
      </div>
      <h2 className="text-base font-semibold">{title}</h2>
      {description && <p className="max-w-sm text-sm text-muted-foreground">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
