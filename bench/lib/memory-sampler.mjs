// The memory of a server under load, at its worst: the resident memory of the whole process tree (the
// server and any processes it started) read from /proc once a second, and beside it V8's heap as the
// server's memory probe reports it (bench/lib/memory-probe.mjs). A budget holds at its highest reading,
// not at a quiet moment of the garbage collector, so the highest is what is reported.
import { readdirSync, readFileSync } from 'node:fs';

const KB_PER_MB = 1024;

function readStatus(pid) {
  try {
    return readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return undefined;
  }
}

/** Every process id below `root` (and root itself), from the parent ids in /proc. */
export function processTree(root) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const parent = Number(/^PPid:\s+(\d+)/m.exec(readStatus(entry) ?? '')?.[1]);
    if (!children.has(parent)) children.set(parent, []);
    children.get(parent).push(Number(entry));
  }
  const found = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.pop();
    found.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return found;
}

/** Resident memory of `root` and every process below it, in MB. */
export function treeRssMb(root) {
  let kb = 0;
  for (const pid of processTree(root)) kb += Number(/^VmRSS:\s+(\d+)/m.exec(readStatus(pid) ?? '')?.[1] ?? 0);
  return kb / KB_PER_MB;
}

/** The memory probe's readings (one JSON object per line), oldest first. */
export function readProbe(file) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/**
 * Samples the tree's resident memory every `everyMs` until stopped. `phase(name)` names the readings
 * from now on (a target under load, the quiet after it); `highest(phases)` is the highest reading among
 * those phases, with the V8 heap the probe reported closest to that moment and the highest heap in them.
 */
export function startMemorySampler(root, { probeFile, everyMs = 1000 } = {}) {
  const samples = [];
  let current = 'start';
  const sample = () => samples.push({ at: Date.now(), phase: current, rssMb: treeRssMb(root) });
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    phase(name) {
      current = name;
      sample();
    },
    stop() {
      clearInterval(timer);
      sample();
    },
    highest(phases) {
      const inPhases = samples.filter((s) => !phases || phases.includes(s.phase));
      if (inPhases.length === 0) return undefined;
      const top = inPhases.reduce((a, b) => (b.rssMb > a.rssMb ? b : a));
      const from = inPhases[0].at - everyMs;
      const to = inPhases.at(-1).at + everyMs;
      const heap = probeFile ? readProbe(probeFile).filter((r) => r.at >= from && r.at <= to) : [];
      const nearest = heap.length
        ? heap.reduce((a, b) => (Math.abs(b.at - top.at) < Math.abs(a.at - top.at) ? b : a))
        : undefined;
      const largestHeap = heap.length
        ? heap.reduce((a, b) => (b.heapTotalMb > a.heapTotalMb ? b : a))
        : undefined;
      return {
        rssMb: top.rssMb,
        phase: top.phase,
        readings: inPhases.length,
        /** V8's heap at the probe reading nearest the highest RSS. */
        heapAtPeak: nearest,
        /** The largest heap V8 held in these phases. */
        largestHeap,
      };
    },
  };
}
