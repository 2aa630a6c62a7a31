declare const __APP_VERSION__: string;
declare const __BUILD_ID__: string;
declare module '*.css';
/** Replaced by webpack with the build mode. */
declare const process: { env: { NODE_ENV: 'production' | 'development' | 'test' } };
