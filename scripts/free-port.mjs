// A free TCP port on loopback, for the scripts that start servers of their own (nats-server,
// vite preview, the HN stand-in): the system picks one, and the probe lets it go at once.
import { once } from 'node:events';
import { createServer } from 'node:net';

/** A port on 127.0.0.1 that was free a moment ago (the system's pick). */
export async function freePort() {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  await once(server, 'close');
  return port;
}
