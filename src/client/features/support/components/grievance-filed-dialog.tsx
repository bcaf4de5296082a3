import { CircleCheck, Search } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#shared/navigation/paths.ts';
import type { GrievanceStatus } from '#shared/support/support.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { CopyReferenceButton } from '#client/features/support/components/copy-reference-button.tsx';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * File a Grievance's success dialog (SPEC §2.9): the grouped reference code with Copy, and
 * Check Status, which opens Grievance Status with the code filled in.
 */
export function GrievanceFiledDialog({
  grievance,
  onClose,
}: {
  grievance: GrievanceStatus | undefined;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Dialog open={grievance !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <CircleCheck className="size-5 text-success" aria-hidden="true" />
            {t('Grievance Submitted')}
          </DialogTitle>
          <DialogDescription>
            {t(
              'We will acknowledge your grievance within 24 hours and have e-mailed you a confirmation. Keep this reference code: you need it to check the status.',
            )}
          </DialogDescription>
        </DialogHeader>
        {grievance && (
          <div className="grid gap-2">
            <p className="text-sm font-medium" id="reference-code-label">
              {t('Your reference code')}
            </p>
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
              <output
                aria-labelledby="reference-code-label"
                className="min-w-0 flex-1 rounded-md border bg-muted px-3 py-2 text-center font-mono text-sm font-semibold tracking-wide break-words select-all"
              >
                {grievance.referenceCode}
              </output>
              <CopyReferenceButton referenceCode={grievance.referenceCode} />
            </div>
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('Close')}
          </Button>
          {grievance && (
            <Button asChild>
              <Link href={paths.grievanceStatusFor(grievance.referenceCode)}>
                <Search aria-hidden="true" />
                {t('Check Status')}
              </Link>
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
