/**
 * The subpaths of stream-json 3 (ESM, bundled into dist/cli.js by esbuild, which resolves them
 * through the package's `exports`: `./*` -> `./src/*`) that the merge reads use. TypeScript's
 * `node` resolution ignores `exports`, so their shapes are declared here, as far as they are used.
 */
declare module 'stream-json/filters/pick.js' {
  export function pick(options: { filter: string }): unknown;
}
declare module 'stream-json/filters/ignore.js' {
  export function ignore(options: { filter: string }): unknown;
}
declare module 'stream-json/streamers/stream-array.js' {
  export function streamArray(): unknown;
}
declare module 'stream-json/streamers/stream-values.js' {
  export function streamValues(): unknown;
}
