// A Yjs websocket server for the collaborative editor across machines: each room (the URL
// path) is one shared document, synced with y-protocols by @y/websocket-server. It binds
// 127.0.0.1 unless HOST says otherwise (set HOST=0.0.0.0 to let other machines in), on PORT
// (default 1234; 0 picks a free one). Documents live in memory only.
//   npm run collab-server             HOST=0.0.0.0 PORT=4000 npm run collab-server
import { createServer } from 'node:http';
import { docs, setPersistence, setupWSConnection } from '@y/websocket-server/utils';
import { WebSocketServer } from 'ws';

const host = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT ?? 1234);
// Largest message accepted from a client; a larger one closes that connection (code 1009).
const MAX_PAYLOAD = 1024 * 1024;
// Room names as the editor uses them; anything else is refused before a doc is made for it.
const ROOM = /^\/[\w.-]{1,64}$/;

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be an integer from 0 to 65535, got ${process.env.PORT}`);
  process.exit(1);
}

const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/plain' });
  response.end('Tendril collab server: connect with a Yjs WebsocketProvider\n');
});
// Without a persistence layer the library keeps every room's document forever; this one
// saves nothing, so a document is dropped once its last client leaves.
setPersistence({ bindState: () => undefined, writeState: async () => undefined, provider: null });
// Caps, so a client cannot exhaust the server's memory with rooms or connections.
const MAX_ROOMS = 100;
const MAX_CONNECTIONS = 500;
const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD });
wss.on('connection', (socket, request) => setupWSConnection(socket, request));

server.on('upgrade', (request, socket, head) => {
  const path = (request.url ?? '').split('?')[0];
  if (!ROOM.test(path)) {
    socket.end('HTTP/1.1 400 Bad Request\r\n\r\n');
    return;
  }
  const newRoom = !docs.has(path.slice(1));
  if (wss.clients.size >= MAX_CONNECTIONS || (newRoom && docs.size >= MAX_ROOMS)) {
    socket.end('HTTP/1.1 503 Service Unavailable\r\n\r\n');
    return;
  }
  wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
});

server.listen(port, host, () => {
  const address = server.address();
  const shown = typeof address === 'object' && address ? address.port : port;
  console.log(`collab server listening on ws://${host}:${shown}`);
});

const stop = () => {
  for (const client of wss.clients) client.terminate();
  server.close(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
