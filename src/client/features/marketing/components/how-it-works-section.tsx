import { HOW_IT_WORKS_STEPS } from '#client/features/marketing/content/how-it-works.ts';
import {
  MarketingSection,
  SectionHeading,
} from '#client/features/marketing/components/marketing-section.tsx';
import { useT } from '#client/i18n/locale-context.tsx';

/** How It Works (SPEC §2.3): the three steps from request to treatment, as an ordered list. */
export function HowItWorksSection() {
  const t = useT();
  return (
    <MarketingSection id="how-it-works" labelledBy="how-it-works-title">
      <SectionHeading
        id="how-it-works-title"
        eyebrow={t('How it works')}
        title={t('From request to recovery in three steps')}
        description={t(
          'You describe what you need once. Hospitals come to you with clear, comparable offers.',
        )}
      />
      <ol className="grid grid-cols-1 gap-6 @3xl:grid-cols-3">
        {HOW_IT_WORKS_STEPS.map((step, index) => {
          const Icon = step.icon;
          return (
            <li
              key={step.title}
              className="relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm sm:p-8"
            >
              <div className="mb-6 flex items-center justify-between">
                <span className="flex size-12 items-center justify-center rounded-xl bg-primary text-primary-foreground shadow-sm shadow-primary/30">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <span
                  aria-hidden="true"
                  className="text-5xl font-bold text-primary/15 tabular-nums"
                >
                  {index + 1}
                </span>
              </div>
              <h3 className="text-lg font-semibold">
                <span className="sr-only">{t('Step {number}:', { number: index + 1 })} </span>
                {t(step.title)}
              </h3>
              <p className="mt-2 text-muted-foreground">{t(step.description)}</p>
            </li>
          );
        })}
      </ol>
    </MarketingSection>
  );
}
