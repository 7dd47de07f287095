import { useState } from 'react';
import CheckOutlined from '@ant-design/icons-svg/es/asn/CheckOutlined';
import CopyOutlined from '@ant-design/icons-svg/es/asn/CopyOutlined';
import { useI18n } from '../../i18n';
import { Icon } from './Icon';

/**
 * antd's `copyable` in plain markup: a small button after a text that puts `text` on the clipboard, says "Copied" for
 * two seconds (its name and its icon), and is named "Copy" before.
 */
export function CopyButton({ text, testId }: { text: string; testId?: string }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(text).catch(() => undefined);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };
  const label = copied ? t('common.copied') : t('common.copy');
  return (
    <button
      type="button"
      className="bh-btn bh-btn-text bh-btn-icon bh-btn-small bh-copy"
      onClick={() => void copy()}
      aria-label={label}
      title={label}
      data-testid={testId}
    >
      <Icon icon={copied ? CheckOutlined : CopyOutlined} />
    </button>
  );
}
