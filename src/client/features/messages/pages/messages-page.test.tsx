// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Conversation, Message } from '#shared/messages/messages.schemas.ts';
import { buildCurrentUser, renderApp } from '#client/test/render-app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NOW = '2026-11-20T10:00:00.000Z';
const REQUEST_ID = '0b7d7a38-2f0e-4a35-9d2a-5f5d0a6a9c01';
const HOSPITAL_ID = '8c1c7a0e-9d86-4a2f-8f57-1b0fbc6c1c11';
const patient = buildCurrentUser();
const longUrl = `https://example.org/${'reports/'.repeat(30)}scan.pdf`;

const conversation: Conversation = {
  treatmentRequestId: REQUEST_ID,
  procedureType: 'Total knee replacement',
  counterpart: { id: HOSPITAL_ID, firstName: 'Apollo', lastName: 'Chennai' },
  hasAcceptedBid: true,
  lastMessage: { content: longUrl, senderId: HOSPITAL_ID, createdAt: NOW },
  unreadCount: 0,
};

const message: Message = {
  id: '6f0c1c52-8f7e-4b8e-9a0b-7d0d3c2b1a01',
  treatmentRequestId: REQUEST_ID,
  senderId: HOSPITAL_ID,
  receiverId: patient.id,
  content: `Your reports: ${longUrl}`,
  read: true,
  createdAt: NOW,
  sender: {
    firstName: 'Apollo',
    lastName: 'Chennai',
    email: 'a@example.test',
    profileImageUrl: null,
  },
};

describe('messages page (issue #12: long words wrap)', () => {
  it('lets a long URL in a message wrap anywhere instead of widening the conversation', async () => {
    renderApp(`/messages/${REQUEST_ID}?hospitalId=${HOSPITAL_ID}`, {
      user: patient,
      routes: {
        'GET /api/messages/conversations': { status: 200, body: [conversation] },
        [`GET /api/messages/${REQUEST_ID}`]: { status: 200, body: [message] },
        [`POST /api/messages/${REQUEST_ID}/read`]: { status: 200, body: { updated: 0 } },
      },
    });
    const bubble = await screen.findByText(message.content);
    const classes = bubble.className.split(' ');
    expect(classes).toContain('wrap-anywhere');
    expect(classes).toContain('whitespace-pre-wrap');
    // Every box from the bubble up to the chat may shrink below its content's width.
    expect(bubble.closest('li')?.className.split(' ')).toContain('min-w-0');
  });
});
