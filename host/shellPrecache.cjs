// Which files of the host build the service worker precaches: the shell a signed-in user opens, not the
// rest of the host's chunks (pro-components, the list and form kits, exceljs, quill …), which the worker
// caches when first used, like the remotes' files.

/** The chunk groups of the shell, named by webpackChunkName in index.ts and AppRoutes.tsx. */
const SHELL_GROUPS = ['main', 'bootstrap', 'shell', 'home', 'manual'];
/** Files beside the chunks: the page, the web app manifest and its icons. */
const SHELL_FILES = /^(index\.html|manifest\.webmanifest|icons\/[^/]+\.png)$/;

const isConsumeShared = (module) => module?.type === 'consume-shared-module';

/**
 * The files of the shell's chunk groups and of the shared libraries they take (the groups a consumed
 * shared module loads its fallback from), followed through those libraries' own shared imports.
 * Other async children (a component's import() of a heavy library) are left to runtime caching.
 */
function shellAssets(compilation) {
  const groups = SHELL_GROUPS.map((name) => {
    const group = compilation.namedChunkGroups.get(name);
    if (!group) throw new Error(`shellPrecache: chunk group '${name}' is not in the host build`);
    return group;
  });
  const seen = new Set(groups);
  const files = new Set();
  while (groups.length) {
    const group = groups.pop();
    for (const chunk of group.chunks) for (const file of [...chunk.files, ...chunk.auxiliaryFiles]) files.add(file);
    for (const child of group.getChildren()) {
      if (seen.has(child) || !child.origins.some((origin) => isConsumeShared(origin.module))) continue;
      seen.add(child);
      groups.push(child);
    }
  }
  return files;
}

const perCompilation = new WeakMap();

/** InjectManifest `include` condition: whether an emitted file belongs to the precached shell. */
function isShellAsset({ asset, compilation }) {
  if (asset.name.endsWith('.map')) return false;
  if (SHELL_FILES.test(asset.name)) return true;
  if (!perCompilation.has(compilation)) perCompilation.set(compilation, shellAssets(compilation));
  return perCompilation.get(compilation).has(asset.name);
}

module.exports = { isShellAsset };
