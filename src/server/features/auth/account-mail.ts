import { paths } from '#shared/navigation/paths.ts';
import type { OutgoingMail } from '../../mail/mailer.ts';
import type { MailRecipient } from '../../mail/mail-recipient.ts';
import { mailText } from '../../mail/mail-text.ts';
import { renderMail, type MailContent } from '../../mail/templates.ts';

/*
 * The account e-mails (issue #12), each in its recipient's language (ADR 0064): every text is
 * an English message the catalogues in mail/messages translate.
 */

function mail(kind: string, to: MailRecipient, content: Omit<MailContent, 'locale'>): OutgoingMail {
  return {
    kind,
    to: to.email,
    subject: content.title,
    ...renderMail({ ...content, locale: to.locale }),
  };
}

/** To the owner of an address someone tried to register again (ADR 0025). */
export function composeRegistrationAttempt(to: MailRecipient, appOrigin: string): OutgoingMail {
  const t = mailText(to.locale);
  return mail('registration-attempt', to, {
    appOrigin,
    title: t('Someone tried to register with your address'),
    paragraphs: [
      t(
        'Someone just tried to create a CareAbroad account with this e-mail address, which already has an account. No new account was made.',
      ),
      t(
        'If it was you, sign in instead, or reset your password if you no longer know it. If it was not you, you can ignore this e-mail: your account is unchanged.',
      ),
    ],
    action: { label: t('Reset your password'), path: paths.forgotPassword },
  });
}

/** The password-reset link, valid 30 minutes and once. */
export function composePasswordReset(
  to: MailRecipient,
  appOrigin: string,
  token: string,
): OutgoingMail {
  const t = mailText(to.locale);
  return mail('password-reset', to, {
    appOrigin,
    title: t('Reset your CareAbroad password'),
    paragraphs: [
      t('We received a request to reset the password of your CareAbroad account.'),
      t(
        'The link below works once, for 30 minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.',
      ),
    ],
    action: {
      label: t('Set a new password'),
      path: paths.withLinkToken(paths.resetPassword, token),
    },
  });
}

/** To the NEW address of an e-mail change, in the account's language: the confirmation link. */
export function composeEmailChangeConfirmation(
  to: MailRecipient,
  appOrigin: string,
  token: string,
): OutgoingMail {
  const t = mailText(to.locale);
  return mail('email-change-confirm', to, {
    appOrigin,
    title: t('Confirm your new e-mail address'),
    paragraphs: [
      t(
        'Your CareAbroad account asked to use this address from now on. The change happens only once you open the link below (valid for 24 hours).',
      ),
      t('If you did not ask for it, ignore this e-mail.'),
    ],
    action: {
      label: t('Confirm this address'),
      path: paths.withLinkToken(paths.confirmEmail, token),
    },
  });
}

/** To the OLD address when an e-mail change is requested or done. */
export function composeEmailChangeNotice(
  to: MailRecipient,
  appOrigin: string,
  stage: 'requested' | 'changed',
): OutgoingMail {
  const t = mailText(to.locale);
  return mail('email-change-notice', to, {
    appOrigin,
    title:
      stage === 'requested'
        ? t('A change of your e-mail address was requested')
        : t('Your e-mail address was changed'),
    paragraphs: [
      stage === 'requested'
        ? t(
            'Someone signed in to your CareAbroad account asked to move it to another e-mail address. It changes only when the link sent to the new address is opened.',
          )
        : t(
            'Your CareAbroad account now uses another e-mail address; this one no longer signs in.',
          ),
      t('If this was not you, reset your password at once and contact support.'),
    ],
    action: { label: t('Contact support'), path: paths.contact },
  });
}

/** After a password change or reset, to the account's address. */
export function composePasswordChanged(to: MailRecipient, appOrigin: string): OutgoingMail {
  const t = mailText(to.locale);
  return mail('password-changed', to, {
    appOrigin,
    title: t('Your CareAbroad password was changed'),
    paragraphs: [
      t(
        'The password of your CareAbroad account was just changed, and your other sessions were signed out.',
      ),
      t('If this was not you, reset your password at once and contact support.'),
    ],
    action: { label: t('Reset your password'), path: paths.forgotPassword },
  });
}
