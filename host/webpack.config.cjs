const path = require('node:path');
const CopyPlugin = require('copy-webpack-plugin');
const { InjectManifest } = require('workbox-webpack-plugin');
const { PrecompressPlugin, createConfig } = require('@dure/build');
const { isShellAsset } = require('./shellPrecache.cjs');

/** The push service worker: a plain bundle of its own (no federation, no hashing). */
const pushWorker = (argv) => ({
  mode: argv.mode === 'development' ? 'development' : 'production',
  target: 'webworker',
  context: __dirname,
  entry: { 'firebase-messaging-sw': './src/pwa/firebase-messaging-sw.ts' },
  output: { path: path.join(__dirname, 'dist'), filename: '[name].js', clean: false },
  resolve: { extensions: ['.ts', '.js', '.mjs'] },
  devtool: false,
  module: {
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        use: { loader: require.resolve('swc-loader', { paths: [require.resolve('@dure/build')] }), options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } } },
      },
    ],
  },
  performance: { hints: false },
  plugins: argv.mode === 'development' ? [] : [new PrecompressPlugin()],
});

module.exports = (_env, argv) => [
  {
    name: 'main',
    ...createConfig(
    {
      dir: __dirname,
      name: 'host',
      title: '두레',
      runtimePlugins: [path.join(__dirname, 'src/federation/fallbackPlugin.ts')],
      plugins: [
        new CopyPlugin({ patterns: [{ from: 'public', to: '.' }] }),
        ...(argv.mode === 'development'
          ? []
          : [
              new InjectManifest({
                swSrc: path.join(__dirname, 'src/pwa/sw.ts'),
                swDest: 'sw.js',
                // The shell only (shellPrecache.cjs); the rest, the remotes' files too, is cached at run time on first use.
                include: [isShellAsset],
                maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
              }),
            ]),
      ],
    },
    argv,
  ),
  },
  // After the main build, whose output.clean would otherwise remove it.
  { ...pushWorker(argv), dependencies: ['main'] },
];
