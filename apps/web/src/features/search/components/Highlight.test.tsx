import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { highlightParts } from '../highlight';
import { Highlight } from './Highlight';

const marks = (text: string, keyword: string) => {
  const { container } = render(
    <p>
      <Highlight text={text} keyword={keyword} />
    </p>,
  );
  return { p: container.querySelector('p')!, marked: [...container.querySelectorAll('mark')].map((m) => m.textContent) };
};

describe('the highlighter', () => {
  it('marks Chinese by neighbouring pairs, merging overlaps, and a lone character by itself', () => {
    expect(marks('上海国际车展 特装展台', '车展').marked).toEqual(['车展']);
    expect(marks('上海国际车展', '国际车展').marked).toEqual(['国际车展']);
    expect(marks('北京车展与上海展会', '车展会').marked).toEqual(['车展', '展会']);
    expect(marks('上海车展', '海').marked).toEqual(['海']);
  });

  it('marks Latin words where a word starts with them, whatever the case', () => {
    expect(marks('Auto Show booth, automotive stand', 'auto').marked).toEqual(['Auto', 'auto']);
    expect(marks('AUTO show', 'Auto SHOW').marked).toEqual(['AUTO', 'show']);
    expect(marks('slideshow', 'show').marked).toEqual([]);
  });

  it('marks Chinese and Latin of one keyword together, keeps the whole text, and leaves a text without matches alone', () => {
    const { p, marked } = marks('上海国际车展 Auto Show', '车展 show');
    expect(marked).toEqual(['车展', 'Show']);
    expect(p.textContent).toBe('上海国际车展 Auto Show');
    expect(highlightParts('无关内容', '车展')).toEqual([{ text: '无关内容', match: false }]);
    expect(highlightParts('车展', '!!!')).toEqual([{ text: '车展', match: false }]);
  });

  it('never turns text into HTML: markup in a title or a keyword stays text', () => {
    const { p, marked } = marks('<img src=x onerror=alert(1)> 车展 <b>bold</b>', '<b>车展');
    expect(p.querySelector('img')).toBeNull();
    expect(p.querySelector('b')).toBeNull();
    expect(p.textContent).toBe('<img src=x onerror=alert(1)> 车展 <b>bold</b>');
    expect(marked).toEqual(['车展', 'b', 'b', 'b']);
    // regular-expression characters in the keyword are plain characters
    expect(marks('a.b (c)', '.* (').marked).toEqual([]);
  });
});
