const { createConfig } = require('@dure/build');

module.exports = (_env, argv) =>
  createConfig({ dir: __dirname, name: 'cost', title: '두레 cost (개발용 단독 실행)', exposes: { './routes': './src/routes.tsx' } }, argv);
