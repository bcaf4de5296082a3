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
  /** An optional HTML alternative; the caller escapes whatever it interpolates. */
  html?: string;
}

/**
 * Sends e-mail for every feature (message notices, grievances, the contact form, referral
 * invitations). Mail is an insecure channel: never put health data in it (SECURITY §5).
 */
export interface Mailer {
  /**
   * Resolves once the SMTP server accepted the mail, or once it is written to the outbox.
   * @throws Error when `to` or `subject` holds CR or LF (header injection, SECURITY §2); nothing
   * is sent then. Rejects with nodemailer's error (with a `code` such as `ECONNECTION`) when the
   * transport fails. Neither the error nor this module logs addresses or bodies.
   */
  send(mail: OutgoingMail): Promise<void>;
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
  for (const header of ['to', 'subject'] as const) {
    if (LINE_BREAK.test(mail[header])) throw new Error(`mail ${header} contains a line break`);
  }
}

function smtpUrlWithTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [name, ms] of Object.entries(SMTP_TIMEOUTS_MS)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
  }
  return url.toString();
}

/**
 * The mailer of DESIGN §3: SMTP through nodemailer when `smtpUrl` is set (`smtp://` or
 * `smtps://`, credentials in the URL, nodemailer options as query parameters); otherwise each
 * mail becomes one `.eml` file in `DATA_DIR/outbox` (see {@link writeToOutbox}). Every mail is
 * sent from `mailFrom`.
 */
export function createMailer(config: Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'dataDir'>): Mailer {
  const from = config.mailFrom;
  if (config.smtpUrl) {
    const transport: Transporter = createTransport(smtpUrlWithTimeouts(config.smtpUrl));
    return {
      async send(mail) {
        assertSingleLineHeaders(mail);
        await transport.sendMail({ ...mail, from });
      },
    };
  }
  const transport = createTransport({ streamTransport: true, buffer: true });
  const outboxDir = outboxDirOf(config.dataDir);
  return {
    async send(mail) {
      assertSingleLineHeaders(mail);
      const info = await transport.sendMail({ ...mail, from });
      if (!Buffer.isBuffer(info.message)) throw new Error('stream transport returned no buffer');
      await writeToOutbox(outboxDir, info.message);
    },
  };
}
