// Issue #12, the public side: every page signed out, and signed in without a role yet, at 1280
// and 390 px (e2e/support/page-audit.ts).
import { E2E_PASSWORD, uniqueEmail } from './support/actions.ts';
import { auditAudiences, auditPages, SIGNED_OUT_URLS } from './support/page-audit.ts';
import { newPersonContext } from './support/browser.ts';

await auditAudiences(
  'every public page passes axe (serious, critical) at both widths',
  [{ name: 'signed out', account: null, urls: SIGNED_OUT_URLS }],
  async (browser, consoleLines) => {
    // Signed in without a role yet: the role-selection page and the 404.
    const context = await newPersonContext(browser, consoleLines);
    const page = await context.newPage();
    await page.goto('/login?mode=register');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Okafor');
    await page.getByLabel('Email').fill(uniqueEmail('norole'));
    await page.getByLabel('Password').fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Please select your role to continue').waitFor();
    const { problems } = await auditPages(page, 'no role', ['/', '/no-such-page']);
    await context.close();
    return problems;
  },
);
