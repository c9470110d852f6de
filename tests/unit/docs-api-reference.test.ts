import {
  answersLine,
  CONTENT_API_BASE,
  operations,
  pluginRoutes,
  sectionOf,
  sections,
  type JsonSchema,
} from '../helpers/api-reference';

/**
 * docs/api.md against the routes the plugin registers and docs/openapi.json: sections and Answers
 * lines. The members and fields of each answer: docs-api-members.test.ts.
 */
describe('docs/api.md, the API reference', () => {
  it('has one section per route the plugin registers, and none for a route it does not', () => {
    const documented = sections.map((section) => section.route);
    expect(documented.length).toBeGreaterThan(15);
    expect([...documented].sort()).toEqual([...pluginRoutes()].sort());
    expect(new Set(documented).size).toBe(documented.length);
  });

  it('documents every operation of docs/openapi.json, and openapi.json every content-API route', () => {
    const contentApiSections = sections
      .map((s) => s.route)
      .filter((route) => route.includes(CONTENT_API_BASE));
    expect(operations.map((o) => o.route).sort()).toEqual(contentApiSections.sort());
  });

  it("lists, in each content-API section's Answers line, the statuses docs/openapi.json declares", () => {
    const disagreements = operations.flatMap(({ route, operation }) => {
      const listed = answersLine(sectionOf(route)?.body ?? '');
      const declared = Object.keys(operation.responses as JsonSchema).sort();
      return JSON.stringify(listed?.slice().sort()) === JSON.stringify(declared)
        ? []
        : [
            `${route}: api.md ${listed?.join(', ') ?? 'no Answers line'}; openapi.json ${declared.join(', ')}`,
          ];
    });
    expect(disagreements).toEqual([]);
  });
});
