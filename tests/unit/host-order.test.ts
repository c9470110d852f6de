import { hostByHost, hostKey } from '../../server/src/watch/host-order';

describe('hostKey', () => {
  it('is the host and port of a URL, in lower case', () => {
    expect(hostKey('https://Example.TEST:8443/a?b#c')).toBe('example.test:8443');
    expect(hostKey('http://example.test')).toBe('example.test');
  });

  it('is the text itself when it has no scheme and host', () => {
    expect(hostKey('not a url')).toBe('not a url');
  });
});

describe('hostByHost', () => {
  const planned = (url: string, n: number) => ({ id: `t${n}`, url });

  it('takes each host in turn, keeping the given order within a round and within a host', () => {
    const urls = ['http://a/1', 'http://a/2', 'http://a/3', 'http://b/1', 'http://c/1', 'http://b/2'];
    expect(hostByHost(urls.map(planned))).toEqual(['t0', 't3', 't4', 't1', 't5', 't2']);
  });

  it('keeps the order of targets on one host, each key once', () => {
    const urls = ['http://a/1', 'http://a/2', 'http://a/3'];
    expect(hostByHost(urls.map(planned))).toEqual(['t0', 't1', 't2']);
    expect(hostByHost([])).toEqual([]);
  });
});
