import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { decodeEncodedWords } from '../../src/server/test/mime-headers.ts';

/** The server's mail folder in the E2E run (e2e/run.ts sets it; no SMTP there). */
const OUTBOX_DIR = process.env.E2E_OUTBOX_DIR ?? '';

/** One e-mail from the outbox: its recipient, subject and decoded plain-text body. */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** The text of a quoted-printable part (soft line breaks joined, `=XX` bytes decoded). */
function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes = joined.replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function parseMail(source: string): OutboxMail {
  // Headers unfolded; a subject that is not ASCII comes as RFC 2047 encoded words.
  const head = (source.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) =>
    decodeEncodedWords(new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1]?.trim() ?? '');
  // The first text/plain part, whatever the multipart layout.
  const plain =
    /Content-Type: text\/plain[^\n]*\r?\n(?:[^\r\n]+\r?\n)*\r?\n([\s\S]*?)(?:\r?\n--|$)/i.exec(
      source,
    );
  const partHead = source.slice(plain?.index ?? 0, (plain?.index ?? 0) + 300);
  const isQuotedPrintable = /Content-Transfer-Encoding: quoted-printable/i.test(partHead);
  const isBase64 = /Content-Transfer-Encoding: base64/i.test(partHead);
  const body = plain?.[1] ?? '';
  return {
    to: header('To'),
    subject: header('Subject'),
    text: isQuotedPrintable
      ? decodeQuotedPrintable(body)
      : isBase64
        ? Buffer.from(body, 'base64').toString('utf8')
        : body,
  };
}

/**
 * Waits (up to `timeoutMs`) for the newest mail to `to` whose subject is `subject`, and returns
 * it. Mail goes out after the answer, so a journey polls.
 */
export async function waitForMail(
  to: string,
  subject: string,
  timeoutMs = 10_000,
): Promise<OutboxMail> {
  if (!OUTBOX_DIR) throw new Error('E2E_OUTBOX_DIR is not set (run through e2e/run.ts)');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = (await readdir(OUTBOX_DIR).catch(() => [] as string[]))
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .reverse();
    for (const name of names) {
      const mail = parseMail(await readFile(path.join(OUTBOX_DIR, name), 'utf8'));
      if (mail.to.includes(to) && mail.subject === subject) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${to} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Every mail to `to` whose subject is `subject` in the outbox now, oldest first. */
export async function mailsTo(to: string, subject: string): Promise<OutboxMail[]> {
  if (!OUTBOX_DIR) throw new Error('E2E_OUTBOX_DIR is not set (run through e2e/run.ts)');
  const names = (await readdir(OUTBOX_DIR).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.eml'))
    .sort();
  const mails = await Promise.all(
    names.map(async (name) => parseMail(await readFile(path.join(OUTBOX_DIR, name), 'utf8'))),
  );
  return mails.filter((mail) => mail.to.includes(to) && mail.subject === subject);
}

/** The first app link in a mail's text (`http…`), e.g. a reset link with its `#token=`. */
export function linkIn(mail: OutboxMail): string {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link in "${mail.subject}"`);
  return link;
}
