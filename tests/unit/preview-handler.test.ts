import { callPreviewHandler, previewHandler } from '../../server/src/discovery/preview-handler';
import type { Core } from '@strapi/strapi';

/**
 * The preview handler call (docs/decisions/0154-preview-urls.md): pure around the app's function,
 * so its answers are checked here with plain functions standing in for `admin.preview.config.handler`.
 */
const params = { documentId: 'abc', locale: 'fr', status: 'draft' as const };

/** A Strapi whose `config.get('admin.preview')` answers `preview`. */
const strapiWith = (preview: unknown) =>
  ({
    config: { get: (key: string) => (key === 'admin.preview' ? preview : undefined) },
  }) as unknown as Core.Strapi;

describe('previewHandler: as @strapi/content-manager 5.54.0 preview-config reads it', () => {
  const handler = () => '/x';
  it('is the handler when preview is set and not disabled', () => {
    expect(previewHandler(strapiWith({ config: { handler } }))).toBe(handler);
    expect(previewHandler(strapiWith({ enabled: true, config: { handler } }))).toBe(handler);
  });
  it('is null when preview is absent, disabled, or has no handler function', () => {
    expect(previewHandler(strapiWith(undefined))).toBeNull();
    expect(previewHandler(strapiWith({ enabled: false, config: { handler } }))).toBeNull();
    expect(previewHandler(strapiWith({ enabled: true, config: { handler: 'not a function' } }))).toBeNull();
  });
});

describe('callPreviewHandler', () => {
  it('passes uid, documentId, locale and status, and trims the URL', async () => {
    const seen: unknown[] = [];
    const answer = await callPreviewHandler(
      async (uid, given) => {
        seen.push(uid, given);
        return ' https://front.example.com/preview?x=1 ';
      },
      'api::article.article',
      params,
    );
    expect(answer).toEqual({ url: 'https://front.example.com/preview?x=1' });
    expect(seen).toEqual(['api::article.article', params]);
  });

  it.each([null, undefined, '', false])('answers no preview for %p', async (value) => {
    expect(await callPreviewHandler(() => value, 'u', params)).toEqual({ none: true });
  });

  it('names a thrown error in one line, without its stack', async () => {
    const answer = await callPreviewHandler(
      () => {
        throw new TypeError('bad\nline\u0007 here');
      },
      'u',
      params,
    );
    expect(answer).toEqual({ failed: 'Preview handler failed: TypeError: bad line here' });
  });

  it('names a handler that does not answer in time, and one that answers no string', async () => {
    expect(await callPreviewHandler(() => new Promise(() => undefined), 'u', params, 20)).toEqual({
      failed: 'Preview handler failed: no answer within 0.02 s',
    });
    expect(await callPreviewHandler(() => ({ url: '/x' }), 'u', params)).toEqual({
      failed: 'Preview handler returned no URL string (object)',
    });
  });
});
