// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Message } from '#shared/messages/messages.schemas.ts';
import { MessageBubble } from '#client/features/messages/components/message-bubble.tsx';

afterEach(cleanup);

const longUrl = `https://example.org/${'reports/'.repeat(30)}scan.pdf`;

const message: Message = {
  id: '6f0c1c52-8f7e-4b8e-9a0b-7d0d3c2b1a01',
  treatmentRequestId: '0b7d7a38-2f0e-4a35-9d2a-5f5d0a6a9c01',
  senderId: '5d2f0b5e-8a44-4d0c-9a43-0f1f3b0c2a11',
  receiverId: '8c1c7a0e-9d86-4a2f-8f57-1b0fbc6c1c11',
  content: `My reports: ${longUrl}`,
  read: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  sender: {
    firstName: 'Priya',
    lastName: 'Sharma',
    email: 'p@example.test',
    profileImageUrl: null,
  },
};

describe('MessageBubble (issue #12: long words wrap)', () => {
  it.each([true, false])(
    'lets a long URL break anywhere, so it wraps instead of widening the chat (own: %s)',
    (isOwn) => {
      render(
        <ol>
          <MessageBubble message={message} isOwn={isOwn} />
        </ol>,
      );
      const bubble = screen.getByText(longUrl, { exact: false });
      // overflow-wrap: anywhere (not break-word) also lowers the bubble's min-content width,
      // which is what keeps a grid or flex parent from growing; E2E measures the real layout.
      expect(bubble.className.split(' ')).toContain('wrap-anywhere');
      expect(bubble.className.split(' ')).toContain('whitespace-pre-wrap');
      expect(bubble.closest('li')?.className.split(' ')).toContain('min-w-0');
    },
  );
});
