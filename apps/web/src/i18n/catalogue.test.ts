import { describe, expect, it } from 'vitest';
import { enUS } from './en-US';
import { zhCN } from './zh-CN';
import { detectLang } from './lang';
import { isMessageKey, loadCatalogue, translate } from './translate';

/** The values a text takes: `{name}`, and `{name, plural, …}` (Intl.PluralRules; inside it `#` is the number). */
const placeholders = (s: string) => [...new Set([...s.matchAll(/\{(\w+)(?:\}|, *plural,)/g)].map((m) => m[1]))].sort();

describe('message catalogues', () => {
  it('zh-CN and en-US have exactly the same keys', () => {
    expect(Object.keys(zhCN).sort()).toEqual(Object.keys(enUS).sort());
  });

  it('no text is empty, and both languages use the same placeholders', () => {
    for (const key of Object.keys(enUS) as Array<keyof typeof enUS>) {
      expect(enUS[key].trim(), key).not.toBe('');
      expect(zhCN[key].trim(), key).not.toBe('');
      expect(placeholders(zhCN[key]), key).toEqual(placeholders(enUS[key]));
    }
  });

  it("holds the seed's fixed texts", () => {
    expect(enUS['request.fallback']).toBe('Request error, please retry.');
    expect(enUS['empty.noData']).toBe('No data');
    expect(enUS['form.required']).toBe('Please enter {label}');
    expect([
      enUS['pagination.prevPage'],
      enUS['pagination.nextPage'],
      enUS['pagination.jumpTo'],
      enUS['pagination.jumpToConfirm'],
      enUS['pagination.itemsPerPage'],
    ]).toEqual(['Previous Page', 'Next Page', 'Go to', 'confirm', '/ page']);
  });

  it('fills placeholders', async () => {
    await Promise.all([loadCatalogue('en-US'), loadCatalogue('zh-CN')]);
    expect(translate('en-US', 'code.resend', { seconds: 42 })).toBe('Resend in 42s');
    expect(translate('zh-CN', 'code.resend', { seconds: 42 })).toBe('42 秒后重发');
  });

  it('knows its keys once a catalogue is loaded', async () => {
    await loadCatalogue('en-US');
    expect(isMessageKey('tasks.orbit.publish')).toBe(true);
    expect(isMessageKey('no.such.key')).toBe(false);
  });

  it('chooses the stored language, else the browser language', () => {
    expect(detectLang('en-US', ['zh-CN'])).toBe('en-US');
    expect(detectLang(null, ['zh-TW', 'en'])).toBe('zh-CN');
    expect(detectLang(null, ['en-GB'])).toBe('en-US');
    expect(detectLang('fr', ['de-DE'])).toBe('en-US');
  });
});
