import { classifyGraphql } from '../../packages/check-engine/src';

const answer = (status: number | null, body: unknown) => ({
  status,
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

describe('classifyGraphql: success expected', () => {
  it('passes HTTP 200 with data and no errors', () => {
    expect(classifyGraphql(answer(200, { data: { articles: [] } }), 'success')).toEqual({
      passed: true,
      kind: 'ok',
      reason: 'HTTP 200, data',
    });
  });

  it('fails a refusal answered with HTTP 200, reading the code and message', () => {
    const body = {
      data: null,
      errors: [
        {
          message: 'Forbidden access',
          extensions: {
            code: 'FORBIDDEN',
            stacktrace: ['ForbiddenError: Forbidden access', '  at /app/x.js:1'],
          },
        },
      ],
    };
    const verdict = classifyGraphql(answer(200, body), 'success');
    expect(verdict).toEqual({ passed: false, kind: 'graphql-error', reason: 'FORBIDDEN: Forbidden access' });
  });

  it('cuts long messages, strips control characters and never repeats the stack', () => {
    const body = {
      errors: [
        { message: `bad\n\u001b[31m${'x'.repeat(400)}`, extensions: { stacktrace: ['at /secret/path.js'] } },
      ],
    };
    const { reason } = classifyGraphql(answer(200, body), 'success');
    expect(reason.startsWith('ERROR: bad [31mxxx')).toBe(true);
    expect(reason.length).toBeLessThan(200);
    expect(reason).not.toContain('/secret/path.js');
    expect(reason).not.toMatch(/\p{Cc}/u);
  });

  it('fails null data, a non-JSON body, HTTP errors and network errors', () => {
    expect(classifyGraphql(answer(200, { data: null }), 'success')).toMatchObject({
      passed: false,
      reason: 'data is null',
    });
    expect(classifyGraphql(answer(200, '<html>'), 'success')).toMatchObject({
      passed: false,
      kind: 'http-error',
    });
    expect(
      classifyGraphql(
        answer(400, {
          errors: [{ message: 'Variable "$id" got invalid value', extensions: { code: 'BAD_USER_INPUT' } }],
        }),
        'success',
      ),
    ).toMatchObject({
      passed: false,
      kind: 'http-error',
      reason: 'HTTP 400: BAD_USER_INPUT: Variable "$id" got invalid value',
    });
    expect(classifyGraphql({ status: null, body: '', error: 'ECONNREFUSED' }, 'success')).toMatchObject({
      passed: false,
      kind: 'network-error',
      reason: 'ECONNREFUSED',
    });
  });
});

describe('classifyGraphql: refusal expected', () => {
  it.each(['FORBIDDEN', 'UNAUTHENTICATED'])('passes an error coded %s (HTTP 200)', (code) => {
    const verdict = classifyGraphql(
      answer(200, { data: null, errors: [{ message: 'no', extensions: { code } }] }),
      'refusal',
    );
    expect(verdict).toEqual({ passed: true, kind: 'refused', reason: `GraphQL ${code}` });
  });

  it('passes HTTP 401 and 403', () => {
    expect(classifyGraphql(answer(401, ''), 'refusal').passed).toBe(true);
    expect(classifyGraphql(answer(403, ''), 'refusal').passed).toBe(true);
  });

  it('fails data without errors as "answers without credentials"', () => {
    expect(classifyGraphql(answer(200, { data: { internalNotes: [] } }), 'refusal')).toMatchObject({
      passed: false,
      kind: 'answers-without-credentials',
    });
  });

  it('fails another error as not refused, naming it', () => {
    const body = {
      errors: [{ message: 'Internal Server Error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
    };
    expect(classifyGraphql(answer(200, body), 'refusal')).toEqual({
      passed: false,
      kind: 'not-refused',
      reason: 'INTERNAL_SERVER_ERROR: Internal Server Error, expected FORBIDDEN or UNAUTHENTICATED',
    });
  });
});
