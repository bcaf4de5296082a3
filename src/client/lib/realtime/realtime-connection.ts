import {
  REALTIME_PATH,
  RealtimeEventSchema,
  SESSION_ENDED_CLOSE_CODE,
  type RealtimeEvent,
} from '#shared/realtime/realtime.schemas.ts';
import {
  DEFAULT_BACKOFF,
  reconnectDelayMs,
  type BackoffOptions,
} from '#client/lib/realtime/reconnect-delay.ts';
import type { RealtimeStatus } from '#client/lib/realtime/realtime-status.ts';

/** `WebSocket.CONNECTING` (RFC 6455 readyState 0), spelled out so tests can use a stand-in socket. */
const SOCKET_CONNECTING = 0;

/** A connection lasting this long counts as healthy: the next drop retries from the shortest delay. */
const STABLE_CONNECTION_MS = 10_000;

/** `ws(s)://{host}/ws` for a page location (SPEC §7: same host, secure when the page is). */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${REALTIME_PATH}`;
}

/**
 * A server frame as a RealtimeEvent, or null when it is not JSON or not a known, valid event
 * (such frames are ignored, never trusted).
 */
export function parseRealtimeFrame(data: unknown): RealtimeEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = RealtimeEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** What the owner of a realtime connection hears about. */
export interface RealtimeHandlers {
  /** A valid server event. */
  onEvent: (event: RealtimeEvent) => void;
  /** After every successful (re)connect: time to catch up on what was missed. */
  onConnect?: () => void;
  /** The server closed with SESSION_ENDED_CLOSE_CODE: re-check who is signed in. */
  onSessionEnded?: () => void;
  onStatusChange?: (status: RealtimeStatus) => void;
}

/** An open realtime channel; `close()` ends it for good (sign-out, unmount). */
export interface RealtimeConnection {
  close: () => void;
}

/**
 * Opens the tab's realtime channel (SPEC §7 `/ws`, DESIGN §5): a WebSocket the server pushes
 * events on (the client never sends). A lost connection is retried with exponential backoff and
 * jitter (1 s → 30 s); back online, it retries at once. When the server ends it because the
 * session ended, `onSessionEnded` runs and the next try waits the longest delay, so a signed-out
 * tab does not hammer the server while the app notices.
 */
export function openRealtimeConnection(
  handlers: RealtimeHandlers,
  options: {
    url?: string;
    backoff?: BackoffOptions;
    createSocket?: (url: string) => WebSocket;
  } = {},
): RealtimeConnection {
  const url = options.url ?? realtimeUrl(window.location);
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const createSocket = options.createSocket ?? ((target: string) => new WebSocket(target));
  let socket: WebSocket | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  let openedAt = 0;
  let isClosed = false;
  let status: RealtimeStatus | null = null;
  const setStatus = (next: RealtimeStatus) => {
    if (next === status) return;
    status = next;
    handlers.onStatusChange?.(next);
  };

  const connect = () => {
    retryTimer = null;
    setStatus(attempt === 0 ? 'connecting' : 'reconnecting');
    const current = createSocket(url);
    socket = current;
    current.onopen = () => {
      openedAt = Date.now();
      setStatus('open');
      handlers.onConnect?.();
    };
    current.onmessage = (message: MessageEvent) => {
      const event = parseRealtimeFrame(message.data);
      if (event) handlers.onEvent(event);
    };
    current.onclose = (close: CloseEvent) => {
      if (socket !== current || isClosed) return;
      socket = null;
      const wasStable = openedAt > 0 && Date.now() - openedAt >= STABLE_CONNECTION_MS;
      openedAt = 0;
      if (wasStable) attempt = 0;
      let delayMs = reconnectDelayMs(attempt, backoff);
      if (close.code === SESSION_ENDED_CLOSE_CODE) {
        handlers.onSessionEnded?.();
        delayMs = backoff.maxDelayMs;
      }
      attempt += 1;
      setStatus('reconnecting');
      retryTimer = setTimeout(connect, delayMs);
    };
  };

  const reconnectNow = () => {
    if (isClosed || retryTimer === null) return;
    clearTimeout(retryTimer);
    connect();
  };

  window.addEventListener('online', reconnectNow);
  connect();

  return {
    close: () => {
      if (isClosed) return;
      isClosed = true;
      window.removeEventListener('online', reconnectNow);
      if (retryTimer !== null) clearTimeout(retryTimer);
      retryTimer = null;
      const current = socket;
      socket = null;
      if (current) {
        current.onopen = null;
        current.onmessage = null;
        current.onclose = null;
        // Closing while CONNECTING makes Chromium log an error; let it open, then close.
        if (current.readyState === SOCKET_CONNECTING) current.onopen = () => current.close();
        else current.close();
      }
      setStatus('idle');
    },
  };
}
