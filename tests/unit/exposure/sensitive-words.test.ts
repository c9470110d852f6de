import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTACT_WORDS, sensitiveKind } from '../../../server/src/exposure/sensitive-fields';
import { SECRET_WORDS } from '../../../server/src/model/secret-names';

/** The backquoted words docs/api.md lists after `label` (up to the next sentence part in parentheses). */
function documentedWords(label: string): string[] {
  const text = readFileSync(join(__dirname, '../../../docs/api.md'), 'utf8');
  const list = new RegExp(`${label}\\s+((?:\`[a-z]+\`(?:,|\\s+or|\\s)*)+)`).exec(text);
  if (!list) throw new Error(`docs/api.md lists no ${label}`);
  return [...list[1].matchAll(/`([a-z]+)`/g)].map((match) => match[1]);
}

describe('sensitive name words: docs/api.md and the code say the same', () => {
  it('lists the secret words of the code, in order', () => {
    expect(documentedWords('secret words')).toEqual([...SECRET_WORDS]);
  });

  it('lists the contact words of the code, in order', () => {
    expect(documentedWords('contact words')).toEqual([...CONTACT_WORDS]);
  });
});

describe('the word key', () => {
  const kind = (path: string) => sensitiveKind({ path, attribute: { type: 'string' } });

  it.each(['key', 'privateKey', 'licenseKey', 'license_key', 'signing-key', 'seo.apiKey', 'KEY'])(
    'flags %s as a secret',
    (name) => expect(kind(name)).toBe('secret'),
  );

  it.each(['keyword', 'keywords', 'monkey', 'turkey', 'keynote', 'hockey', 'donkeyName'])(
    'leaves %s alone: key is only a whole word',
    (name) => expect(kind(name)).toBeNull(),
  );
});
