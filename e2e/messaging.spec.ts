// Issue #3's journey: the demo patient and the demo hospital (accepted bid on the cardiac
// request) chat in real time. The hospital's open Messages page shows the unread count of a new
// message without a reload; opening the chat shows it; later messages and the reply appear on
// the other side live. Screenshots of the Messages page at 1280 and 390 px.
// e2e: runs alone — it counts the demo hospital's unread messages, which other journeys write to.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_HOSPITAL, DEMO_PATIENT, signIn } from './support/actions.ts';
import {
  useBrowser,
  newPersonContext,
  screenshotBothWidths,
  withFailureScreenshots,
} from './support/browser.ts';

const PROCEDURE = 'Cardiac check-up and angiography';

const browser = useBrowser();
const errors: string[] = [];

const chatLog = (page: Page) => page.getByRole('log', { name: 'Messages' });
const conversationLink = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Conversations' })
    .getByRole('link')
    .filter({ hasText: PROCEDURE });

/** Types `text` into the chat input and sends it with Enter (SPEC §5 Chat). */
async function sendWithEnter(page: Page, text: string): Promise<void> {
  const input = page.getByLabel('Type a message');
  await input.fill(text);
  await input.press('Enter');
  await chatLog(page).getByText(text).waitFor();
  for (let tries = 0; (await input.inputValue()) !== '' && tries < 50; tries += 1) {
    await page.waitForTimeout(100);
  }
  assert.equal(await input.inputValue(), '', 'the input is cleared after sending');
}

await test('patient and hospital chat in real time about an accepted bid', () =>
  withFailureScreenshots(browser(), async () => {
    const stamp = Date.now();
    const firstQuestion = `Hello, could I arrive two days before the angiography? (${stamp})`;
    const secondQuestion = `Also, is fasting needed the night before? (${stamp})`;
    const reply = `Yes to both: arrive early, and fast from midnight. (${stamp})`;

    // The hospital waits on its conversation list.
    const hospitalContext = await newPersonContext(browser(), errors);
    const hospital = await hospitalContext.newPage();
    await signIn(hospital, DEMO_HOSPITAL);
    await hospital
      .getByRole('link', { name: /^Messages/ })
      .first()
      .click();
    await hospital.waitForURL('**/messages');
    await conversationLink(hospital).waitFor();
    await hospital.getByRole('heading', { name: 'Select a Conversation' }).waitFor();
    await hospital.evaluate('window.__notReloaded = true');

    // The patient opens the chat from the bid on her request.
    const patientContext = await newPersonContext(browser(), errors);
    const patient = await patientContext.newPage();
    await signIn(patient, DEMO_PATIENT);
    await patient.goto('/my-requests');
    await patient.getByRole('link', { name: `View Details of ${PROCEDURE}` }).click();
    await patient.getByRole('link', { name: /^Message hospital Lotus Heart Institute/ }).click();
    await patient.waitForURL(/\/messages\/[0-9a-f-]+\?hospitalId=/);
    await patient.getByRole('heading', { name: PROCEDURE, level: 2 }).waitFor();
    await patient.getByText('with Lotus Heart Institute Chennai').waitFor();

    // Blank text cannot be sent.
    const send = patient.getByRole('button', { name: 'Send' });
    assert.equal(await send.isDisabled(), true, 'Send is disabled while the input is empty');
    await patient.getByLabel('Type a message').fill('   ');
    assert.equal(await send.isDisabled(), true, 'Send is disabled for whitespace only');

    await sendWithEnter(patient, firstQuestion);

    // Without a reload, the hospital's list shows the unread message, here and in the sidebar.
    await conversationLink(hospital).getByText('1 unread message').waitFor();
    await conversationLink(hospital).getByText(firstQuestion).waitFor();
    await hospital
      .getByRole('navigation', { name: 'Sidebar' })
      .getByRole('link', { name: 'Messages (1 unread)' })
      .waitFor();
    await screenshotBothWidths(hospital, 'messages-list');

    // Opening the chat shows the message and clears the unread count.
    await conversationLink(hospital).click();
    await chatLog(hospital).getByText(firstQuestion).waitFor();
    await conversationLink(hospital).getByText('1 unread message').waitFor({ state: 'detached' });

    // Later messages arrive live in the open chat, both ways.
    await sendWithEnter(patient, secondQuestion);
    await chatLog(hospital).getByText(secondQuestion).waitFor();
    await hospital.getByLabel('Type a message').fill(reply);
    await hospital.getByRole('button', { name: 'Send' }).click();
    await chatLog(hospital).getByText(reply).waitFor();
    await chatLog(patient).getByText(reply).waitFor();

    assert.equal(await hospital.evaluate('window.__notReloaded'), true, 'no reload happened');
    assert.equal(
      await chatLog(patient).getByText(firstQuestion).count(),
      1,
      'a sent message shows once (POST answer and socket echo are one message)',
    );
    await screenshotBothWidths(patient, 'messages-chat');
    await screenshotBothWidths(hospital, 'messages-chat-hospital');

    assert.deepEqual(errors, [], 'no console or page errors');
  }));
