import { useState } from 'react';
import { Alert, Avatar, Button, Card, Col, Descriptions, Result, Row, Space, Spin, Tag, Typography } from 'antd';
import { ShoppingCartOutlined, UserOutlined } from '@ant-design/icons';
import { formatCents } from '@boothhub/shared';
import { Link, useNavigate } from 'react-router';
import { useI18n } from '../../../i18n';
import { useMember, useSession } from '../../account/session';
import { deliverableLabel, opensLabel, styleLabel, typeLabel } from '../../tasks/labels';
import { useService } from '../api';
import { BuyDialog } from '../components/BuyDialog';
import '../services.css';
import { useIdParam } from '../../../lib/useRecord';
import { EntryEditLink } from '../../../components/MineBits';

/** /serviceInfo?id= (Common/serviceInfo): the package, its designer's card, and Buy (businesses) with the brief and the PIN. */
export default function ServiceInfo() {
  const { t, lang } = useI18n();
  const id = useIdParam();
  const service = useService(id);
  const session = useSession();
  const member = useMember();
  const navigate = useNavigate();
  const [buying, setBuying] = useState(false);

  if (!id) return <Result status="404" title={t('services.notFound')} />;
  if (service.isLoading) return <Spin />;
  if (service.isError || !service.data)
    return <Result status="404" title={t('services.notFound')} extra={<Link to="/service">{t('services.title.list')}</Link>} />;
  const s = service.data;
  const d = s.designer;
  const price = formatCents(s.price);
  const isBusiness = (member.data?.role ?? session.role) === 'business';

  return (
    <div className="bh-container" data-testid="service-detail">
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card>
            {s.cover && <img src={s.cover} alt={s.title} className="bh-service-detail-cover" />}
            <Typography.Title level={3} className="bh-gap-top" data-testid="service-title">
              {s.title}
            </Typography.Title>
            {s.status === 'paused' && <Alert type="warning" showIcon message={t('services.pausedNote')} className="bh-gap-bottom" />}
            <Descriptions column={{ xs: 1, sm: 2 }} size="small">
              <Descriptions.Item label={t('services.field.category')}>{typeLabel(lang, s.category)}</Descriptions.Item>
              <Descriptions.Item label={t('services.field.style')}>{styleLabel(lang, s.style)}</Descriptions.Item>
              <Descriptions.Item label={t('services.field.plaza')}>{s.plaza}</Descriptions.Item>
              <Descriptions.Item label={t('services.field.opens')}>{opensLabel(lang, s.opens)}</Descriptions.Item>
              <Descriptions.Item label={t('services.field.days')}>{s.days}</Descriptions.Item>
              <Descriptions.Item label={t('services.field.revisions')}>{s.revisions}</Descriptions.Item>
              <Descriptions.Item label={t('services.field.deliverables')}>
                <Space wrap>
                  {s.deliverables.map((k) => (
                    <Tag key={k}>{deliverableLabel(lang, k)}</Tag>
                  ))}
                </Space>
              </Descriptions.Item>
            </Descriptions>
            {s.descr && <Typography.Paragraph className="bh-service-descr bh-gap-top">{s.descr}</Typography.Paragraph>}
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card>
            <Typography.Title level={3} type="danger" data-testid="service-detail-price">
              {t('services.card.price', { coins: price })}
            </Typography.Title>
            <Space wrap>
              {s.can.buy && (
                <Button type="primary" icon={<ShoppingCartOutlined />} onClick={() => setBuying(true)} data-testid="service-buy">
                  {t('services.buy', { coins: price })}
                </Button>
              )}
              {!session.loginState && (
                <Button
                  type="primary"
                  onClick={() => navigate(`/login?redirect=${encodeURIComponent(`/serviceInfo?id=${s.id}`)}`)}
                  data-testid="service-buy-login"
                >
                  {t('services.buyLogin')}
                </Button>
              )}
              {session.loginState && !s.can.buy && !s.can.edit && !isBusiness && (
                <Typography.Text type="secondary">{t('services.businessOnly')}</Typography.Text>
              )}
              {s.can.edit && <EntryEditLink to={`/personalCenter/editService?id=${s.id}`}>{t('services.edit')}</EntryEditLink>}
            </Space>
          </Card>
          <Card title={t('services.field.designer')} className="bh-gap-top" data-testid="service-designer">
            <Space align="start">
              <Avatar size={56} src={d.userlogo ?? undefined} icon={<UserOutlined />} />
              <div>
                <Typography.Text strong>{d.nickname}</Typography.Text>
                {d.city && <div>{d.city}</div>}
                <div>{d.rating !== null ? t('services.designerRating', { rating: d.rating.toFixed(1) }) : t('services.designerNoRating')}</div>
                <div>{t('services.designerCompleted', { n: d.completed })}</div>
                <Link to={`/designInfo?cardno=${d.cardno}`}>{t('services.designerPage')}</Link>
              </div>
            </Space>
          </Card>
        </Col>
        {s.can.buy && <BuyDialog service={s} open={buying} onClose={() => setBuying(false)} />}
      </Row>
    </div>
  );
}
