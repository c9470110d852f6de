import { applyUnsavedColumns, type UnsavedValues } from '../../../server/src/moved-urls/unsaved-values';

/**
 * An English form of review document rows 1 (draft) and 2 (published), whose French rows are 3
 * and 4: `slug` is localized, `edition` is not (docs/decisions/0260).
 */
const UNSAVED: UnsavedValues = {
  uid: 'api::review.review',
  rowIds: new Set([1, 2]),
  values: { slug: 'new', edition: 'summer' },
  targetRows: new Map(),
  draftRows: new Map([[2, 1]]),
  shared: new Set(['edition']),
  sharedRowIds: new Set([1, 2, 3, 4]),
};

describe('unsaved values of an attribute not localized', () => {
  it("stand in for the document's rows in every locale; a localized one for the open locale's only", () => {
    const rows = [1, 3, 9].map((id) => ({ id, slug: `saved-${id}`, edition: 'spring' }));
    applyUnsavedColumns(UNSAVED, ['slug', 'edition'], rows);
    expect(rows).toEqual([
      { id: 1, slug: 'new', edition: 'summer' },
      { id: 3, slug: 'saved-3', edition: 'summer' },
      { id: 9, slug: 'saved-9', edition: 'spring' },
    ]);
  });
});
