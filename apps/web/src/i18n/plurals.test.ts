import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue, translate } from './translate';

describe('plural forms (Intl.PluralRules)', () => {
  beforeAll(async () => {
    await loadCatalogue('en-US');
    await loadCatalogue('zh-CN');
  });

  it('says one file, two files and no files in English', () => {
    expect(translate('en-US', 'tasks.delivery.fileCount', { count: 1 })).toBe('1 file');
    expect(translate('en-US', 'tasks.delivery.fileCount', { count: 2 })).toBe('2 files');
    expect(translate('en-US', 'tasks.delivery.fileCount', { count: 0 })).toBe('0 files');
    expect(translate('en-US', 'exhibitions.pub.csvErrors', { count: 1 })).toBe('1 row of the file has errors; nothing was imported.');
    expect(translate('en-US', 'exhibitions.plan.plotAria', { number: 'A1', size: '3×3 m', opens: 2 })).toBe('Booth A1, 3×3 m, 2 open sides');
  });

  it('keeps Chinese, which has one form, as it was', () => {
    expect(translate('zh-CN', 'tasks.delivery.fileCount', { count: 1 })).toBe('1 个文件');
    expect(translate('zh-CN', 'tasks.delivery.fileCount', { count: 3 })).toBe('3 个文件');
  });

  it('leaves no plural syntax in any catalogue text', () => {
    for (const n of [0, 1, 2, 5]) {
      const texts = ['tasks.field.layerValue', 'tasks.signup.daysValue', 'exhibitions.rules.storeys', 'exhibitions.pub.csvImported'] as const;
      for (const key of texts) expect(translate('en-US', key, { count: n, layer: n, days: n, rows: n })).not.toMatch(/plural|[{}#]/);
    }
  });
});
