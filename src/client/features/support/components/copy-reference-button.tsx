import { Copy } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/** Copies a reference code to the clipboard and says so (SPEC §8 "Copied!"). */
export function CopyReferenceButton({ referenceCode }: { referenceCode: string }) {
  const t = useT();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(referenceCode);
      toast({ title: t('Copied!'), description: t('Reference code copied to clipboard.') });
    } catch {
      toast({
        title: t("Couldn't copy"),
        description: t('Select the reference code and copy it yourself.'),
        variant: 'destructive',
      });
    }
  };
  return (
    <Button type="button" variant="outline" onClick={() => void copy()}>
      <Copy aria-hidden="true" />
      {t('Copy')}
    </Button>
  );
}
