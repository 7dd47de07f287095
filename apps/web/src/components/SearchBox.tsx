import { Input } from 'antd';

/** A clearable search box of a list's toolbar; hands over the trimmed text on Enter or the button. */
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
  return (
    <Input.Search
      allowClear
      placeholder={placeholder}
      enterButton={enterButton}
      onSearch={(v) => onSearch(v.trim())}
      className="bh-search"
      data-testid={testId}
    />
  );
}
