import { Link } from 'react-router';
import MessageOutlined from '@ant-design/icons-svg/es/asn/MessageOutlined';
import { Icon } from '../../components/lite/Icon';
import { useI18n } from '../../i18n';
import { chatLink } from './api';

/** "Send a message" to a member (a designer's or a factory's page): the conversation in the personal centre. */
export function MessageLink({ cardno, testId = 'send-message' }: { cardno: string; testId?: string }) {
  const { t } = useI18n();
  return (
    <Link to={chatLink(cardno)} className="bh-btn" data-testid={testId}>
      <Icon icon={MessageOutlined} /> {t('dm.send')}
    </Link>
  );
}
