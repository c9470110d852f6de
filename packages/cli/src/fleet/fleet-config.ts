import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { CouldNotRunError } from '../exit-codes';
import { hasCredentials } from '../redact';

/**
 * One deployment of `route-discovery fleet FILE` (docs/cli.md, "Fleet"): a `name` unique in the
 * file, the app's `url`, the environment variable holding its discovery credential (never the
 * credential itself), whether that credential is the discovery key or an admin token, and the
 * content-API prefix.
 */
export const fleetDeploymentSchema = z.strictObject({
  name: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,62}$/, 'letters, digits, ".", "_" or "-", up to 63'),
  url: z.url({ protocol: /^https?$/ }),
  credential_env: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'an environment variable name'),
  credential_kind: z.enum(['key', 'admin-token']).default('key'),
  prefix: z
    .string()
    .regex(/^\/[^\s?#]*$|^$/, 'a path starting with /')
    .default('/api'),
});
/** One deployment of a fleet file. */
export type FleetDeployment = z.infer<typeof fleetDeploymentSchema>;

/** The fleet file: `{ "deployments": [...] }`, two or more, names unique. */
export const fleetConfigSchema = z.strictObject({
  deployments: z
    .array(fleetDeploymentSchema)
    .min(2, 'a fleet has two deployments or more')
    .refine(
      (list) => new Set(list.map((d) => d.name)).size === list.length,
      'deployment names must be unique',
    ),
});
/** The fleet file. */
export type FleetConfig = z.infer<typeof fleetConfigSchema>;

/**
 * Reads and validates a fleet file. A URL with credentials (`user:pass@`) is refused like `--url`
 * (docs/decisions/0049-credentials-in-url-refused.md).
 * @throws CouldNotRunError naming the file and the first problems (field paths, never a value)
 */
export function readFleetConfig(file: string): FleetConfig {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    const code = (error as { code?: string }).code;
    throw new CouldNotRunError(
      `fleet: ${file} ${code === 'ENOENT' ? 'does not exist' : 'is not valid JSON'}.`,
    );
  }
  const parsed = fleetConfigSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`)
      .join('; ');
    throw new CouldNotRunError(`fleet: ${file} is not a fleet file: ${problems}.`);
  }
  for (const deployment of parsed.data.deployments) {
    if (hasCredentials(new URL(deployment.url)))
      throw new CouldNotRunError(
        `fleet: deployment ${deployment.name}: url must not carry credentials; name them in credential_env.`,
      );
  }
  return parsed.data;
}
