const { createConfig } = require('@dure/build');

module.exports = (_env, argv) =>
  createConfig({ dir: __dirname, name: 'crm', title: '두레 CRM (개발용 단독 실행)', exposes: { './routes': './src/routes.tsx' } }, argv);
