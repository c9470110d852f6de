import type { ErrorBody } from '@route-discovery/contract';
import type { Context } from 'koa';

/**
 * Writes Strapi's error shape, `{ data: null, error: { status, name, message, details } }`
 * (`@strapi/utils` errors, as rendered by Strapi's `errors` middleware). Messages never carry a
 * secret, a path or a stack; `details` carries structured facts, e.g. the fields a body got wrong.
 */
export function sendError(
  ctx: Context,
  status: number,
  name: string,
  message: string,
  details: Record<string, unknown> = {},
): void {
  ctx.status = status;
  const body: ErrorBody = { data: null, error: { status, name, message, details } };
  ctx.body = body;
}
