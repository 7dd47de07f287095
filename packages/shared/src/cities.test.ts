import { describe, expect, it } from 'vitest';
import { CITY_NAMES_ZH, cityIn, storedCity } from './cities.js';

describe('cityIn: a city in the page’s language', () => {
  it('turns a listed city either way, keeps an unlisted one, and drops 市 to find it', () => {
    expect(cityIn('上海', 'en-US')).toBe('Shanghai');
    expect(cityIn('西安市', 'en-US')).toBe("Xi'an");
    expect(cityIn('Shanghai', 'zh-CN')).toBe('上海');
    expect(cityIn('shenzhen', 'zh-CN')).toBe('深圳');
    expect(cityIn('上海', 'zh-CN')).toBe('上海');
    expect(cityIn('Shanghai', 'en-US')).toBe('Shanghai');
    expect(cityIn('莆田', 'en-US')).toBe('莆田');
    // a province is found too (a member's address), with or without 省
    expect(cityIn('广东', 'en-US')).toBe('Guangdong');
    expect(cityIn('浙江省', 'en-US')).toBe('Zhejiang');
    expect(cityIn('Sichuan', 'zh-CN')).toBe('四川');
  });

  it('has every city once in each language', () => {
    expect(new Set(CITY_NAMES_ZH).size).toBe(CITY_NAMES_ZH.length);
    const en = CITY_NAMES_ZH.map((c) => cityIn(c, 'en-US'));
    expect(en.every((c) => /^[A-Za-z' ]+$/.test(c))).toBe(true);
    expect(new Set(en).size).toBe(en.length);
    expect(en.map((c) => cityIn(c, 'zh-CN'))).toEqual(CITY_NAMES_ZH);
  });
});

describe('storedCity: a city as rows store it', () => {
  it('turns a listed city typed in English into its Chinese name, keeps any other as typed', () => {
    expect([' Shanghai ', "xi'an", '上海', '莆田', 'Atlantis'].map(storedCity)).toEqual(['上海', '西安', '上海', '莆田', 'Atlantis']);
  });
});
