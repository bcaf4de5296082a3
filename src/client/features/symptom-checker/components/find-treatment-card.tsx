import { ArrowRight, Stethoscope } from 'lucide-react';
import { Link } from 'wouter';
import type { UrgencyLevel } from '#shared/symptom-checker/symptom-checker.schemas.ts';
import { paths } from '#shared/navigation/paths.ts';
import { Button } from '#client/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#client/components/ui/card.tsx';
import { treatableSpecialties } from '#client/features/symptom-checker/lib/urgency.ts';
import type { Translator } from '#client/i18n/i18n.ts';
import { useT } from '#client/i18n/locale-context.tsx';

function introFor(urgency: UrgencyLevel, isSignedIn: boolean, t: Translator): string {
  const signIn = isSignedIn ? '' : ` ${t('You will sign in or create a free account first.')}`;
  switch (urgency) {
    case 'emergency':
      return (
        t(
          'Get emergency care first. Once a doctor has assessed you, you can ask verified hospitals for quotes for follow-up treatment.',
        ) + signIn
      );
    case 'urgent':
      return (
        t(
          'Get medical advice today first. If you then need treatment, ask verified hospitals for quotes.',
        ) + signIn
      );
    case 'routine':
      return (
        t(
          'If you need treatment, ask verified hospitals for quotes. We start a treatment request with the specialty filled in; you add the details.',
        ) + signIn
      );
  }
}

/**
 * Related specialties (SPEC §3 relatedSpecialties) as chips, and a "Find treatment" action per
 * specialty a hospital can treat (SPEC §2.7): Create Request with the specialty as the
 * procedure, through sign-in first when signed out. Only the specialty goes in the URL. For an
 * emergency the actions stay secondary to calling for help.
 */
export function FindTreatmentCard({
  specialties,
  urgency,
  isSignedIn,
}: {
  specialties: readonly string[];
  urgency: UrgencyLevel;
  isSignedIn: boolean;
}) {
  const t = useT();
  const treatable = treatableSpecialties({ relatedSpecialties: [...specialties] });
  if (specialties.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">{t('Related specialties')}</h2>
        </CardTitle>
        {treatable.length > 0 && (
          <CardDescription>{introFor(urgency, isSignedIn, t)}</CardDescription>
        )}
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul aria-label={t('Specialties')} className="flex flex-wrap gap-2">
          {specialties.map((specialty) => (
            <li
              key={specialty}
              className="inline-flex items-center gap-1.5 rounded-full border bg-accent px-3 py-1 text-sm font-medium text-accent-foreground"
            >
              <Stethoscope className="size-3.5" aria-hidden="true" />
              {specialty}
            </li>
          ))}
        </ul>
        {treatable.length > 0 && (
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {treatable.map((specialty, index) => {
              const createRequest = paths.createRequestFor({ procedureType: specialty });
              const href = isSignedIn ? createRequest : paths.signInThen(createRequest);
              const isPrimary = index === 0 && urgency !== 'emergency';
              return (
                <Button
                  key={specialty}
                  asChild
                  variant={isPrimary ? 'default' : 'outline'}
                  className="w-full sm:w-auto"
                >
                  <Link href={href}>
                    {t('Find treatment: {specialty}', { specialty })}
                    <ArrowRight aria-hidden="true" className="rtl:rotate-180" />
                  </Link>
                </Button>
              );
            })}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
