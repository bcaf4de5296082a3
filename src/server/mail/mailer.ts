import { createTransport, type Transporter } from 'nodemailer';
import type { AppConfig } from '../config.ts';
import { outboxDirOf, writeToOutbox } from './outbox.ts';

/** One e-mail to send. Bodies may hold anything; `to` and `subject` must be single lines. */
export interface OutgoingMail {
  /** The recipient: `someone@example.com` or `Name <someone@example.com>`. */
  to: string;
  subject: string;
  /** The plain-text body. */
  text: string;
  /** An optional HTML alternative; the caller escapes whatever it interpolates (see renderMail). */
  html?: string;
  /**
   * What the mail is, for the log line (`message-notice`, `grievance-acknowledgment`, …); a
   * short constant, never user data. `mail` when absent.
   */
  kind?: string;
  /** An optional Reply-To address (one line, like `to`), e.g. a contact form's sender. */
  replyTo?: string;
}

/**
 * Sends e-mail for every feature (message notices, grievances, the contact form, referral
 * invitations). Mail is an insecure channel: never put health data in it (SECURITY §5).
 */
export interface Mailer {
  /**
   * Resolves once the SMTP server accepted the mail, or once it is written to the outbox.
   * @throws Error when `to` or `subject` holds CR or LF (header injection, SECURITY §2); nothing
   * is sent then. Rejects with a {@link MailSendError} (`code` such as `ECONNECTION` or
   * `EENVELOPE`, the SMTP `responseCode`) when the transport fails. Neither the error nor this
   * module's log line carries addresses, subjects or bodies.
   */
  send(mail: OutgoingMail): Promise<void>;
}

/** The slice of a pino/Fastify logger the mailer writes to. */
export interface MailLogger {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
}

/**
 * A failed send, stripped of the SMTP server's reply text (which often quotes the recipient's
 * address): only nodemailer's `code` and the SMTP `responseCode` survive.
 */
export class MailSendError extends Error {
  override readonly name = 'MailSendError';
  constructor(
    readonly code: string,
    readonly responseCode: number | undefined,
  ) {
    super(`mail not sent (${code}${responseCode ? ` ${responseCode}` : ''})`);
  }
}

/**
 * SMTP timeouts in ms, instead of nodemailer's minutes-long defaults, so a stalled server fails
 * a send (which its caller retries) well within the message-notice claim lease (ADR 0008).
 * An `SMTP_URL` query parameter of the same name overrides each.
 */
const SMTP_TIMEOUTS_MS = {
  connectionTimeout: 15_000,
  greetingTimeout: 15_000,
  socketTimeout: 60_000,
};

const LINE_BREAK = /[\r\n]/;

function assertSingleLineHeaders(mail: OutgoingMail): void {
  for (const header of ['to', 'subject', 'replyTo'] as const) {
    if (LINE_BREAK.test(mail[header] ?? ''))
      throw new Error(`mail ${header} contains a line break`);
  }
}

function smtpUrlWithTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [name, ms] of Object.entries(SMTP_TIMEOUTS_MS)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
  }
  return url.toString();
}

function toMailSendError(error: unknown): MailSendError {
  const fields: object = typeof error === 'object' && error !== null ? error : {};
  const code = 'code' in fields && typeof fields.code === 'string' ? fields.code : 'EUNKNOWN';
  const responseCode =
    'responseCode' in fields && typeof fields.responseCode === 'number'
      ? fields.responseCode
      : undefined;
  return new MailSendError(code, responseCode);
}

type Transport = 'smtp' | 'outbox';

/**
 * Wraps one transport's delivery with the header check, the error scrubbing and one log line
 * per message: `{ kind, transport, outcome }` (plus `code`/`responseCode` on failure).
 */
function loggedMailer(
  transport: Transport,
  deliver: (mail: Omit<OutgoingMail, 'kind'>) => Promise<void>,
  logger: MailLogger | undefined,
): Mailer {
  return {
    async send({ kind = 'mail', ...mail }) {
      assertSingleLineHeaders(mail);
      try {
        await deliver(mail);
      } catch (error) {
        const failure = toMailSendError(error);
        logger?.warn(
          {
            kind,
            transport,
            outcome: 'failed',
            code: failure.code,
            responseCode: failure.responseCode,
          },
          'mail not sent',
        );
        throw failure;
      }
      logger?.info({ kind, transport, outcome: 'sent' }, 'mail sent');
    },
  };
}

/**
 * The mailer of DESIGN §3: SMTP through nodemailer when `smtpUrl` is set (`smtp://` or
 * `smtps://`, credentials in the URL, nodemailer options as query parameters); otherwise each
 * mail becomes one `.eml` file in `DATA_DIR/outbox` (see {@link writeToOutbox}). Every mail is
 * sent from `mailFrom`. With `options.logger`, each send writes one line without addresses.
 */
export function createMailer(
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'dataDir'>,
  options: { logger?: MailLogger } = {},
): Mailer {
  const from = config.mailFrom;
  if (config.smtpUrl) {
    const transport: Transporter = createTransport(smtpUrlWithTimeouts(config.smtpUrl));
    return loggedMailer(
      'smtp',
      async (mail) => {
        await transport.sendMail({ ...mail, from });
      },
      options.logger,
    );
  }
  const transport = createTransport({ streamTransport: true, buffer: true });
  const outboxDir = outboxDirOf(config.dataDir);
  return loggedMailer(
    'outbox',
    async (mail) => {
      const info = await transport.sendMail({ ...mail, from });
      if (!Buffer.isBuffer(info.message)) throw new Error('stream transport returned no buffer');
      await writeToOutbox(outboxDir, info.message);
    },
    options.logger,
  );
}
