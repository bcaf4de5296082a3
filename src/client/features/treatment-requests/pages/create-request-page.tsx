import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useLocation, useSearch } from 'wouter';
import { z } from 'zod';
import { MAX_NAME_LENGTH, MAX_TITLE_LENGTH } from '#shared/common/constants.ts';
import { paths } from '#shared/navigation/paths.ts';
import { CreateTreatmentRequestInputSchema } from '#shared/treatment-requests/treatment-requests.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardFooter } from '#client/components/ui/card.tsx';
import { Form, FormField } from '#client/components/ui/form.tsx';
import { FormFieldItem } from '#client/components/form-field-item.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useCreateTreatmentRequest } from '#client/features/treatment-requests/api/use-create-treatment-request.ts';
import { BackLink } from '#client/components/back-link.tsx';
import { useT } from '#client/i18n/locale-context.tsx';
import { msg } from '#client/i18n/msg.ts';
import { parseBidDeadlineInput } from '#client/features/treatment-requests/lib/bid-deadline-input.ts';
import {
  parseAmountInput,
  setServerFieldErrors,
  withRequiredMessages,
} from '#client/lib/form-input.ts';

/**
 * The form's fields as typed (number and date inputs give text), turned into the shared
 * `CreateTreatmentRequestInput` and validated by the shared schema, so its rules and messages
 * apply unchanged (CONVENTIONS §3).
 */
const CreateRequestFormSchema = z
  .object({
    procedureType: z.string(),
    description: z.string(),
    preferredLocation: z.string(),
    budgetMin: z.string(),
    budgetMax: z.string(),
    preferredStartDate: z.string(),
    preferredEndDate: z.string(),
    bidDeadline: z.string(),
  })
  .transform(({ bidDeadline, ...values }) => ({
    ...values,
    budgetMin: parseAmountInput(values.budgetMin),
    budgetMax: parseAmountInput(values.budgetMax),
    ...withDeadline(parseBidDeadlineInput(bidDeadline)),
  }))
  .pipe(CreateTreatmentRequestInputSchema);

/** The optional bid deadline (issue #15): left out when blank. */
function withDeadline(bidDeadline: string | undefined): { bidDeadline?: string } {
  return bidDeadline === undefined ? {} : { bidDeadline };
}

type CreateRequestFormValues = z.input<typeof CreateRequestFormSchema>;

// FormField's props take one values type, but this form's resolver outputs another (numbers for
// budgets); the field, bound to the form by context, only needs the input side.
const RequestFormField = FormField<CreateRequestFormValues>;

const FIELDS = [
  'procedureType',
  'description',
  'preferredLocation',
  'budgetMin',
  'budgetMax',
  'preferredStartDate',
  'preferredEndDate',
  'bidDeadline',
] as const satisfies ReadonlyArray<keyof CreateRequestFormValues>;

/**
 * Create Treatment Request (SPEC §2.7, §5): procedure, description, location, budget range in
 * whole USD, preferred dates and an optional bid deadline (issue #15). `?procedureType=` prefills the procedure (the symptom checker
 * and the catalogue link here), `?hospital=` the description with the hospital asked for a quote. Success toasts and goes to /my-requests; failure toasts the server's message.
 */
