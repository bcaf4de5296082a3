import { CircleCheck, Info, RotateCcw } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#shared/navigation/paths.ts';
import type { SymptomCheckerSession } from '#shared/symptom-checker/symptom-checker.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { useSymptomSession } from '#client/features/symptom-checker/api/use-symptom-session.ts';
import { ConditionList } from '#client/features/symptom-checker/components/condition-list.tsx';
import { FindTreatmentCard } from '#client/features/symptom-checker/components/find-treatment-card.tsx';
import { FollowUpAnswersCard } from '#client/features/symptom-checker/components/follow-up-answers-card.tsx';
import { ResultsErrorState } from '#client/features/symptom-checker/components/results-error-state.tsx';
import { ResultsSkeleton } from '#client/features/symptom-checker/components/results-skeleton.tsx';
import { TriageScaleCard } from '#client/features/symptom-checker/components/triage-scale-card.tsx';
import { UrgencyBanner } from '#client/features/symptom-checker/components/urgency-banner.tsx';
import { isApiError } from '#client/lib/api-client.ts';
import { msg } from '#client/i18n/msg.ts';
import { useT } from '#client/i18n/locale-context.tsx';

const GENDER_WORDS: Record<SymptomCheckerSession['gender'], string> = {
  male: msg('male'),
  female: msg('female'),
  other: msg('other gender'),
};

function StartOverButton() {
  const t = useT();
  return (
    <Button asChild variant="outline">
      <Link href={paths.symptomChecker}>
        <RotateCcw aria-hidden="true" />
        {t('Start over')}
      </Link>
    </Button>
  );
}

/**
 * `/symptom-checker/results?sessionId=` (SPEC §2.7, §3): the analysis of one symptom check —
 * urgency banner with when to get help, what the triage scale's levels mean, possible conditions with likelihood, recommended
 * actions, related specialties with "Find treatment" (to Create Request, via sign-in when
 * `isSignedIn` is false), the disclaimer and Start over. A skeleton while loading; SPEC §8's
 * "Error: Unable to load analysis results. Please try again." with a retry when it fails, and
 * with a way back to the wizard when `sessionId` is empty.
 */
export function SymptomResultsPage({
  sessionId,
  isSignedIn,
}: {
  sessionId: string;
  isSignedIn: boolean;
}) {
  const t = useT();
  const session = useSymptomSession(sessionId);

  if (sessionId === '') {
    return (
      <ResultsErrorState
        description={t('No symptom check was chosen. Start a new check to see results.')}
      />
    );
  }
  if (session.isPending) return <ResultsSkeleton />;
  if (session.isError || !session.data.aiAnalysis) {
    return (
      <ResultsErrorState
        description={
          isApiError(session.error, 404)
            ? t('These results may have expired, or they belong to another browser or account.')
            : t('Check your connection and try again, or start a new check.')
        }
        onRetry={() => void session.refetch()}
      />
    );
  }

  const { symptoms, age, gender, disposition, followUp } = session.data;
  const unansweredCount = followUp.answers === null ? followUp.questions.length : 0;
  const analysis = session.data.aiAnalysis;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <PageHeader
        className="pb-0"
        title={t('Your results')}
        description={t('Based on: {symptoms} · {age} years, {gender}', {
          symptoms: symptoms.join(', '),
          age,
          gender: t(GENDER_WORDS[gender]),
        })}
        actions={<StartOverButton />}
      />
      <UrgencyBanner
        level={analysis.urgencyLevel}
        whenToSeekHelp={analysis.whenToSeekHelp}
        disposition={disposition}
        unansweredCount={unansweredCount}
      />
      <TriageScaleCard level={analysis.urgencyLevel} />

      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="text-lg">{t('Possible conditions')}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ConditionList conditions={analysis.possibleConditions} />
        </CardContent>
      </Card>

      {analysis.recommendedActions.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle>
              <h2 className="text-lg">{t('What to do next')}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-3">
              {analysis.recommendedActions.map((action) => (
                <li key={action} className="flex gap-3 text-sm">
                  <CircleCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  <span>{action}</span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}

      <FollowUpAnswersCard followUp={followUp} />

      <FindTreatmentCard
        specialties={analysis.relatedSpecialties}
        urgency={analysis.urgencyLevel}
        isSignedIn={isSignedIn}
      />

      <aside
        aria-label={t('Disclaimer')}
        className="flex gap-3 rounded-xl border bg-muted/60 p-4 text-sm text-muted-foreground"
      >
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p>{analysis.disclaimer}</p>
      </aside>

      <div className="flex justify-center">
        <StartOverButton />
      </div>
    </div>
  );
}
