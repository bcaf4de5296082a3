import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert, Loader2 } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { computeBidPricing } from '#shared/bids/bids.policies.ts';
import type { Bid } from '#shared/bids/bids.schemas.ts';
import { inclusionCategoryFor } from '#shared/bids/quote-inclusions.ts';
import { DEFAULT_PLATFORM_COMMISSION_RATE_PERCENT } from '#shared/common/constants.ts';
import { paths } from '#shared/navigation/paths.ts';
import { isBiddingClosed } from '#shared/treatment-requests/treatment-requests.policies.ts';
import type { TreatmentRequest } from '#shared/treatment-requests/treatment-requests.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '#client/components/ui/card.tsx';
import { Form } from '#client/components/ui/form.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { CardListSkeleton } from '#client/components/card-list-skeleton.tsx';
import { useCurrentUser } from '#client/lib/use-current-user.ts';
import { useRequestBids } from '#client/features/bids/api/use-request-bids.ts';
import { useReviseBid } from '#client/features/bids/api/use-revise-bid.ts';
import { useSubmitBid } from '#client/features/bids/api/use-submit-bid.ts';
import { BidCoreFields } from '#client/features/bids/components/bid-core-fields.tsx';
import {
  InclusionChecklist,
  checklistItemsOf,
} from '#client/features/bids/components/inclusion-checklist.tsx';
import { FreeItemFields, QuoteFields } from '#client/features/bids/components/quote-fields.tsx';
import {
  isAwaitingVerification,
  VerificationPendingNotice,
} from '#client/components/verification-pending-notice.tsx';
import { canCurrentUserBid } from '#client/features/bids/lib/can-current-user-bid.ts';
import {
  bidFormDefaults,
  bidFormSchema,
  toBidRevision,
  type BidFormValues,
} from '#client/features/bids/lib/bid-form-values.ts';
import { formatDateTime } from '#client/lib/format.ts';
import { parseAmountInput, setServerFieldErrors } from '#client/lib/form-input.ts';
import { useT } from '#client/i18n/locale-context.tsx';

const FIELDS = [
  'price',
  'estimatedDuration',
  'description',
  'includedServices',
  'excludedServices',
  'leadDoctorName',
  'leadDoctorSpecialty',
  'hospitalNights',
  'recoveryDays',
  'followUpConsultations',
  'validUntil',
  'priceChangeConditions',
] as const satisfies ReadonlyArray<keyof BidFormValues>;

/** The patient's total for a typed price, or null until the price is a whole number ≥ 1. */
function previewPricing(priceText: string) {
  const price = parseAmountInput(priceText);
  if (price === undefined || !Number.isInteger(price) || price < 1) return null;
  return computeBidPricing(price, DEFAULT_PLATFORM_COMMISSION_RATE_PERCENT);
}

function FormNotice({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="flex items-start gap-2 rounded-lg border bg-muted/60 p-3 text-sm">
      <CircleAlert className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="grid gap-1">{children}</div>
    </div>
  );
}

/**
 * The form itself: a new bid, or `editing` (the caller's pending bid) pre-filled. `notice`
 * says why it is disabled, when it is.
 */