export function CreateRequestPage() {
  const [, navigate] = useLocation();
  const search = useSearch();
  const createRequest = useCreateTreatmentRequest();
  const t = useT();
  const query = new URLSearchParams(search);
  const prefilledProcedure = (query.get('procedureType') ?? '').slice(0, MAX_TITLE_LENGTH);
  // A catalogue hospital's "Request a quote" (issue #17): the request still goes to every
  // verified hospital, so the patient's wish is a sentence they can see and edit.
  const hospital = (query.get('hospital') ?? '').trim().slice(0, MAX_NAME_LENGTH);
  const prefilledDescription = hospital
    ? t('I would like a quote from {hospital}.', { hospital })
    : '';

  const form = useForm({
    resolver: withRequiredMessages(zodResolver(CreateRequestFormSchema), {
      preferredStartDate: msg('Preferred start date'),
      preferredEndDate: msg('Preferred end date'),
    }),
    defaultValues: {
      procedureType: prefilledProcedure,
      description: prefilledDescription,
      preferredLocation: '',
      budgetMin: '',
      budgetMax: '',
      preferredStartDate: '',
      preferredEndDate: '',
      bidDeadline: '',
    },
  });
  const startDate = useWatch({ control: form.control, name: 'preferredStartDate' });

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await createRequest.mutateAsync(input);
      toast({ title: t('Success'), description: t('Treatment request created successfully') });
      navigate(paths.myRequests);
    } catch (err) {
      // The error toast comes from the query client; here the fields get their issues.
      setServerFieldErrors(form.setError, err, FIELDS);
    }
  });

  const isSubmitting = form.formState.isSubmitting;

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-2">
      <BackLink href={paths.root} label={t('Back to dashboard')} />
      <PageHeader
        title={t('Create Treatment Request')}
        description={t(
          'Tell hospitals what you need. Verified hospitals will send you priced bids to compare.',
        )}
      />
      <Card>
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="grid gap-6">
            <CardContent className="grid gap-5">
              <RequestFormField
                name="procedureType"
                render={({ field }) => (
                  <FormFieldItem label={t('Procedure type')}>
                    <Input
                      placeholder={t('e.g. {example}', { example: t('Total knee replacement') })}
                      autoComplete="off"
                      {...field}
                    />
                  </FormFieldItem>
                )}
              />
              <RequestFormField
                name="description"
                render={({ field }) => (
                  <FormFieldItem
                    label={t('Description')}
                    description={t('Do not include your name or contact details.')}
                  >
                    <Textarea
                      className="min-h-32"
                      placeholder={t(
                        'Your diagnosis, symptoms, medical history and anything hospitals should know',
                      )}
                      {...field}
                    />
                  </FormFieldItem>
                )}
              />
              <RequestFormField
                name="preferredLocation"
                render={({ field }) => (
                  <FormFieldItem label={t('Preferred location')}>
                    <Input
                      placeholder={t('e.g. {example}', { example: t('Chennai, India') })}
                      autoComplete="off"
                      {...field}
                    />
                  </FormFieldItem>
                )}
              />
              <fieldset className="grid gap-5 sm:grid-cols-2">
                <legend className="sr-only">{t('Budget in US dollars')}</legend>
                <RequestFormField
                  name="budgetMin"
                  render={({ field }) => (
                    <FormFieldItem label={t('Minimum budget (USD)')}>
                      <Input
                        type="number"
                        inputMode="numeric"
                        min={1}
                        step={1}
                        placeholder="5000"
                        {...field}
                      />
                    </FormFieldItem>
                  )}
                />
                <RequestFormField
                  name="budgetMax"
                  render={({ field }) => (
                    <FormFieldItem label={t('Maximum budget (USD)')}>
                      <Input
                        type="number"
                        inputMode="numeric"
                        min={1}
                        step={1}
                        placeholder="10000"
                        {...field}
                      />
                    </FormFieldItem>
                  )}
                />
              </fieldset>
              <fieldset className="grid gap-5 sm:grid-cols-2">
                <legend className="sr-only">{t('Preferred treatment dates')}</legend>
                <RequestFormField
                  name="preferredStartDate"
                  render={({ field }) => (
                    <FormFieldItem label={t('Preferred start date')}>
                      <Input type="date" {...field} />
                    </FormFieldItem>
                  )}
                />
                <RequestFormField
                  name="preferredEndDate"
                  render={({ field }) => (
                    <FormFieldItem label={t('Preferred end date')}>
                      <Input type="date" min={startDate || undefined} {...field} />
                    </FormFieldItem>
                  )}
                />
              </fieldset>
              <RequestFormField
                name="bidDeadline"
                render={({ field }) => (
                  <FormFieldItem
                    label={t('Bid deadline (optional)')}
                    description={t(
                      'Hospitals can bid until then; you can extend it later. Leave blank to take bids until you close the request.',
                    )}
                  >
                    <Input type="datetime-local" className="w-fit" {...field} />
                  </FormFieldItem>
                )}
              />
            </CardContent>
            <CardFooter className="flex-col-reverse gap-2 border-t sm:flex-row sm:justify-end">
              <Button asChild variant="outline" className="w-full sm:w-auto">
                <Link href={paths.root}>{t('Cancel')}</Link>
              </Button>
              <Button type="submit" className="w-full sm:w-auto" disabled={isSubmitting}>
                {isSubmitting && <Loader2 className="animate-spin" aria-hidden="true" />}
                {t('Create Request')}
              </Button>
            </CardFooter>
          </form>
        </Form>
      </Card>
    </div>
  );
}
