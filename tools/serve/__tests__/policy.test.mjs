// The page's script sources: the host and its remotes, and the address search's origin only when it is configured.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { contentSecurityPolicy, readRuntime } from '../policy.mjs';

const scriptSrc = (csp) => csp.split('; ').find((d) => d.startsWith('script-src '));
const remoteUrls = ['https://crm.example.test/mf-manifest.json'];

test('no postcode script configured: scripts only from the host and its remotes', () => {
  assert.equal(scriptSrc(contentSecurityPolicy({ apiHost: null, remoteUrls })), "script-src 'self' https://crm.example.test");
});

test('a configured postcode script adds its origin to script-src, read from config.json', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dure-policy-'));
  writeFileSync(path.join(dir, 'config.json'), JSON.stringify({ apiHost: 'https://api.example.test', postcodeScript: 'https://t1.daumcdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js' }));
  writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify({ crm: remoteUrls[0] }));
  const runtime = readRuntime(dir);
  assert.equal(runtime.postcodeScript, 'https://t1.daumcdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js');
  assert.equal(scriptSrc(contentSecurityPolicy(runtime)), "script-src 'self' https://crm.example.test https://t1.daumcdn.net");
});
