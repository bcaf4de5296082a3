import { ArrowLeft, Loader2 } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type {
  FollowUpAnswer,
  FollowUpQuestion,
} from '#shared/symptom-checker/symptom-checker.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader } from '#client/components/ui/card.tsx';
import {
  ChoiceField,
  type Choice,
} from '#client/features/symptom-checker/components/choice-field.tsx';
import { msg } from '#client/i18n/msg.ts';
import { useT } from '#client/i18n/locale-context.tsx';

type AnswerValue = FollowUpAnswer['answer'];

const ANSWER_CHOICES: readonly Choice<AnswerValue>[] = [
  { value: 'yes', label: msg('Yes') },
  { value: 'no', label: msg('No') },
  { value: 'unsure', label: msg('Not sure') },
];

/**
 * The follow-up step after the wizard's three (issue #11, ADR 0019): each question as Yes / No /
 * Not sure. Every question needs an answer; submitting with some left open marks them and moves
 * focus to the first. The heading takes focus when the step opens, as the wizard's steps do.
 */
export function FollowUpQuestions({
  questions,
  isSubmitting,
  onSubmit,
  onBack,
}: {
  questions: readonly FollowUpQuestion[];
  isSubmitting: boolean;
  onSubmit: (answers: FollowUpAnswer[]) => void;
  onBack: () => void;
}) {
  const t = useT();
  const answerChoices = ANSWER_CHOICES.map((choice) => ({ ...choice, label: t(choice.label) }));
  const [answers, setAnswers] = useState<Record<string, AnswerValue>>({});
  const [showErrors, setShowErrors] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstOpenRef = useRef<HTMLInputElement>(null);
  const firstOpen = questions.find((q) => answers[q.id] === undefined);

  useEffect(() => headingRef.current?.focus(), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    if (firstOpen) {
      setShowErrors(true);
      firstOpenRef.current?.focus();
      return;
    }
    onSubmit(questions.map((q) => ({ questionId: q.id, answer: answers[q.id]! })));
  };

  return (
    <Card>
      <form onSubmit={submit} noValidate className="grid gap-6">
        <CardHeader className="grid gap-1">
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="grid gap-1 text-xl font-semibold outline-none"
          >
            <span className="text-sm font-medium text-muted-foreground">{t('Almost done')}</span>
            {t('A few more questions')}
          </h2>
          <p className="text-sm text-muted-foreground">
            {t(
              'Your answers decide how soon you should get care. If you do not know, choose Not sure: we will then err on the side of caution.',
            )}
          </p>
        </CardHeader>
        <CardContent className="grid gap-6">
          {questions.map((question) => (
            <ChoiceField
              key={question.id}
              legend={question.text}
              legendClassName="text-base"
              options={answerChoices}
              value={answers[question.id] ?? null}
              onChange={(answer) =>
                setAnswers((previous) => ({ ...previous, [question.id]: answer }))
              }
              inputRef={question === firstOpen ? firstOpenRef : undefined}
              error={
                showErrors && answers[question.id] === undefined
                  ? t('Please choose an answer (Not sure is fine).')
                  : undefined
              }
            />
          ))}
        </CardContent>
        <CardFooter className="flex-col-reverse gap-2 border-t sm:flex-row sm:justify-between">
          <Button
            type="button"
            variant="outline"
            className="w-full sm:w-auto"
            disabled={isSubmitting}
            onClick={onBack}
          >
            <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
            {t('Back')}
          </Button>
          <Button type="submit" className="w-full sm:w-auto" disabled={isSubmitting}>
            {isSubmitting && <Loader2 className="animate-spin" aria-hidden="true" />}
            {t('See results')}
          </Button>
          <span aria-live="polite" className="sr-only">
            {isSubmitting ? t('Checking your answers…') : ''}
          </span>
        </CardFooter>
      </form>
    </Card>
  );
}
