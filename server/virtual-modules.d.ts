/** React Router's server build, resolved by Vite at build time (see vite.config.ts). */
declare module "virtual:react-router/server-build";
