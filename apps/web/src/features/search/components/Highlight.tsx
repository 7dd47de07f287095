import { highlightParts } from '../highlight';

/** A text with the keyword's matches in <mark> (React text nodes: nothing in the text is ever parsed as HTML). */
export function Highlight({ text, keyword }: { text: string; keyword: string }) {
  return (
    <>
      {highlightParts(text, keyword).map((p, i) =>
        p.match ? (
          <mark key={i} className="bh-mark">
            {p.text}
          </mark>
        ) : (
          p.text
        ),
      )}
    </>
  );
}
