import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { translate } from '../../i18n/translate';
import { FieldFrame } from './Fields';
import { TagsInput } from './TagsInput';
import { textChecks } from './checks';

/** The plain tags box (antd's Select in tags mode) inside a labelled field, and the antd-worded text rules. */
function Tags({ separators, initial = [] }: { separators?: string[]; initial?: string[] }) {
  const [tags, setTags] = useState<string[]>(initial);
  return (
    <>
      <FieldFrame id="tags" label="Tags" error={tags.length === 0 ? 'Add a tag' : undefined}>
        <TagsInput id="tags" value={tags} onChange={setTags} max={3} separators={separators} testId="tags" />
      </FieldFrame>
      <button type="button">elsewhere</button>
      <output>{tags.join('|')}</output>
    </>
  );
}

describe('TagsInput', () => {
  it('adds a typed word on Enter or on leaving the box, trimmed and once, and no more than max', async () => {
    const user = userEvent.setup();
    render(<Tags />);
    const box = screen.getByLabelText('Tags');
    expect(screen.getByText('Add a tag')).toBeTruthy();
    await user.type(box, ' booth {Enter}booth{Enter}');
    expect(screen.getByRole('status').textContent).toBe('booth');
    await user.type(box, 'lights');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(screen.getByRole('status').textContent).toBe('booth|lights');
    await user.type(box, 'stage{Enter}extra{Enter}');
    expect(screen.getByRole('status').textContent).toBe('booth|lights|stage');
    expect((box as HTMLInputElement).readOnly).toBe(true);
  });

  it('drops a tag by its named button or Backspace in an empty box', async () => {
    const user = userEvent.setup();
    render(<Tags initial={['a', 'b', 'c']} />);
    await user.click(screen.getByRole('button', { name: 'Remove b' }));
    expect(screen.getByRole('status').textContent).toBe('a|c');
    await user.type(screen.getByLabelText('Tags'), '{Backspace}');
    expect(screen.getByRole('status').textContent).toBe('a');
  });

  it('splits at the separators as they are typed', async () => {
    const user = userEvent.setup();
    render(<Tags separators={[',', '，']} />);
    await user.type(screen.getByLabelText('Tags'), 'oak,pine，');
    expect(screen.getByRole('status').textContent).toBe('oak|pine');
  });
});

describe('textChecks', () => {
  const t = ((key: Parameters<typeof translate>[1], params?: Record<string, string | number>) => translate('en-US', key, params)) as never;
  const first = (rules: ReturnType<typeof textChecks>, value: string) => rules.map((r) => r(value, {})).find(Boolean);

  it('says what antd said: required, spaces only, too short, too long, a pattern', () => {
    const title = textChecks(t, 'Title', { required: true, whitespace: true, min: 2, max: 5 });
    expect(first(title, '')).toBe('Please enter Title');
    expect(first(title, '   ')).toBe('Title cannot be empty');
    expect(first(title, 'a')).toBe('Title must be at least 2 characters');
    expect(first(title, 'abcdef')).toBe('Title cannot be longer than 5 characters');
    expect(first(title, 'abc')).toBeUndefined();
    const slug = textChecks(t, 'Slug', { pattern: /^[a-z]+$/ });
    expect(first(slug, '')).toBeUndefined();
    expect(first(slug, 'A')).toBe('Slug does not match the pattern /^[a-z]+$/');
  });
});
