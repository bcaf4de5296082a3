import { useT } from '#client/i18n/locale-context.tsx';
import { BENEFITS } from '#client/features/marketing/content/benefits.ts';

/**
 * Benefits band (SPEC §2.3, §9): global network, savings, verified hospitals and support,
 * on the primary colour so the figures stand out between the lighter sections.
 */
export function BenefitsSection() {
  const t = useT();
  return (
    <section
      aria-labelledby="benefits-title"
      className="relative isolate overflow-hidden bg-[linear-gradient(135deg,var(--primary),color-mix(in_oklch,var(--primary)_70%,var(--chart-3)))] text-primary-foreground"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(36rem_20rem_at_100%_0%,color-mix(in_oklch,white_14%,transparent),transparent)]"
      />
      <div className="@container mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <div className="mx-auto mb-10 max-w-2xl text-center sm:mb-12">
          <h2
            id="benefits-title"
            className="text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            {t('Care without borders, costs without surprises')}
          </h2>
          <p className="mt-4 text-base text-pretty text-primary-foreground/90 sm:text-lg">
            {t(
              'A growing network of hospitals and patients, held to the same standard of openness.',
            )}
          </p>
        </div>
        <ul className="grid grid-cols-1 gap-4 @xl:grid-cols-2 @5xl:grid-cols-4">
          {BENEFITS.map((benefit) => {
            const Icon = benefit.icon;
            return (
              <li
                key={benefit.title}
                className="rounded-2xl border border-white/15 bg-white/10 p-5 backdrop-blur-sm sm:p-6"
              >
                <div className="flex items-center justify-between gap-3">
                  <p className="text-3xl font-bold tracking-tight">{t(benefit.figure)}</p>
                  <Icon className="size-6 shrink-0 opacity-80" aria-hidden="true" />
                </div>
                <h3 className="mt-1 font-semibold">{t(benefit.title)}</h3>
                <p className="mt-2 text-sm text-primary-foreground/90">{t(benefit.description)}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
