import { Copy } from 'lucide-react';
import { useId } from 'react';
import { REFERRAL_REWARD_POINTS } from '#shared/common/constants.ts';
import { Button } from '#client/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#client/components/ui/card.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/** The user's referral link, read-only, with a Copy button (SPEC §2.7, §8 "Link copied!"). */
export function ReferralLinkCard({ link, code }: { link: string; code: string }) {
  const t = useT();
  const inputId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: t('Link copied!'), description: t('Share this link with your friends.') });
    } catch {
      toast({
        title: t("Couldn't copy"),
        description: t('Select the link and copy it yourself.'),
        variant: 'destructive',
      });
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">{t('Your referral link')}</h2>
        </CardTitle>
        <CardDescription>
          {t('Friends who sign up with it get {count} points, and so do you.', {
            count: REFERRAL_REWARD_POINTS,
          })}{' '}
          {t('Your code:')}{' '}
          <span className="font-mono font-semibold tracking-wider text-foreground">{code}</span>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Label htmlFor={inputId} className="sr-only">
          {t('Referral link')}
        </Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={inputId}
            value={link}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-sm"
            // An address: read left to right in every language.
            dir="ltr"
            translate="no"
          />
          <Button type="button" onClick={() => void copy()} className="shrink-0">
            <Copy aria-hidden="true" />
            {t('Copy link')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
