import { CATALOGUES, messagesByLanguage } from './messages';

describe.each(Object.entries(CATALOGUES))('the %s messages', (_name, catalogue) => {
  test('Arabic has exactly the keys of English', () => {
    expect(Object.keys(catalogue.ar).sort()).toEqual(Object.keys(catalogue.en).sort());
  });

  test('no message is empty', () => {
    for (const [language, messages] of Object.entries(catalogue)) {
      const empty = Object.entries(messages as Record<string, string>).filter(([, text]) => text.trim() === '');
      expect({ language, empty }).toEqual({ language, empty: [] });
    }
  });
});

test('no key is defined by two catalogues (a later one would silently win)', () => {
  const owners = new Map<string, string[]>();
  for (const [name, catalogue] of Object.entries(CATALOGUES)) {
    for (const key of Object.keys(catalogue.en)) owners.set(key, [...(owners.get(key) ?? []), name]);
  }
  expect([...owners].filter(([, names]) => names.length > 1)).toEqual([]);
  expect(Object.keys(messagesByLanguage.en)).toHaveLength(owners.size);
});
