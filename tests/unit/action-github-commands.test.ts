// The pure parts of the GitHub Action (scripts/action/github-commands.js): job summary trimmed at
// 1 MiB, at most 10 annotations per kind, escaped workflow commands, multiline-safe outputs.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const commands = require('../../scripts/action/github-commands.js') as {
  SUMMARY_LIMIT_BYTES: number;
  trimSummary(markdown: string, limit?: number): string;
  annotationLines(annotations: Array<{ kind: string; title: string; message: string }>): string[];
  reportAnnotations(report: unknown): Array<{ kind: string; title: string; message: string }>;
  outputLines(outputs: Record<string, string>): string;
};

describe('trimSummary', () => {
  it('leaves a summary under the limit unchanged', () => {
    expect(commands.trimSummary('## ok\n| a |\n', 100)).toBe('## ok\n| a |\n');
  });

  it('cuts a summary over 1 MiB at a line and says how many table rows were left out', () => {
    const rows = Array.from(
      { length: 30000 },
      (_, i) => `| site | \`GET /page/${i}\` | é | 404 | HTTP 404 |`,
    );
    const markdown = `## Route discovery smoke: failed\n\n| suite | URL |\n| --- | --- |\n${rows.join('\n')}\n`;
    expect(Buffer.byteLength(markdown)).toBeGreaterThan(commands.SUMMARY_LIMIT_BYTES);
    const trimmed = commands.trimSummary(markdown);
    expect(Buffer.byteLength(trimmed)).toBeLessThanOrEqual(commands.SUMMARY_LIMIT_BYTES);
    const kept = trimmed.split('\n').filter((line) => line.startsWith('| site'));
    const said = /> (\d+) rows left out/.exec(trimmed);
    expect(Number(said?.[1])).toBe(rows.length - kept.length);
    expect(kept.at(-1)).toBe(rows[kept.length - 1]);
  });
});

describe('annotations', () => {
  it('writes at most 10 per kind, escaped, and counts the rest in one plain line', () => {
    const errors = Array.from({ length: 12 }, (_, i) => ({
      kind: 'error',
      title: `GET /a,b:${i}`,
      message: `line 1\nline 2 100%`,
    }));
    const lines = commands.annotationLines([...errors, { kind: 'warning', title: 'w', message: 'm' }]);
    expect(lines.filter((line) => line.startsWith('::error '))).toHaveLength(10);
    expect(lines[0]).toBe('::error title=GET /a%2Cb%3A0::line 1%0Aline 2 100%25');
    expect(lines).toContain('::warning title=w::m');
    expect(lines).toContain(
      '2 more error annotations not shown (GitHub shows 10 per kind per step): see the job summary and the reports.',
    );
  });

  it('makes failed checks and failing drift errors, non-failing findings warnings', () => {
    const annotations = commands.reportAnnotations({
      results: [
        {
          passed: true,
          scope: 'frontend',
          method: 'GET',
          target: '/api/a',
          handler: 'h',
          reason: 'HTTP 200',
        },
        {
          passed: false,
          scope: 'site',
          method: 'GET',
          target: 'https://x/p',
          handler: 'api::a.a',
          reason: 'HTTP 404',
        },
      ],
      drift: [
        { kind: 'added', subject: 'GET /api/new', message: 'new', fails: false },
        { kind: 'exposure', subject: 'GET /api/b', message: 'now public\u0007', fails: true },
      ],
      sitemap: { findings: [{ kind: 'hreflang', url: 'https://x/p', message: 'alt', fails: false }] },
    });
    expect(annotations).toEqual([
      { kind: 'error', title: 'route-discovery site: GET https://x/p', message: 'api::a.a: HTTP 404' },
      { kind: 'error', title: 'route-discovery baseline exposure: GET /api/b', message: 'now public ' },
      { kind: 'warning', title: 'route-discovery sitemap hreflang: https://x/p', message: 'alt' },
    ]);
  });
});

describe('outputLines', () => {
  it('writes each output in the multiline-safe form with a delimiter the value does not hold', () => {
    const text = commands.outputLines({ passed: '3', 'report-path': 'a\nb' });
    expect(text).toMatch(
      /^passed<<(ghadelimiter_[0-9a-f]{24})\n3\n\1\nreport-path<<(ghadelimiter_[0-9a-f]{24})\na\nb\n\2\n$/,
    );
  });
});
