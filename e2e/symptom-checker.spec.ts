// Issue #4's journey: signed out, a person runs the 3-step symptom wizard (SPEC §4, §5) and
// gets a sensible, safe result — crushing chest pain is an emergency, a cold is self-care — then
// "Find treatment" leads through sign-in to Create Request with the specialty filled in. A
// signed-in patient does the same from the sidebar. Issue #11's: chest pain alone brings
// follow-up questions, and "the pain spreads to my arm" turns the result into an ambulance.
// Screenshots of the wizard, the questions and the results at 1280 and 390 px; axe on each.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_PATIENT, signIn } from './support/actions.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  useBrowser,
  newPersonContext,
  screenshotBothWidths,
  withFailureScreenshots,
} from './support/browser.ts';

const browser = useBrowser();
const errors: string[] = [];

const symptomInput = (page: Page) => page.getByRole('textbox', { name: 'Symptoms', exact: true });
const symptomChips = (page: Page) =>
  page.getByRole('list', { name: 'Added symptoms' }).getByRole('listitem');
const stepHeading = (page: Page, step: number) =>
  page.getByRole('heading', { level: 2, name: new RegExp(`^Step ${step} of 3`) });
const urgencyBanner = (page: Page, level: 'Emergency' | 'Urgent' | 'Routine') =>
  page.getByRole('region', { name: new RegExp(`^${level}\\b`) });

/** Adds each symptom by typing it and pressing Enter (SPEC §5). */
async function addSymptomsWithEnter(page: Page, symptoms: readonly string[]): Promise<void> {
  for (const symptom of symptoms) {
    await symptomInput(page).fill(symptom);
    await symptomInput(page).press('Enter');
    await symptomChips(page).filter({ hasText: symptom }).waitFor();
  }
}

type Person = { age: string; gender: 'Male' | 'Female' | 'Other' };

