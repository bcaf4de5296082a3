// Issue #17, ADR 0064: a patient picks Spanish in Settings — the app switches at once — signs
// out, signs in on a fresh browser (no choice of its own, an English browser) and gets the app
// in Spanish; the e-mails the account receives are Spanish too. Axe at 1280 and 390 px.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiPost } from './support/api.ts';
import { E2E_PASSWORD, signIn, signUpWithRole, uniqueEmail } from './support/actions.ts';
import { expectAccessibleAtBothWidths } from './support/axe.ts';
import {
  newPersonContext,
  screenshotBothWidths,
  useBrowser,
  withFailureScreenshots,
} from './support/browser.ts';
import { waitForMail } from './support/outbox.ts';

const browser = useBrowser();
const errors: string[] = [];

void test('a language chosen in Settings follows the account to a new browser and its e-mail', () =>
  withFailureScreenshots(browser(), async () => {
    const person = { firstName: 'Lucía', lastName: 'Moreno', email: uniqueEmail('language') };
    const first = await newPersonContext(browser(), errors, { locale: 'en-GB' });
    const page = await first.newPage();
    await signUpWithRole(page, person, 'Patient');

    await page.getByRole('button', { name: /account menu for/i }).click();
    await page.getByRole('menuitem', { name: 'Profile & settings' }).click();
    const language = page.getByRole('region', { name: 'Language' });
    await language.getByLabel('Show CareAbroad in').selectOption('es');

    // At once: the page is Spanish, and the control keeps the focus.
    const idioma = page.getByRole('region', { name: 'Idioma' });
    await idioma.waitFor();
    assert.equal(await page.locator('html').getAttribute('lang'), 'es');
    await page.getByRole('button', { name: 'Idioma: Español' }).waitFor();
    assert.equal(
      await page.evaluate('`${document.activeElement?.tagName} ${document.activeElement?.value}`'),
      'SELECT es',
    );
    await idioma.scrollIntoViewIfNeeded();
    await screenshotBothWidths(page, 'account-language-settings-es');
    await expectAccessibleAtBothWidths(page, 'the settings page in Spanish');

    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await first.close();

    // A fresh browser that speaks English and has no choice of its own.
    const second = await newPersonContext(browser(), errors, { locale: 'en-GB' });
    const fresh = await second.newPage();
    await signIn(fresh, { email: person.email, password: E2E_PASSWORD });
    await fresh.getByRole('button', { name: 'Idioma: Español' }).waitFor();
    assert.equal(await fresh.locator('html').getAttribute('lang'), 'es');

    // The account's e-mail is Spanish too.
    await apiPost(second.request, '/api/auth/password-reset', { email: person.email });
    const mail = await waitForMail(person.email, 'Restablece tu contraseña de CareAbroad');
    assert.match(mail.text, /Recibimos una solicitud para restablecer la contraseña/);
    assert.match(mail.text, /Establecer una contraseña nueva: http/);

    assert.deepEqual(errors, [], 'no console or page errors');
    await second.close();
  }));
