import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { validateXML } from 'xmllint-wasm';
import { buildCli, runCli } from '../helpers/cli';
import { startPlayground, type Playground } from '../helpers/playground';

/**
 * Issue 35, items 5-8: `route-discovery smoke --fail-on integrity` on the seeded playground fails
 * on exactly its four integrity cases (one of each kind), each a `FAIL integrity` line with its
 * edit link, in every report; without the option the same run passes.
 */
const SCHEMA_DIR = resolve(__dirname, '../../packages/cli/schema');
/** The seeded presigned S3 URL's signature (playground/src/seed/integrity.js): in no output (decision 0157). */
const SIGNATURE = 'X-Amz-Signature=0123456789abcdef';
const MASKED = 'X-Amz-SignedHeaders=host&X-Amz-Signature=****';

let playground: Playground;
let dir: string;

beforeAll(async () => {
  buildCli();
  playground = await startPlayground();
  dir = mkdtempSync(join(tmpdir(), 'rd-integrity-'));
});

afterAll(async () => {
  await playground?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const smoke = (...args: string[]) => [
  'smoke',
  '--url',
  playground.baseUrl,
  '--key',
  playground.apiKey,
  '--include',
  '/api/homepage',
  ...args,
];

describe('route-discovery smoke --fail-on integrity', () => {
  it('exits 1 with one FAIL line per seeded finding and the suite in the summary line and reports', async () => {
    const json = join(dir, 'report.json');
    const junit = join(dir, 'report.xml');
    const markdown = join(dir, 'report.md');
    const run = await runCli(
      smoke(
        '--fail-on',
        'integrity',
        '--report',
        `json=${json}`,
        '--report',
        `junit=${junit}`,
        '--report',
        `markdown=${markdown}`,
      ),
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    const failures = run.stdout.split('\n').filter((line) => line.startsWith('FAIL integrity'));
    expect(failures.map((line) => line.split(' ')[2])).toEqual([
      'lost-relation',
      'foreign-media-host',
      'signed-media-url',
      'mixed-media-formats',
    ]);
    expect(failures[0]).toMatch(
      /^FAIL integrity lost-relation api::homepage\.homepage \w+ featuredArticles: published version lacks api::article\.article \w+ that its draft holds; edit: http:\/\/127\.0\.0\.1:\d+\/admin\/content-manager\/single-types\/api::homepage\.homepage$/,
    );
    expect(failures[1]).toContain('api::article.article');
    expect(failures[1]).toContain('(en) content[0].children[0]');
    expect(run.stdout).toMatch(
      /\(frontend \d+\/\d+, backend 0\/0, auth \d+\/\d+, graphql \d+\/\d+, integrity 4 findings\)/,
    );
    expect(run.stdout).toMatch(/exit code 1\n$/);

    const report = JSON.parse(readFileSync(json, 'utf8'));
    const schema = JSON.parse(readFileSync(join(SCHEMA_DIR, 'report.schema.json'), 'utf8'));
    const ajv = new Ajv2020({
      allErrors: true,
      formats: { 'date-time': (v: string) => !Number.isNaN(Date.parse(v)) },
    });
    const validate = ajv.compile(schema);
    expect(validate(report) ? [] : validate.errors).toEqual([]);
    expect(report.integrity.totals).toEqual({
      findings: 4,
      'lost-relation': 1,
      'foreign-media-host': 1,
      'signed-media-url': 1,
      'mixed-media-formats': 1,
    });

    const xml = readFileSync(junit, 'utf8');
    const checked = await validateXML({
      xml: [{ fileName: 'report.xml', contents: xml }],
      schema: [{ fileName: 'junit.xsd', contents: readFileSync(join(SCHEMA_DIR, 'junit.xsd'), 'utf8') }],
    });
    expect(checked.errors).toEqual([]);
    expect(xml.match(/classname="integrity\./g)).toHaveLength(4);
    const markdownText = readFileSync(markdown, 'utf8');
    expect(markdownText).toContain('### Integrity');
    // The Markdown names each document by its title and type beside its IDs, each place by its label.
    expect(markdownText).toMatch(
      /\| lost-relation \| Welcome[^|]* \(Homepage\) · api::homepage\.homepage \w+ \|/,
    );
    expect(markdownText).toContain('Release notes (Article, en) · api::article.article');
    // The lost target named too (issue 47 item 2); the JSON report carries its names.
    expect(markdownText).toMatch(
      /published version lacks Release notes \(Article, en\) · api::article\.article \w+ \(en\) that its draft holds/,
    );
    expect(report.integrity.findings[0].target_documents).toEqual([
      expect.objectContaining({
        content_type_name: 'Article',
        document_title: 'Release notes',
        locale: 'en',
      }),
    ]);
    expect(markdownText).toContain('Content › paragraph 1 › link 1 (content[0].children[0])');

    // The signed URL's finding names its document, field and kind, its URL masked everywhere.
    expect(failures[2]).toMatch(
      /^FAIL integrity signed-media-url api::article\.article \w+ \(en\) content\[0\]\.children\[1\]: signed-media-url: http:\/\/127\.0\.0\.1:\d+\/playground-bucket\/reports\/q3\.pdf\?X-Amz-Algorithm=/,
    );
    expect(failures[2]).toContain(MASKED);
    for (const text of [run.stdout, readFileSync(json, 'utf8'), xml, readFileSync(markdown, 'utf8')]) {
      expect(text).not.toContain(SIGNATURE);
      expect(text).toContain(MASKED.replace('&', text === xml ? '&amp;' : '&'));
    }
  });

  it('holds the signature in no v1 answer, nor in the --links lines and reports', async () => {
    for (const endpoint of ['content-links', 'integrity']) {
      const answer = await playground.http
        .get(`/api/route-discovery/v1/${endpoint}`)
        .set('Authorization', `Bearer ${playground.apiKey}`);
      expect(answer.status).toBe(200);
      expect(answer.text).not.toContain(SIGNATURE);
      expect(answer.text).toContain(MASKED);
    }
    const json = join(dir, 'links.json');
    const junit = join(dir, 'links.xml');
    const markdown = join(dir, 'links.md');
    const run = await runCli(
      smoke(
        '--links',
        'internal',
        '--report',
        `json=${json}`,
        '--report',
        `junit=${junit}`,
        '--report',
        `markdown=${markdown}`,
      ),
    );
    expect(run.code).toBe(1);
    const signed = run.stdout.split('\n').filter((line) => line.includes('signed-media-url'));
    expect(signed).toEqual([
      expect.stringMatching(
        /^FAIL link api::article\.article \w+ \(en\) content\[0\]\.children\[1\] "quarterly report" -> http:\/\/127\.0\.0\.1:\d+\/playground-bucket\/reports\/q3\.pdf\?.*: broken, signed-media-url \(decided offline\)$/,
      ),
    ]);
    for (const text of [run.stdout, ...[json, junit, markdown].map((file) => readFileSync(file, 'utf8'))])
      expect(text).not.toContain(SIGNATURE);
    expect(signed[0]).toContain(MASKED);
  });

  it('exits 0 on the same checks without --fail-on integrity, reading no findings', async () => {
    const run = await runCli(smoke());
    expect(run.code).toBe(0);
    expect(run.stdout).not.toContain('integrity');
  });
});
