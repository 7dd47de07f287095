import { Avatar, Badge, Button, Card, Col, Descriptions, Rate, Row, Space, Tag, Typography } from 'antd';
import { IdcardOutlined, LockOutlined, MailOutlined, UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { formatDate, useI18n } from '../../../i18n';
import { useMember } from '../../account/session';
import { useUnread } from '../../messages/api';
import { ProfileSkeleton } from '../../../components/PageSkeleton';
import { inviteLink } from '../api';

/** /home: the member's own home — a profile summary and the ways on from here. */
export default function Home() {
  const { t } = useI18n();
  const member = useMember();
  const unread = useUnread(true);
  const m = member.data;
  if (!m) return <ProfileSkeleton />;
  const copy = { tooltips: [t('common.copy'), t('common.copied')] as [string, string] };
  return (
    <div className="bh-container">
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card data-testid="home-profile">
            <div className="bh-profile-head">
              <Avatar size={96} src={m.userlogo || undefined} icon={<UserOutlined />} />
              <div className="bh-profile-text">
                <Typography.Title level={3} className="bh-no-margin" data-testid="home-nickname">
                  {t('home.welcome', { name: m.nickname || m.cardno })}
                </Typography.Title>
                <Space wrap className="bh-gap-top-s">
                  <Tag color="blue" data-testid="home-role">
                    {t(`role.${m.role}`)}
                  </Tag>
                  <Typography.Text type="secondary">
                    {t('field.cardno')}: <span data-testid="home-cardno">{m.cardno}</span>
                  </Typography.Text>
                </Space>
                {m.descr && <Typography.Paragraph className="bh-gap-top-s">{m.descr}</Typography.Paragraph>}
              </div>
            </div>
            <Descriptions column={{ xs: 1, sm: 2 }} className="bh-gap-top" size="small">
              <Descriptions.Item label={t('field.mobile')}>{m.mobile}</Descriptions.Item>
              <Descriptions.Item label={t('field.dates')}>{formatDate(m.dates)}</Descriptions.Item>
              <Descriptions.Item label={t('field.sex')}>{t(`sex.${m.sex}`)}</Descriptions.Item>
              <Descriptions.Item label={t('field.addr')}>{[m.prov, m.strt, m.addr].filter(Boolean).join(' ')}</Descriptions.Item>
            </Descriptions>
            <Space wrap className="bh-gap-top">
              <Link to="/personalCenter/basicSettings">
                <Button icon={<UserOutlined />}>{t('home.editProfile')}</Button>
              </Link>
              <Link to="/personalCenter/securitySetting">
                <Button icon={<LockOutlined />}>{t('home.security')}</Button>
              </Link>
              {m.role === 'designer' && (
                <Link to={`/designInfo?cardno=${m.cardno}`} data-testid="home-designer-page">
                  <Button icon={<IdcardOutlined />}>{t('designers.myPage')}</Button>
                </Link>
              )}
              <Link to="/message">
                <Badge count={unread.data?.unread ?? 0} size="small">
                  <Button icon={<MailOutlined />}>{t('home.messages')}</Button>
                </Badge>
              </Link>
            </Space>
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title={t('home.ratings')} className="bh-gap-bottom">
            {(['taidu', 'sudu', 'pinzhi'] as const).map((k) => (
              <div className="bh-rating-row" key={k}>
                <span>{t(`home.${k}`)}</span>
                <Rate disabled allowHalf value={Math.round(m[k] * 2) / 2} />
              </div>
            ))}
          </Card>
          <Card title={t('home.invite')}>
            <Typography.Paragraph type="secondary">{t('home.inviteText')}</Typography.Paragraph>
            <Typography.Paragraph copyable={{ ...copy, text: m.inviteCode }}>
              {t('field.myInviteCode')}: <strong data-testid="home-invite-code">{m.inviteCode}</strong>
            </Typography.Paragraph>
            <Typography.Paragraph copyable={{ ...copy, text: inviteLink(m.inviteCode) }} ellipsis className="bh-break">
              {inviteLink(m.inviteCode)}
            </Typography.Paragraph>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
