// Loaded into a server a benchmark starts (`node --import ./bench/lib/memory-probe.mjs …`): once a second it
// appends the process's memory, as V8 and Node see it, to the file MEMORY_PROBE_FILE names, one JSON line
// per reading. The benchmark reads the file beside the RSS it samples from /proc. Nothing is served or
// exposed: without MEMORY_PROBE_FILE the probe does nothing, and a production server never loads it.
import diagnostics from 'node:diagnostics_channel';
import { appendFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import v8 from 'node:v8';

const file = process.env.MEMORY_PROBE_FILE;
const MB = 1024 * 1024;
const NS_PER_MS = 1e6;
/** How late timers ran since the last reading: a long task (a page drawn, a GC pause) holds every request. */
const loopDelay = file ? monitorEventLoopDelay({ resolution: 10 }) : undefined;
loopDelay?.enable();

/**
 * How long the server took over each answer, from its request's headers parsed to the answer's last byte
 * handed to the socket: wrk's time-outs are told apart from the server's own slow answers by these.
 */
const SLOW_ANSWER_MS = 1000;
const answerStarts = new WeakMap();
let slowAnswers = 0;
let longestAnswerMs = 0;
if (file) {
  diagnostics.subscribe('http.server.request.start', ({ request }) => {
    answerStarts.set(request, performance.now());
  });
  diagnostics.subscribe('http.server.response.finish', ({ request }) => {
    const started = answerStarts.get(request);
    if (started === undefined) return;
    const ms = performance.now() - started;
    longestAnswerMs = Math.max(longestAnswerMs, ms);
    if (ms > SLOW_ANSWER_MS) slowAnswers += 1;
  });
}

/** What each of V8's heap spaces holds in memory, in MB: new, old, code, large objects… */
const spaces = () =>
  Object.fromEntries(
    v8
      .getHeapSpaceStatistics()
      .map((space) => [space.space_name.replace(/_space$/, ''), space.physical_space_size / MB]),
  );

function read() {
  const usage = process.memoryUsage();
  const heap = v8.getHeapStatistics();
  return {
    pid: process.pid,
    at: Date.now(),
    rssMb: usage.rss / MB,
    /** V8's heap of JavaScript objects: used, and what V8 holds for it. */
    heapUsedMb: usage.heapUsed / MB,
    heapTotalMb: heap.total_physical_size / MB,
    /** Memory outside the JS heap that JS objects own: Buffers (answers, socket writes) and WebAssembly memories. */
    externalMb: usage.external / MB,
    arrayBuffersMb: usage.arrayBuffers / MB,
    /** V8's own compiler and bookkeeping zones. */
    mallocedMb: heap.malloced_memory / MB,
    spacesMb: spaces(),
    /** The event loop's longest delay since the last reading, and its 99th percentile. */
    loopDelayMaxMs: (loopDelay?.max ?? 0) / NS_PER_MS,
    loopDelayP99Ms: (loopDelay?.percentile(99) ?? 0) / NS_PER_MS,
    /** The longest answer since the last reading, and how many took over SLOW_ANSWER_MS. */
    longestAnswerMs,
    slowAnswers,
  };
}

if (file) {
  const timer = setInterval(() => {
    try {
      appendFileSync(file, `${JSON.stringify(read())}\n`);
      loopDelay?.reset();
      longestAnswerMs = 0;
      slowAnswers = 0;
    } catch {
      // The benchmark removed its folder while the server stops: nothing left to report to.
    }
  }, 1000);
  timer.unref();
}
