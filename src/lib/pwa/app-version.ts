// The build's version, set at build time (vite.config.ts: APP_VERSION, default package.json's version).
declare const __APP_VERSION__: string;

export const APP_VERSION: string = __APP_VERSION__;
