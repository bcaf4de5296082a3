import { Info, Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { paths } from '#shared/navigation/paths.ts';
import type { GrievanceStatus } from '#shared/support/support.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { useFileGrievance } from '#client/features/support/api/use-file-grievance.ts';
import { GrievanceFiledDialog } from '#client/features/support/components/grievance-filed-dialog.tsx';
import { SupportTicketForm } from '#client/features/support/components/support-ticket-form.tsx';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * File a Grievance (SPEC §2.9): the form, then a dialog with the reference code, Copy and
 * Check Status. Open to everyone, signed in or not. Failure toasts SPEC §8's message.
 */
export function GrievancePage() {
  const t = useT();
  const fileGrievance = useFileGrievance();
  const [filed, setFiled] = useState<GrievanceStatus>();

  const submit = async (input: Parameters<typeof fileGrievance.mutateAsync>[0]) => {
    // A failure rejects (the form keeps what was typed); the query client shows its toast.
    setFiled(await fileGrievance.mutateAsync(input));
  };

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-2">
      <PageHeader
        title={t('File a Grievance')}
        description={t(
          'Tell us what went wrong with a hospital, a bid or our service. We acknowledge every grievance within 24 hours.',
        )}
        actions={
          <>
            <Button asChild variant="outline" size="sm">
              <Link href={paths.grievanceInfo}>
                <Info aria-hidden="true" />
                {t('How it works')}
              </Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link href={paths.grievanceStatus}>
                <Search aria-hidden="true" />
                {t('Check status')}
              </Link>
            </Button>
          </>
        }
      />
      <Card>
        <CardContent>
          <SupportTicketForm
            submitLabel={t('Submit Grievance')}
            subjectPlaceholder={t('e.g. Hospital did not honour the agreed price')}
            messageLabel={t('Describe your grievance')}
            messagePlaceholder={t(
              'What happened, when, and who was involved. Share only the medical details we need to look into it.',
            )}
            onSubmit={submit}
          />
        </CardContent>
      </Card>
      <GrievanceFiledDialog grievance={filed} onClose={() => setFiled(undefined)} />
    </div>
  );
}
