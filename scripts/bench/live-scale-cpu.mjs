/**
 * CPU readings of live-scale.mjs: the processes it started, by pid (proc-cpu.mjs), and the
 * PostgreSQL backends serving its own database (the board's rate counter writes there).
 */
import fs from 'node:fs';
import { cpuPercent, machineBusyPercent, machineTicks, treeTicks } from './proc-cpu.mjs';

/** The pid of the `janus` this process started (a child of ours), or null. */
export function janusChildPid() {
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (command === 'janus' && ppid === process.pid) return Number(name);
    } catch {
      // gone meanwhile
    }
  }
  return null;
}

/**
 * Ticks of the PostgreSQL backends connected to `database` (their process title names it), by
 * pid: other databases on the same server (other people's tests) are left out.
 */
function databaseTicks(database) {
  const ticks = new Map();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const title = fs.readFileSync(`/proc/${name}/cmdline`, 'utf8');
      if (!title.startsWith('postgres:') || !title.includes(` ${database} `)) continue;
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks.set(Number(name), Number(rest[11]) + Number(rest[12]));
    } catch {
      // gone meanwhile
    }
  }
  return ticks;
}

/**
 * Starts a reading of every named pid's tree (and the database's backends, and the whole
 * machine); the answer's `end()` gives % of one core for each, and the machine's busy %.
 */
export function cpuReading(pids, database) {
  const before = Object.fromEntries(Object.entries(pids).map(([k, pid]) => [k, treeTicks(pid)]));
  const dbBefore = databaseTicks(database);
  const machineBefore = machineTicks();
  const started = Date.now();
  return {
    end() {
      const ms = Date.now() - started;
      const cpu = Object.fromEntries(
        Object.entries(pids).map(([k, pid]) => [k, cpuPercent(before[k], treeTicks(pid), ms)]),
      );
      cpu.postgres = cpuPercent(dbBefore, databaseTicks(database), ms);
      return { cpu, machine: machineBusyPercent(machineBefore, machineTicks()), ms };
    },
  };
}
