declare const __APP_VERSION__: string;
declare const __BUILD_ID__: string;
declare module '*.css';
