import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { clause, decisionNotice } from './review-queue.js';

const kind = { kind: 'exhibition', zh: '展会', verbZh: '提交' } as Parameters<typeof decisionNotice>[1];
const reject = (reason: string) => decisionNotice({ approve: false, reason }, kind, { zh: '上海车展', en: 'Auto Show' }, ['/a', '/b']);

describe('a rejection notice (issue 32)', () => {
  it('has one full stop after a reason that ends with its own', () => {
    const n = reject('缺少主办方确认函。');
    expect(n.zh[1]).toContain('原因：缺少主办方确认函。请修改后重新提交。');
    expect(n.zh[1]).not.toContain('。。');
    expect(reject('Missing the organiser’s letter.').en[1]).toContain('Reason: Missing the organiser’s letter. Please correct');
    expect(reject('日期有误').zh[1]).toContain('原因：日期有误。请修改');
  });

  it('quotes the title with “” in both languages', () => {
    expect(reject('x').zh[1]).toContain('“上海车展”');
    expect(reject('x').en[1]).toContain('“Auto Show”');
  });

  it('keeps what a reason says inside, trimming only its closing punctuation', () => {
    expect(clause(' 尺寸不对！ ')).toBe('尺寸不对');
    expect(clause('A. B…')).toBe('A. B');
    expect(clause('3.5 m')).toBe('3.5 m');
  });
});

/** One kind of quotation marks per language: “” (issue 32), never 「」, in what the server says and in the web client's texts. */
describe('quotation marks', () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const p = path.join(dir, name);
      if (statSync(p).isDirectory()) return name === 'node_modules' ? [] : files(p);
      return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : [];
    });
  it('are never 「」 in the server, the shared package or the web client', () => {
    const found = ['apps/server/src', 'packages/shared/src', 'apps/web/src']
      .flatMap((d) => files(path.join(root, d)))
      .filter((f) => /[「」]/.test(readFileSync(f, 'utf8')))
      .map((f) => path.relative(root, f));
    expect(found).toEqual([]);
  });
});
