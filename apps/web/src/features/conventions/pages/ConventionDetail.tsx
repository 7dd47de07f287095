import { Alert, Card, Descriptions, Space, Typography } from 'antd';
import { BankOutlined, LockOutlined, PhoneOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import { loginPath } from '../../../app/access';
import { PageSpin } from '../../../app/PageSpin';
import { useI18n } from '../../../i18n';
import { useSession } from '../../account/session';
import { conventionKeys, conventionsApi, venueSummary, type ConventionInfo } from '../api';
import { Dates, VenueCard } from '../components/Cards';
import { PublishTag } from '../components/StatusTag';
import { DetailHead, Facts, MissingDetail, Pictures, ShareButton } from '../components/PageBits';
import '../conventions.css';

/**
 * /conventionSpace/:id: Common/huiyiInfo for visitors, Article/huiyiInfo for members (with contacter and phone). The
 * content is HTML the server sanitised when it was saved (docs/rules/catalogue.md), so it is shown as it is.
 */
export default function ConventionDetail() {
  const { t } = useI18n();
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const session = useSession();
  const member = session.loginState;
  const info = useQuery({
    queryKey: conventionKeys.detail(id, member),
    queryFn: () => conventionsApi.info(id, member),
    enabled: valid && session.ready,
    retry: false,
  });
  if (valid && (info.isPending || !session.ready)) return <PageSpin />;
  if (!valid || info.isError || !info.data)
    return <MissingDetail error={info.error} title={t('conventions.detail.missing')} testId="convention-missing" to="/conventionSpace" />;
  return <ConventionView info={info.data} member={member} />;
}

function ConventionView({ info, member }: { info: ConventionInfo; member: boolean }) {
  const { t } = useI18n();
  const location = useLocation();
  const c = info.huiyi;
  const venue = info.huichang;
  return (
    <div className="bh-container" data-testid="convention-detail">
      <DetailHead title={c.title} testId="convention-title">
        <Space wrap>
          {c.status !== 'approved' && <PublishTag status={c.status} testId="convention-status" />}
          <ShareButton title={c.title} />
        </Space>
      </DetailHead>
      {c.status === 'rejected' && c.rejectReason && (
        <Alert type="error" showIcon className="bh-gap-bottom" title={t('conventions.pub.rejected', { reason: c.rejectReason })} />
      )}
      <div className="bh-cv-detail">
        <div>
          {c.cover && <img src={c.cover} alt={c.title} className="bh-cv-hero bh-gap-bottom" data-testid="convention-cover" />}
          {c.descr && (
            <Typography.Paragraph className="bh-pre" data-testid="convention-descr">
              {c.descr}
            </Typography.Paragraph>
          )}
          {c.content && (
            <Card size="small" className="bh-gap-bottom">
              {/* sanitised by the server (xss) before it was stored */}
              <div className="bh-cv-content" data-testid="convention-content" dangerouslySetInnerHTML={{ __html: c.content }} />
            </Card>
          )}
          {c.pictures.length > 0 && (
            <Card size="small" title={t('conventions.detail.pictures')} className="bh-gap-bottom">
              <Pictures pictures={c.pictures} name={c.title} testId="convention-pictures" />
            </Card>
          )}
        </div>
        <div>
          <Facts>
            <Descriptions.Item label={t('conventions.field.dates')}>
              <span data-testid="convention-dates">
                <Dates sdate={c.sdate} edate={c.edate} />
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('conventions.field.sizes')}>
              <span data-testid="convention-sizes">{t('conventions.field.sizesValue', { sizes: c.sizes.toLocaleString() })}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('conventions.field.addrs')}>
              <span data-testid="convention-addrs">
                {c.city}
                {c.addrs ? ` · ${c.addrs}` : ''}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('conventions.detail.contact')}>
              {member && c.contacter !== null ? (
                <span data-testid="convention-contact">
                  <UserOutlined /> {c.contacter} <PhoneOutlined /> <a href={`tel:${c.phone ?? ''}`}>{c.phone}</a>
                </span>
              ) : (
                <Link to={loginPath(location)} data-testid="convention-contact-login">
                  <LockOutlined /> {t('conventions.detail.loginForContact')}
                </Link>
              )}
            </Descriptions.Item>
          </Facts>
          {venue && (
            <Card
              size="small"
              title={
                <span>
                  <BankOutlined /> {t('conventions.field.venue')}
                </span>
              }
              extra={
                <Link to={`/conventionSpace/spaceInfo?id=${venue.id}`} data-testid="convention-venue-link">
                  {t('conventions.detail.venueLink')}
                </Link>
              }
            >
              <VenueCard item={venueSummary(venue)} />
            </Card>
          )}
        </div>
      </div>
    </div>
  );
}
