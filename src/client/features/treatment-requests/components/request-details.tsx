import type { ReactNode } from 'react';
import { isBiddingClosed } from '#shared/treatment-requests/treatment-requests.policies.ts';
import type { TreatmentRequest } from '#shared/treatment-requests/treatment-requests.schemas.ts';
import {
  formatBudgetRange,
  formatCalendarDate,
  formatDate,
  formatDateTime,
} from '#client/lib/format.ts';
import { useT } from '#client/i18n/locale-context.tsx';
import { msg } from '#client/i18n/msg.ts';
import { HiddenDescriptionNote } from '#client/features/treatment-requests/components/hidden-description-note.tsx';

const NOT_SPECIFIED = msg('Not specified');

/** `value`, or "Not specified" (English) when blank. */
function orNotSpecified(value: string | null | undefined): string {
  return value && value.trim() ? value : NOT_SPECIFIED;
}

/**
 * A request's full details as a labelled list (request detail and Submit Bid, SPEC §2.7, §2.8):
 * description, location, budget, preferred dates, creation date and the bid deadline (issue
 * #15) with `deadlineAction` beside it (the owner's Extend); a blank value reads "Not
 * specified", a description the server withheld says why.
 */
export function RequestDetails({
  request,
  deadlineAction,
}: {
  request: TreatmentRequest;
  deadlineAction?: ReactNode;
}) {
  const deadline = request.bidDeadline;
  const t = useT();
  const rows: Array<{ label: string; value: string }> = [
    { label: t('Preferred location'), value: t(orNotSpecified(request.preferredLocation)) },
    { label: t('Budget'), value: formatBudgetRange(request.budgetMin, request.budgetMax) },
    {
      label: t('Preferred dates'),
      value: `${formatCalendarDate(request.preferredStartDate)} – ${formatCalendarDate(request.preferredEndDate)}`,
    },
    { label: t('Created'), value: formatDate(request.createdAt) },
  ];
  return (
    <dl className="grid gap-4 text-sm sm:grid-cols-2">
      <div className="grid gap-1 sm:col-span-2">
        <dt className="font-medium text-muted-foreground">{t('Description')}</dt>
        <dd className="break-words whitespace-pre-line">
          {request.description === undefined ? (
            <HiddenDescriptionNote />
          ) : (
            t(orNotSpecified(request.description))
          )}
        </dd>
      </div>
      {rows.map((row) => (
        <div key={row.label} className="grid gap-0.5">
          <dt className="font-medium text-muted-foreground">{row.label}</dt>
          <dd className="break-words">{row.value}</dd>
        </div>
      ))}
      <div className="grid gap-0.5">
        <dt className="font-medium text-muted-foreground">{t('Bid deadline')}</dt>
        <dd className="flex flex-wrap items-center gap-2 break-words">
          {deadline === null
            ? t('None: bids are taken while the request is open')
            : isBiddingClosed(deadline)
              ? t('{date} (passed)', { date: formatDateTime(deadline) })
              : formatDateTime(deadline)}
          {deadlineAction}
        </dd>
      </div>
    </dl>
  );
}
