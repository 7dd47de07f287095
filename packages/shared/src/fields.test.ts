import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { line, str, text } from './fields.js';

/** the characters `str()` refuses: C0 controls but tab, line feed and carriage return; DEL; C1 controls */
const REFUSED_CONTROLS = [...Array(0x20).keys(), ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i)]
  .filter((c) => c !== 0x09 && c !== 0x0a && c !== 0x0d)
  .map((c) => String.fromCharCode(c));
const loneSurrogate = fc.oneof(fc.integer({ min: 0xd800, max: 0xdbff }), fc.integer({ min: 0xdc00, max: 0xdfff })).map((c) => String.fromCharCode(c));
/** well-formed text without refused controls: any code point (astral ones as surrogate pairs) */
const storable = fc.string({ unit: 'grapheme-composite', maxLength: 30 }).map((s) => [...s].filter((ch) => !REFUSED_CONTROLS.includes(ch)).join(''));
/** `what` put between two code points of `s` (never inside a surrogate pair) */
const insert = (s: string, at: number, what: string) => {
  const points = [...s];
  const i = at % (points.length + 1);
  return [...points.slice(0, i), what, ...points.slice(i)].join('');
};

describe('str(): the one string of the contracts', () => {
  it('accepts well-formed text, astral characters and line breaks included, unchanged', () => {
    fc.assert(
      fc.property(storable, fc.constantFrom('', '\n', '\r\n', '\t', '😀', '𠀀'), fc.nat(), (s, extra, at) => {
        const v = insert(s, at, extra);
        expect(str().safeParse(v)).toEqual({ success: true, data: v });
      }),
    );
  });

  it('refuses a lone surrogate anywhere, high or low', () => {
    fc.assert(
      fc.property(storable, loneSurrogate, fc.nat(), (s, lone, at) => {
        const res = str().safeParse(insert(s, at, lone));
        expect(res.success).toBe(false);
        expect(res.error?.issues[0]?.message).toMatch(/unpaired surrogates/);
      }),
    );
  });

  it('refuses NUL and every other control character but tab, line feed and carriage return', () => {
    fc.assert(
      fc.property(storable, fc.constantFrom(...REFUSED_CONTROLS), fc.nat(), (s, c, at) => {
        expect(str().safeParse(insert(s, at, c)).success).toBe(false);
        expect(text(100).safeParse(insert(s, at, c)).success).toBe(false);
      }),
    );
  });

  it('line() refuses line breaks and tabs too; text() keeps them', () => {
    for (const c of ['\n', '\r', '\t']) {
      expect(line(20).safeParse(`a${c}b`).success).toBe(false);
      expect(text(20).safeParse(`a${c}b`)).toEqual({ success: true, data: `a${c}b` });
    }
    expect(line(20).safeParse('  王😀  ')).toEqual({ success: true, data: '王😀' });
  });
});
