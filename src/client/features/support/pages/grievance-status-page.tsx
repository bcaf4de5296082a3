import { zodResolver } from '@hookform/resolvers/zod';
import {
  CalendarCheck,
  CalendarClock,
  CalendarPlus,
  FilePlus,
  Search,
  SearchX,
} from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearch } from 'wouter';
import { paths } from '#shared/navigation/paths.ts';
import { GrievanceSearchSchema, type GrievanceStatus } from '#shared/support/support.schemas.ts';
import { Fact, FactList } from '#client/components/fact-list.tsx';
import { FormFieldItem } from '#client/components/form-field-item.tsx';
import { QueryErrorState } from '#client/components/query-error-state.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#client/components/ui/card.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { Form, FormField } from '#client/components/ui/form.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useGrievanceStatus } from '#client/features/support/api/use-grievance-status.ts';
import { GrievanceStatusBadge } from '#client/features/support/components/grievance-status-badge.tsx';
import { isApiError } from '#client/lib/api-client.ts';
import { formatDate } from '#client/lib/format.ts';
import { useT } from '#client/i18n/locale-context.tsx';

function GrievanceResult({ grievance }: { grievance: GrievanceStatus }) {
  const t = useT();
  const isOpen = grievance.status === 'open';
  return (
    <Card role="region" aria-label={t('Grievance status')}>
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>
            <h2 className="text-lg break-words">{grievance.subject}</h2>
          </CardTitle>
          <GrievanceStatusBadge status={grievance.status} />
        </div>
        <CardDescription>
          {t('Reference code')}{' '}
          <span className="font-mono font-medium break-words text-foreground">
            {grievance.referenceCode}
          </span>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm">
          {isOpen
            ? t(
                'Under investigation. We acknowledge every grievance within 24 hours and e-mail you when it is resolved.',
              )
            : t('Resolved. We have e-mailed you the resolution.')}
        </p>
        <FactList>
          <Fact icon={CalendarPlus} label={t('Filed')} isLabelVisible>
            {formatDate(grievance.createdAt)}
          </Fact>
          <Fact icon={CalendarClock} label={t('Last updated')} isLabelVisible>
            {formatDate(grievance.updatedAt)}
          </Fact>
          {grievance.closedAt && (
            <Fact icon={CalendarCheck} label={t('Closed')} isLabelVisible>
              {formatDate(grievance.closedAt)}
            </Fact>
          )}
        </FactList>
      </CardContent>
    </Card>
  );
}

/** The answer to a searched code: loading, found, not found (SPEC §8) or another failure. */
function SearchResult({ code }: { code: string }) {
  const t = useT();
  const grievance = useGrievanceStatus(code);
  if (grievance.isPending) {
    return (
      <div role="status" aria-label={t('Looking up your grievance')}>
        <Skeleton className="h-44 w-full" />
      </div>
    );
  }
  if (grievance.isError) {
    if (isApiError(grievance.error, 404)) {
      return (
        <div role="alert">
          <EmptyState
            icon={SearchX}
            titleAs="h2"
            title={t('Grievance Not Found')}
            description={t(
              "We couldn't find a grievance with reference code {code}. Please check your reference code and try again.",
              { code },
            )}
            action={
              <Button asChild variant="outline">
                <Link href={paths.grievance}>
                  <FilePlus aria-hidden="true" />
                  {t('File a grievance')}
                </Link>
              </Button>
            }
          />
        </div>
      );
    }
    return (
      <QueryErrorState
        title={t("Couldn't look up your grievance")}
        error={grievance.error}
        onRetry={() => void grievance.refetch()}
      />
    );
  }
  return <GrievanceResult grievance={grievance.data} />;
}

/**
 * Grievance Status (SPEC §2.9, §5): search by reference code, in any case and with or without
 * dashes. The searched code lives in `?code=`, so the acknowledgment e-mail and the filing
 * dialog link straight to the answer.
 */
export function GrievanceStatusPage() {
  const t = useT();
  const [, navigate] = useLocation();
  const code = (new URLSearchParams(useSearch()).get('code') ?? '').trim();
  const form = useForm({
    resolver: zodResolver(GrievanceSearchSchema),
    values: { code },
  });
  const submit = form.handleSubmit(({ code: typed }) => {
    navigate(paths.grievanceStatusFor(typed), { replace: true });
  });

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <PageHeader
        className="pb-0"
        title={t('Grievance Status')}
        description={t('Enter the reference code you received when you filed your grievance.')}
      />
      <Card>
        <CardContent>
          <Form {...form}>
            <form
              onSubmit={submit}
              noValidate
              className="flex flex-col gap-3 sm:flex-row sm:items-start"
            >
              <div className="flex-1">
                <FormField
                  name="code"
                  control={form.control}
                  render={({ field }) => (
                    <FormFieldItem label={t('Reference code')}>
                      <Input
                        autoComplete="off"
                        autoCapitalize="characters"
                        spellCheck={false}
                        placeholder={t('e.g. {code}', { code: '7K3Q-MXR2-ZD9A-…' })}
                        className="font-mono"
                        {...field}
                      />
                    </FormFieldItem>
                  )}
                />
              </div>
              <Button type="submit" className="sm:mt-[1.375rem]">
                <Search aria-hidden="true" />
                {t('Check Status')}
              </Button>
            </form>
          </Form>
        </CardContent>
      </Card>
      {code && <SearchResult code={code} />}
    </div>
  );
}
