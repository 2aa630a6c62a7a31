// Jest's transform for the front-end packages: @swc/jest, after named imports from antd and @ant-design/icons are
// pointed at the one module of each name. Their package entries require every component and all ~800 icons, which cost
// about 2 s of each test file's start (Jest loads modules afresh per file); webpack's tree shaking does this for the build.
const fs = require('node:fs');
const path = require('node:path');
const swcJest = require(require.resolve('@swc/jest', { paths: [path.join(__dirname, 'shared')] }));

const resolveFrom = (pkg) => path.dirname(require.resolve(`${pkg}/package.json`, { paths: [path.join(__dirname, 'shared')] }));
const antdLib = path.join(resolveFrom('antd'), 'lib');
const iconsLib = path.join(resolveFrom('@ant-design/icons'), 'lib', 'icons');

const kebab = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/([A-Z])([A-Z][a-z])/g, '$1-$2').toLowerCase();

/** The module that holds one name's default export, or null where the name is not a component of its own. */
const MODULE_OF = {
  antd: (name) => (fs.existsSync(path.join(antdLib, kebab(name), 'index.js')) ? `antd/lib/${kebab(name)}` : null),
  '@ant-design/icons': (name) => (fs.existsSync(path.join(iconsLib, `${name}.js`)) ? `@ant-design/icons/lib/icons/${name}` : null),
};

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*'(antd|@ant-design\/icons)';?/g;

function modularize(source) {
  if (!source.includes("'antd'") && !source.includes("'@ant-design/icons'")) return source;
  return source.replace(IMPORT, (whole, list, pkg) => {
    const kept = [];
    const own = [];
    for (const raw of list.split(',').map((s) => s.trim()).filter(Boolean)) {
      // Type-only names go with the package import, which TypeScript's erasure then drops.
      const [name, alias = name] = raw.startsWith('type ') ? [null] : raw.split(/\s+as\s+/).map((s) => s.trim());
      const module = name && MODULE_OF[pkg](name);
      if (module) own.push(`import ${alias} from '${module}';`);
      else kept.push(raw);
    }
    return [...(kept.length ? [`import { ${kept.join(', ')} } from '${pkg}';`] : []), ...own].join(' ');
  });
}

module.exports = {
  createTransformer(options) {
    const swc = swcJest.createTransformer(options);
    return {
      ...swc,
      process: (source, file, config) => swc.process(modularize(source), file, config),
      processAsync: (source, file, config) => swc.processAsync(modularize(source), file, config),
      getCacheKey: (source, file, config) => swc.getCacheKey(modularize(source), file, config),
    };
  },
};
