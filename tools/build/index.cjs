// One webpack + Module Federation setup for the host and every remote, so the
// shared singletons and build settings cannot drift apart.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

/**
 * Libraries host and remotes must share as singletons (DESIGN §4.5). The pure, stateless subpaths of
 * @dure/shared ('/messages', '/constants', '/money') are not listed: each app bundles its own small copy.
 * Nor are '/remote' (each app must carry the shared version it was built with, which the host compares)
 * and '/standalone' (a remote's development shell, which the host never loads).
 * A singleton ships every export of its entry, so the heavy ones (pro-components, TanStack Query and the
 * '/records', '/query', '/list' entries) are only ever imported from code that loads after sign-in (DESIGN §4b).
 * '@ant-design/pro-components' is shared as pro-components.js: only the pieces the screens use.
 * '@ant-design/icons' is not shared: as a singleton it shipped all of its 831 icons (123 KB on the wire) to the
 * home page. Each app bundles only the icons it imports (tree-shaken, a few hundred bytes each; those the
 * @dure/shared singletons import come with whichever app provides them), and only the component they all draw with
 * is shared (iconComponentShare), so the state icons have (IconContext, two-tone colour) stays one.
 */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'jotai',
  'antd',
  'dayjs',
  '@dure/shared',
  '@dure/shared/format',
  '@dure/shared/records',
  '@ant-design/pro-components',
  '@tanstack/react-query',
  '@dure/shared/query',
  '@dure/shared/list',
  '@dure/shared/form',
];

/**
 * The version an app requires of a dependency: the pinned one, or for a workspace package (`workspace:*`)
 * the version in that package's own package.json, so a remote built against another @dure/shared than the
 * host's is reported by the federation runtime instead of running unnoticed.
 */
function requiredVersion(packageDir, name, spec) {
  if (!spec.startsWith('workspace:')) return spec;
  return require(path.join(packageDir, 'node_modules', name, 'package.json')).version;
}

/**
 * The slim module shared as '@ant-design/pro-components' (pro-components.js). Named as a package
 * request, not a file path: federation provides a file path in every compilation, also in the
 * html and service-worker child compilations, and those cannot build it.
 */
const PRO_COMPONENTS = '@ant-design/pro-components';
const PRO_COMPONENTS_SLIM_REQUEST = '@dure/build/pro-components.js';
const PRO_COMPONENTS_SLIM = path.join(__dirname, 'pro-components.js');

/**
 * Where the slim module and the packages it re-exports resolve: those packages as pro-components
 * itself finds them (the apps do not list them), so they are the very copies it is made of.
 */
function proComponentsAliases(packageDir) {
  const pro = path.dirname(require.resolve(`${PRO_COMPONENTS}/package.json`, { paths: [packageDir] }));
  // The slim module is imported from wherever pro-components is (shared/ too, which does not list @dure/build).
  const parts = { [`${PRO_COMPONENTS_SLIM_REQUEST}$`]: PRO_COMPONENTS_SLIM };
  for (const part of ['pro-provider', 'pro-table', 'pro-form']) {
    parts[`@ant-design/${part}$`] = path.dirname(require.resolve(`@ant-design/${part}/package.json`, { paths: [pro] }));
  }
  return { version: require(path.join(pro, 'package.json')).version, aliases: parts };
}

/**
 * Fails the build when code imports from '@ant-design/pro-components' a name the slim shared module
 * does not export: it would be undefined at run time, since webpack cannot check imports of a shared module.
 */
class ProComponentsExportsPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('ProComponentsExportsPlugin', (compilation) => {
      // After FlagDependencyExportsPlugin has worked out what each module exports.
      compilation.hooks.afterOptimizeDependencies.tap('ProComponentsExportsPlugin', (modules) => {
        const slim = [...modules].find((m) => m.resource === PRO_COMPONENTS_SLIM);
        if (!slim) return;
        const provided = compilation.moduleGraph.getExportsInfo(slim).getProvidedExports();
        if (!Array.isArray(provided)) return;
        for (const module of modules) {
          for (const dep of module.dependencies ?? []) {
            const name = dep.request === PRO_COMPONENTS ? dep.ids?.[0] : undefined;
            if (!name || provided.includes(name)) continue;
            const error = new (compiler.webpack.WebpackError)(
              `'${name}' is not shared from ${PRO_COMPONENTS}: add it to tools/build/pro-components.js (shared: ${provided.join(', ')})`,
            );
            error.module = module;
            error.loc = dep.loc;
            compilation.errors.push(error);
          }
        }
      });
    });
  }
}

/**
 * The component every '@ant-design/icons' icon draws with (AntdIcon, with the icon context, style sheet and two-tone
 * colour it imports: 8 KB gzip), shared as a singleton while the icons themselves are not (see SINGLETONS). Icons
 * import it by a relative path, so it is consumed by its file (federation matches the resolved module) and provided
 * by its package request, like pro-components.js (a file path would be provided in the html and service-worker child
 * compilations too, which cannot build it). So a remote carries its icons but not a second copy of their component,
 * and every icon, antd's own included, reads the one IconContext that the host's antd ConfigProvider fills.
 */
