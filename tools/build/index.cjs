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
 */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'jotai',
  'antd',
  '@ant-design/icons',
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

function sharedConfig(packageDir) {
  const pkg = require(path.join(packageDir, 'package.json'));
  const deps = { ...pkg.dependencies };
  const shared = {};
  for (const name of SINGLETONS) {
    const root = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    if (!deps[root]) continue;
    shared[name] = { singleton: true, requiredVersion: requiredVersion(packageDir, root, deps[root]), strictVersion: false };
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
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs'] },
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
        { test: /\.(png|svg|ico|webp)$/, type: 'asset/resource' },
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
      ...(o.plugins ?? []),
    ],
    devServer: { historyApiFallback: true, headers: { 'Access-Control-Allow-Origin': '*' } },
  };
}

/** swc's minifier: 2–3× faster than terser here, and smaller output (TOOLCHAIN.md). */
function swcMinifier() {
  const MinimizerPlugin = require('minimizer-webpack-plugin');
  return new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 }, mangle: true } });
}

module.exports = { createConfig, SINGLETONS };
