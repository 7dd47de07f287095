import BellOutlined from '@ant-design/icons-svg/es/asn/BellOutlined';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n';
import { Icon } from '../../../components/lite/Icon';
import { useUnread, useUnreadStream } from '../api';

/** The header's unread indicator: count from Tipcenter/unread, kept live by the stream (plain markup, in the header). */
export function UnreadBadge() {
  const { t } = useI18n();
  const unread = useUnread(true);
  useUnreadStream(true);
  const count = unread.data?.unread ?? 0;
  return (
    <Link
      to="/message"
      className="bh-unread"
      data-testid="header-unread-badge"
      data-count={count}
      aria-label={t('header.unread', { count })}
      title={t('header.unread', { count })}
    >
      <Icon icon={BellOutlined} className="bh-unread-icon" />
      {count > 0 && (
        <sup className="bh-badge" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </sup>
      )}
    </Link>
  );
}
