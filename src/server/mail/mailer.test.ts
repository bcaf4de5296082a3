import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailer, type Mailer } from './mailer.ts';
import { outboxDirOf } from './outbox.ts';

/** The header fields (lower-case names, folded lines joined) and body of an .eml file. */
function parseEml(source: string): { headers: Map<string, string>; body: string } {
  const normalized = source.replaceAll('\r\n', '\n');
  const split = normalized.indexOf('\n\n');
  expect(split, 'a blank line ends the header').toBeGreaterThan(0);
  const headers = new Map<string, string>();
  for (const line of normalized
    .slice(0, split)
    .replace(/\n[ \t]+/g, ' ')
    .split('\n')) {
    const colon = line.indexOf(':');
    expect(colon, `header line "${line}"`).toBeGreaterThan(0);
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: normalized.slice(split + 2) };
}

const FROM = 'CareAbroad <no-reply@careabroad.test>';

describe('mailer: outbox (no SMTP_URL)', () => {
  let dataDir: string;
  let mailer: Mailer;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'careabroad-mail-'));
    mailer = createMailer({ smtpUrl: undefined, mailFrom: FROM, dataDir });
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  const outboxFiles = async () => {
    try {
      return (await readdir(outboxDirOf(dataDir))).sort();
    } catch {
      return [];
    }
  };

  it('writes each mail as one parseable .eml file with To, Subject and From', async () => {
    await mailer.send({
      to: 'Pat Ient <pat@example.test>',
      subject: 'You have 2 unread messages on CareAbroad',
      text: 'Read them at http://localhost:5000/messages/abc',
    });

    const files = await outboxFiles();
    expect(files).toEqual([
      expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d-]+\.\d{3}Z-[0-9a-f]{8}\.eml$/),
    ]);
    const { headers, body } = parseEml(
      await readFile(path.join(outboxDirOf(dataDir), files[0] ?? ''), 'utf8'),
    );
    expect(headers.get('to')).toBe('Pat Ient <pat@example.test>');
    expect(headers.get('subject')).toBe('You have 2 unread messages on CareAbroad');
    expect(headers.get('from')).toBe(FROM);
    expect(headers.get('message-id')).toMatch(/^<.+@.+>$/);
    expect(body).toContain('http://localhost:5000/messages/abc');
  });

  it('gives every mail its own file, in the order they were sent', async () => {
    await mailer.send({ to: 'a@example.test', subject: 'first', text: 'one' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await mailer.send({ to: 'b@example.test', subject: 'second', text: 'two', html: '<p>two</p>' });

    const files = await outboxFiles();
    expect(files).toHaveLength(2);
    const subjects = await Promise.all(
      files.map(async (file) =>
        parseEml(await readFile(path.join(outboxDirOf(dataDir), file), 'utf8')).headers.get(
          'subject',
        ),
      ),
    );
    expect(subjects).toEqual(['first', 'second']);
  });

  it.each([
    ['to', { to: 'victim@example.test\r\nBcc: everyone@example.test', subject: 'Hello' }],
    ['to', { to: 'victim@example.test\nBcc: everyone@example.test', subject: 'Hello' }],
    ['subject', { to: 'victim@example.test', subject: 'Hello\r\nBcc: everyone@example.test' }],
    ['subject', { to: 'victim@example.test', subject: 'Hello\rX-Injected: yes' }],
  ])('refuses a line break in %s and writes nothing', async (header, fields) => {
    await expect(mailer.send({ ...fields, text: 'body' })).rejects.toThrow(
      `mail ${header} contains a line break`,
    );
    expect(await outboxFiles()).toEqual([]);
  });
});

describe('mailer: SMTP', () => {
  it('refuses a line break in a header before connecting', async () => {
    const mailer = createMailer({
      smtpUrl: 'smtp://127.0.0.1:9',
      mailFrom: FROM,
      dataDir: '/nonexistent-test-data-dir',
    });
    await expect(
      mailer.send({ to: 'a@example.test', subject: 'Hi\nBcc: x@example.test', text: 'body' }),
    ).rejects.toThrow('mail subject contains a line break');
  });
});
