import type { ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#client/components/ui/card.tsx';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * The centred single-card layout of the sign-in page, for the account pages reached from
 * e-mails and the sign-in page (forgot password, set a new password, confirm an address).
 */
export function AccountCardPage({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-1 items-start justify-center bg-muted/40 px-4 py-10 sm:items-center sm:py-16">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle>
            <h1 tabIndex={-1} className="text-xl outline-none">
              {title}
            </h1>
          </CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent className="grid gap-4">{children}</CardContent>
      </Card>
    </div>
  );
}

/**
 * A form-level message: an error (`role="alert"`) or a confirmation (`role="status"`). `message`
 * is English, ours or the API's; it is shown in the active language.
 */
export function FormNotice({
  message,
  tone = 'error',
}: {
  message: string | undefined;
  tone?: 'error' | 'success';
}) {
  const t = useT();
  if (!message) return null;
  const isError = tone === 'error';
  return (
    <div
      role={isError ? 'alert' : 'status'}
      className={
        isError
          ? 'flex items-start gap-2 rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm text-destructive'
          : 'rounded-md border border-primary/30 bg-primary/5 px-3 py-2 text-sm text-foreground'
      }
    >
      {isError && <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />}
      <span>{t(message)}</span>
    </div>
  );
}

/** The token of an e-mailed link: it rides in the URL fragment (`#token=…`, see paths.ts). */
export function readLinkToken(hash: string = window.location.hash): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}
