import { pluginConfigSchema } from '../../../server/src/config/schema';
import { movesBetween } from '../../../server/src/moved-urls/moves';
import { redirectOutcome } from '../../../server/src/moved-urls/outcome';
import { formatWriter, type RedirectRule } from '../../../server/src/moved-urls/redirect-formats';
import type { RedirectFormat } from '@route-discovery/contract';

/** A format's whole text for some rules. */
function written(format: RedirectFormat, status: number, rules: RedirectRule[]): string {
  const writer = formatWriter(format, status);
  let text = writer.open;
  let wrote = false;
  for (const rule of rules) {
    const line = writer.rule(rule, !wrote);
    if (line) wrote = true;
    text += line;
  }
  return text + writer.close(wrote);
}

const RULES: RedirectRule[] = [
  { source: '/blog/a(1)', target: '/blog/b' },
  { source: '/caf%C3%A9.x', target: '/new%20page' },
  { source: '/gone', target: null },
];

describe('redirect formats', () => {
  it('writes the redirectStatus (308) in every format that carries one, and 410 for gone URLs', () => {
    const nextjs = JSON.parse(written('nextjs', 308, RULES)) as Array<{ statusCode: number }>;
    expect(nextjs.map((rule) => rule.statusCode)).toEqual([308, 308]);
    const vercel = JSON.parse(written('vercel', 308, RULES)) as { redirects: Array<{ statusCode: number }> };
    expect(vercel.redirects.map((rule) => rule.statusCode)).toEqual([308, 308]);
    expect(written('netlify', 308, RULES)).toContain('/blog/a(1) /blog/b 308\n');
    expect(written('nginx', 308, RULES)).toContain('return 308 $rd_redirect;');
    expect(written('apache', 308, RULES)).toContain('[R=308,L,NE]');
    expect(written('csv', 308, RULES)).toBe(
      'source,target,status_code\r\n/blog/a(1),/blog/b,308\r\n/caf%C3%A9.x,/new%20page,308\r\n/gone,,410\r\n',
    );
    expect(written('gone', 308, RULES)).toBe('/gone\n');
  });

  it('escapes what each format reads as syntax', () => {
    const [first] = JSON.parse(written('nextjs', 301, RULES)) as Array<{ source: string }>;
    expect(first.source).toBe('/blog/a\\(1\\)');
    expect(written('apache', 301, RULES)).toContain(
      'RewriteRule ^/?caf\u00e9\\.x$ /new\\%20page [R=301,L,NE]\n',
    );
    expect(written('nginx', 301, [{ source: '/say%22hi%22', target: '/b' }])).toContain(
      '  "/say\\"hi\\"" "/b";\n',
    );
    expect(written('netlify', 301, [{ source: '/a*b', target: '/c' }])).toContain('/a%2Ab /c 301\n');
    expect(written('nextjs', 301, [])).toBe('[\n]\n');
    expect(JSON.parse(written('vercel', 301, []))).toEqual({ redirects: [] });
  });

  it('accepts redirectStatus 301 (the default) and 308 only', () => {
    expect(pluginConfigSchema.parse({}).redirectStatus).toBe(301);
    expect(pluginConfigSchema.parse({ redirectStatus: 308 }).redirectStatus).toBe(308);
    expect(pluginConfigSchema.safeParse({ redirectStatus: 302 }).success).toBe(false);
  });
});

describe('moves and outcomes', () => {
  const row = (locale: string, site_url: string) => ({
    uid: 'api::a.a',
    document_id: 'd1',
    locale,
    site_url,
  });

  it('records a changed URL as moved, a missing one as gone, and a new one not at all', () => {
    expect(
      movesBetween(
        [row('en', '/a'), row('fr', '/f'), row('de', '/d')],
        [row('en', '/b'), row('de', '/d'), row('it', '/i')],
      ),
    ).toEqual([
      { uid: 'api::a.a', document_id: 'd1', locale: 'en', old_url: '/a', new_url: '/b' },
      { uid: 'api::a.a', document_id: 'd1', locale: 'fr', old_url: '/f', new_url: null },
    ]);
  });

  it('decides superseded before dropped before gone before redirect', () => {
    const facts = { old_url: '/a', current_url: '/b', superseded: false, live: false };
    expect(redirectOutcome(facts)).toEqual({ redirect: 'redirect', target: '/b', reason: null });
    expect(redirectOutcome({ ...facts, current_url: null }).redirect).toBe('gone');
    expect(redirectOutcome({ ...facts, live: true }).redirect).toBe('dropped');
    expect(redirectOutcome({ ...facts, current_url: '/a' }).redirect).toBe('dropped');
    expect(redirectOutcome({ ...facts, live: true, superseded: true }).redirect).toBe('superseded');
  });
});
