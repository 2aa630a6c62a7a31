import { buildApp } from '/work/main/api/src/app';
import { loadConfig } from '/work/main/api/src/config';
const base = loadConfig({});
const app = await buildApp({ config: { ...base, database: { kind: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/dure_perf' }, seedDemo: true, port: 0, host: '127.0.0.1' } });
const tok = async (u: string) => (await app.inject({ method: 'POST', url: '/dure.crm/oauth/token', headers: { authorization: `Basic ${Buffer.from('dure-web:dure-web-secret').toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ username: u, password: 'admin1234!', grant_type: 'password', scope: 'read_profile' }).toString() })).json().access_token;
const tokens: Record<string, string> = { 'sales.lead': await tok('sales.lead'), admin: await tok('admin') };
const E: [string, string, string][] = [
  ['cust dept', '/api/customer?page=0&size=20&sort=name,asc', 'sales.lead'],
  ['cust all', '/api/customer?page=0&size=20&sort=name,asc', 'admin'],
  ['cust 한빛정밀', '/api/customer?page=0&size=20&keyword=' + encodeURIComponent('한빛정밀'), 'admin'],
  ['cust 정밀', '/api/customer?page=0&size=20&keyword=' + encodeURIComponent('정밀'), 'admin'],
  ['lead ERP dept', '/api/lead?page=0&size=20&keyword=ERP', 'sales.lead'],
  ['lead ERP all', '/api/lead?page=0&size=20&keyword=ERP', 'admin'],
  ['lead all', '/api/lead?page=0&size=20', 'admin'],
  ['lead 한빛정밀1', '/api/lead?page=0&size=20&keyword=' + encodeURIComponent('한빛정밀1'), 'admin'],
  ['dash sales', '/api/dashboard/sales', 'admin'],
];
for (const [label, url, user] of E) {
  const times: number[] = [];
  let status = 0, total = '';
  for (let i = 0; i < 40; i++) {
    const t = performance.now();
    const r = await app.inject({ method: 'GET', url: '/dure.crm' + url, headers: { authorization: `Bearer ${tokens[user]}` } });
    times.push(performance.now() - t);
    status = r.statusCode; const j = r.json(); total = `${j.result?.totalElements ?? ''}${j.result?.totalCappedYn === 'Y' ? '+' : ''}`;
  }
  times.sort((a, b) => a - b);
  console.log(label.padEnd(16), status, total.padStart(7), 'p50', times[20].toFixed(1), 'p95', times[37].toFixed(1));
}
await app.close();
