/**
 * Which parts of a text a keyword matched, for <mark> (docs/rules/search.md): the server matches Chinese by
 * neighbouring pairs of characters and Latin words by prefix, so the highlighter marks every pair of a CJK run of
 * the keyword (a lone CJK character by itself) and every Latin word of the keyword where a word of the text starts
 * with it, case-insensitively. Overlapping matches merge (国际车展 marks 国际 际车 车展 as one run).
 */
const CJK_CLASS = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}';
const PIECE = new RegExp(`[${CJK_CLASS}]+|(?:(?![${CJK_CLASS}])[\\p{L}\\p{N}])+`, 'gu');
const CJK = new RegExp(`[${CJK_CLASS}]`, 'u');

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The keyword's terms: regular expressions that find each of them in a text. */
export function highlightTerms(keyword: string): RegExp[] {
  const out = new Map<string, RegExp>();
  for (const [piece] of keyword.normalize('NFKC').matchAll(PIECE)) {
    if (CJK.test(piece)) {
      const chars = [...piece];
      if (chars.length === 1) out.set(piece, new RegExp(escape(piece), 'gu'));
      for (let i = 0; i + 1 < chars.length; i++) {
        const pair = chars[i]! + chars[i + 1]!;
        out.set(pair, new RegExp(escape(pair), 'gu'));
      }
    } else {
      const word = piece.toLowerCase();
      // at the start of a word of letters and digits (the server matches word prefixes)
      out.set(word, new RegExp(`(?<![\\p{L}\\p{N}])${escape(word)}`, 'giu'));
    }
  }
  return [...out.values()];
}

export interface TextPart {
  text: string;
  match: boolean;
}

/** The text cut into matched and unmatched parts, in order; the whole text unmatched when nothing matches. */
export function highlightParts(text: string, keyword: string): TextPart[] {
  const terms = highlightTerms(keyword);
  if (!text || !terms.length) return [{ text, match: false }];
  const marked = new Array<boolean>(text.length).fill(false);
  for (const re of terms) for (const m of text.matchAll(re)) marked.fill(true, m.index, m.index + m[0].length);
  const parts: TextPart[] = [];
  let start = 0;
  for (let i = 1; i <= text.length; i++) {
    if (i === text.length || marked[i] !== marked[start]) {
      parts.push({ text: text.slice(start, i), match: marked[start]! });
      start = i;
    }
  }
  return parts;
}
