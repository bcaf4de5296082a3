import { CircleAlert, CircleCheck, Clock, PencilLine } from 'lucide-react';
import type { OwnHospitalProfile } from '#shared/hospital-profiles/hospital-profiles.schemas.ts';
import { msg } from '#client/i18n/msg.ts';
import { useT } from '#client/i18n/locale-context.tsx';

const TEXTS = {
  draft: {
    icon: PencilLine,
    title: msg('Draft: not yet submitted'),
    body: msg(
      'Complete your details, add at least one accreditation with its certificate, then submit the profile for verification.',
    ),
    tone: 'border-border bg-muted/40',
  },
  submitted: {
    icon: Clock,
    title: msg('Submitted for verification'),
    body: msg(
      'A CareAbroad administrator is checking your evidence. Any change you make now takes the profile out of the queue until you submit again.',
    ),
    tone: 'border-sky-300 bg-sky-50 text-sky-950',
  },
  changes_requested: {
    icon: CircleAlert,
    title: msg('Changes requested'),
    body: msg('An administrator asked for changes. Update your profile and submit it again.'),
    tone: 'border-amber-300 bg-amber-50 text-amber-950',
  },
  approved: {
    icon: CircleCheck,
    title: msg('Verified and published'),
    body: msg(
      'Patients see your profile and accreditation badges. Changes need a new verification.',
    ),
    tone: 'border-emerald-300 bg-emerald-50 text-emerald-950',
  },
} as const;

/**
 * Where the profile stands in verification, with the admin's note when changes were asked, and,
 * for a published profile with a change not yet approved, that patients see the approved one.
 */
export function ProfileStatusNotice({ profile }: { profile: OwnHospitalProfile }) {
  const t = useT();
  const text = TEXTS[profile.status];
  const Icon = text.icon;
  return (
    <div role="status" className={`flex items-start gap-3 rounded-xl border p-4 ${text.tone}`}>
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="grid gap-1">
        <p className="font-semibold">{t(text.title)}</p>
        <p className="text-sm">{t(text.body)}</p>
        {profile.isPublished && profile.status !== 'approved' && (
          <p className="text-sm">
            {t(
              'Patients keep seeing your last verified profile until an administrator approves your changes.',
            )}
          </p>
        )}
        {profile.reviewNote && (
          <p className="text-sm">
            <span className="font-medium">{t("Administrator's note:")} </span>
            {profile.reviewNote}
          </p>
        )}
      </div>
    </div>
  );
}
