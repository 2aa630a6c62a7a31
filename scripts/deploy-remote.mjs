#!/usr/bin/env node
// Publishes one remote without touching the host: builds it and copies the build into
// <target>/<name>/releases/<time>-<build>/, then points <target>/<name>/current at it in one atomic rename.
// The remote's nginx serves <target>/<name>/current (node deploy/nginx.mjs web <name> --root …/current), so
// the host's remotes.json keeps its one stable URL and the next page load gets the new version.
//
//   node scripts/deploy-remote.mjs <name> [--target <dir>]              build and publish
//   node scripts/deploy-remote.mjs <name> [--target <dir>] --rollback   back to the release before current
// The target defaults to DEPLOY_TARGET, else .deploy/ in the repository.
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, readlinkSync, renameSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { BROTLI_QUALITY, precompress } from '../tools/build/precompress.mjs';
import { REMOTES, ROOT, buildStale, log } from './lib.mjs';

const releasesOf = (target, name) => path.join(target, name, 'releases');
const currentLink = (target, name) => path.join(target, name, 'current');

/** The release `current` points at, or null before the first publish. */
export function currentRelease(target, name) {
  const link = currentLink(target, name);
  return existsSync(link) ? path.basename(readlinkSync(link)) : null;
}

/** Releases oldest first (their names start with the publishing time). */
export const releases = (target, name) => (existsSync(releasesOf(target, name)) ? readdirSync(releasesOf(target, name)).sort() : []);

/** Points `current` at a release: a new link renamed over the old one, so a request sees one or the other. */
function switchTo(target, name, release) {
  const next = `${currentLink(target, name)}.next-${process.pid}`;
  symlinkSync(path.join('releases', release), next);
  renameSync(next, currentLink(target, name));
}

/** Copies a built remote into a new release and makes it current; answers the release name. */
export function publish(target, name, dist, { compressQuality = BROTLI_QUALITY } = {}) {
  if (!existsSync(path.join(dist, 'remoteEntry.js'))) throw new Error(`${dist}: remoteEntry.js가 없습니다. 리모트 빌드 결과가 아닙니다.`);
  const stamp = existsSync(path.join(dist, '.build-hash')) ? readFileSync(path.join(dist, '.build-hash'), 'utf8').slice(0, 8) : 'build';
  const release = `${new Date().toISOString().replace(/[-:.]/g, '')}-${stamp}`;
  const dir = path.join(releasesOf(target, name), release);
  mkdirSync(path.dirname(dir), { recursive: true });
  // Copied beside the others first, then switched to: the live release is never written to.
  cpSync(dist, `${dir}.partial`, { recursive: true, preserveTimestamps: true });
  precompress(`${dir}.partial`, { quality: compressQuality });
  renameSync(`${dir}.partial`, dir);
  switchTo(target, name, release);
  return release;
}

/** Points `current` back at the release before it; answers that release. */
export function rollback(target, name) {
  const all = releases(target, name).filter((r) => !r.endsWith('.partial'));
  const at = all.indexOf(currentRelease(target, name));
  if (at <= 0) throw new Error(`${name}: 되돌릴 이전 배포가 없습니다.`);
  switchTo(target, name, all[at - 1]);
  return all[at - 1];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { target: { type: 'string' }, rollback: { type: 'boolean', default: false } },
  });
  const remote = REMOTES.find((a) => a.name === positionals[0]);
  if (!remote) {
    console.error(`사용법: node scripts/deploy-remote.mjs <${REMOTES.map((a) => a.name).join('|')}> [--target <dir>] [--rollback]`);
    process.exit(2);
  }
  const target = path.resolve(values.target ?? process.env.DEPLOY_TARGET ?? path.join(ROOT, '.deploy'));
  try {
    if (values.rollback) log(`${remote.name}: ${rollback(target, remote.name)} 으로 되돌렸습니다.`);
    else {
      const status = await buildStale([remote.name]);
      if (status !== 0) process.exit(status);
      log(`${remote.name}: ${publish(target, remote.name, path.join(ROOT, remote.dir, 'dist'))} 배포 (${currentLink(target, remote.name)}).`);
    }
  } catch (error) {
    console.error(`[두레] ${error.message}`);
    process.exit(1);
  }
}
