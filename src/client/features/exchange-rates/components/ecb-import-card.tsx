import { useId, useRef, useState, type FormEvent } from 'react';
import { MAX_ECB_FILE_BYTES } from '#shared/exchange-rates/exchange-rates.schemas.ts';
import { SubmitButton } from '#client/components/submit-button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#client/components/ui/card.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { errorMessage, isApiError } from '#client/lib/api-client.ts';
import { useImportEcbRates } from '#client/features/exchange-rates/api/use-import-ecb-rates.ts';
import { formatRateDate } from '#client/features/exchange-rates/lib/approximate-price.ts';
import type { Translator } from '#client/i18n/i18n.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/** What is wrong with the chosen file before sending it, or undefined. */
function checkFile(file: File | undefined, t: Translator): string | undefined {
  if (!file) return t('Choose the eurofxref.csv file first');
  if (/\.zip$/i.test(file.name))
    return t('Unzip eurofxref.zip and choose the eurofxref.csv inside');
  if (file.size > MAX_ECB_FILE_BYTES)
    return t('The file is larger than 4 MB; choose eurofxref.csv');
  return undefined;
}

/**
 * Admin import of the European Central Bank's reference rates (`eurofxref.csv`, or the history
 * file's newest day): a file input and the outcome, or the reason the file was refused.
 */
export function EcbImportCard() {
  const t = useT();
  const importRates = useImportEcbRates();
  const inputRef = useRef<HTMLInputElement>(null);
  const [fileProblem, setFileProblem] = useState<string>();
  const inputId = useId();
  const helpId = useId();
  const problemId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const file = inputRef.current?.files?.[0];
    const problem = checkFile(file, t);
    setFileProblem(problem);
    if (problem || !file) return;
    importRates.mutate(file, {
      onSuccess: () => {
        if (inputRef.current) inputRef.current.value = '';
      },
    });
  };

  const problem =
    fileProblem ??
    (importRates.error
      ? isApiError(importRates.error)
        ? importRates.error.detail
        : errorMessage(importRates.error)
      : undefined);
  const result = importRates.data;
  return (
    <Card role="region" aria-labelledby="ecb-import-heading">
      <CardHeader>
        <CardTitle>
          <h2 id="ecb-import-heading" className="text-lg">
            {t('Import from the European Central Bank')}
          </h2>
        </CardTitle>
        <CardDescription>
          {t(
            'The ECB publishes euro reference rates every working day around 16:00 CET. Download the CSV file (eurofxref.csv) and import it here; rates are converted to units per US dollar.',
          )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-3" onSubmit={onSubmit} noValidate>
          <Label htmlFor={inputId}>{t('ECB reference-rates file (CSV)')}</Label>
          <Input
            id={inputId}
            ref={inputRef}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={problem ? `${helpId} ${problemId}` : helpId}
            aria-invalid={problem ? true : undefined}
            onChange={() => {
              setFileProblem(undefined);
              importRates.reset();
            }}
            className="sm:max-w-md"
          />
          <p id={helpId} className="text-sm text-muted-foreground">
            {t('eurofxref.csv (daily) or eurofxref-hist.csv, whose newest day is imported.')}
          </p>
          {problem && (
            <p id={problemId} role="alert" className="text-sm font-medium text-destructive">
              {problem}
            </p>
          )}
          {result && (
            <p role="status" className="text-sm">
              {result.imported.length === 1
                ? t('Imported 1 rate of {date}.', { date: formatRateDate(result.rateDate) })
                : t('Imported {count} rates of {date}.', {
                    count: result.imported.length,
                    date: formatRateDate(result.rateDate),
                  })}
              {result.skipped.length > 0 &&
                ` ${t('Not quoted that day: {currencies}.', { currencies: result.skipped.join(', ') })}`}
            </p>
          )}
          <div>
            <SubmitButton isPending={importRates.isPending}>{t('Import rates')}</SubmitButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
