#!/usr/bin/env node
// Writes `<file>.br` and `<file>.gz` beside every compressible file of a built app. The build does it once
// (PrecompressPlugin of index.cjs); tools/serve sends them to the browsers that accept them, the
// production nginx too (gzip_static, brotli_static), instead of compressing on each request. A deploy step
// runs it again for the files it adds after the build (the host's runtime config): copies still newer than
// their file are kept.
//   node tools/build/precompress.mjs <dir> [--quality 0-11]   (brotli quality, default 10)
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|html|json|svg|webmanifest|txt)$/;
/** Smaller files gain less than the extra request header costs. */
const MIN_BYTES = 1024;
/**
 * Brotli quality: 10 compressed the five builds (342 files, 22 MB) in 13–15 s of CPU where 11 took 33–35 s,
 * for .br files 1.4 % larger (5,715 KB against 5,635 KB); gzip (the /login budget) is the same either way.
 */
export const BROTLI_QUALITY = 10;

const modified = (file) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return -Infinity;
  }
};

/** Compresses every compressible file under `dir` whose compressed copies are missing or older; answers how many. */
export function precompress(dir, { quality = BROTLI_QUALITY } = {}) {
  let count = 0;
  for (const name of readdirSync(dir, { recursive: true }).map(String)) {
    const file = path.join(dir, name);
    if (!COMPRESSIBLE.test(name)) continue;
    const stats = statSync(file);
    if (!stats.isFile() || stats.size < MIN_BYTES) continue;
    if (modified(`${file}.gz`) >= stats.mtimeMs && modified(`${file}.br`) >= stats.mtimeMs) continue;
    const content = readFileSync(file);
    writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
    writeFileSync(`${file}.br`, zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } }));
    count++;
  }
  return count;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { quality: { type: 'string', default: String(BROTLI_QUALITY) } } });
  if (!positionals[0]) throw new Error('usage: precompress.mjs <dir> [--quality 0-11]');
  console.log(`[두레] 미리 압축 (gzip, brotli): ${precompress(positionals[0], { quality: Number(values.quality) })}개 파일`);
}
