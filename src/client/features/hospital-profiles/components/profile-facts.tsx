import type { HospitalProfilePage } from '#shared/hospital-profiles/hospital-profiles.schemas.ts';
import { countryName, languageName } from '#shared/hospital-profiles/display-names.ts';
import { useT } from '#client/i18n/locale-context.tsx';

type Fields = Pick<
  HospitalProfilePage,
  | 'legalName'
  | 'country'
  | 'city'
  | 'address'
  | 'website'
  | 'licenceNumber'
  | 'specialties'
  | 'languages'
  | 'doctors'
>;

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium text-muted-foreground uppercase">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

/**
 * A profile's facts as a definition list: legal name, place, licence, website, specialties,
 * languages by name, and the doctors. Used by the profile page and the verification queue.
 */
export function ProfileFacts({ profile }: { profile: Fields }) {
  const t = useT();
  const place = [profile.address, profile.city, profile.country && countryName(profile.country)]
    .filter(Boolean)
    .join(', ');
  return (
    <div className="grid gap-4">
      <dl className="grid gap-3 sm:grid-cols-2">
        {profile.legalName && <Fact label={t('Legal name')}>{profile.legalName}</Fact>}
        {place && <Fact label={t('Address')}>{place}</Fact>}
        {profile.licenceNumber && <Fact label={t('Licence number')}>{profile.licenceNumber}</Fact>}
        {profile.website && (
          <Fact label={t('Website')}>
            <a
              href={profile.website}
              rel="noreferrer nofollow"
              target="_blank"
              className="underline underline-offset-4"
            >
              {profile.website}
            </a>
          </Fact>
        )}
        {profile.specialties.length > 0 && (
          <Fact label={t('Specialties')}>{profile.specialties.join(', ')}</Fact>
        )}
        {profile.languages.length > 0 && (
          <Fact label={t('Languages spoken')}>
            {profile.languages.map((code) => languageName(code)).join(', ')}
          </Fact>
        )}
      </dl>
      {profile.doctors.length > 0 && (
        <div className="grid gap-2">
          <h3 className="text-base font-semibold">{t('Doctors')}</h3>
          <ul className="grid gap-2 sm:grid-cols-2">
            {profile.doctors.map((doctor) => (
              <li key={doctor.registrationNumber} className="rounded-lg border p-3 text-sm">
                <p className="font-medium">{doctor.name}</p>
                <p className="text-muted-foreground">
                  {doctor.specialty} ·{' '}
                  {doctor.yearsOfPractice === 1
                    ? t('1 year of practice')
                    : t('{count} years of practice', { count: doctor.yearsOfPractice })}
                </p>
                <p className="text-muted-foreground">
                  {t('Registration {number}', { number: doctor.registrationNumber })}
                </p>
                {doctor.languages.length > 0 && (
                  <p className="text-muted-foreground">
                    {t('Speaks {languages}', {
                      languages: doctor.languages.map((code) => languageName(code)).join(', '),
                    })}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
