import { useT } from '#client/i18n/locale-context.tsx';
import { PLATFORM_FEATURES } from '#client/features/marketing/content/platform-features.ts';
import {
  MarketingSection,
  SectionHeading,
} from '#client/features/marketing/components/marketing-section.tsx';

/** Feature grid (SPEC §1, §2.3): the six promises of the platform. */
export function FeaturesSection() {
  const t = useT();
  return (
    <MarketingSection id="features" labelledBy="features-title" tone="muted">
      <SectionHeading
        id="features-title"
        eyebrow={t('Why CareAbroad')}
        title={t('Everything you need to plan treatment abroad with confidence')}
      />
      <ul className="grid grid-cols-1 gap-5 @2xl:grid-cols-2 @5xl:grid-cols-3">
        {PLATFORM_FEATURES.map((feature) => {
          const Icon = feature.icon;
          return (
            <li
              key={feature.title}
              className="flex gap-4 rounded-2xl border bg-card p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <h3 className="font-semibold">{t(feature.title)}</h3>
                <p className="mt-1.5 text-sm text-muted-foreground">{t(feature.description)}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </MarketingSection>
  );
}
