import { cataloguePaths } from '#shared/catalogue/catalogue-paths.ts';
import type {
  HospitalFilterOptions,
  HospitalFilters,
} from '#shared/catalogue/catalogue.schemas.ts';
import { countryName, languageName } from '#shared/hospital-profiles/display-names.ts';
import { accreditationBodyOf } from '#shared/hospital-profiles/reference-lists.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { useT } from '#client/i18n/locale-context.tsx';
import { formatTag } from '#client/i18n/i18n.ts';

type FilterName = keyof HospitalFilters;

/** One labelled select: "Any" and each value, described for people. */
function FilterSelect({
  name,
  label,
  values,
  filters,
  describe,
  onChange,
}: {
  name: FilterName;
  label: string;
  values: readonly string[];
  filters: HospitalFilters;
  describe: (value: string) => string;
  onChange: (name: FilterName, value: string | undefined) => void;
}) {
  const t = useT();
  const chosen = filters[name];
  // A value in the address that no hospital has any more still shows as chosen.
  const choices = chosen && !values.includes(chosen) ? [chosen, ...values] : values;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={`filter-${name}`}>{label}</Label>
      <NativeSelect
        id={`filter-${name}`}
        name={name}
        value={chosen ?? ''}
        onChange={(event) => onChange(name, event.target.value || undefined)}
      >
        <option value="">{t('Any')}</option>
        {choices.map((value) => (
          <option key={value} value={value}>
            {describe(value)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/**
 * The `/hospitals` filters (issue #17, ADR 0059): country, specialty, accreditation and
 * language, each "Any" or a value some listed hospital has; a change applies at once. Without
 * JavaScript (the server-rendered page, ADR 0055) it is a plain GET form with a submit button.
 */
export function HospitalFiltersForm({
  options,
  filters,
  onChange,
  onClear,
}: {
  options: HospitalFilterOptions;
  filters: HospitalFilters;
  onChange: (name: FilterName, value: string | undefined) => void;
  onClear: () => void;
}) {
  const isFiltered = Object.values(filters).some((value) => value !== undefined);
  const shared = { filters, onChange };
  const t = useT();
  const locale = formatTag();
  return (
    <form
      method="get"
      action={cataloguePaths.hospitals}
      aria-label={t('Filter hospitals')}
      className="mb-6 grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
      onSubmit={(event) => event.preventDefault()}
    >
      <FilterSelect
        {...shared}
        name="country"
        label={t('Country')}
        values={options.countries}
        describe={(code) => countryName(code, locale)}
      />
      <FilterSelect
        {...shared}
        name="specialty"
        label={t('Specialty')}
        values={options.specialties}
        describe={(value) => value}
      />
      <FilterSelect
        {...shared}
        name="accreditation"
        label={t('Accreditation')}
        values={options.accreditations}
        describe={(code) => accreditationBodyOf(code)?.name ?? code}
      />
      <FilterSelect
        {...shared}
        name="language"
        label={t('Language spoken')}
        values={options.languages}
        describe={(code) => languageName(code, locale)}
      />
      <Button type="button" variant="outline" disabled={!isFiltered} onClick={onClear}>
        {t('Clear filters')}
      </Button>
      {/* Browsers show it only with scripts off; React renders it on the server only. */}
      <noscript>
        <Button type="submit">{t('Show hospitals')}</Button>
      </noscript>
    </form>
  );
}
