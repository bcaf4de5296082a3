// Issue #17's done-when journey in Spanish (ADR 0062): a signed-out visitor whose browser speaks
// Spanish goes from /treatments/knee-replacement to "Pedir presupuesto", signs up (the form's
// own and the shared schema's messages in Spanish), picks the patient role, finds Create
// Request prefilled with the procedure and in Spanish, sends it and lands on their requests;
// then signs in again in a new browser. On a phone (390 px), each page's title in Spanish.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { E2E_PASSWORD, uniqueEmail } from './support/actions.ts';
import { expectAccessibleAtBothWidths } from './support/axe.ts';
import {
  newPersonContext,
  screenshotBothWidths,
  useBrowser,
  VIEWPORTS,
  withFailureScreenshots,
} from './support/browser.ts';

const browser = useBrowser();
const errors: string[] = [];

/** Waits up to 5 s for the tab's title to be `title · CareAbroad`. */
async function expectTitle(page: Page, title: string): Promise<void> {
  const expected = `${title} · CareAbroad`;
  for (let tries = 0; tries < 50 && (await page.title()) !== expected; tries += 1) {
    await page.waitForTimeout(100);
  }
  assert.equal(await page.title(), expected);
}

/** A date `days` from today as the date input takes it (`YYYY-MM-DD`). */
function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

void test('a Spanish-speaking visitor asks for a quote on a phone, from the treatment page to the request', () =>
  withFailureScreenshots(browser(), async () => {
    const email = uniqueEmail('i18n-es');
    const context = await newPersonContext(browser(), errors, { locale: 'es-ES' });
    const page = await context.newPage();
    await page.setViewportSize(VIEWPORTS.phone);

    await page.goto('/treatments/knee-replacement');
    await page.getByText('Estancia habitual').waitFor();
    await page.getByRole('link', { name: 'Pedir presupuesto' }).click();

    // Sign-up: headings, labels, the help text and the client's validation messages.
    await page.waitForURL(/\/login\?mode=register&next=/);
    await page.getByRole('heading', { level: 1, name: 'Únete a CareAbroad' }).waitFor();
    await expectTitle(page, 'Iniciar sesión');
    await page.getByText('Usa al menos 9 caracteres').waitFor();
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.getByText('El nombre es obligatorio').waitFor();
    await page.getByText('Introduce una dirección de correo electrónico válida').waitFor();
    await page.getByLabel('Nombre', { exact: true }).fill('Lucía');
    await page.getByLabel('Apellidos', { exact: true }).fill('Romero');
    await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
    // The password strength rule, in Spanish.
    await page.getByLabel('Contraseña', { exact: true }).fill('lucia2026');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.getByText('Esta contraseña es demasiado fácil de adivinar').waitFor();
    await screenshotBothWidths(page, 'i18n-es-sign-up');
    await expectAccessibleAtBothWidths(page, 'the sign-up form in Spanish, with its messages');
    await page.setViewportSize(VIEWPORTS.phone);
    await page.getByLabel('Contraseña', { exact: true }).fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();

    // Role selection.
    await page.getByText('Selecciona tu función para continuar').waitFor();
    await expectTitle(page, 'Elige tu función');
    await page.getByRole('button', { name: 'Continuar como paciente' }).click();

    // Create Request, prefilled with the procedure.
    await page.waitForURL(/\/create-request\?procedureType=Knee%20replacement/);
    await page.getByRole('heading', { level: 1, name: 'Crear solicitud de tratamiento' }).waitFor();
    await expectTitle(page, 'Crear solicitud de tratamiento');
    const procedure = page.getByLabel('Tipo de procedimiento', { exact: true });
    assert.equal(await procedure.inputValue(), 'Knee replacement');
    await page.getByRole('button', { name: 'Crear solicitud' }).click();
    await page.getByText('La descripción es obligatoria').waitFor();
    await page.getByText('El presupuesto mínimo es obligatorio').waitFor();
    await page.getByLabel('Descripción', { exact: true }).fill('Rodilla derecha, artrosis.');
    await page.getByLabel('Ubicación preferida', { exact: true }).fill('Chennai, India');
    await page.getByLabel('Presupuesto mínimo (USD)', { exact: true }).fill('9000');
    await page.getByLabel('Presupuesto máximo (USD)', { exact: true }).fill('5000');
    await page.getByLabel('Fecha de inicio preferida', { exact: true }).fill(inDays(60));
    await page.getByLabel('Fecha de fin preferida', { exact: true }).fill(inDays(80));
    await page.getByRole('button', { name: 'Crear solicitud' }).click();
    await page.getByText('El presupuesto máximo debe ser al menos el mínimo').waitFor();
    await screenshotBothWidths(page, 'i18n-es-create-request');
    await expectAccessibleAtBothWidths(page, 'Create Request in Spanish, with a message');
    await page.setViewportSize(VIEWPORTS.phone);
    await page.getByLabel('Presupuesto mínimo (USD)', { exact: true }).fill('5000');
    await page.getByLabel('Presupuesto máximo (USD)', { exact: true }).fill('9000');
    await page.getByRole('button', { name: 'Crear solicitud' }).click();

    // Where the patient lands: their requests, in Spanish, money in Spanish conventions.
    await page.waitForURL((url) => url.pathname === '/my-requests');
    await page
      .getByText('Solicitud de tratamiento creada correctamente', { exact: true })
      .waitFor();
    await page.getByRole('heading', { level: 1, name: 'Mis solicitudes de tratamiento' }).waitFor();
    await expectTitle(page, 'Mis solicitudes de tratamiento');
    await page.getByRole('heading', { level: 2, name: 'Knee replacement' }).waitFor();
    await page.getByText('Abierta', { exact: true }).waitFor();
    await page.getByText('5000 US$ – 9000 US$').waitFor();
    await page.getByRole('link', { name: 'Ver detalles de Knee replacement' }).waitFor();
    await screenshotBothWidths(page, 'i18n-es-my-requests');
    await expectAccessibleAtBothWidths(page, 'My Treatment Requests in Spanish');
    assert.equal(errors.length, 0, `no console or page errors: ${errors.join('\n')}`);
    await context.close();

    // Signing in again, in a new browser: a wrong password's message in Spanish.
    const returning = await newPersonContext(browser(), errors, { locale: 'es-ES' });
    const again = await returning.newPage();
    await again.setViewportSize(VIEWPORTS.phone);
    await again.goto('/login');
    await again.getByRole('heading', { level: 1, name: 'Hola de nuevo' }).waitFor();
    await expectTitle(again, 'Iniciar sesión');
    await again.getByLabel('Correo electrónico', { exact: true }).fill(email);
    await again.getByLabel('Contraseña', { exact: true }).fill('not-the-password');
    await again.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await again
      .getByRole('alert')
      .filter({ hasText: 'Correo electrónico o contraseña incorrectos' })
      .first()
      .waitFor();
    // The browser logs the expected 401 of the wrong password as a failed resource.
    assert.ok(
      errors.every((error) => error.includes('401')),
      errors.join('\n'),
    );
    errors.length = 0;
    await again.getByLabel('Contraseña', { exact: true }).fill(E2E_PASSWORD);
    await again.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await again.waitForURL((url) => url.pathname === '/');
    await expectTitle(again, 'Panel');

    assert.deepEqual(errors, [], 'no console or page errors');
    await returning.close();
  }));
