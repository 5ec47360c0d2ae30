// A TCP port on 127.0.0.1 that nothing listens on at the moment of asking, for servers that tests and
// scripts start. The one copy for the server tests, the test database, the browser tests and the icon script.
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
