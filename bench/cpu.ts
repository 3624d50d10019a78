import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time spent by processes on this machine, read from /proc (Linux). On a shared box, wall-clock figures
 * move with whatever else runs; CPU milliseconds per request do much less, so the load test reports both.
 */

let ticksPerSecond: number | null = null;

function clockTicks(): number {
  if (ticksPerSecond === null) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

interface ProcStat {
  name: string;
  ppid: number;
  cpuMs: number;
  /** CPU of its children that have exited and been waited for (cutime + cstime). */
  exitedChildrenMs: number;
}

function readStat(pid: number): ProcStat | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may contain spaces; the fields after its closing parenthesis are fixed.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]); // utime + stime
    const childTicks = Number(fields[13]) + Number(fields[14]); // cutime + cstime
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    return {
      name,
      ppid: Number(fields[1]),
      cpuMs: (ticks * 1000) / clockTicks(),
      exitedChildrenMs: (childTicks * 1000) / clockTicks(),
    };
  } catch {
    return null;
  }
}

/**
 * CPU milliseconds by pid for one process, or for a process and its direct children (Postgres backends). With
 * children, the key `-pid` holds what its children that have already exited used: a backend that serves a
 * connection and ends between two snapshots would otherwise be missed.
 */
export function cpuSnapshot(pid: number, withChildren: boolean): Map<number, number> {
  const snapshot = new Map<number, number>();
  const own = readStat(pid);
  if (own) snapshot.set(pid, own.cpuMs);
  if (withChildren) {
    if (own) snapshot.set(-pid, own.exitedChildrenMs);
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const stat = readStat(Number(entry));
      if (stat?.ppid === pid) snapshot.set(Number(entry), stat.cpuMs);
    }
  }
  return snapshot;
}

/**
 * CPU milliseconds used between two snapshots; processes started in between count in full. A child that
 * exited in between shows up in its parent's exited-children total with all its CPU, so what it had used by
 * the first snapshot is taken off again.
 */
export function cpuUsedMs(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  const countsExited = [...after.keys()].some((pid) => pid < 0);
  if (countsExited) for (const [pid, ms] of before) if (pid > 0 && !after.has(pid)) total -= ms;
  return total;
}

/** The postmaster of a Postgres backend running on this machine, or null when it is not visible here. */
export function postmasterOf(backendPid: number): number | null {
  const backend = readStat(backendPid);
  if (!backend) return null;
  const parent = readStat(backend.ppid);
  return parent && /postgres/.test(parent.name) ? backend.ppid : null;
}

/**
 * CPU milliseconds used so far by every process of a process group, with what their exited children used (npm's
 * and the shell's helpers): the cost of a start that the machine's load does not change much.
 */
export function processGroupCpuMs(groupId: number): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== groupId) continue;
      const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
      total += (ticks * 1000) / clockTicks();
    } catch {
      // The process ended while the folder was read.
    }
  }
  return total;
}
