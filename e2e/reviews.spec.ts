// Issue #5's review journey: the demo patient (accepted bid from Lotus Heart Institute on her
// cardiac request) writes a review from the request page, after SPEC §5's messages on an empty
// form; the admin publishes it from the moderation queue; it then appears on the landing page
// (signed out), on /reviews and on the hospital's profile with its average rating. Screenshots of
// the dialog, the admin queue, the Reviews page and the hospital profile at 1280 and 390 px.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEMO_ADMIN, DEMO_PATIENT, signIn } from './support/actions.ts';
import {
  useBrowser,
  newPersonContext,
  screenshotBothWidths,
  withFailureScreenshots,
} from './support/browser.ts';

const PROCEDURE = 'Cardiac check-up and angiography';
const HOSPITAL = 'Lotus Heart Institute';

const browser = useBrowser();
const errors: string[] = [];

await test('a patient reviews, an admin publishes, the review appears publicly', () =>
  withFailureScreenshots(browser(), async () => {
    const title = `Calm, expert cardiac care ${Date.now()}`;
    const content =
      'The cardiologist explained the angiogram step by step and the nurses were wonderful.';

    // The patient's dashboard offers Write Review in the feedback prompt.
    const patientContext = await newPersonContext(browser(), errors);
    const patient = await patientContext.newPage();
    await signIn(patient, DEMO_PATIENT);
    const prompt = patient.getByRole('region', {
      name: 'Share Your Experience & Get Free Breakfast!',
    });
    await prompt.getByRole('button', { name: 'Write Review' }).waitFor();
    await prompt.getByRole('link', { name: 'See Reviews' }).waitFor();

    // The request with the accepted bid has a "Write a review" button.
    await patient.goto('/my-requests');
    await patient.getByRole('link', { name: `View Details of ${PROCEDURE}` }).click();
    await patient
      .getByRole('heading', { name: `How was your treatment at ${HOSPITAL}?` })
      .waitFor();
    await patient.getByRole('button', { name: 'Write a review' }).click();
    const dialog = patient.getByRole('dialog', { name: 'Write a Review' });
    await dialog.waitFor();

    // An empty form shows SPEC §5's messages.
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    for (const message of [
      'Please select a rating',
      'Title must be at least 5 characters',
      'Review must be at least 20 characters',
    ]) {
      await dialog.getByText(message).waitFor();
    }

    // Hovering previews a rating without choosing it; clicking chooses.
    const star = (n: number) => dialog.locator('label').filter({ hasText: `${n} stars` });
    await star(4).hover();
    await dialog.getByText('Very good', { exact: true }).waitFor();
    await star(5).click();
    await dialog.getByLabel('Review title').fill(title);
    await dialog.getByLabel('Your experience').fill(content);
    await dialog.getByRole('heading', { name: 'Write a Review' }).hover();
    await dialog.getByText('Excellent', { exact: true }).waitFor();
    assert.equal(await dialog.getByRole('radio', { name: /^5 stars/ }).isChecked(), true);
    await screenshotBothWidths(patient, 'review-dialog');

    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await patient.getByText('Review submitted!').first().waitFor();
    await patient
      .getByText(
        'Thank you for sharing your experience. It will be reviewed before being published.',
      )
      .first()
      .waitFor();
    await dialog.waitFor({ state: 'detached' });
    await patient.getByRole('button', { name: 'Write a review' }).waitFor({ state: 'detached' });

    // Not public until an admin publishes it.
    const visitorContext = await newPersonContext(browser(), errors);
    const visitor = await visitorContext.newPage();
    await visitor.goto('/reviews');
    await visitor.getByRole('heading', { name: 'Patient Reviews', level: 1 }).waitFor();
    await visitor.getByText('No reviews yet').waitFor();
    assert.equal(await visitor.getByText(title).count(), 0, 'unpublished reviews stay hidden');

    // The admin publishes it from the moderation queue.
    const adminContext = await newPersonContext(browser(), errors);
    const admin = await adminContext.newPage();
    await signIn(admin, DEMO_ADMIN);
    const queue = admin.getByRole('region', { name: 'Reviews awaiting moderation' });
    await queue.getByText(title, { exact: true }).waitFor();
    await queue.getByText('Priya S. about Lotus Heart Institute', { exact: false }).waitFor();
    await queue.scrollIntoViewIfNeeded();
    await screenshotBothWidths(admin, 'review-moderation-queue');
    await queue.getByRole('button', { name: `Publish “${title}”` }).click();
    await admin
      .getByRole('alertdialog', { name: 'Publish this review?' })
      .getByRole('button', { name: 'Publish' })
      .click();
    await admin.getByText('Review published').first().waitFor();
    await queue.getByText('No reviews awaiting moderation').waitFor();

    // Signed out, the landing page and /reviews show it, with first name and last initial.
    await visitor.goto('/');
    const testimonials = visitor.getByRole('region', { name: 'What our patients say' });
    await testimonials.getByText(title).waitFor();
    await testimonials.getByText('Priya S.').waitFor();
    await testimonials.getByText(`Treated at ${HOSPITAL}`).waitFor();
    assert.equal(await testimonials.getByText('Sharma').count(), 0, 'no last name in public');
    await testimonials.getByRole('link', { name: 'Read all reviews' }).click();
    await visitor.waitForURL('**/reviews');
    await visitor.getByRole('article').filter({ hasText: title }).waitFor();
    await visitor.getByRole('img', { name: 'Rated 5 out of 5' }).first().waitFor();
    await screenshotBothWidths(visitor, 'reviews-page');

    // The hospital's profile shows the review and its average rating.
    await patient.goto('/my-requests');
    await patient.getByRole('link', { name: `View Details of ${PROCEDURE}` }).click();
    await patient.getByRole('link', { name: HOSPITAL }).first().click();
    await patient.waitForURL(/\/hospital\/[0-9a-f-]+$/);
    await patient.getByRole('heading', { name: 'Patient Reviews' }).waitFor();
    await patient.getByText('out of 5 · 1 review').waitFor();
    await patient.getByText(title).waitFor();
    await screenshotBothWidths(patient, 'hospital-profile-reviews');

    assert.deepEqual(errors, []);
  }));
