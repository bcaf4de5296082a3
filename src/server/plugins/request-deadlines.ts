import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * How long a request may take to arrive (ADR 0038). Node's `requestTimeout` is one number for
 * the whole server; a 50 MB record upload on a slow link needs far longer than a JSON body, so
 * the server's limit is the upload's ceiling and this plugin keeps every other route at `bodyMs`.
 */
export interface RequestDeadlines {
  /** Every request body must have arrived within this (the former server-wide 30 s). */
  bodyMs: number;
  /** Routes with `config: { isSlowUpload: true }`: cut when no byte arrived for this long… */
  uploadIdleMs: number;
  /** …or when the upload has not arrived whole within this. */
  uploadTotalMs: number;
}

/**
 * 30 s for bodies as before; an upload may take an hour (50 MB at ≥ 14 KB/s, a poor mobile
 * link) as long as bytes keep coming, at least every 30 s.
 */
export const DEFAULT_REQUEST_DEADLINES: RequestDeadlines = {
  bodyMs: 30_000,
  uploadIdleMs: 30_000,
  uploadTotalMs: 60 * 60_000,
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes large uploads: idle and total deadlines instead of `bodyMs`. */
    isSlowUpload?: boolean;
  }
}

/**
 * Cuts the connection of a request whose body is late (a slow-loris client, a stalled
 * upload): the socket is destroyed, so the route's body stream fails and whatever it had
 * stored is removed by its own failure path. Requests without a body are never timed.
 */
export const requestDeadlinesPlugin = fp<RequestDeadlines>(async (app: FastifyInstance, limits) => {
  app.addHook('onRequest', (request, reply, done) => {
    const { headers, raw } = request;
    const hasBody =
      headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
    if (!hasBody || raw.complete) return done();
    const cut = (deadline: string) => {
      if (raw.complete) return;
      request.log.info({ deadline }, 'request body too slow: connection cut');
      raw.destroy(new Error(`request body missed its ${deadline} deadline`));
    };
    const startedAt = Date.now();
    let timer: NodeJS.Timeout;
    if (request.routeOptions.config.isSlowUpload) {
      let bytesSeen = raw.socket?.bytesRead ?? 0;
      let progressAt = startedAt;
      // Polls the socket's byte count: watching the body stream itself would start it flowing.
      timer = setInterval(
        () => {
          const now = Date.now();
          const bytes = raw.socket?.bytesRead ?? 0;
          if (bytes !== bytesSeen) [bytesSeen, progressAt] = [bytes, now];
          if (raw.complete) clearInterval(timer);
          else if (now - startedAt >= limits.uploadTotalMs) cut('total');
          else if (now - progressAt >= limits.uploadIdleMs) cut('idle');
        },
        Math.max(10, Math.floor(limits.uploadIdleMs / 4)),
      );
    } else {
      timer = setTimeout(() => cut('body'), limits.bodyMs);
    }
    timer.unref();
    reply.raw.once('close', () => clearTimeout(timer));
    done();
  });
});
