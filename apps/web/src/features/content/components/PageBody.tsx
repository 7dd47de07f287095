import type { ReactNode } from 'react';

type Block = { kind: 'h'; text: string } | { kind: 'ul'; items: string[] } | { kind: 'p'; lines: string[] };

/**
 * The page format of the content module (content.demo.ts): plain text with blank lines between paragraphs,
 * `## ` headings and `- ` list items. Rendered as React elements — never as HTML.
 */
export function parsePageBody(text: string): Block[] {
  const blocks: Block[] = [];
  let last: Block | undefined;
  for (const raw of text.replace(/\r\n/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (!line.trim()) {
      last = undefined;
      continue;
    }
    const heading = /^#{1,6}\s+(.*)$/.exec(line.trim());
    const item = /^\s*[-*]\s+(.*)$/.exec(line);
    if (heading) {
      blocks.push({ kind: 'h', text: heading[1]! });
      last = undefined;
    } else if (item) {
      if (last?.kind !== 'ul') blocks.push((last = { kind: 'ul', items: [] }));
      last.items.push(item[1]!);
    } else {
      if (last?.kind !== 'p') blocks.push((last = { kind: 'p', lines: [] }));
      last.lines.push(line.trim());
    }
  }
  return blocks;
}

export function PageBody({ text }: { text: string }) {
  const nodes: ReactNode[] = parsePageBody(text).map((b, i) => {
    if (b.kind === 'h')
      return (
        <h2 className="bh-page-heading" key={i}>
          {b.text}
        </h2>
      );
    if (b.kind === 'ul')
      return (
        <ul key={i}>
          {b.items.map((it, j) => (
            <li key={j}>{it}</li>
          ))}
        </ul>
      );
    return <p key={i}>{b.lines.join('\n')}</p>;
  });
  return <div className="bh-page-body">{nodes}</div>;
}
