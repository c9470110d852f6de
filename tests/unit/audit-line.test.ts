import { buildAuditLine, stripControlCharacters } from '../../server/src/access/audit-line';

describe('stripControlCharacters (ASVS 5.0 16.4.1)', () => {
  it('removes C0, DEL, C1, line and paragraph separators and bidi overrides', () => {
    expect(stripControlCharacters('a\r\nb\tc\u0000d\u001be\u007ff\u0085g\u2028h\u2029i\u202ej')).toBe(
      'abcdefghij',
    );
  });

  it('keeps printable text, non-ASCII letters included, and cuts at 200 characters', () => {
    expect(stripControlCharacters('/api/café/ü')).toBe('/api/café/ü');
    expect(stripControlCharacters('x'.repeat(500))).toHaveLength(200);
  });
});

describe('buildAuditLine', () => {
  it('names outcome, credential kind, route, client and status', () => {
    expect(
      buildAuditLine({
        outcome: 'refused',
        credential: 'key',
        method: 'GET',
        path: '/api/route-discovery/v1/platform',
        clientAddress: '127.0.0.1',
        status: 403,
      }),
    ).toBe(
      '[route-discovery] access refused: credential=key route="GET /api/route-discovery/v1/platform" client="127.0.0.1" status=403',
    );
  });

  it('cannot be split or given extra fields by request-derived values', () => {
    const line = buildAuditLine({
      outcome: 'throttled',
      credential: 'unchecked',
      method: 'GET',
      path: '/api/x\n[route-discovery] access accepted',
      clientAddress: '1.2.3.4" status=200 client="5.6.7.8',
      status: 429,
      retryAfterSeconds: 12,
    });
    expect(line).not.toMatch(/[\r\n]/);
    expect(line).toBe(
      '[route-discovery] access throttled: credential=unchecked route="GET /api/x[route-discovery] access accepted" client="1.2.3.4\\" status=200 client=\\"5.6.7.8" status=429 retry_after=12',
    );
  });
});
