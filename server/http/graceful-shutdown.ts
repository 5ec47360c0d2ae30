// Stopping without dropping a request. On a stop the server stops accepting connections; every request
// already received, or sent later on a connection that is already open, is answered in full, with
// "Connection: close" so the client opens no further request on it; a connection that carries no request
// for IDLE_CONNECTION_MS after the stop began is closed. All this within the grace period; whatever is
// still open then is cut.

import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/** How long an open connection with no request in progress is kept after the stop began. */
export const IDLE_CONNECTION_MS = 500;
const SWEEP_MS = 25;

interface Connection {
  /** Answers begun and not yet finished on this connection. */
  responses: Set<ServerResponse>;
  /** When its last answer finished (or it opened). */
  idleSince: number;
}

export interface ConnectionTracker {
  /** Answers everything accepted, then closes every connection; false when the grace period ran out first. */
  drain(graceMs: number): Promise<boolean>;
}

const nextTurn = () => new Promise<void>((resolve) => setTimeout(() => setImmediate(resolve), 0));
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Follows the server's connections from now on; call before it listens. */
export function trackConnections(server: Server): ConnectionTracker {
  const connections = new Map<Socket, Connection>();
  let stopping = false;

  server.on('connection', (socket: Socket) => {
    connections.set(socket, { responses: new Set(), idleSince: Date.now() });
    socket.once('close', () => connections.delete(socket));
  });
  server.prependListener('request', (request, response) => {
    if (stopping) response.setHeader('connection', 'close');
    const connection = connections.get(request.socket);
    if (!connection) return;
    connection.responses.add(response);
    response.once('close', () => {
      connection.responses.delete(response);
      connection.idleSince = Date.now();
    });
  });

  return {
    async drain(graceMs) {
      stopping = true;
      const started = Date.now();
      const deadline = started + graceMs;
      for (const { responses } of connections.values()) {
        for (const response of responses)
          if (!response.headersSent) response.setHeader('connection', 'close');
      }
      // A full turn of the event loop first: connections the system already accepted for the server are
      // taken, and requests already sent on them are read, instead of being cut with the listening socket.
      await nextTurn();
      // The plain net close: stop accepting. (http's close would also cut idle connections at once, even
      // one whose next request is already on its way.)
      NetServer.prototype.close.call(server);
      while (connections.size > 0 && Date.now() < deadline) {
        const now = Date.now();
        for (const [socket, connection] of connections) {
          const quietSince = Math.max(connection.idleSince, started);
          if (connection.responses.size === 0 && now - quietSince >= IDLE_CONNECTION_MS) socket.destroy();
        }
        await sleep(SWEEP_MS);
      }
      const finished = connections.size === 0;
      for (const socket of connections.keys()) socket.destroy();
      return finished;
    },
  };
}
