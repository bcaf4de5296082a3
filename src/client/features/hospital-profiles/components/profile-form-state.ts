import type {
  Doctor,
  OwnHospitalProfile,
  UpdateHospitalProfileInput,
} from '#shared/hospital-profiles/hospital-profiles.schemas.ts';

/** A doctor row as typed: lists as comma-separated text, years as text. */
export interface DoctorDraft {
  key: string;
  name: string;
  specialty: string;
  registrationNumber: string;
  yearsOfPractice: string;
  languages: string;
}

/** The editor's fields as typed. */
export interface ProfileDraft {
  legalName: string;
  country: string;
  city: string;
  address: string;
  website: string;
  licenceNumber: string;
  specialties: string;
  languages: string;
  doctors: DoctorDraft[];
}

let nextKey = 0;
/** A stable React key for a doctor row that has no id. */
export const newRowKey = () => `doctor-${(nextKey += 1)}`;

const list = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export function toDoctorDraft(doctor?: Doctor): DoctorDraft {
  return {
    key: newRowKey(),
    name: doctor?.name ?? '',
    specialty: doctor?.specialty ?? '',
    registrationNumber: doctor?.registrationNumber ?? '',
    yearsOfPractice: doctor ? String(doctor.yearsOfPractice) : '',
    languages: doctor?.languages.join(', ') ?? '',
  };
}

export function toProfileDraft(profile: OwnHospitalProfile): ProfileDraft {
  return {
    legalName: profile.legalName ?? '',
    country: profile.country ?? '',
    city: profile.city ?? '',
    address: profile.address ?? '',
    website: profile.website ?? '',
    licenceNumber: profile.licenceNumber ?? '',
    specialties: profile.specialties.join(', '),
    languages: profile.languages.join(', '),
    doctors: profile.doctors.map(toDoctorDraft),
  };
}

/** The PUT body; the server's schema judges it and answers with field messages. */
export function toProfileInput(draft: ProfileDraft): UpdateHospitalProfileInput {
  return {
    legalName: draft.legalName,
    country: draft.country,
    city: draft.city,
    address: draft.address,
    website: draft.website.trim() === '' ? null : draft.website.trim(),
    licenceNumber: draft.licenceNumber,
    specialties: list(draft.specialties),
    languages: list(draft.languages),
    doctors: draft.doctors.map((doctor) => ({
      name: doctor.name,
      specialty: doctor.specialty,
      registrationNumber: doctor.registrationNumber,
      yearsOfPractice: Number(doctor.yearsOfPractice),
      languages: list(doctor.languages),
    })),
  };
}
