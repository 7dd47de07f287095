import { useState, type ReactNode } from 'react';
import { SearchForm } from './lite/SearchForm';

/**
 * A public directory's page (exhibitions, designers, factories): the container, its title (the page's h1), then the
 * page's parts. Plain markup (decision 045's pattern), as the directory pieces below.
 */
export function DirectoryPage({ title, testId, children }: { title: ReactNode; testId: string; children: ReactNode }) {
  return (
    <div className="bh-container" data-testid={testId}>
      <h1 className="bh-section-title">{title}</h1>
      {children}
    </div>
  );
}

/**
 * A directory's keyword box (the plain search form): starts from the keyword in the address and starts again when the
 * address changes it (back button, reset); hands over the trimmed text on Enter or the button, and an empty one when
 * the box is cleared.
 */
export function DirectorySearch({
  value,
  onSearch,
  placeholder,
  testId,
  className = 'bh-gap-bottom',
}: {
  value: string;
  onSearch: (text: string) => void;
  placeholder: string;
  testId: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <KeywordBox key={value} value={value} onSearch={onSearch} label={placeholder} testId={testId} />
    </div>
  );
}

/** The text of a keyword box, from `value` (re-mounted by its caller when the address changes it). */
export function KeywordBox({ value, onSearch, label, testId }: { value: string; onSearch: (text: string) => void; label: string; testId?: string }) {
  const [text, setText] = useState(value);
  return (
    <SearchForm
      value={text}
      onChange={(next) => {
        setText(next);
        // clearing the box shows everything again, as antd's allowClear did
        if (next === '' && value !== '') onSearch('');
      }}
      onSearch={(q) => onSearch(q.trim())}
      label={label}
      testId={testId}
    />
  );
}
