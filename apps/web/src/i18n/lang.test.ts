import { describe, expect, it } from 'vitest';
import { urlLang } from './lang';

describe("an address's language (a public page's language alternates, decision 069)", () => {
  it('is the `lang` of the query when it is one of ours, else none', () => {
    expect(urlLang('?lang=en-US')).toBe('en-US');
    expect(urlLang('?id=3&lang=zh-CN')).toBe('zh-CN');
    expect(urlLang('?lang=fr')).toBeNull();
    expect(urlLang('?id=3')).toBeNull();
    expect(urlLang('')).toBeNull();
  });
});
