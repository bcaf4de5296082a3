import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Graceful shutdown under load: once `close()` starts, every response still being written
 * carries `Connection: close`, so each keep-alive connection ends with its last in-flight
 * request. Without it those connections idle on (keep-alive timeout 72 s) and hold
 * `server.close()` open until the shutdown timer kills the process.
 */
export const drainOnClosePlugin = fp(async (app: FastifyInstance) => {
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (isClosing) reply.header('connection', 'close');
  });
});
