import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Message } from '#shared/messages/messages.schemas.ts';
import { messagesQueryKey } from '../api/use-messages.ts';
import { addMessageToCache, isMessageInView, withMessage } from './message-cache.ts';

const REQUEST = '5f0c6a43-2b7e-4d4a-9a51-0d3f2c8e1a01';
const PATIENT = 'a1a1a1a1-0000-4000-8000-000000000001';
const LOTUS = 'b2b2b2b2-0000-4000-8000-000000000002';
const MERIDIAN = 'c3c3c3c3-0000-4000-8000-000000000003';

let serial = 0;
function buildMessage(overrides: Partial<Message> = {}): Message {
  serial += 1;
  return {
    id: `d4d4d4d4-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    treatmentRequestId: REQUEST,
    senderId: PATIENT,
    receiverId: LOTUS,
    content: `Message ${serial}`,
    read: false,
    createdAt: new Date(Date.UTC(2026, 0, 5, 10, serial)).toISOString(),
    sender: {
      firstName: 'Priya',
      lastName: 'Sharma',
      email: 'p@example.test',
      profileImageUrl: null,
    },
    ...overrides,
  };
}

describe('withMessage', () => {
  it('appends a new message and ignores one it already has (POST answer + socket echo)', () => {
    const first = buildMessage();
    const second = buildMessage();
    const list = withMessage([first], second);
    expect(list.map((m) => m.id)).toEqual([first.id, second.id]);
    expect(withMessage(list, { ...second })).toBe(list);
  });

  it('keeps time order when a message arrives late', () => {
    const early = buildMessage();
    const late = buildMessage();
    expect(withMessage([late], early).map((m) => m.id)).toEqual([early.id, late.id]);
  });
});

describe('isMessageInView', () => {
  it('puts a message in the unfiltered view and in its hospital’s view only', () => {
    const toLotus = buildMessage();
    expect(isMessageInView(toLotus, null)).toBe(true);
    expect(isMessageInView(toLotus, LOTUS.toUpperCase())).toBe(true);
    expect(isMessageInView(toLotus, MERIDIAN)).toBe(false);
  });
});

describe('addMessageToCache', () => {
  it('appends to the loaded histories that show the message and leaves the rest alone', () => {
    const queryClient = new QueryClient();
    const existing = buildMessage();
    queryClient.setQueryData(messagesQueryKey(REQUEST, LOTUS), [existing]);
    queryClient.setQueryData(messagesQueryKey(REQUEST, MERIDIAN), []);
    const incoming = buildMessage({ senderId: LOTUS, receiverId: PATIENT });

    addMessageToCache(queryClient, incoming);
    addMessageToCache(queryClient, incoming);

    expect(queryClient.getQueryData<Message[]>(messagesQueryKey(REQUEST, LOTUS))).toEqual([
      existing,
      incoming,
    ]);
    expect(queryClient.getQueryData(messagesQueryKey(REQUEST, MERIDIAN))).toEqual([]);
    expect(queryClient.getQueryData(messagesQueryKey(REQUEST, undefined))).toBeUndefined();
  });
});
