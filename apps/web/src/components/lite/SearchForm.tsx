import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { useI18n } from '../../i18n';
import { Icon } from './Icon';

/**
 * A list's keyword box in plain markup (antd's Input.Search, drawn by content.css `.bh-search-form`): a search
 * landmark with its text box and a Search button; Enter or the button hands over the trimmed text. The text is the
 * caller's (`value`/`onChange`), so the caller decides what clearing the box (×, Escape) does. The landmark is named
 * by the box's label (a page with two boxes has two named search landmarks); `iconOnly` draws the button as antd's
 * Input.Search without `enterButton` (the magnifier alone, named "Search").
 */
export function SearchForm({
  value,
  onChange,
  onSearch,
  label,
  iconOnly,
  className,
  testId,
}: {
  value: string;
  onChange: (text: string) => void;
  onSearch: (text: string) => void;
  /** the box's name and placeholder */
  label: string;
  iconOnly?: boolean;
  className?: string;
  testId?: string;
}) {
  const { t } = useI18n();
  return (
    <form
      role="search"
      className={className ? `bh-search-form ${className}` : 'bh-search-form'}
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(value.trim());
      }}
      data-testid={testId}
    >
      <input type="search" className="bh-input" value={value} placeholder={label} aria-label={label} onChange={(e) => onChange(e.target.value)} />
      {iconOnly ? (
        <button type="submit" className="bh-btn bh-btn-icon" aria-label={t('common.search')}>
          <Icon icon={SearchOutlined} />
        </button>
      ) : (
        <button type="submit" className="bh-btn bh-btn-primary">
          <Icon icon={SearchOutlined} />
          {t('common.search')}
        </button>
      )}
    </form>
  );
}
