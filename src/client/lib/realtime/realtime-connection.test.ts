import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_ENDED_CLOSE_CODE } from '#shared/realtime/realtime.schemas.ts';
import { openRealtimeConnection, parseRealtimeFrame, realtimeUrl } from './realtime-connection.ts';
import type { RealtimeStatus } from './realtime-status.ts';

/** Just enough of a browser WebSocket for the connection: handlers, readyState, close. */
class FakeSocket {
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: unknown }) => void) | null = null;
  onclose: ((close: { code: number }) => void) | null = null;
  isClosedByClient = false;
  constructor(readonly url: string) {}
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(data: unknown) {
    this.onmessage?.({ data });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  close() {
    this.isClosedByClient = true;
    this.readyState = 3;
  }
}

const chatFrame = {
  type: 'chat_message',
  id: 'd4d4d4d4-0000-4000-8000-000000000001',
  treatmentRequestId: '5f0c6a43-2b7e-4d4a-9a51-0d3f2c8e1a01',
  senderId: 'a1a1a1a1-0000-4000-8000-000000000001',
  receiverId: 'b2b2b2b2-0000-4000-8000-000000000002',
  content: 'Hello',
  read: false,
  createdAt: '2026-01-05T10:00:00.000Z',
  sender: {
    firstName: 'Priya',
    lastName: 'Sharma',
    email: 'p@example.test',
    profileImageUrl: null,
  },
};

describe('realtime connection', () => {
  let sockets: FakeSocket[];
  const open = (handlers: Partial<Parameters<typeof openRealtimeConnection>[0]> = {}) =>
    openRealtimeConnection(
      { onEvent: () => {}, ...handlers },
      {
        url: 'ws://app.test/ws',
        createSocket: (url) => {
          const socket = new FakeSocket(url);
          sockets.push(socket);
          return socket as unknown as WebSocket;
        },
      },
    );

  let random: { mockRestore: () => void };
  beforeEach(() => {
    sockets = [];
    vi.useFakeTimers();
    vi.stubGlobal('window', new EventTarget());
    // The top of each jitter range, so delays are exact: 1 s, 2 s, 4 s…
    random = vi.spyOn(Math, 'random').mockReturnValue(0.999_999);
  });
  afterEach(() => {
    random.mockRestore();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('builds ws: and wss: URLs on the page host', () => {
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:5000' })).toBe(
      'ws://localhost:5000/ws',
    );
    expect(realtimeUrl({ protocol: 'https:', host: 'care.example' })).toBe('wss://care.example/ws');
  });

  it('passes valid events on and ignores invalid frames', () => {
    const events: unknown[] = [];
    open({ onEvent: (event) => events.push(event) });
    sockets[0]?.open();
    sockets[0]?.receive('not json');
    sockets[0]?.receive(JSON.stringify({ type: 'chat_message', content: 'no ids' }));
    sockets[0]?.receive(JSON.stringify({ type: 'unknown_event' }));
    sockets[0]?.receive(JSON.stringify(chatFrame));
    expect(events).toEqual([chatFrame]);
    expect(parseRealtimeFrame(new ArrayBuffer(2))).toBeNull();
  });

  it('reconnects with growing delays and catches up on every connect', () => {
    const connects: number[] = [];
    const statuses: RealtimeStatus[] = [];
    open({
      onConnect: () => connects.push(sockets.length),
      onStatusChange: (status) => statuses.push(status),
    });
    sockets[0]?.open();
    sockets[0]?.drop();
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1]?.drop();
    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    sockets[2]?.open();
    expect(connects).toEqual([1, 3]);
    expect(statuses).toEqual(['connecting', 'open', 'reconnecting', 'open']);
  });

  it('re-checks the session and waits the longest delay when the session ended', () => {
    const onSessionEnded = vi.fn();
    open({ onSessionEnded });
    sockets[0]?.open();
    sockets[0]?.drop(SESSION_ENDED_CLOSE_CODE);
    expect(onSessionEnded).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(29_999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
  });

  it('closes for good: no retry after close(), and back online retries at once before it', () => {
    const connection = open();
    sockets[0]?.drop();
    window.dispatchEvent(new Event('online'));
    expect(sockets).toHaveLength(2);
    sockets[1]?.open();
    connection.close();
    expect(sockets[1]?.isClosedByClient).toBe(true);
    vi.advanceTimersByTime(60_000);
    window.dispatchEvent(new Event('online'));
    expect(sockets).toHaveLength(2);
  });
});
