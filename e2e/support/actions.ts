import { randomBytes } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { BASE_URL } from './browser.ts';

/** A fresh e-mail per run, so journeys never collide with demo data or each other. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${randomBytes(4).toString('hex')}@example.test`;

export const E2E_PASSWORD = 'journey-password-2026';

/** The admin seeded with the demo data (README). */
export const DEMO_ADMIN = { email: 'admin@careabroad.test', password: 'DemoAdmin#2026' };

/** The demo patient (Priya Sharma): her cardiac request has an accepted bid from DEMO_HOSPITAL. */
export const DEMO_PATIENT = { email: 'patient@careabroad.test', password: 'DemoPatient#2026' };

/** The demo hospital (Lotus Heart Institute, verified), which bid on both demo requests. */
export const DEMO_HOSPITAL = { email: 'hospital@careabroad.test', password: 'DemoHospital#2026' };

/** Signs up through /login and picks a role on the role-selection screen, as a newcomer does. */
export async function signUpWithRole(
  page: Page,
  person: { firstName: string; lastName: string; email: string },
  role: 'Patient' | 'Hospital',
): Promise<void> {
  await page.goto('/login?mode=register');
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByText('Please select your role to continue').waitFor();
  await page.getByRole('button', { name: `Continue as ${role}` }).click();
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

/**
 * Marks the demo hospital's received messages on `requestId` read, so a spec that wrote to it
 * leaves the demo conversation's unread counts as it found them for the specs after it.
 */
export async function markReadAsDemoHospital(browser: Browser, requestId: string): Promise<void> {
  const context = await browser.newContext({ baseURL: BASE_URL });
  await signIn(await context.newPage(), DEMO_HOSPITAL);
  const response = await context.request.post(`/api/messages/${requestId}/read`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  await context.close();
  if (!response.ok()) throw new Error(`marking messages read answered ${response.status()}`);
}

/** Signs in through the /login form. */
export async function signIn(
  page: Page,
  account: { email: string; password: string },
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** The number shown on the dashboard's Summary stat card labelled `label`. */
export async function statCardValue(page: Page, label: string): Promise<number> {
  const card: Locator = page
    .getByRole('region', { name: 'Summary' })
    .getByText(label, { exact: true })
    .locator('xpath=ancestor::*[@data-slot="card"][1]');
  const value = card.locator('p.tabular-nums');
  await value.waitFor();
  return Number((await value.innerText()).replace(/[^0-9]/g, ''));
}

/** What the Create Request form asks for; dates as `YYYY-MM-DD`, budgets in whole USD. */
export interface RequestFormFields {
  procedureType: string;
  description: string;
  preferredLocation: string;
  budgetMin: number;
  budgetMax: number;
  preferredStartDate: string;
  preferredEndDate: string;
}

/** Opens Create Request from the navigation and fills its form (without submitting). */
export async function fillRequestForm(page: Page, fields: RequestFormFields): Promise<void> {
  await page.getByRole('link', { name: 'Create Request' }).first().click();
  await page.getByLabel('Procedure type').fill(fields.procedureType);
  await page.getByLabel('Description').fill(fields.description);
  await page.getByLabel('Preferred location').fill(fields.preferredLocation);
  await page.getByLabel('Minimum budget (USD)').fill(String(fields.budgetMin));
  await page.getByLabel('Maximum budget (USD)').fill(String(fields.budgetMax));
  await page.getByLabel('Preferred start date').fill(fields.preferredStartDate);
  await page.getByLabel('Preferred end date').fill(fields.preferredEndDate);
}

/** The core of a bid: hospital price in whole USD, duration, plan and the named lead doctor. */
export interface BidFormFields {
  price: number;
  estimatedDuration: string;
  treatmentPlan: string;
  leadDoctor?: string;
}

/** From /browse-requests, opens Submit Bid on `procedure` and fills the bid's core fields. */
export async function fillBidForm(
  page: Page,
  procedure: string,
  fields: BidFormFields,
): Promise<void> {
  await page.goto('/browse-requests');
  await page.getByRole('link', { name: `Submit Bid for ${procedure}` }).click();
  await page.getByLabel('Price (USD)').fill(String(fields.price));
  await page.getByLabel('Estimated duration').fill(fields.estimatedDuration);
  await page.getByLabel('Treatment plan').fill(fields.treatmentPlan);
  if (fields.leadDoctor) {
    await page.getByLabel('Lead doctor', { exact: true }).fill(fields.leadDoctor);
  }
}
