/**
 * The subpaths of stream-json 3 (ESM, bundled into dist/cli.js by esbuild, which resolves them
 * through the package's `exports`: `./*` -> `./src/*`) that the merge reads use. TypeScript's
 * `node` resolution ignores `exports`, so their shapes are declared here, as far as they are used.
 */
declare module 'stream-json/assembler.js' {
  export class Assembler {
    consume(token: { name: string; value?: unknown }): this;
  }
}
declare module 'stream-chain/defs.js' {
  export const none: unique symbol;
}
