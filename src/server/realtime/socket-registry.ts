import type { WebSocket } from 'ws';

/** One open `/ws` socket and who it belongs to. */
export interface Connection {
  readonly socket: WebSocket;
  readonly userId: string;
  /** The session it was opened with; the socket closes when that session ends. */
  readonly sid: string;
  /** Epoch ms at which the session's absolute timeout ends it. */
  readonly expiresAtMs: number;
  /** False once a ping went out; a pong sets it back. */
  isAlive: boolean;
}

/**
 * The open sockets of this process, by user and by session (SECURITY §3: per-user cap; events
 * only to the two parties). Lookups are O(sockets of the user); nothing is ever broadcast.
 */
export class SocketRegistry {
  private readonly byUser = new Map<string, Set<Connection>>();
  private readonly bySession = new Map<string, Set<Connection>>();

  /** @param maxPerUser sockets one user may hold open in this process. */
  constructor(readonly maxPerUser: number) {}

  /** Whether `userId` is below its cap and may open another socket. */
  hasRoomFor(userId: string): boolean {
    return (this.byUser.get(userId)?.size ?? 0) < this.maxPerUser;
  }

  /** Tracks `connection` until it closes. */
  add(connection: Connection): void {
    addTo(this.byUser, connection.userId, connection);
    addTo(this.bySession, connection.sid, connection);
    connection.socket.once('close', () => {
      removeFrom(this.byUser, connection.userId, connection);
      removeFrom(this.bySession, connection.sid, connection);
    });
  }

  /** The open connections of these users (each once). */
  connectionsOf(userIds: Iterable<string>): Connection[] {
    const found = new Set<Connection>();
    for (const userId of userIds) {
      for (const connection of this.byUser.get(userId) ?? []) found.add(connection);
    }
    return [...found];
  }

  /** The sessions with at least one open socket here. */
  sessionIds(): string[] {
    return [...this.bySession.keys()];
  }

  /** The connections opened with session `sid`. */
  connectionsOfSession(sid: string): Connection[] {
    return [...(this.bySession.get(sid) ?? [])];
  }

  /** Every open connection. */
  all(): Connection[] {
    return [...this.bySession.values()].flatMap((set) => [...set]);
  }

  /** How many sockets are open. */
  get size(): number {
    let total = 0;
    for (const set of this.bySession.values()) total += set.size;
    return total;
  }
}

function addTo(index: Map<string, Set<Connection>>, key: string, connection: Connection): void {
  let set = index.get(key);
  if (!set) {
    set = new Set();
    index.set(key, set);
  }
  set.add(connection);
}

function removeFrom(
  index: Map<string, Set<Connection>>,
  key: string,
  connection: Connection,
): void {
  const set = index.get(key);
  if (!set) return;
  set.delete(connection);
  if (set.size === 0) index.delete(key);
}
