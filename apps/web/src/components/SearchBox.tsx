import { useState } from 'react';
import { SearchForm } from './lite/SearchForm';

/**
 * A clearable search box of a list's toolbar (plain markup on `lite/SearchForm`, antd's Input.Search before): hands
 * over the trimmed text on Enter or the button; emptying the box (its ×, or deleting the text) hands over '' at once,
 * as antd's clear did. `enterButton` shows the primary "Search" button, else the magnifier alone. `testId` marks the
 * search form (its text box is the `input` inside).
 */
export function SearchBox({
  placeholder,
  enterButton,
  testId,
  onSearch,
}: {
  placeholder: string;
  enterButton?: string;
  testId?: string;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useState('');
  const [searched, setSearched] = useState('');
  const search = (q: string) => {
    setSearched(q);
    onSearch(q);
  };
  return (
    <SearchForm
      value={text}
      onChange={(next) => {
        setText(next);
        if (next === '' && searched !== '') search('');
      }}
      onSearch={(q) => search(q.trim())}
      label={placeholder}
      iconOnly={!enterButton}
      className="bh-search"
      testId={testId}
    />
  );
}
