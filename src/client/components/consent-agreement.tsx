import type { Consent } from '#shared/consents/consents.schemas.ts';
import { useT } from '#client/i18n/locale-context.tsx';
import { withMembership } from '#client/lib/set-membership.ts';

/** A consent's full text (paragraphs split at blank lines) and its legal basis. */
export function ConsentText({ consent }: { consent: Consent }) {
  const t = useT();
  return (
    <div className="grid gap-2">
      {consent.text.split('\n\n').map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <p className="text-muted-foreground">
        {t('Legal basis: {basis}', { basis: consent.legalBasis })}
      </p>
    </div>
  );
}

/**
 * The consents an action still needs (ADR 0041), each shown in full — title, text, version —
 * with its own "I consent" checkbox, so the user agrees to the exact text before the action
 * gives it. `agreed` holds the purposes ticked.
 */
export function ConsentAgreement({
  consents,
  agreed,
  onAgreedChange,
}: {
  consents: readonly Consent[];
  agreed: ReadonlySet<string>;
  onAgreedChange: (agreed: Set<string>) => void;
}) {
  const t = useT();
  return (
    <div className="grid gap-3">
      {consents.map((consent) => (
        <fieldset key={consent.purpose} className="grid gap-2 rounded-md border p-3 text-sm">
          <legend className="px-1 font-medium">{consent.title}</legend>
          <ConsentText consent={consent} />
          <label className="flex items-center gap-2 font-medium">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={agreed.has(consent.purpose)}
              onChange={(event) =>
                onAgreedChange(withMembership(agreed, consent.purpose, event.target.checked))
              }
            />
            {t('I consent')}
          </label>
        </fieldset>
      ))}
    </div>
  );
}

/** True when every consent shown has been ticked. */
export function allAgreed(consents: readonly Consent[], agreed: ReadonlySet<string>): boolean {
  return consents.every((consent) => agreed.has(consent.purpose));
}
