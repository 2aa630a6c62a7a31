const path = require('node:path');
const CopyPlugin = require('copy-webpack-plugin');
const { InjectManifest } = require('workbox-webpack-plugin');
const { createConfig } = require('@dure/build');

module.exports = (_env, argv) =>
  createConfig(
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
                // The shell only: remotes are cached at run time, never precached by the host.
                include: [/\.js$/, /\.css$/, /\.html$/, /\.webmanifest$/, /icons\/.*\.png$/],
                exclude: [/\.map$/, /^config\.json$/, /^remotes\.json$/],
                maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
              }),
            ]),
      ],
    },
    argv,
  );
