// Stopping what the benchmark started, and only that: a child's process group plus any descendant that moved to
// a group of its own (pnpm runs package scripts in a new group).
import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** @type {Set<() => Promise<void>>} */
const running = new Set();

let stopping = false;

/**
 * Registers a stop function for `stopEverything` (Ctrl-C, errors); returns its deregistration. Once everything
 * is being stopped, a child started by work still in flight is stopped at once and the work is told to give up.
 * @param {() => Promise<void>} stop
 */
export function track(stop) {
  if (stopping) {
    void stop();
    throw new Error('The benchmark is shutting down.');
  }
  running.add(stop);
  return () => running.delete(stop);
}

/** True once `stopEverything` has been called. */
export function isStopping() {
  return stopping;
}

/** Stops every tracked child at once; safe to call more than once. */
export async function stopEverything() {
  stopping = true;
  const stops = [...running];
  running.clear();
  await Promise.allSettled(stops.map((stop) => stop()));
}

/**
 * Every descendant pid of `pid`, from /proc (Linux only, like the rest of this toolchain).
 * @param {number} pid
 * @returns {number[]}
 */
function descendantsOf(pid) {
  /** @type {Map<number, number[]>} */
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name (field 2) may contain spaces, so read the fields after its closing parenthesis.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // Exited while we looked.
    }
  }
  const found = [];
  const queue = [pid];
  while (queue.length) {
    for (const child of children.get(/** @type {number} */ (queue.shift())) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

/**
 * @param {number} pid
 * @param {NodeJS.Signals} signal
 */
function signal(pid, signal) {
  try {
    process.kill(pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * Sends SIGTERM to a detached child's group and descendants, then SIGKILL to whatever is left after 5 s.
 * @param {import('node:child_process').ChildProcess} child spawned with `detached: true`
 * @param {Promise<unknown>} exited resolves on the child's 'exit' event
 */
export async function stopProcessTree(child, exited) {
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return;
  const pid = child.pid;
  const tree = descendantsOf(pid);
  signal(-pid, 'SIGTERM');
  for (const descendant of tree) signal(descendant, 'SIGTERM');
  const timedOut = await Promise.race([exited.then(() => false), sleep(5000, true)]);
  await sleep(200);
  for (const leftover of [...tree, ...descendantsOf(pid)]) signal(leftover, 'SIGKILL');
  if (timedOut) signal(-pid, 'SIGKILL');
  await exited;
}
