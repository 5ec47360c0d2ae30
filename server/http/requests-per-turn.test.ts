import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createTurnShare, createTurnSharingServer } from './requests-per-turn.ts';

/** A request as the share sees it: only whether its connection is still open. */
const requestOn = (socket = { destroyed: false }) => ({ socket }) as unknown as IncomingMessage;

/** Turn ends under the test's control: `endTurn()` runs what the share asked to run at the end of a turn. */
function manualTurns() {
  const asked: Array<() => void> = [];
  return {
    atTurnEnd: (callback: () => void) => asked.push(callback),
    endTurn: () => {
      for (const callback of asked.splice(0)) callback();
    },
    get asked() {
      return asked.length;
    },
  };
}

describe('createTurnShare', () => {
  it('begins a few requests a turn and the rest in later turns, in the order they came', () => {
    const turns = manualTurns();
    const share = createTurnShare(4, turns.atTurnEnd);
    const begun: number[] = [];
    for (let n = 0; n < 10; n++) share.admit(requestOn(), () => begun.push(n));

    expect(begun).toEqual([0, 1, 2, 3]);
    turns.endTurn();
    expect(begun).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    turns.endTurn();
    expect(begun).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // Nothing was left waiting: the next turn end begins nothing and asks for no further one.
    turns.endTurn();
    expect(begun).toHaveLength(10);
    expect(turns.asked).toBe(0);
  });

  it('counts what a turn end begins against the next turn', () => {
    const turns = manualTurns();
    const share = createTurnShare(2, turns.atTurnEnd);
    const begun: string[] = [];
    for (const name of ['a', 'b', 'c', 'd']) share.admit(requestOn(), () => begun.push(name));
    turns.endTurn();
    expect(begun).toEqual(['a', 'b', 'c', 'd']);
    // c and d used the next turn's share: e waits for that turn to end.
    share.admit(requestOn(), () => begun.push('e'));
    expect(begun).toEqual(['a', 'b', 'c', 'd']);
    turns.endTurn();
    expect(begun).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('never begins a request whose connection closed while it waited, and gives its place to the next', () => {
    const turns = manualTurns();
    const share = createTurnShare(1, turns.atTurnEnd);
    const begun: string[] = [];
    const gone = { destroyed: false };
    share.admit(requestOn(), () => begun.push('first'));
    share.admit(requestOn(gone), () => begun.push('gone'));
    share.admit(requestOn(), () => begun.push('third'));
    gone.destroyed = true;
    turns.endTurn();
    expect(begun).toEqual(['first', 'third']);
  });

  it('keeps nothing waiting when requests are few, and stops asking for turn ends once idle', () => {
    const turns = manualTurns();
    const share = createTurnShare(2, turns.atTurnEnd);
    const begun: number[] = [];
    for (let turn = 0; turn < 3; turn++) {
      share.admit(requestOn(), () => begun.push(turn));
      share.admit(requestOn(), () => begun.push(turn));
      // Both begin at once: neither waits for the turn's end.
      expect(begun.filter((at) => at === turn)).toHaveLength(2);
      turns.endTurn();
    }
    expect(begun).toEqual([0, 0, 1, 1, 2, 2]);
    expect(turns.asked).toBe(0);
  });
});

describe('createTurnSharingServer', () => {
  const closers: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });

  it("is Fastify's server, with Fastify's timeouts, and answers every request of a burst", async () => {
    const app = Fastify({ serverFactory: (handler, options) => createTurnSharingServer(handler, options) });
    let answered = 0;
    app.get('/n/:n', async (request) => {
      answered++;
      return { n: Number((request.params as { n: string }).n) };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    closers.push(() => app.close());

    // Fastify's defaults for the server it would have made itself.
    expect(app.server.keepAliveTimeout).toBe(72_000);
    expect(app.server.requestTimeout).toBe(0);
    const { port } = app.server.address() as AddressInfo;
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, n) =>
        fetch(`http://127.0.0.1:${port}/n/${n}`).then((response) => response.json()),
      ),
    );
    expect(answers).toEqual(Array.from({ length: 60 }, (_, n) => ({ n })));
    expect(answered).toBe(60);
  });
});