/** Steps 2 and 3: age, gender, no history; then runs the check. */
async function submitWizard(page: Page, person: Person): Promise<void> {
  await page.getByRole('button', { name: 'Next' }).click();
  await stepHeading(page, 2).waitFor();
  await page.getByLabel('Age', { exact: true }).fill(person.age);
  await page.getByRole('radio', { name: person.gender, exact: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await stepHeading(page, 3).waitFor();
  await page.getByRole('button', { name: 'Check symptoms' }).click();
}

/** Waits for the results page of the check just run. */
async function waitForResults(page: Page): Promise<void> {
  await page.waitForURL(/\/symptom-checker\/results\?sessionId=[0-9a-f-]+$/);
  await page.getByRole('heading', { level: 1, name: 'Your results' }).waitFor();
}

const followUpHeading = (page: Page) =>
  page.getByRole('heading', { level: 2, name: /A few more questions/ });

/** Chooses "No" for every follow-up question on the page. */
async function chooseNoForAll(page: Page): Promise<void> {
  const groups = page.getByRole('group');
  for (let i = 0; i < (await groups.count()); i++) {
    await groups.nth(i).getByRole('radio', { name: 'No', exact: true }).check();
  }
}

/** Answers "No" to every follow-up question and asks for the results. */
async function answerAllNo(page: Page): Promise<void> {
  await chooseNoForAll(page);
  await page.getByRole('button', { name: 'See results' }).click();
}

/**
 * Steps 2 and 3, then the results; when the check asks follow-up questions (ADR 0019), every
 * danger sign is answered "No" first.
 */
async function finishWizard(page: Page, person: Person): Promise<void> {
  await submitWizard(page, person);
  const results = page.getByRole('heading', { level: 1, name: 'Your results' });
  await results.or(followUpHeading(page)).waitFor();
  if (await followUpHeading(page).isVisible()) await answerAllNo(page);
  await waitForResults(page);
}

void test('a visitor with crushing chest pain is told to call emergency services, then finds treatment after signing in', () =>
  withFailureScreenshots(browser(), async () => {
    const context = await newPersonContext(browser(), errors);
    const page = await context.newPage();

    // The public top bar leads to the wizard.
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Symptom Checker' })
      .click();
    await page.waitForURL('**/symptom-checker');
    await stepHeading(page, 1).waitFor();
    await page.getByText('This is not a diagnosis.').waitFor();
    await page
      .getByText(/call your local emergency number/)
      .first()
      .waitFor();

    // Next validates the step.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Please add at least one symptom').waitFor();
    assert.equal(await stepHeading(page, 1).count(), 1, 'still on step 1');

    // Enter adds; blank entries are ignored; a chip can be removed from the keyboard.
    await addSymptomsWithEnter(page, ['crushing chest pain', 'sweating', 'headache']);
    await page.getByText('Please add at least one symptom').waitFor({ state: 'detached' });
    await symptomInput(page).fill('   ');
    await symptomInput(page).press('Enter');
    assert.equal(await symptomChips(page).count(), 3, 'a blank entry adds no chip');
    await page.getByRole('button', { name: 'Remove headache' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Remove headache' }).waitFor({ state: 'detached' });
    assert.equal(await symptomChips(page).count(), 2);
    await addSymptomsWithEnter(page, ['pain in left arm']);
    await screenshotBothWidths(page, 'symptom-checker-wizard');

    // Step 2: focus moves to its heading; the age is checked; gender starts as male.
    await page.getByRole('button', { name: 'Next' }).click();
    await stepHeading(page, 2).waitFor();
    assert.match(
      (await page.locator(':focus').textContent()) ?? '',
      /^Step 2 of 3/,
      'focus moves to the new step',
    );
    assert.equal(
      await page.getByRole('radio', { name: 'Male', exact: true }).isChecked(),
      true,
      'gender defaults to male',
    );
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Please enter a valid age').waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await stepHeading(page, 1).waitFor();
    assert.equal(await symptomChips(page).count(), 3, 'Back keeps the symptoms');

    await finishWizard(page, { age: '58', gender: 'Male' });
    const banner = urgencyBanner(page, 'Emergency');
    await banner.getByRole('heading', { name: 'Call emergency services now' }).waitFor();
    await page.getByRole('heading', { level: 3, name: /Heart attack/ }).waitFor();
    await page.getByText('This is not a diagnosis.').first().waitFor();
    await screenshotBothWidths(page, 'symptom-checker-results-emergency');
    await expectNoAxeViolations(page, 'the emergency results');

    // Signed out, Find treatment goes through sign-in, then to Create Request, prefilled.
    await page.getByRole('link', { name: 'Find treatment: Cardiology' }).click();
    await page.waitForURL(/\/login\?next=/);
    await page.getByLabel('Email').fill(DEMO_PATIENT.email);
    await page.getByLabel('Password').fill(DEMO_PATIENT.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/create-request?procedureType=Cardiology');
    await page.getByRole('heading', { level: 1, name: 'Create Treatment Request' }).waitFor();
    assert.equal(await page.getByLabel('Procedure type').inputValue(), 'Cardiology');

    assert.deepEqual(errors, [], 'no console or page errors');
  }));

void test('a visitor with a cold gets a routine, self-care result', () =>
  withFailureScreenshots(browser(), async () => {
    const context = await newPersonContext(browser(), errors);
    const page = await context.newPage();
    await page.goto('/symptom-checker');
    await stepHeading(page, 1).waitFor();
    await addSymptomsWithEnter(page, ['runny nose', 'sneezing', 'sore throat for 2 days']);
    await finishWizard(page, { age: '30', gender: 'Female' });

    await urgencyBanner(page, 'Routine')
      .getByRole('heading', { name: 'Self-care or a routine appointment' })
      .waitFor();
    assert.equal(await urgencyBanner(page, 'Emergency').count(), 0, 'no emergency banner');
    await page.getByRole('heading', { level: 3, name: 'Common cold' }).waitFor();
    await screenshotBothWidths(page, 'symptom-checker-results-routine');

    await page.getByRole('link', { name: 'Start over' }).first().click();
    await page.waitForURL('**/symptom-checker');
    await stepHeading(page, 1).waitFor();
    assert.equal(await symptomChips(page).count(), 0, 'Start over begins a new check');

    assert.deepEqual(errors, [], 'no console or page errors');
  }));

void test('a signed-in patient runs the checker from the sidebar and finds treatment', () =>
  withFailureScreenshots(browser(), async () => {
    const context = await newPersonContext(browser(), errors);
    const page = await context.newPage();
    await signIn(page, DEMO_PATIENT);
    await page
      .getByRole('navigation', { name: 'Sidebar' })
      .getByRole('link', { name: 'Symptom Checker' })
      .click();
    await page.waitForURL('**/symptom-checker');
    await stepHeading(page, 1).waitFor();
    await addSymptomsWithEnter(page, ['burning when peeing', 'needing to pee often']);
    await finishWizard(page, { age: '30', gender: 'Female' });
    await page.getByRole('heading', { level: 3, name: /Bladder infection/ }).waitFor();
    await screenshotBothWidths(page, 'symptom-checker-results-signed-in');

    // Signed in, Find treatment opens Create Request directly, with that specialty filled in.
    const findTreatment = page.getByRole('link', { name: /^Find treatment: / }).first();
    const specialty = ((await findTreatment.textContent()) ?? '')
      .replace('Find treatment:', '')
      .trim();
    await findTreatment.click();
    await page.waitForURL(/\/create-request\?procedureType=/);
    await page.getByRole('heading', { level: 1, name: 'Create Treatment Request' }).waitFor();
    assert.equal(await page.getByLabel('Procedure type').inputValue(), specialty);

    assert.deepEqual(errors, [], 'no console or page errors');
  }));

void test('a visitor with chest pain answers follow-up questions; pain spreading to the arm means an ambulance', () =>
  withFailureScreenshots(browser(), async () => {
    const context = await newPersonContext(browser(), errors);
    const page = await context.newPage();
    await page.goto('/symptom-checker');
    await stepHeading(page, 1).waitFor();
    await addSymptomsWithEnter(page, ['chest pain since this morning']);
    await expectNoAxeViolations(page, 'the wizard');
    await submitWizard(page, { age: '45', gender: 'Female' });

    // The questions come before any result, and focus moves to their heading.
    await followUpHeading(page).waitFor();
    assert.match((await page.locator(':focus').textContent()) ?? '', /A few\s*more questions/);
    const spreads = page.getByRole('group', { name: /spread to your arm/ });
    await spreads.waitFor();
    assert.equal(page.url().includes('/results'), false, 'no results before the answers');
    await screenshotBothWidths(page, 'symptom-checker-follow-up');
    await expectNoAxeViolations(page, 'the follow-up questions');

    // Every question needs an answer; the first open one takes focus.
    await page.getByRole('button', { name: 'See results' }).click();
    await page.getByText('Please choose an answer (Not sure is fine).').first().waitFor();
    assert.equal(await page.locator(':focus').getAttribute('type'), 'radio');

    await chooseNoForAll(page);
    await spreads.getByRole('radio', { name: 'Yes', exact: true }).check();
    await page.getByRole('button', { name: 'See results' }).click();
    await waitForResults(page);

    const banner = urgencyBanner(page, 'Emergency');
    await banner.getByText('Call an ambulance now (your local emergency number).').waitFor();
    const scale = page.getByRole('heading', { level: 2, name: 'What the levels mean' });
    await scale.waitFor();
    await page.getByText('Call an ambulance or go to an emergency department now.').waitFor();
    await page.getByText('Your result', { exact: true }).waitFor();
    const answers = page.getByRole('heading', { level: 2, name: 'Your answers' });
    await answers.waitFor();
    await screenshotBothWidths(page, 'symptom-checker-results-after-follow-up');
    await expectNoAxeViolations(page, 'the results after follow-up');

    assert.deepEqual(errors, [], 'no console or page errors');
  }));
