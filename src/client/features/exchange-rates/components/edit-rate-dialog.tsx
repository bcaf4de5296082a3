import { useId, useState, type FormEvent } from 'react';
import type { ExchangeRate } from '#shared/exchange-rates/exchange-rates.schemas.ts';
import { SubmitButton } from '#client/components/submit-button.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage, isApiError } from '#client/lib/api-client.ts';
import { useSetExchangeRate } from '#client/features/exchange-rates/api/use-set-exchange-rate.ts';
import { currencyName } from '#client/features/exchange-rates/lib/approximate-price.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/** Today as `YYYY-MM-DD` in the admin's own time zone, the day they mean by "today". */
function localToday(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** The server's problem with a field, from the 400 envelope's `issues`. */
function issueOf(error: unknown, field: string): string | undefined {
  if (!isApiError(error, 400)) return undefined;
  return error.issues?.find((issue) => issue.path[0] === field)?.message;
}

/**
 * The admin's dialog to type in one currency's rate of a day (`PUT
 * /api/admin/exchange-rates/{currency}`): for `rate`'s currency, or any ISO 4217 code when
 * adding (`rate` undefined). Server errors show in the dialog, next to their field.
 */
export function EditRateDialog({
  rate,
  open,
  onOpenChange,
}: {
  rate: ExchangeRate | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const save = useSetExchangeRate();
  const ids = { currency: useId(), rate: useId(), date: useId(), error: useId() };
  const [currency, setCurrency] = useState(rate?.currency ?? '');
  const [unitsPerUsd, setUnitsPerUsd] = useState(
    rate ? rate.unitsPerUsd.replace(/\.?0+$/, '') : '',
  );
  const [rateDate, setRateDate] = useState(localToday);
  const rateIssue = issueOf(save.error, 'unitsPerUsd');
  const dateIssue = issueOf(save.error, 'rateDate');
  const otherError = save.error && !rateIssue && !dateIssue ? save.error : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const code = currency.trim().toUpperCase();
    save.mutate(
      { currency: code, unitsPerUsd, rateDate },
      {
        onSuccess: () => {
          toast({ title: t('{currency} rate saved', { currency: code }) });
          onOpenChange(false);
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {rate
              ? t('Edit the {currency} rate', { currency: currencyName(rate.currency) })
              : t('Add an exchange rate')}
          </DialogTitle>
          <DialogDescription>
            {t(
              'Units of the currency for one US dollar, and the day the rate is for. The latest day of each currency is the one shown to users.',
            )}
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          {!rate && (
            <div className="grid gap-2">
              <Label htmlFor={ids.currency}>{t('Currency code (ISO 4217)')}</Label>
              <Input
                id={ids.currency}
                value={currency}
                onChange={(event) => setCurrency(event.target.value.toUpperCase())}
                maxLength={3}
                autoCapitalize="characters"
                placeholder="AED"
                required
              />
            </div>
          )}
          <div className="grid gap-2">
            <Label htmlFor={ids.rate}>{t('Units per US dollar')}</Label>
            <Input
              id={ids.rate}
              value={unitsPerUsd}
              onChange={(event) => setUnitsPerUsd(event.target.value)}
              inputMode="decimal"
              placeholder="0.9236"
              aria-invalid={rateIssue ? true : undefined}
              aria-describedby={rateIssue ? `${ids.rate}-issue` : undefined}
              required
            />
            {rateIssue && (
              <p id={`${ids.rate}-issue`} className="text-sm text-destructive">
                {rateIssue}
              </p>
            )}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={ids.date}>{t('Rate date')}</Label>
            <Input
              id={ids.date}
              type="date"
              value={rateDate}
              onChange={(event) => setRateDate(event.target.value)}
              aria-invalid={dateIssue ? true : undefined}
              aria-describedby={dateIssue ? `${ids.date}-issue` : undefined}
              required
            />
            {dateIssue && (
              <p id={`${ids.date}-issue`} className="text-sm text-destructive">
                {dateIssue}
              </p>
            )}
          </div>
          {otherError !== undefined && (
            <p role="alert" className="text-sm text-destructive">
              {isApiError(otherError) ? otherError.detail : errorMessage(otherError)}
            </p>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t('Cancel')}
              </Button>
            </DialogClose>
            <SubmitButton isPending={save.isPending}>{t('Save rate')}</SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
