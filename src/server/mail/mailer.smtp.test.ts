import { createServer, type AddressInfo, type Server } from 'node:net';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer, MailSendError, type MailLogger } from './mailer.ts';
import { outboxDirOf } from './outbox.ts';
import { decodeEncodedWords } from '../test/mime-headers.ts';
import { mailText } from './mail-text.ts';
import { renderMail } from './templates.ts';

const FROM = 'CareAbroad <no-reply@careabroad.test>';
const TO = 'Pat Ient <pat.ient@example.test>';

interface ReceivedMail {
  envelopeFrom: string | undefined;
  envelopeTo: string[];
  raw: string;
}

/** A real SMTP server on loopback (smtp-server), keeping every message it accepts. */
async function startSmtpServer(
  handlers: Pick<SMTPServerOptions, 'onRcptTo' | 'onData'> = {},
): Promise<{ url: string; received: ReceivedMail[]; close(): Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
    ...handlers,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A TCP server that accepts a connection and closes it at once, before any SMTP greeting. */
async function startClosingServer(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A logger that keeps every line, to check what the mailer writes. */
function recordingLogger(): MailLogger & { lines: Array<Record<string, unknown>> } {
  const lines: Array<Record<string, unknown>> = [];
  return {
    lines,
    info: (fields, message) => lines.push({ level: 'info', ...fields, message }),
    warn: (fields, message) => lines.push({ level: 'warn', ...fields, message }),
  };
}

/** The top-level headers of a raw message (lower-case names, folded lines joined). */
function headersOf(raw: string): Map<string, string> {
  const head = raw.replaceAll('\r\n', '\n').split('\n\n')[0] ?? '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** The message with quoted-printable soft breaks and escapes decoded (UTF-8). */
function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => `%${hex}`)
    .replace(/%(?![0-9A-F]{2})/g, '%25');
  return decodeURIComponent(bytes);
}

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

/** The log lines must never carry the recipient (SECURITY §5). */
function expectNoAddressIn(value: unknown): void {
  const serialized = JSON.stringify(value);
  expect(serialized).not.toContain('pat.ient');
  expect(serialized).not.toContain('example.test');
}

describe('mailer: real SMTP server on loopback', () => {
  it('delivers a rendered mail with the right envelope, headers and both bodies', async () => {
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    const logger = recordingLogger();
    const mailer = createMailer(
      { smtpUrl: smtp.url, mailFrom: FROM, dataDir: '/nonexistent-test-data-dir' },
      { logger },
    );
    const body = renderMail({
      appOrigin: 'https://careabroad.example',
      locale: 'en',
      title: 'We received your grievance',
      paragraphs: ['Your reference code is ABCD-1234.', 'We reply within 24 hours.'],
      action: { label: 'Check status', path: '/grievance-status?code=ABCD1234' },
    });

    await mailer.send({
      to: TO,
      subject: 'Your grievance ABCD-1234',
      ...body,
      kind: 'grievance-acknowledgment',
    });

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.envelopeFrom).toBe('no-reply@careabroad.test');
    expect(mail?.envelopeTo).toEqual(['pat.ient@example.test']);
    const headers = headersOf(mail?.raw ?? '');
    expect(headers.get('from')).toBe(FROM);
    expect(headers.get('to')).toBe(TO);
    expect(headers.get('subject')).toBe('Your grievance ABCD-1234');
    expect(headers.get('message-id')).toMatch(/^<.+@.+>$/);
    expect(headers.get('content-type')).toMatch(/^multipart\/alternative;/);
    expect(headers.has('x-mailer-kind')).toBe(false);

    const decoded = decodeQuotedPrintable(mail?.raw ?? '');
    expect(decoded).toMatch(/Content-Type: text\/plain/);
    expect(decoded).toMatch(/Content-Type: text\/html/);
    expect(decoded).toContain(
      'Check status: https://careabroad.example/grievance-status?code=ABCD1234',
    );
    expect(decoded).toContain('href="https://careabroad.example/grievance-status?code=ABCD1234"');
    expect(decoded).toContain('Your reference code is ABCD-1234.');

    expect(logger.lines).toEqual([
      {
        level: 'info',
        kind: 'grievance-acknowledgment',
        transport: 'smtp',
        outcome: 'sent',
        message: 'mail sent',
      },
    ]);
    expectNoAddressIn(logger.lines);
  });

  it("delivers a mail in the recipient's language: encoded subject, UTF-8 bodies, rtl HTML", async () => {
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    const mailer = createMailer({
      smtpUrl: smtp.url,
      mailFrom: FROM,
      dataDir: '/nonexistent-test-data-dir',
    });
    for (const locale of ['es', 'ar'] as const) {
      const t = mailText(locale);
      await mailer.send({
        to: TO,
        subject: t('Reset your CareAbroad password'),
        ...renderMail({
          appOrigin: 'https://careabroad.example',
          locale,
          title: t('Reset your CareAbroad password'),
          paragraphs: [
            t('We received a request to reset the password of your CareAbroad account.'),
          ],
        }),
      });
    }
    const [spanish, arabic] = smtp.received.map((mail) => ({
      subject: decodeEncodedWords(headersOf(mail.raw).get('subject') ?? ''),
      body: decodeQuotedPrintable(mail.raw),
    }));
    expect(spanish?.subject).toBe('Restablece tu contraseña de CareAbroad');
    expect(spanish?.body).toContain(
      'Recibimos una solicitud para restablecer la contraseña de tu cuenta de CareAbroad.',
    );
    expect(arabic?.subject).toBe('أعد تعيين كلمة مرور CareAbroad');
    expect(arabic?.body).toContain('<html lang="ar" dir="rtl">');
  });

  it('rejects with EENVELOPE and the SMTP code when the server refuses the recipient', async () => {
    const smtp = await startSmtpServer({
      onRcptTo(address, _session, callback) {
        const refusal = Object.assign(
          new Error(`5.1.1 <${address.address}>: Recipient address rejected`),
          { responseCode: 550 },
        );
        callback(refusal);
      },
    });
    cleanups.push(smtp.close);
    const logger = recordingLogger();
    const mailer = createMailer(
      { smtpUrl: smtp.url, mailFrom: FROM, dataDir: '/nonexistent-test-data-dir' },
      { logger },
    );

    const failure = await mailer
      .send({ to: TO, subject: 'Hello', text: 'body', kind: 'referral-invitation' })
      .then(
        () => undefined,
        (error: unknown) => error,
      );

    expect(failure).toBeInstanceOf(MailSendError);
    expect(failure).toMatchObject({ code: 'EENVELOPE', responseCode: 550 });
    expectNoAddressIn({ message: (failure as Error).message, ...(failure as object) });
    expect(smtp.received).toEqual([]);
    expect(logger.lines).toEqual([
      {
        level: 'warn',
        kind: 'referral-invitation',
        transport: 'smtp',
        outcome: 'failed',
        code: 'EENVELOPE',
        responseCode: 550,
        message: 'mail not sent',
      },
    ]);
  });

  it('rejects with EMESSAGE when the server refuses the message data', async () => {
    const smtp = await startSmtpServer({
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('Message rejected as spam'), { responseCode: 554 })),
        );
      },
    });
    cleanups.push(smtp.close);
    const mailer = createMailer({
      smtpUrl: smtp.url,
      mailFrom: FROM,
      dataDir: '/nonexistent-test-data-dir',
    });
    await expect(mailer.send({ to: TO, subject: 'Hello', text: 'body' })).rejects.toMatchObject({
      name: 'MailSendError',
      code: 'EMESSAGE',
      responseCode: 554,
    });
  });

  it('rejects with a connection code when the server closes the connection', async () => {
    const server = await startClosingServer();
    cleanups.push(server.close);
    const logger = recordingLogger();
    const mailer = createMailer(
      { smtpUrl: server.url, mailFrom: FROM, dataDir: '/nonexistent-test-data-dir' },
      { logger },
    );

    const failure = await mailer.send({ to: TO, subject: 'Hello', text: 'body' }).then(
      () => undefined,
      (error: unknown) => error,
    );

    expect(failure).toBeInstanceOf(MailSendError);
    expect((failure as MailSendError).code).toMatch(/^E[A-Z]+$/);
    expect(logger.lines).toEqual([
      expect.objectContaining({
        level: 'warn',
        kind: 'mail',
        transport: 'smtp',
        outcome: 'failed',
      }),
    ]);
    expectNoAddressIn(logger.lines);
    expectNoAddressIn({ message: (failure as Error).message });
  });
});

