/**
 * The fields of a `moved` check (`--site --moved`), on their own so that `types.ts` (whose `Check`
 * carries them) does not import `moved-checks.ts`, which imports `discovery.ts` and `types.ts` back.
 */

/** What a `moved` check expects (`provesMove` of the check engine decides the verdict). */
export interface MovedCheckFields {
  /** The recorded old URL (as the server stores it, before `--site-origin`). */
  oldUrl: string;
  /** The URL the redirect must resolve to (on `--site-origin` when given); null: the page is gone. */
  newUrl: string | null;
}
