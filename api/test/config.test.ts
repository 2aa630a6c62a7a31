import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import { API_DIR, loadConfig } from '../src/config';

describe('configuration from the environment', () => {
  test('defaults: PGlite in <repo>/.data/pglite with demo seed, port 8090, local web origins', () => {
    const config = loadConfig({});
    assert.equal(config.port, 8090);
    assert.equal(config.host, '127.0.0.1');
    assert.deepEqual(config.database, { kind: 'pglite', dataDir: path.resolve(API_DIR, '..', '.data', 'pglite') });
    assert.equal(config.seedDemo, true);
    assert.equal(config.demoPassword, 'admin1234!');
    assert.deepEqual(config.oauth, {
      clientId: 'dure-web',
      clientSecret: 'dure-web-secret',
      accessTokenTtlSeconds: 1800,
      refreshTokenTtlSeconds: 1_209_600,
      refreshGraceSeconds: 20,
    });
    assert.deepEqual(config.corsOrigins, [
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://localhost:3001',
      'http://127.0.0.1:3001',
      'http://localhost:3006',
      'http://127.0.0.1:3006',
      'http://localhost:3002',
      'http://127.0.0.1:3002',
      'http://localhost:3003',
      'http://127.0.0.1:3003',
    ]);
    assert.equal(config.initialAdmin, null);
  });

  test('the default web origins follow the apps of apps.json and their port overrides', () => {
    const origins = loadConfig({ CRM_PORT: '4001' }).corsOrigins;
    assert.ok(origins.includes('http://localhost:4001'));
    assert.ok(!origins.includes('http://localhost:3001'));
  });

  test('DATABASE_URL switches to PostgreSQL without demo data', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@h/db', CORS_ORIGINS: 'https://a.example, https://b.example' });
    assert.deepEqual(config.database, { kind: 'postgres', url: 'postgres://u@h/db' });
    assert.equal(config.seedDemo, false);
    assert.deepEqual(config.corsOrigins, ['https://a.example', 'https://b.example']);
  });

  test('demo seeding is refused in production; bad numbers and half an admin stop the start', () => {
    assert.throws(() => loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }), /SEED_DEMO/);
    assert.equal(loadConfig({ NODE_ENV: 'production' }).seedDemo, false);
    assert.throws(() => loadConfig({ PORT: 'eighty' }), /PORT/);
    assert.throws(() => loadConfig({ ADMIN_USERNAME: 'root' }), /ADMIN_PASSWORD/);
    assert.deepEqual(loadConfig({ ADMIN_USERNAME: 'root.admin', ADMIN_PASSWORD: 'x' }).initialAdmin, { username: 'root.admin', password: 'x' });
  });
});
