// One webpack + Module Federation setup for the host and every remote, so the
// shared singletons and build settings cannot drift apart.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

/**
 * Libraries host and remotes must share as singletons (DESIGN §4.5). The pure, stateless subpaths of
 * @dure/shared ('/messages', '/constants', '/money') are not listed: each app bundles its own small copy.
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
  '@dure/shared/form',
];

function sharedConfig(packageDir) {
  const pkg = require(path.join(packageDir, 'package.json'));
  const deps = { ...pkg.dependencies };
  const shared = {};
  for (const name of SINGLETONS) {
    const root = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    if (!deps[root]) continue;
    const version = deps[root].startsWith('workspace:') ? false : deps[root];
    shared[name] = { singleton: true, requiredVersion: version, strictVersion: false };
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
        template: path.join(o.dir, 'src/index.html'),
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
