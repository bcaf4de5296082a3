import { Send } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#shared/navigation/paths.ts';
import { ConfirmButton } from '#client/components/confirm-button.tsx';
import { QueryErrorState } from '#client/components/query-error-state.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useOwnHospitalProfile } from '#client/features/hospital-profiles/api/use-own-hospital-profile.ts';
import { useSubmitHospitalProfile } from '#client/features/hospital-profiles/api/use-profile-mutations.ts';
import { AccreditationsSection } from '#client/features/hospital-profiles/components/accreditations-section.tsx';
import { PhotosSection } from '#client/features/hospital-profiles/components/photos-section.tsx';
import { ProfileDetailsForm } from '#client/features/hospital-profiles/components/profile-details-form.tsx';
import { ProfileStatusNotice } from '#client/features/hospital-profiles/components/profile-status-notice.tsx';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * The hospital's profile editor (`/hospital-profile`, issue #17): verification status and the
 * admin's note, details and doctors, accreditations with their certificates, photos, and
 * "Submit for verification" once complete.
 */
export function HospitalProfileEditorPage() {
  const t = useT();
  const profile = useOwnHospitalProfile();
  const submit = useSubmitHospitalProfile();

  let body;
  if (profile.isPending) {
    body = (
      <div role="status" aria-label={t('Loading your profile')} className="grid gap-4">
        <Skeleton aria-hidden="true" className="h-20" />
        <Skeleton aria-hidden="true" className="h-96" />
      </div>
    );
  } else if (profile.isError) {
    body = (
      <QueryErrorState
        title={t("Couldn't load your profile")}
        error={profile.error}
        onRetry={() => void profile.refetch()}
      />
    );
  } else {
    const data = profile.data;
    const canSubmit = data.status === 'draft' || data.status === 'changes_requested';
    body = (
      <>
        <ProfileStatusNotice profile={data} />
        <Card>
          <CardContent className="grid gap-8 pt-6">
            <ProfileDetailsForm key={data.hospitalId} profile={data} />
            <AccreditationsSection profile={data} />
            <PhotosSection profile={data} />
          </CardContent>
        </Card>
        <div className="flex flex-wrap items-center gap-3">
          {canSubmit && (
            <ConfirmButton
              title={t('Submit your profile for verification?')}
              description={t(
                'An administrator checks your details and certificates. You can still edit afterwards, but a change takes the profile out of the queue until you submit again.',
              )}
              confirmLabel={t('Submit')}
              cancelLabel={t('Cancel')}
              onConfirm={async () => {
                await submit.mutateAsync();
                toast({
                  title: t('Profile submitted'),
                  description: t('We will tell you when it is verified.'),
                });
              }}
            >
              <Send aria-hidden="true" />
              {t('Submit for verification')}
            </ConfirmButton>
          )}
          <Link
            href={paths.hospital(data.hospitalId)}
            className="text-sm underline underline-offset-4"
          >
            {t('See your public profile')}
          </Link>
        </div>
      </>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-4">
      <PageHeader
        title={t('Hospital profile')}
        description={t(
          'What patients see before they ask: your accreditations, doctors, languages and photos. Verified by CareAbroad.',
        )}
      />
      {body}
    </div>
  );
}
