// Child process of bench/realtime.ts: holds the idle sockets on its own event loop, so their
// pings and pongs never delay the process that times deliveries. The first IPC message is
// { url, origin, cookies, perCookie, openAtOnce }; it answers { opened } when all are open,
// 'count' with { open }, and 'close' by terminating them all and exiting.
import { WebSocket } from 'ws';

interface HolderSetup {
  url: string;
  origin: string;
  cookies: string[];
  perCookie: number;
  openAtOnce: number;
}

const send = (message: object) => process.send?.(message);
const { url, origin, cookies, perCookie, openAtOnce } = await new Promise<HolderSetup>((resolve) =>
  process.once('message', (setup: HolderSetup) => resolve(setup)),
);

function openSocket(cookie: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers: { cookie, origin } });
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
    socket.once('unexpected-response', (_req, res) =>
      reject(new Error(`refused ${res.statusCode}`)),
    );
  });
}

const total = cookies.length * perCookie;
const sockets: WebSocket[] = [];
for (let start = 0; start < total; start += openAtOnce) {
  const batch = Array.from({ length: Math.min(openAtOnce, total - start) }, (_, k) =>
    openSocket(cookies[Math.floor((start + k) / perCookie)]!),
  );
  sockets.push(...(await Promise.all(batch)));
}
send({ opened: sockets.length });
process.on('message', (command: 'count' | 'close') => {
  if (command === 'count') {
    send({ open: sockets.filter((s) => s.readyState === WebSocket.OPEN).length });
    return;
  }
  for (const socket of sockets) socket.terminate();
  process.exit(0);
});
