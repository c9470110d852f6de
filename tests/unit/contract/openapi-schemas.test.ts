import {
  apiLifecycleSchema,
  backendEnvelopeSchema,
  backendUrlRowSchema,
  contentLinkRowSchema,
  contentLinksEnvelopeSchema,
  contentTypeExposureSchema,
  coreRouteSchema,
  dependencyEntrySchema,
  errorBodySchema,
  filesEnvelopeSchema,
  filesMissingPageSchema,
  fileUsageRowSchema,
  exposureResponseSchema,
  exposureRouteSchema,
  findingSchema,
  frontendEnvelopeSchema,
  frontendUrlRowSchema,
  previewEnvelopeSchema,
  previewUrlRowSchema,
  graphqlEnvelopeSchema,
  graphqlMetadataSchema,
  graphqlOperationRowSchema,
  integrityEnvelopeSchema,
  integrityFindingSchema,
  integrityTargetDocumentSchema,
  listCountsSchema,
  missingFileReferenceSchema,
  movedUrlRowSchema,
  movedUrlsPageSchema,
  redirectChecksBodySchema,
  redirectAuditResponseSchema,
  webtoolsRedirectsBodySchema,
  webtoolsRedirectsResponseSchema,
  redirectChecksResponseSchema,
  monitorResponseSchema,
  monitorRunResponseSchema,
  monitorEventSchema,
  monitorTargetEventsEnvelopeSchema,
  monitorRunSchema,
  monitorTargetRowSchema,
  monitorTargetsEnvelopeSchema,
  pageMetadataSchema,
  platformResponseSchema,
  publishedRunSchema,
  referenceRebuildResponseSchema,
  referenceRowSchema,
  referencesEnvelopeSchema,
  runsEnvelopeSchema,
  runSummarySchema,
  sitePagesMetadataSchema,
  storedRunSchema,
  summaryCountingResponseSchema,
  summaryResponseSchema,
  urlMetadataSchema,
} from '@route-discovery/contract';
import { z } from 'zod';
import openapi from '../../../docs/openapi.json';
import { shapeDifferences, shapeOf, type JsonSchema } from '../../helpers/schema-shape';

/** Each `components.schemas` entry of docs/openapi.json and the contract schema it documents. */
const PAIRS: Record<string, z.ZodType> = {
  Error: errorBodySchema,
  ApiLifecycle: apiLifecycleSchema,
  SitePagesMetadata: sitePagesMetadataSchema,
  UrlMetadata: urlMetadataSchema,
  BackendUrl: backendUrlRowSchema,
  FrontendUrl: frontendUrlRowSchema,
  PreviewUrl: previewUrlRowSchema,
  DependencyEntry: dependencyEntrySchema,
  BackendEnvelope: backendEnvelopeSchema,
  FrontendEnvelope: frontendEnvelopeSchema,
  PreviewEnvelope: previewEnvelopeSchema,
  PlatformResponse: platformResponseSchema,
  ExposureRoute: exposureRouteSchema,
  ContentTypeExposure: contentTypeExposureSchema,
  Finding: findingSchema,
  CoreRoute: coreRouteSchema,
  ExposureResponse: exposureResponseSchema,
  RunSummary: runSummarySchema,
  StoredRun: storedRunSchema,
  RunsEnvelope: runsEnvelopeSchema,
  PublishedRun: publishedRunSchema,
  GraphqlOperation: graphqlOperationRowSchema,
  GraphqlMetadata: graphqlMetadataSchema,
  GraphqlEnvelope: graphqlEnvelopeSchema,
  ContentLink: contentLinkRowSchema,
  ContentLinksEnvelope: contentLinksEnvelopeSchema,
  Reference: referenceRowSchema,
  ReferencesEnvelope: referencesEnvelopeSchema,
  ReferenceRebuild: referenceRebuildResponseSchema,
  IntegrityFinding: integrityFindingSchema,
  IntegrityTargetDocument: integrityTargetDocumentSchema,
  IntegrityEnvelope: integrityEnvelopeSchema,
  SummaryResponse: summaryResponseSchema,
  SummaryCounting: summaryCountingResponseSchema,
  FileUsage: fileUsageRowSchema,
  MissingFileReference: missingFileReferenceSchema,
  FilesEnvelope: filesEnvelopeSchema,
  FilesMissingPage: filesMissingPageSchema,
  MovedUrl: movedUrlRowSchema,
  MovedUrlsPage: movedUrlsPageSchema,
  RedirectChecksBody: redirectChecksBodySchema,
  RedirectAuditResponse: redirectAuditResponseSchema,
  WebtoolsRedirectsBody: webtoolsRedirectsBodySchema,
  WebtoolsRedirectsResponse: webtoolsRedirectsResponseSchema,
  RedirectChecksResponse: redirectChecksResponseSchema,
  ListCounts: listCountsSchema,
  PageMetadata: pageMetadataSchema,
  MonitorTarget: monitorTargetRowSchema,
  MonitorRun: monitorRunSchema,
  MonitorResponse: monitorResponseSchema,
  MonitorTargetsEnvelope: monitorTargetsEnvelopeSchema,
  MonitorRunResponse: monitorRunResponseSchema,
  MonitorEvent: monitorEventSchema,
  MonitorTargetEventsEnvelope: monitorTargetEventsEnvelopeSchema,
};

