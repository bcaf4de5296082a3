// Each e-mail in its recipient's language (ADR 0064): counts with the language's plural forms,
// the English mail unchanged, and the recipient's locale where the recipient has no account.
import { describe, expect, it } from 'vitest';
import { composeMessageNotice } from '../features/messages/message-notices.service.ts';
import { composeDigest } from '../features/notifications/notification-digest.service.ts';
import { composeReferralInvitation } from '../features/referrals/referral-invitation-mail.ts';
import { composeGrievanceAcknowledgment } from '../features/support/support-mail.ts';

const ORIGIN = 'https://careabroad.example';
const THIRTY_MINUTES = 30 * 60_000;

const notice = (locale: 'en' | 'es' | 'ar', unreadCount: number) =>
  composeMessageNotice(
    {
      to: { email: 'pat@example.test', locale },
      unreadCount,
      requestId: '0b9f5a43-6c2c-4a38-9a37-0c8d1c6c2f10',
      hospitalId: null,
    },
    { appOrigin: ORIGIN, throttleMs: THIRTY_MINUTES },
  );

describe('the unread-message notice', () => {
  it('reads as before in English', () => {
    const mail = notice('en', 1);
    expect(mail.subject).toBe('You have 1 unread message on CareAbroad');
    expect(mail.text).toMatch(/^You have 1 unread message on CareAbroad\.\n\nRead it here: https:/);
    expect(mail.text).toContain('at most one of these e-mails every 30 minutes.');
    expect(notice('en', 3).subject).toBe('You have 3 unread messages on CareAbroad');
  });

  it('is Spanish for a Spanish receiver, singular and plural', () => {
    expect(notice('es', 1).subject).toBe('Tienes 1 mensaje sin leer en CareAbroad');
    const many = notice('es', 4);
    expect(many.subject).toBe('Tienes 4 mensajes sin leer en CareAbroad');
    expect(many.text).toContain('Léelos aquí: https://careabroad.example/');
    expect(many.text).toContain('cada 30 minutos.');
  });

  it("uses Arabic's dual", () => {
    expect(notice('ar', 2).subject).toBe('لديك رسالتان غير مقروءتين على CareAbroad');
    expect(notice('ar', 1).subject).toBe('لديك رسالة واحدة غير مقروءة على CareAbroad');
  });
});

describe('the notification digest', () => {
  const digest = (locale: 'en' | 'de' | 'hi') =>
    composeDigest(
      {
        to: { email: 'pat@example.test', locale },
        kinds: ['bid_received', 'bid_received', 'bid_accepted'],
      },
      ORIGIN,
    );

  it('counts by kind in the reader’s language', () => {
    expect(digest('en').text).toContain('- 2 new bids on your treatment requests\n');
    expect(digest('en').text).toContain('- 1 of your bids was accepted\n');
    const german = digest('de');
    expect(german.subject).toBe('Neuigkeiten auf CareAbroad');
    expect(german.text).toContain('- 2 neue Gebote auf Ihre Behandlungsanfragen\n');
    expect(german.text).toContain('- 1 Ihrer Gebote wurde angenommen\n');
    expect(german.text).toContain(`Hier ansehen: ${ORIGIN}/notifications`);
    expect(digest('hi').text).toContain('आपके उपचार अनुरोधों पर 2 नई बोलियाँ');
  });
});

describe('mail to people without an account', () => {
  it('acknowledges a grievance in the language it is given', () => {
    const mail = composeGrievanceAcknowledgment(
      { name: 'Ana', referenceCode: 'ABCD-EFGH', subject: 'Factura' },
      { email: 'ana@example.test', locale: 'es' },
      ORIGIN,
    );
    expect(mail.subject).toBe('Hemos recibido tu reclamación ABCD-EFGH');
    expect(mail.text).toContain('Hola, Ana:');
    expect(mail.text).toContain('Código de referencia: ABCD-EFGH\nAsunto: Factura');
  });

  it("invites a friend in the inviter's language, the name untouched by ICU", () => {
    const mail = composeReferralInvitation({
      to: { email: 'friend@example.test', locale: 'hi' },
      inviterName: "Priya {O'Brien}",
      referralCode: 'ABC123',
      appOrigin: ORIGIN,
    });
    expect(mail.subject).toBe('आपको CareAbroad पर आमंत्रित किया गया है');
    expect(mail.text).toContain("Priya {O'Brien} ने आपको CareAbroad पर आमंत्रित किया है");
    expect(mail.html).toContain('<html lang="hi">');
  });
});
