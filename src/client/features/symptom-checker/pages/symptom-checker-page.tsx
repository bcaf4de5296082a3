import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ArrowRight, Loader2 } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useForm, type FieldPath } from 'react-hook-form';
import { useLocation } from 'wouter';
import { MAX_HISTORY_ITEMS, MAX_SYMPTOMS } from '#shared/common/constants.ts';
import { paths } from '#shared/navigation/paths.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader } from '#client/components/ui/card.tsx';
import { Form, FormField } from '#client/components/ui/form.tsx';
import { FormFieldItem } from '#client/components/form-field-item.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import type {
  FollowUpAnswer,
  FollowUpQuestion,
} from '#shared/symptom-checker/symptom-checker.schemas.ts';
import { useAnalyzeSymptoms } from '#client/features/symptom-checker/api/use-analyze-symptoms.ts';
import { useAnswerFollowUp } from '#client/features/symptom-checker/api/use-answer-follow-up.ts';
import {
  ChipListField,
  type ChipNoun,
} from '#client/features/symptom-checker/components/chip-list-field.tsx';
import { FollowUpQuestions } from '#client/features/symptom-checker/components/follow-up-questions.tsx';
import { GenderField } from '#client/features/symptom-checker/components/gender-field.tsx';
import { SafetyNotice } from '#client/features/symptom-checker/components/safety-notice.tsx';
import { WizardProgress } from '#client/features/symptom-checker/components/wizard-progress.tsx';
import { addChip } from '#client/features/symptom-checker/lib/chip-list.ts';
import {
  EMPTY_SYMPTOM_FORM,
  firstStepWithError,
  SymptomFormSchema,
  WIZARD_STEPS,
  type SymptomFormValues,
} from '#client/features/symptom-checker/lib/symptom-form.ts';
import { succeeded } from '#client/lib/query-client.ts';
import { setServerFieldErrors } from '#client/lib/form-input.ts';
import { useT } from '#client/i18n/locale-context.tsx';
import { msg } from '#client/i18n/msg.ts';

type ListField = 'symptoms' | 'existingConditions' | 'medications';

// FormField's props take one values type, but the resolver outputs another (a number age); the
// fields, bound to the form by context, only need the input side.
const ListFormField = FormField<SymptomFormValues, ListField>;
const AgeFormField = FormField<SymptomFormValues, 'age'>;
const GenderFormField = FormField<SymptomFormValues, 'gender'>;

const NOUNS: Record<ListField, ChipNoun> = {
  symptoms: { one: msg('symptom'), many: msg('symptoms') },
  existingConditions: { one: msg('condition'), many: msg('conditions') },
  medications: { one: msg('medication'), many: msg('medications') },
};

function isListField(field: string): field is ListField {
  return field in NOUNS;
}

const MAX_ITEMS: Record<ListField, number> = {
  symptoms: MAX_SYMPTOMS,
  existingConditions: MAX_HISTORY_ITEMS,
  medications: MAX_HISTORY_ITEMS,
};

const FIELDS = [
  'symptoms',
  'age',
  'gender',
  'existingConditions',
  'medications',
] as const satisfies ReadonlyArray<FieldPath<SymptomFormValues>>;

const LAST_STEP = WIZARD_STEPS.length - 1;

/**
 * `/symptom-checker` (SPEC §2.7, §4, §5): the 3-step wizard — symptoms as chips, age and
 * gender, optional history — open signed in or not. Next validates the current step with the
 * shared schema's messages and moves focus to the new step's heading; Back goes down one step.
 * Text typed but not yet added counts when moving on. The last step runs the check and opens
 * `/symptom-checker/results?sessionId={id}`; a failure toasts "Error" with the server's message
 * (SPEC §8, 429 included). When the check has follow-up questions (ADR 0019) they are asked
 * first, and the answers are sent before the results open; Back from them returns to step 3.
 */
