// esbuild options for the api as Node ES modules, shared by the production build (build.mjs) and the bundled test
// files (test.mjs): the api's own packages stay imports of node_modules (native code, wasm and files they read next to
// themselves keep working); @dure/shared (TypeScript source in the workspace) and what it brings in are bundled.
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

/** `devDependencies`: leave those packages as imports too (the test files import fast-check, autocannon…). */
export function nodeBundleOptions(apiDir, { devDependencies = false } = {}) {
  const manifest = JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8'));
  const names = Object.keys({ ...manifest.dependencies, ...(devDependencies ? manifest.devDependencies : {}) });
  const packages = new Set(names.filter((name) => !name.startsWith('@dure/')));
  const packageName = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
  const external = (specifier) => specifier.startsWith('node:') || builtinModules.includes(specifier) || packages.has(packageName(specifier));
  return {
    absWorkingDir: apiDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    // Bundled CommonJS (dayjs and its locale, through @dure/shared) may call require(): give ES modules one.
    banner: { js: "import { createRequire as __dureRequire } from 'node:module'; const require = __dureRequire(import.meta.url);" },
    plugins: [
      {
        name: 'packages-external',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) => (external(specifier) ? { external: true } : undefined));
        },
      },
    ],
  };
}
