import http from 'node:http';

/**
 * The grid save measured like the reads (run.ts): a DRAFT week can only be saved with the version its last save
 * answered, so each of the slots (one person's week each) saves in turn, alternating between the week as it was
 * (A) and the same week with a quarter hour more on its first cell (B); a slot left on B is saved back to A, so
 * every measurement ends on the state it started from.
 */
type Slot = { token: string; bodies: [string, string]; version: number; next: 0 | 1 };
export type WriteFigures = { p50: number; p99: number; requests: number; seconds: number; errors: number };

type WeekAnswer = { result: { weekStart: string; version: number; rows: { projectId: number; taskActivityId: number; note: string | null; hours: (number | null)[] }[] } };

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function request(url: string, method: string, token: string, body?: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (body !== undefined) Object.assign(headers, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) });
    const req = http.request(url, { method, agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (c: Buffer) => chunks.push(c));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Monday of last week in Seoul: the bench people's DRAFT week (bulkSeedWorklog). */
export function lastWeekMonday(now = new Date()): string {
  const seoul = new Date(now.getTime() + 9 * 3_600_000);
  const back = ((seoul.getUTCDay() + 6) % 7) + 7;
  return new Date(Date.UTC(seoul.getUTCFullYear(), seoul.getUTCMonth(), seoul.getUTCDate() - back)).toISOString().slice(0, 10);
}

/** One slot per token: the person's week read once, its two grids prepared. */
export async function prepareSlots(url: string, tokens: string[]): Promise<Slot[]> {
  const weekStart = lastWeekMonday();
  return Promise.all(
    tokens.map(async (token) => {
      const answer = await request(`${url}?weekStart=${weekStart}`, 'GET', token);
      if (answer.status !== 200) throw new Error(`GET week: HTTP ${answer.status}`);
      const week = (JSON.parse(answer.text) as WeekAnswer).result;
      if (week.rows.length === 0) throw new Error(`the week of ${weekStart} has no rows`);
      const rows = week.rows.map((r) => ({ projectId: r.projectId, taskActivityId: r.taskActivityId, note: r.note, hours: r.hours }));
      const first = rows[0].hours.findIndex((h) => h !== null);
      const more = rows.map((r, i) => (i === 0 ? { ...r, hours: r.hours.map((h, d) => (d === first ? (h ?? 0) + 0.25 : h)) } : r));
      const grid = (r: typeof rows) => JSON.stringify({ weekStart, version: 0, rows: r });
      return { token, bodies: [grid(rows), grid(more)] as [string, string], version: week.version, next: 0 as const };
    }),
  );
}

/** One save of a slot's next grid; false when it did not answer 200. */
async function save(url: string, slot: Slot): Promise<boolean> {
  const body = slot.bodies[slot.next].replace('"version":0', `"version":${slot.version}`);
  const answer = await request(url, 'PUT', slot.token, body);
  if (answer.status !== 200) return false;
  slot.version = (JSON.parse(answer.text) as WeekAnswer).result.version;
  slot.next = slot.next === 0 ? 1 : 0;
  return true;
}

const percentile = (latencies: number[], q: number) => Math.round(latencies.sort((a, b) => a - b)[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN);

/** Saves arriving at `rate` per second, slot after slot, each timed from when it was due (a busy slot delays it). */
export async function savesAtFixedRate(url: string, slots: Slot[], rate: number, seconds: number): Promise<WriteFigures> {
  const latencies: number[] = [];
  let errors = 0;
  const chains = slots.map(() => Promise.resolve());
  const total = Math.round(rate * seconds);
  const start = performance.now() + 50;
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const k = i % slots.length;
    chains[k] = chains[k].then(async () => {
      if (!(await save(url, slots[k]))) errors++;
      latencies.push(performance.now() - due);
    });
  }
  await Promise.all(chains);
  return { p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), requests: total, seconds, errors };
}

/** Every slot saving back to back for `seconds` (a closed loop, one connection a slot). */
export async function savesSaturated(url: string, slots: Slot[], seconds: number): Promise<WriteFigures> {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    slots.map(async (slot) => {
      while (performance.now() < end) {
        const started = performance.now();
        if (!(await save(url, slot))) errors++;
        latencies.push(performance.now() - started);
      }
    }),
  );
  return { p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), requests: latencies.length, seconds, errors };
}

/** Saves grid A where B was the last one saved (next is A again): the weeks end as they started. */
export async function restoreSlots(url: string, slots: Slot[]): Promise<void> {
  await Promise.all(slots.filter((s) => s.next === 0).map((s) => save(url, s)));
}
