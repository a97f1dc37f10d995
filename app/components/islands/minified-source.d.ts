/** A module's default function as minified source (vite.minified-source.ts). */
declare module "*?minified-source" {
  const source: string;
  export default source;
}
