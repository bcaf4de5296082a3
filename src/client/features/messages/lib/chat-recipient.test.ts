import { describe, expect, it } from 'vitest';
import type { Conversation } from '#shared/messages/messages.schemas.ts';
import {
  NO_ACCEPTED_BID_MESSAGE,
  resolveChatTarget,
  UNKNOWN_RECIPIENT_MESSAGE,
} from './chat-recipient.ts';

const REQUEST = '5f0c6a43-2b7e-4d4a-9a51-0d3f2c8e1a01';
const OTHER_REQUEST = '5f0c6a43-2b7e-4d4a-9a51-0d3f2c8e1a02';
const LOTUS = 'a1a1a1a1-0000-4000-8000-000000000001';
const MERIDIAN = 'b2b2b2b2-0000-4000-8000-000000000002';

function buildConversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    treatmentRequestId: REQUEST,
    procedureType: 'Total knee replacement',
    counterpart: { id: LOTUS, firstName: 'Lotus Heart Institute', lastName: 'Chennai' },
    hasAcceptedBid: false,
    lastMessage: null,
    unreadCount: 0,
    ...overrides,
  };
}

const lotus = buildConversation();
const meridian = buildConversation({
  counterpart: { id: MERIDIAN, firstName: 'Meridian', lastName: 'Bangalore' },
});

describe('resolveChatTarget (SPEC §4 Chat, §8)', () => {
  it('gives a patient the hospital named by ?hospitalId= among its conversations on the request', () => {
    const target = resolveChatTarget({
      side: 'patient',
      requestId: REQUEST,
      hospitalIdParam: MERIDIAN.toUpperCase(),
      conversations: [lotus, { ...meridian }],
    });
    expect(target).toMatchObject({ isReady: true, hospitalId: MERIDIAN });
  });

  it('falls back to the accepted bid’s hospital when ?hospitalId= is absent or not a bidder', () => {
    const accepted = { ...meridian, hasAcceptedBid: true };
    for (const hospitalIdParam of [undefined, 'c3c3c3c3-0000-4000-8000-000000000003']) {
      const target = resolveChatTarget({
        side: 'patient',
        requestId: REQUEST,
        hospitalIdParam,
        conversations: [lotus, accepted],
      });
      expect(target).toMatchObject({ isReady: true, conversation: accepted });
    }
  });

  it('tells a patient without an accepted bid "No accepted bid found for this request"', () => {
    const target = resolveChatTarget({
      side: 'patient',
      requestId: REQUEST,
      hospitalIdParam: undefined,
      conversations: [lotus, meridian, { ...lotus, treatmentRequestId: OTHER_REQUEST }],
    });
    expect(target).toEqual({ isReady: false, reason: NO_ACCEPTED_BID_MESSAGE });
  });

  it('gives a hospital the patient of its conversation on the request, ignoring ?hospitalId=', () => {
    const patientSide = buildConversation({
      counterpart: { id: LOTUS, firstName: 'Priya', lastName: 'Sharma' },
    });
    const target = resolveChatTarget({
      side: 'hospital',
      requestId: REQUEST,
      hospitalIdParam: MERIDIAN,
      conversations: [patientSide],
    });
    expect(target).toEqual({ isReady: true, conversation: patientSide, hospitalId: undefined });
  });

  it('answers "Unable to determine recipient" for a hospital without a conversation or an unknown side', () => {
    for (const side of ['hospital', 'unknown'] as const) {
      const target = resolveChatTarget({
        side,
        requestId: OTHER_REQUEST,
        hospitalIdParam: undefined,
        conversations: [lotus],
      });
      expect(target).toEqual({ isReady: false, reason: UNKNOWN_RECIPIENT_MESSAGE });
    }
  });
});
