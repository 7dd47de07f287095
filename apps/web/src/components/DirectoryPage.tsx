import type { ReactNode } from 'react';
import { Input, Typography } from 'antd';
import { useI18n } from '../i18n';

/** A public directory's page (exhibitions, designers, factories): the container, its title, then the page's parts. */
export function DirectoryPage({ title, testId, children }: { title: ReactNode; testId: string; children: ReactNode }) {
  return (
    <div className="bh-container" data-testid={testId}>
      <Typography.Title level={2} className="bh-section-title">
        {title}
      </Typography.Title>
      {children}
    </div>
  );
}

/**
 * A directory's keyword box: starts from the keyword in the address and starts again when the address changes it
 * (back button, reset); hands over the trimmed text on Enter or the button.
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
  const { t } = useI18n();
  return (
    <Input.Search
      key={value}
      className={className}
      allowClear
      defaultValue={value}
      placeholder={placeholder}
      enterButton={t('common.search')}
      onSearch={(q) => onSearch(q.trim())}
      data-testid={testId}
    />
  );
}
