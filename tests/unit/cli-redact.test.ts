import { hasCredentials, redactUrlCredentials } from '../../packages/cli/src/redact';

describe('CLI URL credential redaction', () => {
  it('redacts the user info of every URL in a text, and nothing else', () => {
    expect(
      redactUrlCredentials(
        'fetch http://user:secret@127.0.0.1:1337/api failed; see https://a@b.example/x?y=1',
      ),
    ).toBe('fetch http://[redacted]@127.0.0.1:1337/api failed; see https://[redacted]@b.example/x?y=1');
    expect(redactUrlCredentials('GET /api/users?email=a@b.example')).toBe('GET /api/users?email=a@b.example');
    expect(redactUrlCredentials('https://cms.example.com/api')).toBe('https://cms.example.com/api');
  });

  it('tells whether a URL carries a user name or password', () => {
    expect(hasCredentials(new URL('https://user:pw@cms.example.com'))).toBe(true);
    expect(hasCredentials(new URL('https://user@cms.example.com'))).toBe(true);
    expect(hasCredentials(new URL('https://:pw@cms.example.com'))).toBe(true);
    expect(hasCredentials(new URL('https://cms.example.com/a@b'))).toBe(false);
  });
});
