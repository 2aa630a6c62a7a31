#!/usr/bin/env node
// Writes config.json and remotes.json into a built host folder (deploy step).
// PUBLIC_API_HOST and PUBLIC_<REMOTE>_URL override the localhost defaults.
import path from 'node:path';
import { envName } from './apps.mjs';
import { REMOTES, ROOT, writeRuntimeConfig } from './lib.mjs';

const hostDist = path.resolve(ROOT, process.argv[2] ?? 'host/dist');
const remotes = REMOTES.map((a) => ({ ...a, url: process.env[`PUBLIC_${envName(a.name)}_URL`] }));
writeRuntimeConfig(hostDist, { remotes });
console.log(`[두레] ${hostDist}/config.json, remotes.json 작성`);
