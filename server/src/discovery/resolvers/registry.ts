import { isDatabaseUnavailable } from '../../database/database-unavailable';
import { LOG_PREFIX } from '../../identity';
import { fillPath } from '../../model/path-shape';
import type { ResolverContext } from '../../model/run-context';
import type { RegisteredRoute } from '../../model/route-types';

export type { ResolverContext };

/** One candidate value for a path parameter. */
export interface ResolvedValue {
  value: string;
  /** Content-type UID the value stands for; set by content-type parameters. */
  pageType?: string;
}

/** A resolver's answer: values for the parameter; `expand` lists one row per value, else the first counts. */
export interface ResolverResult {
  values: ResolvedValue[];
  expand?: boolean;
}

/** What a resolver is asked: one parameter of one route, with the values already bound to its left. */
export interface ResolveRequest {
  route: RegisteredRoute;
  param: string;
  bound: Readonly<Record<string, string>>;
  /** Content-type UID bound by an earlier parameter, or null. */
  pageType: string | null;
}

/**
 * Fills one path parameter. Return null when the parameter is not this resolver's business, so the
 * next resolver is asked; return `{ values: [] }` when it is, but no data exists.
 */
export interface ParameterResolver {
  /** Unique name, used to replace or remove a resolver. */
  name: string;
  resolve(
    request: ResolveRequest,
    context: ResolverContext,
  ): Promise<ResolverResult | null> | ResolverResult | null;
}

/** One concrete variant of a route after resolution. */
export interface RouteResolution {
  /** The concrete path, or '' when a parameter could not be resolved. */
  resolvedPath: string;
  pageType: string | null;
}

/** Upper bound of rows one route may expand to, so a huge model cannot flood the response. */
export const MAX_EXPANSIONS_PER_ROUTE = 500;

/**
 * Ordered registry of parameter resolvers, shared by backend and frontend discovery. Resolvers
 * registered by the host app or other plugins are asked before the built-in ones:
 * `getService(strapi, 'resolvers').register({ name, resolve })` (docs/configuration.md).
 */
export class ResolverRegistry {
  private custom: ParameterResolver[] = [];
  private builtIn: ParameterResolver[] = [];

  /**
   * Adds a resolver asked before every built-in one (later registrations first).
   * @throws Error when the resolver has no name or no resolve function
   */
  register(resolver: ParameterResolver): void {
    if (!resolver || typeof resolver.name !== 'string' || typeof resolver.resolve !== 'function') {
      throw new Error('A route-discovery resolver needs a name and a resolve(request, context) function');
    }
    this.unregister(resolver.name);
    this.custom.unshift(resolver);
  }

  /** Adds a built-in resolver, asked after custom ones in registration order. */
  registerBuiltIn(resolver: ParameterResolver): void {
    this.builtIn.push(resolver);
  }

  /** Removes a resolver (custom or built-in) by name. */
  unregister(name: string): void {
    this.custom = this.custom.filter((r) => r.name !== name);
    this.builtIn = this.builtIn.filter((r) => r.name !== name);
  }

  /** Names of the resolvers in the order they are asked. */
  names(): string[] {
    return [...this.custom, ...this.builtIn].map((r) => r.name);
  }

  /**
   * Asks each resolver in turn. A resolver that throws (a table an older Strapi lacks, a bug in a
   * custom resolver) leaves this parameter unresolved, so only its row degrades to
   * `URL requires parameters`; the failure is logged once per run, with no value or stack.
   * @throws the resolver's error when the database is unavailable (`isDatabaseUnavailable`)
   */
  private async ask(request: ResolveRequest, context: ResolverContext): Promise<ResolverResult | null> {
    for (const resolver of [...this.custom, ...this.builtIn]) {
      try {
        const result = await resolver.resolve(request, context);
        if (result) return result;
      } catch (error) {
        // An unreachable database is no resolver's fault: the whole answer is a 503 then, never
        // rows degraded for want of a connection (a CI run would test fewer routes and pass).
        if (await isDatabaseUnavailable(context.strapi, error)) throw error;
        context.warnOnce(
          `resolver-failed:${resolver.name}`,
          `${LOG_PREFIX} parameter resolver "${resolver.name}" failed on ${request.route.method} ${request.route.path} ` +
            `(:${request.param}); rows it would fill are listed as "URL requires parameters": ${describeFailure(error)}`,
        );
        return { values: [] };
      }
    }
    return null;
  }

  /**
   * Resolves every parameter of a route, left to right. A parameter answered with `expand`
   * multiplies the variants (one per value); others take the first value.
   * @returns at least one variant; a variant with an unresolved required parameter has `resolvedPath: ''`
   */
  async resolveRoute(route: RegisteredRoute, context: ResolverContext): Promise<RouteResolution[]> {
    const { shape } = route;
    type Partial = { values: Record<string, string>; pageType: string | null; complete: boolean };
    let partials: Partial[] = [{ values: {}, pageType: null, complete: true }];
    for (const param of shape.params) {
      const next: Partial[] = [];
      for (const partial of partials) {
        if (!partial.complete) {
          next.push(partial);
          continue;
        }
        const result = await this.ask(
          { route, param: param.name, bound: partial.values, pageType: partial.pageType },
          context,
        );
        const values = result?.values ?? [];
        if (values.length === 0) {
          next.push({ ...partial, complete: param.optional });
          continue;
        }
        const chosen = result?.expand ? values.slice(0, MAX_EXPANSIONS_PER_ROUTE) : values.slice(0, 1);
        for (const candidate of chosen) {
          next.push({
            values: { ...partial.values, [param.name]: candidate.value },
            pageType: candidate.pageType ?? partial.pageType,
            complete: true,
          });
        }
      }
      partials = next;
    }
    return partials.map((partial) => ({
      resolvedPath: partial.complete && !shape.hasRegex ? (fillPath(route.path, partial.values) ?? '') : '',
      pageType: partial.pageType,
    }));
  }
}

/** The first line of an error's message, cut to 200 characters: enough to act on, no stack. */
function describeFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0].slice(0, 200);
}