function BidFormCard({
  request,
  editing,
  notice,
}: {
  request: TreatmentRequest;
  editing: Bid | undefined;
  notice: ReactNode;
}) {
  const [, navigate] = useLocation();
  const submitBid = useSubmitBid();
  const reviseBid = useReviseBid();
  const category = inclusionCategoryFor(request.procedureType);
  const items = useMemo(() => checklistItemsOf(category), [category]);
  const form = useForm({
    resolver: zodResolver(bidFormSchema(items)),
    defaultValues: bidFormDefaults(items, editing),
  });
  const pricing = previewPricing(useWatch({ control: form.control, name: 'price' }));
  const isDisabled = notice !== null;
  const t = useT();

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      if (editing) {
        await reviseBid.mutateAsync({ bidId: editing.id, changes: toBidRevision(input) });
        toast({
          title: t('Bid updated'),
          description: t('The patient sees the change right away.'),
        });
      } else {
        await submitBid.mutateAsync({ ...input, treatmentRequestId: request.id });
        toast({
          title: t('Bid submitted successfully'),
          description: t('The patient will see your bid right away.'),
        });
      }
      navigate(paths.myBids);
    } catch (err) {
      // The error toast comes from the query client; here the fields get their issues.
      setServerFieldErrors(form.setError, err, FIELDS);
    }
  });
  const isSubmitting = form.formState.isSubmitting;

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">{editing ? t('Edit Your Bid') : t('Your Bid')}</h2>
        </CardTitle>
        <CardDescription>
          {editing
            ? t('The patient will see that your quote changed, and the earlier price.')
            : t('Offer a price and a treatment plan. The patient compares bids side by side.')}
        </CardDescription>
      </CardHeader>
      <Form {...form}>
        <form onSubmit={onSubmit} noValidate className="grid gap-6">
          <CardContent className="grid gap-5">
            {notice}
            <fieldset
              disabled={isDisabled || isSubmitting}
              className="grid gap-5 disabled:opacity-70"
            >
              <legend className="sr-only">{t('Bid details')}</legend>
              <BidCoreFields pricing={pricing} />
              <QuoteFields />
              <InclusionChecklist category={category} />
              <FreeItemFields />
            </fieldset>
          </CardContent>
          <CardFooter className="flex-col-reverse gap-2 border-t sm:flex-row sm:justify-end">
            <Button asChild variant="outline" className="w-full sm:w-auto">
              <Link href={editing ? paths.myBids : paths.browseRequests}>{t('Cancel')}</Link>
            </Button>
            <Button
              type="submit"
              className="w-full sm:w-auto"
              disabled={isDisabled || isSubmitting}
            >
              {isSubmitting && <Loader2 className="animate-spin" aria-hidden="true" />}
              {editing ? t('Save Changes') : t('Submit Bid')}
            </Button>
          </CardFooter>
        </form>
      </Form>
    </Card>
  );
}

/**
 * The hospital's bid on `request` (SPEC §2.8, §5) with the structured quote of issue #15 and a
 * live preview of the patient's total. With a pending bid of the caller's on it, the form edits
 * that bid. Disabled for a hospital awaiting verification, on a request no longer open or past
 * its bid deadline, on the caller's own request, or once the caller's bid is accepted. Success
 * toasts and goes to /my-bids.
 */
export function BidForm({ request }: { request: TreatmentRequest }) {
  const { user } = useCurrentUser();
  const bids = useRequestBids(request.id);
  const t = useT();
  if (bids.isPending) return <CardListSkeleton count={1} label={t('Loading your bid')} />;

  const ownBid = bids.data?.pages
    .flatMap((page) => page.items)
    .find((bid) => bid.hospitalId === user?.id && ['pending', 'accepted'].includes(bid.status));
  const isOpen = request.status === 'open';
  const editing = isOpen && ownBid?.status === 'pending' ? ownBid : undefined;
  // An admin is also a bidder, but never on a request of their own (DESIGN §5).
  const isOwnRequest = user !== null && request.patientId === user.id;

  let notice: ReactNode = null;
  if (isAwaitingVerification(user)) notice = <VerificationPendingNotice />;
  else if (!canCurrentUserBid(user))
    notice = <FormNotice>{t('Only hospitals can bid.')}</FormNotice>;
  else if (isOwnRequest)
    notice = (
      <FormNotice>
        <p className="font-medium">
          {t('This is your own treatment request, so you cannot bid on it.')}
        </p>
      </FormNotice>
    );
  else if (ownBid && !editing)
    notice = (
      <FormNotice>
        <p className="font-medium">{t('You have already placed a bid on this request.')}</p>
        <Link
          href={paths.request(request.id)}
          className="w-fit text-primary underline-offset-4 hover:underline"
        >
          {t('View your bid')}
        </Link>
      </FormNotice>
    );
  else if (!isOpen)
    notice = (
      <FormNotice>
        <p className="font-medium">{t('This treatment request is no longer accepting bids.')}</p>
      </FormNotice>
    );
  else if (request.bidDeadline && isBiddingClosed(request.bidDeadline))
    notice = (
      <FormNotice>
        <p className="font-medium">
          {t('The bid deadline passed on {date}. The patient may extend it.', {
            date: formatDateTime(request.bidDeadline),
          })}
        </p>
      </FormNotice>
    );

  return (
    <BidFormCard key={editing?.id ?? 'new'} request={request} editing={editing} notice={notice} />
  );
}
