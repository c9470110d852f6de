/**
 * The environment a playground boot needs (see boot-env.js): fresh secrets, development mode, no
 * admin panel, telemetry off, the given public folder and discovery API key.
 * @param options.publicDir a folder holding an `uploads` folder, for this boot only
 * @param options.apiKey the Bearer key of the discovery API
 * @returns env vars to set before `createStrapi`
 */
export function playgroundBootEnv(options: { publicDir: string; apiKey: string }): Record<string, string>;