describe('mailer: outbox log line', () => {
  it('logs one line per mail, without the address', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'careabroad-mail-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const logger = recordingLogger();
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: FROM, dataDir }, { logger });

    await mailer.send({ to: TO, subject: 'one', text: 'one', kind: 'message-notice' });
    await mailer.send({ to: TO, subject: 'two', text: 'two' });

    expect(await readdir(outboxDirOf(dataDir))).toHaveLength(2);
    expect(logger.lines).toEqual([
      {
        level: 'info',
        kind: 'message-notice',
        transport: 'outbox',
        outcome: 'sent',
        message: 'mail sent',
      },
      { level: 'info', kind: 'mail', transport: 'outbox', outcome: 'sent', message: 'mail sent' },
    ]);
    expectNoAddressIn(logger.lines);
  });

  it('rejects with the file-system code when the outbox cannot be written', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'careabroad-mail-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const notADirectory = path.join(dir, 'data');
    await writeFile(notADirectory, 'a file where DATA_DIR should be');
    const logger = recordingLogger();
    const mailer = createMailer(
      { smtpUrl: undefined, mailFrom: FROM, dataDir: notADirectory },
      { logger },
    );
    await expect(mailer.send({ to: TO, subject: 'x', text: 'x' })).rejects.toMatchObject({
      name: 'MailSendError',
      code: 'ENOTDIR',
    });
    expect(logger.lines).toEqual([
      expect.objectContaining({ level: 'warn', transport: 'outbox', outcome: 'failed' }),
    ]);
    expectNoAddressIn(logger.lines);
  });
});
