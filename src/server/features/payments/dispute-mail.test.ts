import { describe, expect, it } from 'vitest';
import { composeDisputeDecision } from './dispute-mail.ts';

const facts = {
  outcome: 'partial_refund',
  refundCents: 510_000,
  payoutCents: 425_000,
  currency: 'USD',
  treatmentRequestId: 'b35aea43-d677-4a5c-8209-b1c88808000d',
} as const;

describe('the dispute decision e-mail (ADR 0060, ADR 0064)', () => {
  it("is written in the recipient's language with amounts in their locale", () => {
    const to = { email: 'ana@example.com', name: 'Ana', locale: 'es' } as const;
    const mail = composeDisputeDecision(to, facts, 'https://careabroad.example');
    expect(mail.subject).toBe('Se ha resuelto una disputa de pago');
    expect(mail.text).toContain('Hola, Ana:');
    expect(mail.text).toMatch(/reembolsó 5\.?100,00\sUS\$ a la tarjeta/);
    expect(mail.text).toMatch(/4\.?250,00\sUS\$/);
  });

  it('says nothing is refunded on a release, in English by default', () => {
    const to = { email: 'h@example.com', name: 'Apollo', locale: 'en' } as const;
    const mail = composeDisputeDecision(to, { ...facts, outcome: 'release' }, 'https://x.test');
    expect(mail.subject).toBe('A payment dispute was decided');
    expect(mail.text).toContain('nothing is refunded');
  });
});
