import { isPrivateHost } from '../../../server/src/watch/private-hosts';

const hostOf = (url: string) => new URL(url).hostname;

describe('isPrivateHost: addresses the monitor does not request unless allowPrivateHosts', () => {
  it.each([
    'http://localhost:1337/',
    'http://app.localhost/',
    'http://127.0.0.1/',
    'http://127.8.9.10/',
    'http://10.1.2.3/',
    'http://172.16.0.1/',
    'http://172.31.255.255/',
    'http://192.168.1.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://100.64.0.1/',
    'http://0.0.0.0/',
    'http://[::1]/',
    'http://[fd00::1]/',
    'http://[fe80::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://2130706433/',
  ])('%s is private', (url) => {
    expect(isPrivateHost(hostOf(url))).toBe(true);
  });

  it.each([
    'https://www.example.com/',
    'http://172.32.0.1/',
    'http://172.15.255.255/',
    'http://100.128.0.1/',
    'http://8.8.8.8/',
    'http://[2001:db8::1]/',
    'https://localhost.example.com/',
  ])('%s is not', (url) => {
    expect(isPrivateHost(hostOf(url))).toBe(false);
  });
});
