// CPU time (user + system) from /proc, for saying which program used the machine's cores during a run:
// on a machine with few cores, the load generator and the database share them with the servers measured.
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

/** Clock ticks per second of /proc's times (USER_HZ, 100 on Linux). */
const TICKS = 100;

function statFields(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces; the fields after it are plain.
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** Every process id below `roots` (and the roots), from the parent ids in /proc. */
function processTree(roots) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const parent = Number(statFields(entry)?.[1]);
    if (!children.has(parent)) children.set(parent, []);
    children.get(parent).push(Number(entry));
  }
  const found = [];
  const queue = [...roots];
  while (queue.length > 0) {
    const pid = queue.pop();
    found.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return found;
}

/** CPU seconds used so far by each running process in the trees under `roots`, by process id. */
export function treeCpuSeconds(roots) {
  const used = new Map();
  for (const pid of processTree(roots)) {
    const fields = statFields(pid);
    if (fields) used.set(pid, (Number(fields[11]) + Number(fields[12])) / TICKS);
  }
  return used;
}

/**
 * CPU seconds the trees used between two readings of treeCpuSeconds: processes that ended meanwhile
 * (a database connection closed) are left out rather than counted as negative time.
 */
export function cpuSecondsBetween(before, after) {
  let seconds = 0;
  for (const [pid, now] of after) seconds += now - (before.get(pid) ?? 0);
  return seconds;
}

/** CPU seconds used so far by this process's children that have ended (wrk, run with spawnSync). */
export function endedChildrenCpuSeconds() {
  const fields = statFields(process.pid);
  return (Number(fields[13]) + Number(fields[14])) / TICKS;
}

export const coreCount = () => cpus().length;
