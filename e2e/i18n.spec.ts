// Issue #17's languages (ADR 0058): a visitor switches the landing page to Arabic on a phone —
// the page mirrors (`dir=rtl`) and is Arabic — opens a procedure, asks for a quote, signs up
// and lands on the prefilled Create Request; a browser set to Spanish gets the procedure page
// in Spanish without choosing, with money in Spanish conventions. Axe at 1280 and 390 px.
import assert from 'node:assert/strict';
import { test } from 'node:test';
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

void test('a visitor on a phone switches to Arabic and asks for a quote', () =>
  withFailureScreenshots(browser(), async () => {
    const context = await newPersonContext(browser(), errors, { locale: 'en-GB' });
    const page = await context.newPage();
    await page.setViewportSize(VIEWPORTS.phone);

    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: /Affordable treatment abroad/ }).waitFor();
    // The prerendered page shows the button before its code has hydrated: click until the menu
    // opens.
    const arabic = page.getByRole('menuitemradio', { name: 'العربية' });
    await page.waitForLoadState('networkidle');
    for (let attempt = 0; attempt < 10 && !(await arabic.isVisible()); attempt += 1) {
      await page.getByRole('button', { name: 'Language: English' }).click();
      await arabic.waitFor({ timeout: 1000 }).catch(() => {});
    }
    await arabic.click();

    await page.getByRole('heading', { level: 1, name: /علاج بتكلفة معقولة في الخارج/ }).waitFor();
    const html = page.locator('html');
    assert.equal(await html.getAttribute('dir'), 'rtl');
    assert.equal(await html.getAttribute('lang'), 'ar');
    // Mirrored: the sign-in button sits left of the logo.
    const topBar = page.getByRole('banner');
    const signIn = await topBar.getByRole('link', { name: 'تسجيل الدخول' }).boundingBox();
    const logo = await topBar.getByRole('link', { name: 'CareAbroad' }).boundingBox();
    assert.ok(signIn && logo && signIn.x < logo.x, 'the top bar is mirrored');
    await screenshotBothWidths(page, 'i18n-landing-ar');
    await expectAccessibleAtBothWidths(page, 'the landing page in Arabic');

    // The choice is kept: a procedure's page opens in Arabic.
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/treatments/knee-replacement');
    await page.getByText('مدة الإقامة المعتادة').waitFor();
    assert.equal(await html.getAttribute('dir'), 'rtl');
    await screenshotBothWidths(page, 'i18n-treatment-ar');
    await expectAccessibleAtBothWidths(page, 'the knee replacement page in Arabic');

    await page.setViewportSize(VIEWPORTS.phone);
    await page.getByRole('link', { name: 'اطلب عرض سعر' }).click();
    await page.waitForURL(/\/login\?mode=register&next=/);
    await page.getByLabel('الاسم الأول', { exact: true }).fill('Layla');
    await page.getByLabel('اسم العائلة', { exact: true }).fill('Haddad');
    await page.getByLabel('البريد الإلكتروني', { exact: true }).fill(uniqueEmail('i18n-ar'));
    await page.getByLabel('كلمة المرور', { exact: true }).fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'إنشاء حساب' }).click();
    await page.getByRole('button', { name: 'المتابعة كمريض' }).click();
    await page.waitForURL(/\/create-request\?procedureType=Knee%20replacement/);
    const procedure = page.getByLabel('نوع الإجراء', { exact: true });
    assert.equal(await procedure.inputValue(), 'Knee replacement');
    assert.equal(await html.getAttribute('dir'), 'rtl', 'still Arabic once signed in');
    await page.getByRole('button', { name: 'اللغة: العربية' }).waitFor();

    assert.deepEqual(errors, [], 'no console or page errors');
    await context.close();
  }));

void test('a browser set to Spanish gets the procedure page in Spanish', () =>
  withFailureScreenshots(browser(), async () => {
    const context = await newPersonContext(browser(), errors, { locale: 'es-ES' });
    const page = await context.newPage();

    await page.goto('/treatments/knee-replacement');
    await page.getByRole('heading', { level: 1, name: 'Knee replacement' }).waitFor();
    await page.getByText('Estancia habitual').waitFor();
    await page.getByRole('link', { name: 'Pedir presupuesto' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Hospitales verificados' }).waitFor();
    // Money in Spanish conventions: the estimate $4,500 – $28,000.
    await page.getByText('4500 US$ – 28.000 US$').waitFor();
    assert.equal(await page.locator('html').getAttribute('lang'), 'es');
    assert.equal(await page.locator('html').getAttribute('dir'), 'ltr');
    await page.getByRole('button', { name: 'Idioma: Español' }).waitFor();
    await screenshotBothWidths(page, 'i18n-treatment-es');
    await expectAccessibleAtBothWidths(page, 'the knee replacement page in Spanish');

    assert.deepEqual(errors, [], 'no console or page errors');
    await context.close();
  }));