const ICONS = '@ant-design/icons';
const ICON_COMPONENT = `${ICONS}/es/components/AntdIcon`;

function iconComponentShare(packageDir, spec) {
  const file = require.resolve(`${ICON_COMPONENT}.js`, { paths: [packageDir] });
  const version = require(require.resolve(`${ICONS}/package.json`, { paths: [packageDir] })).version;
  const options = { import: ICON_COMPONENT, shareKey: ICON_COMPONENT, version, requiredVersion: requiredVersion(packageDir, ICONS, spec) };
  return [file, { ...options, singleton: true, strictVersion: false }];
}

function sharedConfig(packageDir) {
  const pkg = require(path.join(packageDir, 'package.json'));
  const deps = { ...pkg.dependencies };
  const shared = {};
  for (const name of SINGLETONS) {
    const root = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    if (!deps[root]) continue;
    shared[name] = { singleton: true, requiredVersion: requiredVersion(packageDir, root, deps[root]), strictVersion: false };
    if (name === PRO_COMPONENTS) Object.assign(shared[name], { import: PRO_COMPONENTS_SLIM_REQUEST, version: proComponentsAliases(packageDir).version });
  }
  if (deps[ICONS]) {
    const [file, options] = iconComponentShare(packageDir, deps[ICONS]);
    shared[file] = options;
  }
  return shared;
}

/**
 * @param {object} o
 * @param {string} o.dir          package directory (__dirname of its webpack.config)
 * @param {string} o.name         federation name ('host', 'admin', …)
 * @param {Record<string,string>} [o.exposes]  remote exposes
 * @param {string[]} [o.runtimePlugins]         federation runtime plugins (host)
 * @param {string} [o.title]      html title for standalone/host pages
 * @param {any[]} [o.plugins]     extra webpack plugins
 */
function createConfig(o, argv = {}) {
  const production = argv.mode !== 'development';
  const isRemote = Boolean(o.exposes);
  const hasProComponents = Boolean(require(path.join(o.dir, 'package.json')).dependencies?.[PRO_COMPONENTS]);
  return {
    mode: production ? 'production' : 'development',
    context: o.dir,
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(o.dir, 'dist'),
      // Federation entries cannot carry a content hash; chunks do.
      filename: '[name].js',
      chunkFilename: production ? 'chunks/[name].[contenthash:8].js' : 'chunks/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      // The host serves every in-app path from '/', remotes resolve chunks from their own entry.
      publicPath: isRemote ? 'auto' : '/',
      uniqueName: `dure_${o.name}`,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs'],
      alias: hasProComponents ? proComponentsAliases(o.dir).aliases : {},
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
          },
        },
        // CSS as files, not as JavaScript that injects it: less script on the login page.
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')] },
        { test: /\.(png|svg|ico|webp|woff2)$/, type: 'asset/resource' },
      ],
    },
    optimization: { minimizer: [swcMinifier()] },
    performance: { hints: false },
    plugins: [
      // Which build of an area is deployed, shown in its screens (redeploys are visible).
      new (require('webpack').DefinePlugin)({
        __APP_VERSION__: JSON.stringify(require(path.join(o.dir, 'package.json')).version),
        __BUILD_ID__: JSON.stringify(process.env.DURE_BUILD_ID || new Date().toISOString().slice(0, 16).replace('T', ' ')),
      }),
      new ModuleFederationPlugin({
        name: o.name,
        ...(isRemote ? { filename: 'remoteEntry.js', exposes: o.exposes } : {}),
        shared: sharedConfig(o.dir),
        shareStrategy: 'loaded-first',
        runtimePlugins: o.runtimePlugins ?? [],
        manifest: isRemote ? { fileName: 'mf-manifest.json' } : false,
        dts: false,
      }),
      new MiniCssExtractPlugin({
        filename: '[name].[contenthash:8].css',
        chunkFilename: production ? 'chunks/[name].[contenthash:8].css' : 'chunks/[name].css',
      }),
      new HtmlWebpackPlugin({
        // A remote's page is its standalone development shell; the host has a page of its own.
        template: isRemote ? path.join(__dirname, 'standalone.html') : path.join(o.dir, 'src/index.html'),
        chunks: ['main'],
        title: o.title ?? '두레',
      }),
      ...(hasProComponents ? [new ProComponentsExportsPlugin()] : []),
      ...(o.plugins ?? []),
      ...(production ? [new PrecompressPlugin()] : []),
    ],
    devServer: { historyApiFallback: true, headers: { 'Access-Control-Allow-Origin': '*' } },
  };
}

/**
 * Writes the `.br` and `.gz` copies of the emitted files (precompress.mjs) once per production build:
 * tools/serve and the production nginx both send them as they are.
 */
class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async () => {
      const { precompress } = await import('./precompress.mjs');
      precompress(compiler.outputPath);
    });
  }
}

/** swc's minifier: 2–3× faster than terser here, and smaller output (TOOLCHAIN.md). */
function swcMinifier() {
  const MinimizerPlugin = require('minimizer-webpack-plugin');
  return new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 }, mangle: true } });
}

module.exports = { createConfig, PrecompressPlugin, SINGLETONS };
