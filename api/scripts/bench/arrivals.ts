import http from 'node:http';

export type ArrivalResult = { p50: number; p99: number; sent: number; errors: number };

/**
 * Latency at a fixed arrival rate (an open model, as k6's constant-arrival-rate or wrk2): one request every
 * 1/rate s whatever the server is doing, each timed from when it was due. A closed loop of N connections
 * (autocannon) measures throughput; its latency is mostly queueing behind the other N-1 requests.
 */
export async function atFixedRate(url: string, headers: Record<string, string>, rate: number, seconds: number): Promise<ArrivalResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const latencies: number[] = [];
  let errors = 0;
  const total = Math.round(rate * seconds);
  const start = performance.now() + 50;
  const one = (due: number) =>
    new Promise<void>((resolve) => {
      const request = http.get(url, { agent, headers }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode !== 200) errors++;
          latencies.push(performance.now() - due);
          resolve();
        });
      });
      request.on('error', () => {
        errors++;
        resolve();
      });
    });
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(one(due));
  }
  await Promise.all(pending);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN);
  return { p50: at(0.5), p99: at(0.99), sent: total, errors };
}
