import sharp from 'sharp';
import type { Database } from '../../db/database.ts';
import type { RecordsVault } from '../records/records.service.ts';
import { sealFile } from '../records/sealed-files.service.ts';
import { findUserByEmail } from '../users/users.service.ts';
import {
  approvePhotosOf,
  approveSubmittedProfile,
  insertAccreditation,
  insertPhoto,
  upsertProfile,
  verifyAccreditationsOf,
} from './hospital-profiles.repository.ts';
import { processPhoto } from './photo-processing.ts';

/** A one-page PDF that says what it is: the demo's stand-in for a scanned certificate. */
function demoCertificatePdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A plain two-tone picture standing in for a photo of the building. */
function demoPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <rect width="1200" height="800" fill="#dbeafe"/>
    <rect x="300" y="260" width="600" height="460" fill="#1e3a8a"/>
    <rect x="560" y="560" width="80" height="160" fill="#f8fafc"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

/**
 * Gives the demo's verified hospital (`email`) a full, approved profile (issue #17): details,
 * two doctors, a JCI and an NABH accreditation with certificates in the vault, and a photo.
 * Runs once after {@link seedDemoData} seeded an empty database; does nothing when the account
 * is missing.
 */
export async function seedDemoHospitalProfile(
  db: Database,
  vault: RecordsVault,
  email: string,
): Promise<void> {
  const hospital = await findUserByEmail(db, email);
  if (!hospital) return;
  const jciPdf = demoCertificatePdf('JCI accreditation certificate (demo)');
  const nabhPdf = demoCertificatePdf('NABH accreditation certificate (demo)');
  const jci = { ...(await sealFile(vault, jciPdf)), sizeBytes: jciPdf.length };
  const nabh = { ...(await sealFile(vault, nabhPdf)), sizeBytes: nabhPdf.length };
  const photo = await processPhoto(await demoPhoto());
  const avif = await sealFile(vault, photo.avif);
  const webp = await sealFile(vault, photo.webp);
  const now = new Date();
  await db.transaction(async (tx) => {
    await upsertProfile(tx, hospital.id, {
      legalName: 'Lotus Heart Institute Private Limited',
      country: 'IN',
      city: 'Chennai',
      address: '14 Cathedral Road, Gopalapuram, Chennai 600086',
      website: 'https://lotus-heart.example',
      licenceNumber: 'TN-DMS-2018-0457',
      specialties: ['Cardiology', 'Cardiac surgery', 'Orthopaedics'],
      languages: ['en', 'ta', 'hi', 'ar'],
      doctors: [
        {
          name: 'Dr. Arun Venkatesan',
          specialty: 'Interventional cardiology',
          registrationNumber: 'TNMC-61234',
          yearsOfPractice: 21,
          languages: ['en', 'ta'],
        },
        {
          name: 'Dr. Leila Haddad',
          specialty: 'Orthopaedic surgery',
          registrationNumber: 'TNMC-70981',
          yearsOfPractice: 12,
          languages: ['en', 'ar', 'fr'],
        },
      ],
      status: 'submitted',
      submittedAt: now,
    });
    const certificates = [
      { body: 'JCI', number: 'JCI-IN-2024-0311', expiresOn: '2027-09-30', file: jci },
      { body: 'NABH', number: 'H-2019-0457', expiresOn: '2028-03-31', file: nabh },
    ];
    for (const certificate of certificates) {
      await insertAccreditation(tx, {
        hospitalId: hospital.id,
        body: certificate.body,
        number: certificate.number,
        expiresOn: certificate.expiresOn,
        evidenceStorageKey: certificate.file.storageKey,
        evidenceWrappedKey: certificate.file.wrappedKey,
        evidenceMediaType: 'application/pdf',
        evidenceSizeBytes: certificate.file.sizeBytes,
      });
    }
    await insertPhoto(tx, {
      hospitalId: hospital.id,
      caption: 'Main entrance of the institute',
      width: photo.width,
      height: photo.height,
      avifStorageKey: avif.storageKey,
      avifWrappedKey: avif.wrappedKey,
      avifSizeBytes: photo.avif.length,
      webpStorageKey: webp.storageKey,
      webpWrappedKey: webp.wrappedKey,
      webpSizeBytes: photo.webp.length,
    });
    await approveSubmittedProfile(tx, hospital.id, now);
    await verifyAccreditationsOf(tx, hospital.id, now);
    await approvePhotosOf(tx, hospital.id, now);
  });
}
