// Helpers for the node tests that start real servers (tools/serve, nginx, the compiled api). Node built-ins only.
import { spawn } from 'node:child_process';
import net from 'node:net';

/** A TCP port nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a process and resolves with it once `url` answers at all (any status); rejects with its output
 * when it exits first or does not answer within `timeoutMs`.
 */
export async function startAndWait(command, args, url, { env = {}, timeoutMs = 20_000 } = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  let exited = false;
  child.once('exit', () => (exited = true));
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (exited) throw new Error(`${command} exited before answering:\n${output}`);
    try {
      await fetch(url);
      return child;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  child.kill();
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${output}`);
}
