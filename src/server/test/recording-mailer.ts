import type { Mailer, OutgoingMail } from '../mail/mailer.ts';

/** A mailer that keeps what it is given, for tests; `sent` holds every mail in order. */
export interface RecordingMailer extends Mailer {
  sent: OutgoingMail[];
}

/** A {@link RecordingMailer} that accepts every mail (headers are not checked here). */
export function recordingMailer(): RecordingMailer {
  const sent: OutgoingMail[] = [];
  return {
    sent,
    send(mail) {
      sent.push(mail);
      return Promise.resolve();
    },
  };
}