export function SymptomCheckerPage() {
  const t = useT();
  const [, navigate] = useLocation();
  const analyze = useAnalyzeSymptoms();
  const answerFollowUp = useAnswerFollowUp();
  const [step, setStep] = useState(0);
  const [followUp, setFollowUp] = useState<{
    sessionId: string;
    questions: FollowUpQuestion[];
  } | null>(null);
  const [drafts, setDrafts] = useState<Record<ListField, string>>({
    symptoms: '',
    existingConditions: '',
    medications: '',
  });
  const headingRef = useRef<HTMLHeadingElement>(null);

  const form = useForm({
    resolver: zodResolver(SymptomFormSchema),
    defaultValues: EMPTY_SYMPTOM_FORM,
  });
  const current = WIZARD_STEPS[step] ?? WIZARD_STEPS[0];
  const isSubmitting = form.formState.isSubmitting;

  const goToStep = (index: number) => {
    flushSync(() => setStep(index));
    headingRef.current?.focus();
  };

  /** Adds what is still typed in the step's chip inputs, so "headache" + Next is not lost. */
  const commitDrafts = (fields: ReadonlyArray<keyof SymptomFormValues>) => {
    for (const field of fields.filter(isListField)) {
      const result = addChip(form.getValues(field), drafts[field], {
        maxItems: MAX_ITEMS[field],
      });
      if (result.outcome === 'added') form.setValue(field, [...result.items]);
      if (result.outcome === 'added' || result.outcome === 'duplicate') {
        setDrafts((previous) => ({ ...previous, [field]: '' }));
      }
    }
  };

  /** Re-checks a field that shows an error, so the message goes as soon as it is fixed. */
  const revalidateIfInvalid = (field: FieldPath<SymptomFormValues>) => {
    if (form.getFieldState(field).error) void form.trigger(field);
  };

  const goNext = async () => {
    commitDrafts(current.fields);
    const isValid = await form.trigger([...current.fields], { shouldFocus: true });
    if (isValid) goToStep(step + 1);
  };

  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(
      async (input) => {
        try {
          const { sessionId, followUpQuestions } = await analyze.mutateAsync(input);
          if (followUpQuestions.length > 0)
            setFollowUp({ sessionId, questions: followUpQuestions });
          else navigate(paths.symptomCheckerSession(sessionId));
        } catch (err) {
          // The error toast comes from the query client; here the step with the issue opens.
          if (setServerFieldErrors(form.setError, err, FIELDS)) {
            goToStep(firstStepWithError(FIELDS.filter((field) => form.getFieldState(field).error)));
          }
        }
      },
      (errors) => {
        const index = firstStepWithError(Object.keys(errors));
        if (index !== step) goToStep(index);
      },
    )(event);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    if (step < LAST_STEP) {
      void goNext();
      return;
    }
    commitDrafts(current.fields);
    void submit(event);
  };

  const sendAnswers = async (answers: FollowUpAnswer[]) => {
    if (!followUp) return;
    if (await succeeded(answerFollowUp.mutateAsync({ sessionId: followUp.sessionId, answers }))) {
      navigate(paths.symptomCheckerSession(followUp.sessionId));
    }
  };

  const listField = (field: ListField, label: string, placeholder: string, help?: string) => (
    <ListFormField
      name={field}
      render={({ field: { value, onChange, ref } }) => (
        <ChipListField
          label={label}
          description={help}
          placeholder={placeholder}
          noun={NOUNS[field]}
          maxItems={MAX_ITEMS[field]}
          items={value}
          onItemsChange={(items) => {
            onChange([...items]);
            revalidateIfInvalid(field);
          }}
          draft={drafts[field]}
          onDraftChange={(draft) => setDrafts((previous) => ({ ...previous, [field]: draft }))}
          inputRef={ref}
        />
      )}
    />
  );

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6">
      <PageHeader
        className="pb-0"
        title={t('Symptom checker')}
        description={t(
          'Answer three short questions to see how urgently you may need care and which kind of specialist can help.',
        )}
      />
      <SafetyNotice />
      {followUp ? (
        <FollowUpQuestions
          questions={followUp.questions}
          isSubmitting={answerFollowUp.isPending}
          onSubmit={(answers) => void sendAnswers(answers)}
          onBack={() => {
            setFollowUp(null);
            goToStep(LAST_STEP);
          }}
        />
      ) : (
        <Card>
          <Form {...form}>
            <form onSubmit={onSubmit} noValidate className="grid gap-6">
              <CardHeader className="gap-4">
                <WizardProgress steps={WIZARD_STEPS} current={step} />
                <div className="grid gap-1">
                  <h2
                    ref={headingRef}
                    tabIndex={-1}
                    className="grid gap-1 text-xl font-semibold outline-none"
                  >
                    <span className="text-sm font-medium text-muted-foreground">
                      {t('Step {number} of {count}', {
                        number: step + 1,
                        count: WIZARD_STEPS.length,
                      })}
                    </span>
                    {t(current.title)}
                  </h2>
                  <p className="text-sm text-muted-foreground">{t(current.description)}</p>
                </div>
              </CardHeader>
              <CardContent className="grid gap-6">
                {step === 0 &&
                  listField(
                    'symptoms',
                    t('Symptoms'),
                    t('e.g. headache for 3 days'),
                    t(
                      'Press Enter or Add after each one. You can also say what you do not have, such as “no fever”.',
                    ),
                  )}
                {step === 1 && (
                  <>
                    <AgeFormField
                      name="age"
                      render={({ field }) => (
                        <FormFieldItem label={t('Age')} description={t('In years.')}>
                          <Input
                            type="number"
                            inputMode="numeric"
                            min={1}
                            max={150}
                            step={1}
                            className="w-32"
                            {...field}
                            onChange={(event) => {
                              field.onChange(event);
                              revalidateIfInvalid('age');
                            }}
                          />
                        </FormFieldItem>
                      )}
                    />
                    <GenderFormField
                      name="gender"
                      render={({ field }) => (
                        <GenderField
                          value={field.value}
                          onChange={field.onChange}
                          inputRef={field.ref}
                        />
                      )}
                    />
                  </>
                )}
                {step === 2 && (
                  <>
                    {listField(
                      'existingConditions',
                      t('Existing conditions (optional)'),
                      t('e.g. asthma, diabetes'),
                    )}
                    {listField('medications', t('Medications (optional)'), t('e.g. metformin'))}
                  </>
                )}
              </CardContent>
              <CardFooter className="flex-col-reverse gap-2 border-t sm:flex-row sm:justify-between">
                {step > 0 ? (
                  <Button
                    type="button"
                    variant="outline"
                    className="w-full sm:w-auto"
                    disabled={isSubmitting}
                    onClick={() => goToStep(step - 1)}
                  >
                    <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
                    {t('Back')}
                  </Button>
                ) : (
                  <span className="hidden sm:block" />
                )}
                {step < LAST_STEP ? (
                  <Button type="submit" className="w-full sm:w-auto">
                    {t('Next')}
                    <ArrowRight aria-hidden="true" className="rtl:rotate-180" />
                  </Button>
                ) : (
                  <Button type="submit" className="w-full sm:w-auto" disabled={isSubmitting}>
                    {isSubmitting && <Loader2 className="animate-spin" aria-hidden="true" />}
                    {t('Check symptoms')}
                  </Button>
                )}
                <span aria-live="polite" className="sr-only">
                  {isSubmitting ? t('Checking your symptoms…') : ''}
                </span>
              </CardFooter>
            </form>
          </Form>
        </Card>
      )}
    </div>
  );
}
