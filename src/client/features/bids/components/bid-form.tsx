import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert, Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { z } from 'zod';
import { computeBidPricing } from '#shared/bids/bids.policies.ts';
import { CreateBidInputSchema } from '#shared/bids/bids.schemas.ts';
import {
  DEFAULT_PLATFORM_COMMISSION_RATE_PERCENT,
  MAX_TITLE_LENGTH,
} from '#shared/common/constants.ts';
import { paths } from '#shared/navigation/paths.ts';
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
import { Form, FormField } from '#client/components/ui/form.tsx';
import { FormFieldItem } from '#client/components/form-field-item.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useCurrentUser } from '#client/lib/use-current-user.ts';
import { useRequestBids } from '#client/features/bids/api/use-request-bids.ts';
import { useSubmitBid } from '#client/features/bids/api/use-submit-bid.ts';
import { BidTotalPrice } from '#client/features/bids/components/bid-price-breakdown.tsx';
import {
  isAwaitingVerification,
  VerificationPendingNotice,
} from '#client/components/verification-pending-notice.tsx';
import { canCurrentUserBid } from '#client/features/bids/lib/can-current-user-bid.ts';
import { parseIncludedServices } from '#client/features/bids/lib/included-services.ts';
import { parseAmountInput, setServerFieldErrors } from '#client/lib/form-input.ts';

/**
 * The bid form as typed (text everywhere), turned into the shared `CreateBidInput` (without the
 * request id, which the page adds) and validated by the shared schema (CONVENTIONS §3). Services
 * are checked per line first, so an over-long line is reported on the textarea itself.
 */
const BidFormSchema = z
  .object({
    price: z.string(),
    estimatedDuration: z.string(),
    description: z.string(),
    includedServices: z
      .string()
      .refine(
        (text) =>
          parseIncludedServices(text).every((service) => service.length <= MAX_TITLE_LENGTH),
        `Each included service must be at most ${MAX_TITLE_LENGTH} characters`,
      ),
  })
  .transform((values) => {
    const services = parseIncludedServices(values.includedServices);
    return {
      estimatedDuration: values.estimatedDuration,
      description: values.description,
      price: parseAmountInput(values.price),
      // The field is optional: no lines means no list rather than an empty one.
      ...(services.length > 0 ? { includedServices: services } : {}),
    };
  })
  .pipe(CreateBidInputSchema.omit({ treatmentRequestId: true }));

type BidFormValues = z.input<typeof BidFormSchema>;

// FormField's props take one values type, but this form's resolver outputs another (a number
// price, a list of services); the field, bound to the form by context, needs only the input side.
const BidFormField = FormField<BidFormValues>;

