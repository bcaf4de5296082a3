import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailer, type Mailer } from '../../mail/mailer.ts';
import { outboxDirOf } from '../../mail/outbox.ts';
import { composeContactMessage } from './support-mail.ts';

describe('contact mail through the real outbox mailer', () => {
  let dataDir: string;
  let mailer: Mailer;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'careabroad-support-mail-'));
    mailer = createMailer({
      smtpUrl: undefined,
      mailFrom: 'CareAbroad <no-reply@x.test>',
      dataDir,
    });
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  const outbox = async () => {
    try {
      return await readdir(outboxDirOf(dataDir));
    } catch {
      return [];
    }
  };

  const contact = {
    referenceCode: 'CONTACT-AAAA-BBBB-CCCC-DDDD-EEEE-FFFF-GGGG',
    name: 'Tom Baker',
    email: 'tom.baker@example.test',
    subject: 'Question',
    message: 'Hello support',
  };

  it('writes Reply-To: the sender into the .eml', async () => {
    await mailer.send(
      composeContactMessage(contact, { to: 'help@x.test', appOrigin: 'http://x.test' }),
    );
    const [file] = await outbox();
    const eml = await readFile(path.join(outboxDirOf(dataDir), file ?? ''), 'utf8');
    expect(eml).toMatch(/^Reply-To: tom\.baker@example\.test\r?$/m);
    expect(eml).toMatch(/^To: help@x\.test\r?$/m);
  });

  it('refuses a Reply-To with a line break and writes nothing (SECURITY §2)', async () => {
    const mail = composeContactMessage(
      { ...contact, email: 'tom@example.test\r\nBcc: everyone@example.test' },
      { to: 'help@x.test', appOrigin: 'http://x.test' },
    );
    await expect(mailer.send(mail)).rejects.toThrow('mail replyTo contains a line break');
    expect(await outbox()).toEqual([]);
  });
});
