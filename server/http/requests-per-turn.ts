// A share of each event-loop turn for every connection: at most a few requests are begun per turn, and the
// rest wait, in the order they came, for the next turns.
//
// Why: Node's libuv (1.46 in Node 20) accepts one new connection per turn of the event loop, and a turn first answers
// every request that is ready on the connections already open. Under a burst the two multiply: with 200
// keep-alive connections each holding a request, at about 100 µs of CPU an answer, a turn lasts 20 ms, and
// the connection opened last waits one turn per connection ahead of it. 200 connections opened at once were
// all accepted only after 2–3 s — past a browser's patience and a load test's time-out — while no answer took
// more than a few milliseconds. Beginning at most PER_TURN requests a turn keeps a turn to a few milliseconds,
// so the listening socket is read, and a newcomer accepted, that often (decision 55).
//
// The contract:
// - a request begins at once while fewer than `perTurn` have begun this turn and none wait;
// - otherwise it waits; each later turn begins up to `perTurn` waiting requests, oldest first;
// - a request whose connection closed while it waited is let go, never begun;
// - when requests are few, nothing waits: the only cost is one callback at the end of a turn that had any.
//
// Only the synchronous start of each request is shared out: what a route awaits (a query, a file) runs when it
// is ready, as before. A turn ends in Node's check phase (setImmediate), after the turn's sockets were read.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** Requests begun per event-loop turn: a turn of kept answers stays under about 2 ms. */
export const PER_TURN = 16;

export interface TurnShare {
  /** Runs `begin` in this turn or a later one, in arrival order; never once `request`'s connection closed. */
  admit(request: IncomingMessage, begin: () => void): void;
}

export function createTurnShare(
  perTurn = PER_TURN,
  atTurnEnd: (callback: () => void) => void = setImmediate,
): TurnShare {
  const waiting: Array<{ request: IncomingMessage; begin: () => void }> = [];
  let begunThisTurn = 0;
  let endOfTurnAsked = false;

  function askForTurnEnd(): void {
    if (endOfTurnAsked) return;
    endOfTurnAsked = true;
    atTurnEnd(endTurn);
  }

  /** A new turn's share goes to the requests that waited longest. */
  function endTurn(): void {
    endOfTurnAsked = false;
    begunThisTurn = 0;
    while (waiting.length > 0 && begunThisTurn < perTurn) {
      const next = waiting.shift()!;
      if (next.request.socket.destroyed) continue;
      begunThisTurn++;
      next.begin();
    }
    // Those begun here count against the next turn, so ask for its end even when nobody waits any more.
    if (begunThisTurn > 0 || waiting.length > 0) askForTurnEnd();
  }

  return {
    admit(request, begin) {
      askForTurnEnd();
      if (waiting.length === 0 && begunThisTurn < perTurn) {
        begunThisTurn++;
        begin();
      } else {
        waiting.push({ request, begin });
      }
    },
  };
}

/**
 * Fastify's `serverFactory`: an HTTP/1 server that hands each request to Fastify's `handler` through one
 * TurnShare, with the timeouts Fastify gives the server it makes itself (fastify/lib/server.js). Fastify
 * passes its options with its defaults filled in.
 */
export function createTurnSharingServer(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
  fastifyOptions: Record<string, unknown>,
  share: TurnShare = createTurnShare(),
): Server {
  const server = createServer((request, response) => share.admit(request, () => handler(request, response)));
  const option = (name: string) => {
    const value = fastifyOptions[name];
    return typeof value === 'number' ? value : undefined;
  };
  server.keepAliveTimeout = option('keepAliveTimeout') ?? server.keepAliveTimeout;
  server.requestTimeout = option('requestTimeout') ?? server.requestTimeout;
  server.setTimeout(option('connectionTimeout') ?? 0);
  // Fastify leaves Node's default (no limit) for 0.
  const perSocket = option('maxRequestsPerSocket');
  if (perSocket) server.maxRequestsPerSocket = perSocket;
  return server;
}
