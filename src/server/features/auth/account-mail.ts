import { paths } from '#shared/navigation/paths.ts';
import type { OutgoingMail } from '../../mail/mailer.ts';
import { renderMail, type MailContent } from '../../mail/templates.ts';

function mail(kind: string, to: string, content: MailContent): OutgoingMail {
  return { kind, to, subject: content.title, ...renderMail(content) };
}

/** To the owner of an address someone tried to register again (ADR 0025). */
export function composeRegistrationAttempt(to: string, appOrigin: string): OutgoingMail {
  return mail('registration-attempt', to, {
    appOrigin,
    title: 'Someone tried to register with your address',
    paragraphs: [
      'Someone just tried to create a CareAbroad account with this e-mail address, which already has an account. No new account was made.',
      'If it was you, sign in instead, or reset your password if you no longer know it. If it was not you, you can ignore this e-mail: your account is unchanged.',
    ],
    action: { label: 'Reset your password', path: paths.forgotPassword },
  });
}

/** The password-reset link, valid 30 minutes and once. */
export function composePasswordReset(to: string, appOrigin: string, token: string): OutgoingMail {
  return mail('password-reset', to, {
    appOrigin,
    title: 'Reset your CareAbroad password',
    paragraphs: [
      'We received a request to reset the password of your CareAbroad account.',
      'The link below works once, for 30 minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.',
    ],
    action: { label: 'Set a new password', path: paths.withLinkToken(paths.resetPassword, token) },
  });
}

/** To the NEW address of an e-mail change: the confirmation link. */
export function composeEmailChangeConfirmation(
  to: string,
  appOrigin: string,
  token: string,
): OutgoingMail {
  return mail('email-change-confirm', to, {
    appOrigin,
    title: 'Confirm your new e-mail address',
    paragraphs: [
      'Your CareAbroad account asked to use this address from now on. The change happens only once you open the link below (valid for 24 hours).',
      'If you did not ask for it, ignore this e-mail.',
    ],
    action: { label: 'Confirm this address', path: paths.withLinkToken(paths.confirmEmail, token) },
  });
}

/** To the OLD address when an e-mail change is requested or done. */
export function composeEmailChangeNotice(
  to: string,
  appOrigin: string,
  stage: 'requested' | 'changed',
): OutgoingMail {
  return mail('email-change-notice', to, {
    appOrigin,
    title:
      stage === 'requested'
        ? 'A change of your e-mail address was requested'
        : 'Your e-mail address was changed',
    paragraphs: [
      stage === 'requested'
        ? 'Someone signed in to your CareAbroad account asked to move it to another e-mail address. It changes only when the link sent to the new address is opened.'
        : 'Your CareAbroad account now uses another e-mail address; this one no longer signs in.',
      'If this was not you, reset your password at once and contact support.',
    ],
    action: { label: 'Contact support', path: paths.contact },
  });
}

/** After a password change or reset, to the account's address. */
export function composePasswordChanged(to: string, appOrigin: string): OutgoingMail {
  return mail('password-changed', to, {
    appOrigin,
    title: 'Your CareAbroad password was changed',
    paragraphs: [
      'The password of your CareAbroad account was just changed, and your other sessions were signed out.',
      'If this was not you, reset your password at once and contact support.',
    ],
    action: { label: 'Reset your password', path: paths.forgotPassword },
  });
}