const FIELDS = [
  'price',
  'estimatedDuration',
  'description',
  'includedServices',
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
 * The hospital's bid on `request` (SPEC §2.8, §5) with a live preview of the patient's total.
 * Disabled for a hospital awaiting verification, on a request no longer open, on the caller's
 * own request, or when the hospital already bid. Success toasts and goes to /my-bids.
 */
export function BidForm({ request }: { request: TreatmentRequest }) {
  const [, navigate] = useLocation();
  const { user } = useCurrentUser();
  const submitBid = useSubmitBid();
  const bids = useRequestBids(request.id);
  const ownBid = bids.data?.pages
    .flatMap((page) => page.items)
    .find((bid) => bid.hospitalId === user?.id);

  const form = useForm({
    resolver: zodResolver(BidFormSchema),
    defaultValues: { price: '', estimatedDuration: '', description: '', includedServices: '' },
  });
  const pricing = previewPricing(useWatch({ control: form.control, name: 'price' }));

  const isAwaiting = isAwaitingVerification(user);
  const isClosed = request.status !== 'open';
  // An admin is also a bidder, but never on a request of their own (DESIGN §5).
  const isOwnRequest = user !== null && request.patientId === user.id;
  const isDisabled = !canCurrentUserBid(user) || isClosed || isOwnRequest || ownBid !== undefined;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await submitBid.mutateAsync({ ...input, treatmentRequestId: request.id });
      toast({
        title: 'Bid submitted successfully',
        description: 'The patient will see your bid right away.',
      });
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
          <h2 className="text-lg">Your Bid</h2>
        </CardTitle>
        <CardDescription>
          Offer a price and a treatment plan. The patient compares bids side by side.
        </CardDescription>
      </CardHeader>
      <Form {...form}>
        <form onSubmit={onSubmit} noValidate className="grid gap-6">
          <CardContent className="grid gap-5">
            {isAwaiting && <VerificationPendingNotice />}
            {!isAwaiting && ownBid && (
              <FormNotice>
                <p className="font-medium">You have already placed a bid on this request.</p>
                <Link
                  href={paths.request(request.id)}
                  className="w-fit text-primary underline-offset-4 hover:underline"
                >
                  View your bid
                </Link>
              </FormNotice>
            )}
            {isOwnRequest && (
              <FormNotice>
                <p className="font-medium">
                  This is your own treatment request, so you cannot bid on it.
                </p>
              </FormNotice>
            )}
            {!isAwaiting && !ownBid && !isOwnRequest && isClosed && (
              <FormNotice>
                <p className="font-medium">This treatment request is no longer accepting bids.</p>
              </FormNotice>
            )}
            <fieldset
              disabled={isDisabled || isSubmitting}
              className="grid gap-5 disabled:opacity-70"
            >
              <legend className="sr-only">Bid details</legend>
              <BidFormField
                name="price"
                render={({ field }) => (
                  <FormFieldItem
                    label="Price (USD)"
                    description="Your price for the whole package, in whole US dollars."
                  >
                    <Input
                      type="number"
                      inputMode="numeric"
                      min={1}
                      step={1}
                      placeholder="8500"
                      {...field}
                    />
                  </FormFieldItem>
                )}
              />
              <div
                aria-live="polite"
                className="grid gap-2 rounded-lg border border-primary/20 bg-primary/5 p-4"
              >
                {pricing ? (
                  <BidTotalPrice
                    pricing={pricing}
                    variant="detailed"
                    label="The patient will see"
                  />
                ) : (
                  <p className="text-sm text-muted-foreground">
                    Enter your price to preview what the patient will pay, including the{' '}
                    {DEFAULT_PLATFORM_COMMISSION_RATE_PERCENT}% platform fee.
                  </p>
                )}
                <p className="text-xs text-muted-foreground">
                  Preview at the standard {DEFAULT_PLATFORM_COMMISSION_RATE_PERCENT}% platform fee.
                  CareAbroad computes the final figure when you submit.
                </p>
              </div>
              <BidFormField
                name="estimatedDuration"
                render={({ field }) => (
                  <FormFieldItem label="Estimated duration">
                    <Input
                      placeholder="e.g. 7 days in hospital, 3 weeks recovery"
                      autoComplete="off"
                      {...field}
                    />
                  </FormFieldItem>
                )}
              />
              <BidFormField
                name="description"
                render={({ field }) => (
                  <FormFieldItem label="Treatment plan">
                    <Textarea
                      className="min-h-32"
                      placeholder="The procedure, your team, the hospital stay and aftercare"
                      {...field}
                    />
                  </FormFieldItem>
                )}
              />
              <BidFormField
                name="includedServices"
                render={({ field }) => (
                  <FormFieldItem
                    label="Included services"
                    description="Optional. One service per line."
                  >
                    <Textarea
                      className="min-h-28"
                      placeholder={'Surgeon and anaesthesia fees\nImplant\nAirport transfers'}
                      {...field}
                    />
                  </FormFieldItem>
                )}
              />
            </fieldset>
          </CardContent>
          <CardFooter className="flex-col-reverse gap-2 border-t sm:flex-row sm:justify-end">
            <Button asChild variant="outline" className="w-full sm:w-auto">
              <Link href={paths.browseRequests}>Cancel</Link>
            </Button>
            <Button
              type="submit"
              className="w-full sm:w-auto"
              disabled={isDisabled || isSubmitting}
            >
              {isSubmitting && <Loader2 className="animate-spin" aria-hidden="true" />}
              Submit Bid
            </Button>
          </CardFooter>
        </form>
      </Form>
    </Card>
  );
}
