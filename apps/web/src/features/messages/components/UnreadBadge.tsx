import { Badge } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n';
import { useUnread, useUnreadStream } from '../api';

/** The header's unread indicator: count from Tipcenter/unread, kept live by the stream. */
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
      <Badge count={count} size="small" overflowCount={99}>
        <BellOutlined className="bh-unread-icon" />
      </Badge>
    </Link>
  );
}
