import autocannon from 'autocannon';
const [port, p, user, dur = '8', conns = '10'] = process.argv.slice(2);
const BASE = `http://127.0.0.1:${port}/dure.crm`;
const r = await fetch(`${BASE}/oauth/token`, { method: 'POST', headers: { authorization: `Basic ${Buffer.from('dure-web:dure-web-secret').toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ username: user, password: 'admin1234!', grant_type: 'password', scope: 'read_profile' }) });
const tok = (await r.json()).access_token;
const res = await autocannon({ url: BASE + p, headers: { authorization: `Bearer ${tok}` }, connections: Number(conns), duration: Number(dur) });
console.log(p, user, 'p50', res.latency.p50, 'p99', res.latency.p99, 'rps', res.requests.average, 'non2xx', res.non2xx);
