// The step launcher: a small node process, one per worker, that starts the steps' commands for it.
// Starting a process costs its parent time in fork() in proportion to the parent's memory, and
// node's spawn waits for the child's exec on the calling thread: from the server's large process
// that was about 5 ms of its main thread per step, from this one it is a fraction of that, and off
// the server's thread. Plain JavaScript with nothing but node's own modules, so it starts small and
// fast (no TypeScript loader); src/workflows/process.ts is its only user and documents the messages.
import { spawn } from 'node:child_process';
import { closeSync, openSync, writeSync } from 'node:fs';

/** The children by the id the server gave them. */
const children = new Map();

const send = (message) => {
  if (process.connected) process.send(message);
};

/** The server's environment, sent once: a spawn message carries only what its step changes. */
let baseEnv = {};

process.on('message', (message) => {
  if (message.t === 'spawn') start(message);
  else if (message.t === 'base') baseEnv = message.env;
  else if (message.t === 'signal') signalGroup(message.id, message.signal);
});

// The server is gone: so is the reason to be here. Steps already started keep running, as they do
// when a server that starts them itself ends; their runs are recovered by the engine.
process.on('disconnect', () => process.exit(0));

function start({ id, file, args, cwd, env, files }) {
  // The step's scratch copies of its output (Dagu's DAG_RUN_STEP_STDOUT_FILE and _STDERR_FILE),
  // written here rather than in the server, appended to on a retry or a repeat. Written
  // synchronously: local files, small writes, and nothing else waits on this process's thread.
  const copies = files ? [files.stdout, files.stderr].map((f) => open(f, files.append ? 'a' : 'w')) : [];
  let child;
  try {
    // STEP_LAUNCH names this spawn (this process's pid and the server's id), so that the server
    // finds its processes should this one die before its 'started' message is sent.
    const tag = { STEP_LAUNCH: `${process.pid}.${id}` };
    child = spawn(file, args, { cwd, env: { ...baseEnv, ...env, ...tag }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (err) {
    copies.forEach(close);
    send({ t: 'close', id, code: null, signal: null, error: err.message });
    return;
  }
  children.set(id, child);
  if (child.pid) send({ t: 'started', id, pid: child.pid });
  let error;
  child.on('error', (err) => (error = err.message));
  child.stdout.on('data', (data) => {
    write(copies[0], data);
    send({ t: 'out', id, fd: 1, data });
  });
  child.stderr.on('data', (data) => {
    write(copies[1], data);
    send({ t: 'out', id, fd: 2, data });
  });
  // 'close' comes after both streams have ended, and messages keep their order: the server has
  // every byte before it hears of the end, and the files are complete by then too.
  child.on('close', (code, signal) => {
    children.delete(id);
    copies.forEach(close);
    send({ t: 'close', id, code, signal, error });
  });
}

/** A file descriptor, or undefined when the file cannot be made (the step runs all the same). */
function open(file, flags) {
  try {
    return openSync(file, flags);
  } catch {
    return undefined;
  }
}

function write(fd, data) {
  if (fd === undefined) return;
  try {
    for (let done = 0; done < data.length; ) done += writeSync(fd, data, done);
  } catch {
    // A full disk loses the scratch copy, not the step (its log goes to the database).
  }
}

function close(fd) {
  if (fd !== undefined) closeSync(fd);
}

/** A signal to the child's whole process group (it leads one: `detached`). */
function signalGroup(id, signal) {
  const pid = children.get(id)?.pid;
  if (!pid) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is gone already.
  }
}
