import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Collapse } from './Collapse';
import { TextField } from './Form';
import { TagsInput } from './TagsInput';

/** The plain pieces the upload forms added to the kit (antd's Collapse, AutoComplete, tags Select): what a user meets. */
describe('Collapse', () => {
  it('is closed with its content in the page; a click on its title opens and closes it', async () => {
    const user = userEvent.setup();
    render(
      <Collapse title="English texts" testId="more">
        <label>
          Title (English) <input defaultValue="Auto show" />
        </label>
      </Collapse>,
    );
    const details = screen.getByTestId('more') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    // the fields inside keep their values while closed (antd's forceRender)
    expect((screen.getByLabelText('Title (English)') as HTMLInputElement).value).toBe('Auto show');
    const title = within(details).getByText('English texts');
    await user.click(title);
    expect(details.open).toBe(true);
    await user.click(title);
    expect(details.open).toBe(false);
  });
});

describe('TextField suggestions', () => {
  function City() {
    const [city, setCity] = useState('');
    return (
      <TextField
        id="city"
        label="City"
        value={city}
        onChange={setCity}
        suggestions={[
          { value: '上海', label: 'Shanghai' },
          { value: '北京', label: 'Beijing' },
        ]}
        testId="city"
      />
    );
  }

  it('offers its words in a list tied to the box, and takes any other text', async () => {
    const user = userEvent.setup();
    const { container } = render(<City />);
    const box = screen.getByLabelText('City') as HTMLInputElement;
    const list = container.querySelector(`datalist#${box.getAttribute('list')}`)!;
    expect([...list.querySelectorAll('option')].map((o) => [o.value, o.textContent])).toEqual([
      ['上海', 'Shanghai'],
      ['北京', 'Beijing'],
    ]);
    await user.type(box, 'Suzhou');
    expect(box.value).toBe('Suzhou');
  });

  it('is a plain box without them', () => {
    render(<TextField id="title" label="Title" value="" onChange={() => undefined} />);
    expect(screen.getByLabelText('Title').hasAttribute('list')).toBe(false);
  });
});

describe('TagsInput', () => {
  function Tags({ max }: { max?: number }) {
    const [tags, setTags] = useState<string[]>(['island']);
    return (
      <>
        <label htmlFor="tags">Tags</label>
        <TagsInput id="tags" value={tags} onChange={setTags} max={max} separators={[',', ' ']} testId="tags" />
        <output data-testid="chosen">{tags.join('|')}</output>
      </>
    );
  }

  it('adds words at a separator or Enter, not twice, and drops them with their buttons or Backspace', async () => {
    const user = userEvent.setup();
    render(<Tags />);
    const box = screen.getByLabelText('Tags');
    await user.type(box, 'led,island modern{Enter}');
    expect(screen.getByTestId('chosen').textContent).toBe('island|led|modern');
    await user.click(screen.getByRole('button', { name: 'Remove led' }));
    expect(screen.getByTestId('chosen').textContent).toBe('island|modern');
    await user.type(box, '{Backspace}');
    expect(screen.getByTestId('chosen').textContent).toBe('island');
  });

  it('takes no more than max', async () => {
    const user = userEvent.setup();
    render(<Tags max={2} />);
    await user.type(screen.getByLabelText('Tags'), 'a,b,c,');
    expect(screen.getByTestId('chosen').textContent).toBe('island|a');
  });
});
