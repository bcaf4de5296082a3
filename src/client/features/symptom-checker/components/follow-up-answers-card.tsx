import type { FollowUp } from '#shared/symptom-checker/symptom-checker.schemas.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { msg } from '#client/i18n/msg.ts';
import { useT } from '#client/i18n/locale-context.tsx';

const ANSWER_WORDS = { yes: msg('Yes'), no: msg('No'), unsure: msg('Not sure') } as const;

/**
 * The follow-up questions the check asked and the answers given (ADR 0019), so the person sees
 * what the result rests on. Nothing when no question was asked or none was answered.
 */
export function FollowUpAnswersCard({ followUp }: { followUp: FollowUp }) {
  const t = useT();
  if (followUp.answers === null || followUp.questions.length === 0) return null;
  const answerOf = new Map(followUp.answers.map((a) => [a.questionId, a.answer]));
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">{t('Your answers')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm">
          {followUp.questions.map((question) => {
            const answer = answerOf.get(question.id);
            return (
              <div key={question.id} className="grid gap-0.5 sm:grid-cols-[1fr_6rem] sm:gap-4">
                <dt className="text-muted-foreground">{question.text}</dt>
                <dd className="font-medium">{answer ? t(ANSWER_WORDS[answer]) : '—'}</dd>
              </div>
            );
          })}
        </dl>
      </CardContent>
    </Card>
  );
}
