import {
  exportUrlResponseSchema,
  monitorAdminRunResponseSchema,
  monitorScheduleResponseSchema,
  referenceIndexResponseSchema,
  reportConfigSchema,
  urlChangesResponseSchema,
  usedInResponseSchema,
} from '@route-discovery/contract';
import { z } from 'zod';
import openapi from '../../docs/openapi.json';
import {
  ADMIN_BASE,
  allProperties,
  CONTENT_API_BASE,
  fieldTableNames,
  jsonExamples,
  operations,
  requestSchema,
  sectionOf,
  successSchemas,
  topLevelProperties,
  type JsonSchema,
} from '../helpers/api-reference';

/**
 * docs/api.md against docs/openapi.json and the contract: the members and field tables of each
 * answer. Sections and Answers lines: docs-api-reference.test.ts.
 */

/** The contract schema of each admin route's answer (admin routes are not in docs/openapi.json). */
const ADMIN_ROUTE_SCHEMAS: Record<string, z.ZodType> = {
  [`GET ${ADMIN_BASE}/report-config`]: z.object({ data: reportConfigSchema }),
  [`POST ${ADMIN_BASE}/export-url`]: exportUrlResponseSchema,
  [`GET ${ADMIN_BASE}/used-in`]: usedInResponseSchema,
  [`GET ${ADMIN_BASE}/url-changes`]: urlChangesResponseSchema,
  [`POST ${ADMIN_BASE}/url-changes`]: urlChangesResponseSchema,
  [`GET ${ADMIN_BASE}/reference-index`]: referenceIndexResponseSchema,
  [`POST ${ADMIN_BASE}/reference-index/rebuild`]: referenceIndexResponseSchema,
  [`GET ${ADMIN_BASE}/monitor/schedule`]: monitorScheduleResponseSchema,
  [`PUT ${ADMIN_BASE}/monitor/schedule`]: monitorScheduleResponseSchema,
  [`POST ${ADMIN_BASE}/monitor/runs`]: monitorAdminRunResponseSchema,
};

describe('docs/api.md, the API reference: members and fields', () => {
  it('names every top-level member of each answer, and shows no member the schema lacks', () => {
    const root = openapi as unknown as JsonSchema;
    const problems = operations.flatMap(({ route, operation }) => {
      const body = sectionOf(route)?.body ?? '';
      const schemas = successSchemas(operation);
      const members = new Set(schemas.flatMap((schema) => [...topLevelProperties(schema, root)]));
      const unnamed = [...members].filter(
        (member) => !body.includes(`\`${member}\``) && !body.includes(`"${member}"`),
      );
      const shown = jsonExamples(body).flatMap((example) =>
        example && typeof example === 'object' && !Array.isArray(example) ? Object.keys(example) : [],
      );
      const requestMembers = new Set(
        requestSchema(operation).flatMap((s) => [...topLevelProperties(s, root)]),
      );
      const unknown = shown.filter((key) => !members.has(key) && !requestMembers.has(key));
      return [
        ...unnamed.map((member) => `${route}: member ${member} of the answer is not named`),
        ...unknown.map((key) => `${route}: example shows ${key}, which the answer's schema does not have`),
      ];
    });
    expect(problems).toEqual([]);
  });

  it("lists in each section's field tables only fields of that route's schemas", () => {
    const root = openapi as unknown as JsonSchema;
    const problems = operations.flatMap(({ route, operation }) => {
      const body = sectionOf(route)?.body ?? '';
      const known = new Set(
        [...successSchemas(operation), ...requestSchema(operation)].flatMap((s) => [
          ...allProperties(s, root),
        ]),
      );
      return fieldTableNames(body)
        .filter((name) => !known.has(name))
        .map((name) => `${route}: field ${name}`);
    });
    expect(fieldTableNames(sectionOf(`GET ${CONTENT_API_BASE}/v1/backend-urls`)?.body ?? '')).toContain(
      'resolved_route',
    );
    expect(problems).toEqual([]);
  });

  it("names every top-level member of each admin route's answer in the contract", () => {
    const problems = Object.entries(ADMIN_ROUTE_SCHEMAS).flatMap(([route, schema]) => {
      const jsonSchema = z.toJSONSchema(schema, { unrepresentable: 'any' }) as JsonSchema;
      const body = sectionOf(route)?.body;
      if (body === undefined) return [`${route}: no section`];
      const members = [...topLevelProperties(jsonSchema, jsonSchema)];
      const nested = members.includes('data')
        ? [...topLevelProperties((jsonSchema.properties as Record<string, JsonSchema>).data, jsonSchema)]
        : [];
      return [...members, ...nested]
        .filter((member) => !body.includes(member))
        .map((member) => `${route}: member ${member} is not named`);
    });
    expect(problems).toEqual([]);
  });
});