/**
 * Where the documentation is deliberately narrower than the contract. `rule` of a finding is a
 * plain string in the contract (the rules are the exposure audit's, and a new rule must not
 * change the contract's type), while docs/openapi.json lists today's rule names for readers.
 */
const DOCUMENTED_NARROWER: Record<string, string[]> = {
  Finding: [expect.stringMatching(/^rule: documented enum .+, contract none$/) as unknown as string],
  ExposureResponse: [
    expect.stringMatching(/^findings\[\]\.rule: documented enum .+, contract none$/) as unknown as string,
  ],
};

const document = openapi as unknown as JsonSchema;
const schemas = openapi.components.schemas as Record<string, JsonSchema>;

/** The differences between the documented component `name` and a contract schema. */
function differences(name: string, contract: z.ZodType, documented: JsonSchema = document): string[] {
  const component = (documented.components as { schemas: Record<string, JsonSchema> }).schemas[name];
  const generated = z.toJSONSchema(contract, { target: 'draft-2020-12', io: 'output' }) as JsonSchema;
  return shapeDifferences(shapeOf(component, documented), shapeOf(generated, generated), '');
}

describe('docs/openapi.json matches the contract (@route-discovery/contract)', () => {
  it('pairs every documented component with a contract schema', () => {
    expect(Object.keys(schemas).sort()).toEqual(Object.keys(PAIRS).sort());
  });

  it.each(Object.keys(PAIRS))('%s: same properties, required lists, types and enums', (name) => {
    expect(differences(name, PAIRS[name])).toEqual(DOCUMENTED_NARROWER[name] ?? []);
  });

  it('fails on a property documented but missing from the contract', () => {
    const edited = structuredClone(openapi) as unknown as JsonSchema;
    const backendUrl = (edited.components as { schemas: Record<string, JsonSchema> }).schemas.BackendUrl;
    (backendUrl.properties as Record<string, unknown>).extra = { type: 'string' };
    expect(differences('BackendUrl', backendUrlRowSchema, edited)).toEqual(['extra: documented only']);
  });

  it('fails on a property of the contract that is not documented, or required on one side only', () => {
    const extended = backendUrlRowSchema.extend({ extra: z.string() });
    expect(differences('BackendUrl', extended)).toEqual([
      'extra: in the contract only',
      expect.stringMatching(/^\(root\): documented required \[.+\], contract \[.*extra.*\]$/),
    ]);
    const optional = backendUrlRowSchema.extend({ method: z.string().optional() });
    expect(differences('BackendUrl', optional)).toEqual([
      expect.stringMatching(/^\(root\): documented required/),
    ]);
  });

  it('fails on a nested difference: an enum value or nullability inside an envelope', () => {
    const enumChanged = frontendEnvelopeSchema.extend({
      urls: z.array(frontendUrlRowSchema.extend({ source: z.enum(['page', 'resolver', 'sitemap']) })),
    });
    expect(differences('FrontendEnvelope', enumChanged)).toEqual([
      'urls[].source: documented enum page,resolver, contract page,resolver,sitemap',
    ]);
    const notNull = urlMetadataSchema.extend({ applied_filter: z.string() });
    expect(differences('UrlMetadata', notNull)).toEqual([
      'applied_filter: documented nullable true, contract false',
    ]);
  });
});
