import type { TreatmentRequest } from '#shared/treatment-requests/treatment-requests.schemas.ts';
import { formatBudgetRange, formatCalendarDate, formatDate } from '#client/lib/format.ts';
import { HiddenDescriptionNote } from '#client/features/treatment-requests/components/hidden-description-note.tsx';

const NOT_SPECIFIED = 'Not specified';

function orNotSpecified(value: string | null | undefined): string {
  return value && value.trim() ? value : NOT_SPECIFIED;
}

/**
 * A request's full details as a labelled list (request detail and Submit Bid, SPEC §2.7, §2.8):
 * description, location, budget, preferred dates and creation date; a blank value reads
 * "Not specified", a description the server withheld says why.
 */
export function RequestDetails({ request }: { request: TreatmentRequest }) {
  const rows: Array<{ label: string; value: string }> = [
    { label: 'Preferred location', value: orNotSpecified(request.preferredLocation) },
    { label: 'Budget', value: formatBudgetRange(request.budgetMin, request.budgetMax) },
    {
      label: 'Preferred dates',
      value: `${formatCalendarDate(request.preferredStartDate)} – ${formatCalendarDate(request.preferredEndDate)}`,
    },
    { label: 'Created', value: formatDate(request.createdAt) },
  ];
  return (
    <dl className="grid gap-4 text-sm sm:grid-cols-2">
      <div className="grid gap-1 sm:col-span-2">
        <dt className="font-medium text-muted-foreground">Description</dt>
        <dd className="break-words whitespace-pre-line">
          {request.description === undefined ? (
            <HiddenDescriptionNote />
          ) : (
            orNotSpecified(request.description)
          )}
        </dd>
      </div>
      {rows.map((row) => (
        <div key={row.label} className="grid gap-0.5">
          <dt className="font-medium text-muted-foreground">{row.label}</dt>
          <dd className="break-words">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
