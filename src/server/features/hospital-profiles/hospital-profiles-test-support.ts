import sharp from 'sharp';
import type { UpdateHospitalProfileInput } from '#shared/hospital-profiles/hospital-profiles.schemas.ts';
import type { TestClient } from '../../test/http.ts';
import { multipartBody, type MultipartFile } from '../../test/multipart.ts';
import { samplePdf } from '../../test/record-files.ts';

/** A complete profile body (`PUT /api/hospital-profile`). */
export function buildHospitalProfile(
  overrides: Partial<UpdateHospitalProfileInput> = {},
): UpdateHospitalProfileInput {
  return {
    legalName: 'Apollo Hospitals Enterprise Ltd',
    country: 'IN',
    city: 'Chennai',
    address: '21 Greams Lane, Off Greams Road, Chennai 600006',
    website: 'https://www.apollohospitals.com',
    licenceNumber: 'TN-CHN-2019-0042',
    specialties: ['Orthopaedics', 'Cardiology'],
    languages: ['en', 'hi', 'ta'],
    doctors: [
      {
        name: 'Dr. Meera Raman',
        specialty: 'Orthopaedic surgery',
        registrationNumber: 'TNMC-55123',
        yearsOfPractice: 18,
        languages: ['en', 'ta'],
      },
    ],
    ...overrides,
  };
}

/** A real, decodable 2400×1600 JPEG photo made by sharp. */
export function samplePhoto(): Promise<Buffer> {
  return sharp({
    create: { width: 2400, height: 1600, channels: 3, background: { r: 30, g: 120, b: 200 } },
  })
    .jpeg()
    .toBuffer();
}

async function postUpload(
  client: TestClient,
  url: string,
  fields: Record<string, string>,
  file: MultipartFile,
) {
  const { payload, headers } = multipartBody(fields, file);
  return client.request({ method: 'POST', url, body: payload, headers });
}

/** `POST /api/hospital-profile/accreditations` as `client` (JCI, a PDF, expiring in 2030). */
export function uploadAccreditation(
  client: TestClient,
  overrides: { fields?: Record<string, string>; file?: MultipartFile } = {},
) {
  return postUpload(
    client,
    '/api/hospital-profile/accreditations',
    { body: 'JCI', number: 'JCI-2024-118', expiresOn: '2030-06-30', ...overrides.fields },
    overrides.file ?? { filename: 'jci-certificate.pdf', content: samplePdf() },
  );
}

/** `POST /api/hospital-profile/photos` as `client`. */
export async function uploadPhoto(client: TestClient, file?: MultipartFile) {
  return postUpload(
    client,
    '/api/hospital-profile/photos',
    { caption: 'Main building' },
    file ?? { filename: 'building.jpg', content: await samplePhoto() },
  );
}

/** Saves a full profile with one accreditation and submits it; throws on any failure. */
export async function submitFullProfile(client: TestClient): Promise<void> {
  const saved = await client.request({
    method: 'PUT',
    url: '/api/hospital-profile',
    body: buildHospitalProfile(),
  });
  if (saved.statusCode !== 200) throw new Error(`save failed: ${saved.body}`);
  const accreditation = await uploadAccreditation(client);
  if (accreditation.statusCode !== 201) throw new Error(`evidence failed: ${accreditation.body}`);
  const submitted = await client.post('/api/hospital-profile/submit');
  if (submitted.statusCode !== 200) throw new Error(`submit failed: ${submitted.body}`);
}
