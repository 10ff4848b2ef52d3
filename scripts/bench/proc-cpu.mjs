/** CPU time of a process and its descendants, read from /proc (Linux only). */
import fs from 'node:fs';

/** Linux reports utime and stime in USER_HZ ticks, 100 a second on every mainstream platform. */
const TICKS_PER_SECOND = 100;

/** The command, parent and CPU ticks (user + system) of one process, or null once it has gone. */
function readStat(pid) {
  let text;
  try {
    text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command name (field 2) is in parentheses and may hold spaces: split after it.
  const command = text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'));
  const rest = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { command, ppid: Number(rest[1]), ticks: Number(rest[11]) + Number(rest[12]) };
}

/** Every process's stat now, by pid. */
function allStats() {
  const stats = new Map();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const s = readStat(Number(name));
    if (s) stats.set(Number(name), s);
  }
  return stats;
}

/** Ticks used so far by every process whose command starts with `prefix` (e.g. postgres). */
export function commandTicks(prefix) {
  const ticks = new Map();
  for (const [pid, s] of allStats()) if (s.command.startsWith(prefix)) ticks.set(pid, s.ticks);
  return ticks;
}

/** Ticks used between two readings (by pid); a process started in between counts from zero. */
function ticksBetween(before, after) {
  let ticks = 0;
  for (const [pid, t] of after) ticks += t - (before.get(pid) ?? 0);
  return ticks;
}

/** Microseconds of CPU between two tick readings (by pid), shared out over `count` requests. */
export function microsecondsEach(before, after, count) {
  const ticks = ticksBetween(before, after);
  return Math.round((ticks * (1_000_000 / TICKS_PER_SECOND)) / Math.max(count, 1));
}

/** Ticks used so far by `rootPid` and every process below it, by pid. */
export function treeTicks(rootPid) {
  const stats = allStats();
  const inTree = new Set([rootPid]);
  // Parents have lower pids only until pids wrap: repeat until nothing is added.
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, s] of stats)
      if (!inTree.has(pid) && inTree.has(s.ppid)) {
        inTree.add(pid);
        grew = true;
      }
  }
  const ticks = new Map();
  for (const pid of inTree) if (stats.has(pid)) ticks.set(pid, stats.get(pid).ticks);
  return ticks;
}

/**
 * Percent of one core used between two `treeTicks` readings `ms` apart. A process started in
 * between counts from zero; one that ended in between is lost (none should, mid-measurement).
 */
export function cpuPercent(before, after, ms) {
  return (ticksBetween(before, after) / TICKS_PER_SECOND / (ms / 1000)) * 100;
}

/** The whole machine's busy share of all its cores, from /proc/stat: call twice, subtract. */
export function machineTicks() {
  const cpu = fs
    .readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const idle = cpu[3] + cpu[4];
  const total = cpu.reduce((a, b) => a + b, 0);
  return { idle, total };
}

export const machineBusyPercent = (a, b) =>
  (1 - (b.idle - a.idle) / Math.max(1, b.total - a.total)) * 100;
