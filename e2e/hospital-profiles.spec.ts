// Issue #17's verified hospital profiles: a new hospital fills in its profile, adds a JCI
// certificate (PDF) and a photo, and submits it; the demo admin checks the certificate beside
// the details in the verification queue and approves; the hospital's /hospital/{id} page then
// shows the accreditation badge, doctors, languages, photo and track record. Then issue #17's
// done-when: a signed-out visitor in Spanish finds it from /treatments/knee-replacement, sees
// the badge on its catalogue page and asks it for a quote that arrives prefilled after sign-up.
// axe finds nothing serious; screenshots of each page at 1280 and 390 px.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  DEMO_ADMIN,
  E2E_PASSWORD,
  signIn,
  signUpWithRole,
  uniqueEmail,
} from './support/actions.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  newPersonContext,
  screenshotBothWidths,
  useBrowser,
  withFailureScreenshots,
} from './support/browser.ts';
import { makeNoisePng, makeRectanglesPdf } from './support/record-files.ts';

const browser = useBrowser();
const errors: string[] = [];
const LEGAL_NAME = `Seaview Medical Centre ${Date.now().toString(36)}`;

await test('a new hospital onboards with evidence, the admin verifies it, its profile shows the badge', () =>
  withFailureScreenshots(browser(), async () => {
    const hospitalContext = await newPersonContext(browser(), errors);
    const page = await hospitalContext.newPage();
    await signUpWithRole(
      page,
      { firstName: 'Seaview', lastName: 'Medical', email: uniqueEmail('profile') },
      'Hospital',
    );

    // The dashboard's verification banner leads to the profile editor.
    await page.getByRole('link', { name: 'Complete and submit your hospital profile' }).click();
    await page.waitForURL('**/hospital-profile');
    await page.getByRole('heading', { level: 1, name: 'Hospital profile' }).waitFor();
    assert.equal(await page.title(), 'Hospital profile · CareAbroad');
    await page.getByText('Draft: not yet submitted').waitFor();

    const details = page.getByRole('form', { name: 'Hospital details' });
    await details.getByLabel('Legal name').fill(LEGAL_NAME);
    await details.getByLabel('Licence number').fill('MOH-SG-2020-118');
    await details.getByLabel('Country').fill('sg');
    await details.getByLabel('City').fill('Singapore');
    await details.getByLabel('Address').fill('3 Mount Elizabeth, Singapore 228510');
    await details.getByLabel('Website').fill('https://seaview.example');
    await details.getByLabel('Specialties').fill('Orthopaedics, Sports medicine');
    await details.getByLabel('Languages spoken').fill('en, zh, ms');
    await details.getByRole('button', { name: 'Add a doctor' }).click();
    const doctor = details.getByRole('group', { name: 'Doctor 1' });
    await doctor.getByLabel('Name').fill('Dr. Wei Lin Tan');
    await doctor.getByLabel('Specialty').fill('Orthopaedic surgery');
    await doctor.getByLabel('Registration number').fill('SMC-M12345');
    await doctor.getByLabel('Years of practice').fill('15');
    await doctor.getByLabel('Languages').fill('en, zh');
    await details.getByRole('button', { name: 'Save details' }).click();
    await page.getByText('Profile saved').first().waitFor();

    const accreditation = page.getByRole('form', { name: 'Add an accreditation' });
    await accreditation.getByLabel('Accreditation body').selectOption('JCI');
    await accreditation.getByLabel('Certificate number').fill('JCI-SG-2025-042');
    await accreditation.getByLabel('Valid through').fill('2029-12-31');
    await accreditation.getByLabel(/^Certificate \(PDF/).setInputFiles({
      name: 'jci-certificate.pdf',
      mimeType: 'application/pdf',
      buffer: makeRectanglesPdf([[0.2, 0.4, 0.8]]),
    });
    await accreditation.getByRole('button', { name: 'Add accreditation' }).click();
    await page.getByText('Awaiting verification').waitFor();

    const photo = page.getByRole('form', { name: 'Add a photo' });
    await photo.getByLabel('Caption').fill('Reception and outpatient wing');
    await photo.getByLabel(/^Photo \(/).setInputFiles({
      name: 'reception.png',
      mimeType: 'image/png',
      buffer: makeNoisePng(300),
    });
    await photo.getByRole('button', { name: 'Add photo' }).click();
    await page.getByRole('img', { name: 'Reception and outpatient wing' }).waitFor();

    await expectNoAxeViolations(page, '/hospital-profile', { minImpact: 'serious' });
    await screenshotBothWidths(page, 'hospital-profile-editor');

    await page.getByRole('button', { name: 'Submit for verification' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Submitted for verification').waitFor();
    const profileHref = await page
      .getByRole('link', { name: 'See your public profile' })
      .getAttribute('href');
    assert.ok(profileHref?.startsWith('/hospital/'), `profile link: ${profileHref}`);

    // The admin checks the certificate beside the details, then approves.
    const adminContext = await newPersonContext(browser(), errors);
    const admin = await adminContext.newPage();
    await signIn(admin, DEMO_ADMIN);
    await admin.goto('/admin/hospital-verification');
    await admin.getByRole('heading', { level: 1, name: 'Hospital verification' }).waitFor();
    const item = admin.getByRole('listitem').filter({
      has: admin.getByRole('heading', { name: LEGAL_NAME }),
    });
    await item.getByText('Dr. Wei Lin Tan').waitFor();
    await item.getByText('English, Chinese, Malay').waitFor();
    await item
      .getByRole('img', {
        name: /^Certificate Joint Commission International JCI-SG-2025-042, page 1 of 1/,
      })
      .waitFor();
    await expectNoAxeViolations(admin, '/admin/hospital-verification', { minImpact: 'serious' });
    await screenshotBothWidths(admin, 'hospital-verification-queue');
    await item.getByRole('button', { name: 'Approve' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
    await admin.getByText('Hospital verified').first().waitFor();
    await item.waitFor({ state: 'detached' });

    // The hospital's profile page shows the badge and everything it entered.
    await page.goto(profileHref ?? '/');
    await page.getByText('Joint Commission International accredited').first().waitFor();
    await page.getByRole('heading', { name: 'About the hospital' }).waitFor();
    await page.getByText('Dr. Wei Lin Tan').waitFor();
    await page.getByText('English, Chinese, Malay').waitFor();
    await page.getByText('Median response time').waitFor();
    await page.getByText('Not enough data yet').waitFor();
    await page.getByRole('img', { name: 'Reception and outpatient wing' }).waitFor();
    await expectNoAxeViolations(page, '/hospital/{id}', { minImpact: 'serious' });
    await screenshotBothWidths(page, 'hospital-profile-page');

    // The hospital was told, in the bell.
    await page.goto('/notifications');
    await page.getByText('Your hospital profile was verified and is now published').waitFor();

    // A signed-out visitor whose browser speaks Spanish finds it from the knee replacement
    // page, sees its badge on its catalogue page and asks it for a quote; after sign-up the
    // request arrives prefilled with it.
    const visitorContext = await newPersonContext(browser(), errors, { locale: 'es-ES' });
    const visitor = await visitorContext.newPage();
    await visitor.goto('/treatments/knee-replacement');
    await visitor.getByRole('link', { name: 'Todos los hospitales verificados' }).click();
    await visitor.getByRole('heading', { level: 1, name: 'Hospitales verificados' }).waitFor();
    await visitor.getByLabel('País').selectOption({ label: 'Singapur' });
    await visitor.waitForURL(/\/hospitals\?country=SG/);
    // The catalogue names a hospital by its account's name, the profile page by its legal name.
    await visitor.getByRole('link', { name: 'Seaview Medical', exact: true }).click();
    await visitor.getByRole('heading', { level: 1, name: 'Seaview Medical' }).waitFor();
    await visitor.getByText('Joint Commission International').first().waitFor();
    await screenshotBothWidths(visitor, 'catalogue-new-hospital-es');
    await expectNoAxeViolations(visitor, '/hospitals/{slug} in Spanish', { minImpact: 'serious' });
    await visitor.getByRole('link', { name: 'Pedir presupuesto' }).click();
    await visitor.waitForURL(/\/login\?mode=register&next=/);
    await visitor.getByLabel('Nombre', { exact: true }).fill('Lucía');
    await visitor.getByLabel('Apellidos', { exact: true }).fill('Romero');
    await visitor.getByLabel('Correo electrónico', { exact: true }).fill(uniqueEmail('es-quote'));
    await visitor.getByLabel('Contraseña', { exact: true }).fill(E2E_PASSWORD);
    await visitor.getByRole('button', { name: 'Crear cuenta' }).click();
    await visitor.getByRole('button', { name: 'Continuar como paciente' }).click();
    await visitor.waitForURL(/\/create-request\?.*hospital=/);
    await visitor
      .getByRole('heading', { level: 1, name: 'Crear solicitud de tratamiento' })
      .waitFor();
    const description = await visitor.getByLabel('Descripción', { exact: true }).inputValue();
    assert.ok(description.includes('Seaview Medical'), `prefilled description: ${description}`);
    await visitorContext.close();

    assert.deepEqual(errors, []);
    await adminContext.close();
    await hospitalContext.close();
  }));
