import { decodeCursor, encodeCursor, queryBinding } from '../../../server/src/paging/cursor';
import { parsePageRequest } from '../../../server/src/paging/page-request';

describe('paging cursor', () => {
  const binding = queryBinding('backend-urls', { filter: null, q: 'article', sort: null });

  it('round-trips a page end, resume position included', () => {
    const text = encodeCursor(binding, { n: 40, r: { t: 'api::article.article', i: 1234 } });
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(text, binding, false)).toEqual({
      ok: true,
      state: { n: 40, r: { t: 'api::article.article', i: 1234 } },
    });
  });

  it('is bound to the list, filters, search and sort', () => {
    const text = encodeCursor(binding, { n: 3 });
    for (const other of [
      queryBinding('frontend-urls', { filter: null, q: 'article', sort: null }),
      queryBinding('backend-urls', { filter: 'static', q: 'article', sort: null }),
      queryBinding('backend-urls', { filter: null, q: 'page', sort: null }),
    ]) {
      expect(decodeCursor(text, other, false)).toEqual({ ok: false, refusal: 'other-query' });
    }
    // The binding does not depend on the order the parts are named in.
    expect(queryBinding('backend-urls', { sort: null, q: 'article', filter: null })).toBe(binding);
  });

  it('refuses what is not a cursor', () => {
    for (const text of ['%%%', 'bm90IGpzb24', Buffer.from('{"b":1}').toString('base64url')]) {
      expect(decodeCursor(text, binding, false)).toEqual({ ok: false, refusal: 'malformed' });
    }
    // A sorted query's cursor carries the sort value; a natural one's does not.
    expect(decodeCursor(encodeCursor(binding, { n: 1 }), binding, true)).toEqual({
      ok: false,
      refusal: 'malformed',
    });
  });
});

describe('parsePageRequest', () => {
  const parse = (query: Record<string, unknown>) => parsePageRequest('backend-urls', query, { filter: null });

  it('leaves a request without paging parameters whole', () => {
    expect(parse({ filter: 'static' })).toMatchObject({ ok: true, request: { mode: 'whole' } });
    expect(parse({ page_size: '5' })).toMatchObject({ ok: true, request: { mode: 'page', size: 5 } });
    expect(parse({ counts: 'true' })).toMatchObject({ ok: true, request: { mode: 'counts' } });
    expect(parse({ format: 'csv' })).toMatchObject({ ok: true, request: { mode: 'export', format: 'csv' } });
  });

  it('makes a request without paging parameters the first page of a list that is always paged', () => {
    const parsed = parsePageRequest('exposure-routes', {}, { access: null }, true);
    const again = parsePageRequest('exposure-routes', { page_size: '100' }, { access: null }, true);
    expect(parsed).toMatchObject({ ok: true, request: { mode: 'page', size: 100 } });
    // Its next page's cursor is bound to the same query as the pages after it.
    if (parsed.ok && again.ok) expect(parsed.request.binding).toBe(again.request.binding);
  });

  it.each([
    [{ page_size: '0' }, /page_size/],
    [{ page_size: '501' }, /page_size/],
    [{ page_size: 'ten' }, /page_size/],
    [{ sort: 'colour:asc' }, /sort must be/],
    [{ sort: 'path' }, /sort must be/],
    [{ cursor: 'nope!' }, /cursor/],
    [{ format: 'xml' }, /format must be/],
    [{ q: 'x'.repeat(201) }, /q must be/],
  ])('refuses %j', (query, message) => {
    const parsed = parse(query);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toMatch(message);
  });
});
