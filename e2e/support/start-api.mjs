// Starts the api on a fresh embedded database for one e2e run.
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');
const dataDir = path.join(repo, 'e2e/.run/pglite');
rmSync(dataDir, { recursive: true, force: true });
const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: path.join(repo, 'api'),
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.argv[2],
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    CORS_ORIGINS: `http://localhost:${process.argv[3]},http://127.0.0.1:${process.argv[3]}`,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
