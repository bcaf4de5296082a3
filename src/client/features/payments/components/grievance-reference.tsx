import { useT } from '#client/i18n/locale-context.tsx';

/** "Grievance reference: ABCD-…", the dispute's grievance for support (ADR 0060). */
export function GrievanceReference({ code }: { code: string }) {
  const t = useT();
  return (
    <p className="text-muted-foreground">
      {t('Grievance reference:')}{' '}
      <span className="font-mono" translate="no">
        {code}
      </span>
    </p>
  );
}
