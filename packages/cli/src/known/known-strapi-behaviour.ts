/**
 * The table of known Strapi behaviour (issue 33, item 6; docs/decisions/0161-known-strapi-behaviour.md):
 * answers that are Strapi's own bugs on some versions. Data only; `knownBehaviourOf` reads it.
 * Each entry cites the Strapi issue it comes from and the first version that answers correctly.
 * A failure that matches an entry for the server's version stays a failure: its report line names
 * the issue and the version to upgrade to.
 */
export interface KnownStrapiBehaviour {
  /** The Strapi issue, `strapi/strapi#N`. */
  issue: string;
  /** Where to read it. */
  url: string;
  /** What Strapi answers wrongly, in a few words. */
  summary: string;
  /**
   * The first Strapi version that answers correctly (upgrade to it); null while no fixed release
   * is recorded, in which case the entry applies to every version.
   */
  fixed_in: string | null;
  /** Which failed checks it explains: every listed field must match. */
  matches: {
    /** HTTP methods, upper case. */
    methods: string[];
    /** picomatch globs over the route as registered (`path` of a result, e.g. `/content-manager/relations/:model/:targetField`). */
    paths: string[];
    /** The statuses Strapi answers in error. */
    statuses: number[];
    /**
     * Who must have sent the request for the bug to be possible, when not anyone.
     * `refusable-admin`: admin credentials Strapi may refuse a field, that is any but a super
     * admin's session (`AdminCaller`, docs/decisions/0196-known-behaviour-only-where-it-can-hold.md):
     * the bug is Strapi's answer to its own refusal, so a request without admin credentials
     * (answered 401 before the controller) or a super admin's (never refused) cannot meet it.
     */
    caller?: 'refusable-admin';
    /**
     * The route parameter (of `paths`' routes, e.g. `model`) that must name a content type (a UID
     * with `::`) for the bug to be possible; a component there (`shared.seo`) rules it out.
     */
    content_type_param?: string;
  };
}

/** The entries (strapi/strapi issues as issue 33 of this project names them). */
export const KNOWN_STRAPI_BEHAVIOUR: readonly KnownStrapiBehaviour[] = [
  {
    issue: 'strapi/strapi#28194',
    url: 'https://github.com/strapi/strapi/issues/28194',
    summary: 'relation reads answer 500 instead of 403',
    fixed_in: '5.61.0',
    // `@strapi/content-manager` `dist/server/controllers/relations.js`: when the permission checker
    // refuses the field, `extractAndValidateRequestInfo` returns `ctx.forbidden()` (undefined) and
    // its caller's destructuring throws.
    matches: {
      methods: ['GET'],
      paths: ['/content-manager/relations/**'],
      statuses: [500],
      caller: 'refusable-admin',
      // The field check is skipped for a component source (`isComponent`).
      content_type_param: 'model',
    },
  },
  {
    issue: 'strapi/strapi#28189',
    url: 'https://github.com/strapi/strapi/issues/28189',
    summary: 'publish on a content type without draft and publish answers 500',
    fixed_in: null,
    matches: {
      methods: ['POST'],
      paths: [
        '/content-manager/collection-types/**/actions/publish',
        '/content-manager/single-types/**/actions/publish',
      ],
      statuses: [500],
    },
  },
  {
    issue: 'strapi/strapi#27262',
    url: 'https://github.com/strapi/strapi/issues/27262',
    summary:
      "a single type's preview URL answers 404 in a non-default locale when the default locale has no document",
    fixed_in: null,
    matches: {
      methods: ['GET'],
      paths: ['/content-manager/preview/url/**'],
      statuses: [404],
    },
  },
];
