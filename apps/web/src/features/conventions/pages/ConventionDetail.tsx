import BankOutlined from '@ant-design/icons-svg/es/asn/BankOutlined';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import PhoneOutlined from '@ant-design/icons-svg/es/asn/PhoneOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import { loginPath } from '../../../components/access';
import { PageSpin } from '../../../components/PageSpin';
import { Note, Panel, type Fact } from '../../../components/lite/Content';
import { Icon } from '../../../components/lite/Icon';
import { Pictures } from '../../../components/lite/Pictures';
import { useI18n } from '../../../i18n';
import { useSession } from '../../account/session';
import { conventionKeys, conventionsApi, venueSummary, type ConventionInfo } from '../api';
import { Dates, VenueCard } from '../components/Cards';
import { PublishTag } from '../components/StatusTag';
import { DetailHead, FactsBox, MissingDetail, ShareButton } from '../components/PageBits';
import '../conventions.css';
import { cityIn } from '@boothhub/shared/cities';

/**
 * /conventionSpace/:id: Common/huiyiInfo for visitors, Article/huiyiInfo for members (with contacter and phone). The
 * content is HTML the server sanitised when it was saved (docs/rules/catalogue.md), so it is shown as it is. Plain
 * markup (components/lite): a `lazyPage()` route (decision 045's later note).
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
  const { t, lang } = useI18n();
  const location = useLocation();
  const c = info.huiyi;
  const venue = info.huichang;
  const facts: Fact[] = [
    {
      key: 'dates',
      label: t('conventions.field.dates'),
      children: (
        <span data-testid="convention-dates">
          <Dates sdate={c.sdate} edate={c.edate} />
        </span>
      ),
    },
    {
      key: 'sizes',
      label: t('conventions.field.sizes'),
      children: <span data-testid="convention-sizes">{t('conventions.field.sizesValue', { sizes: c.sizes.toLocaleString() })}</span>,
    },
    {
      key: 'addrs',
      label: t('conventions.field.addrs'),
      children: (
        <span data-testid="convention-addrs">
          {cityIn(c.city, lang)}
          {c.addrs ? ` · ${c.addrs}` : ''}
        </span>
      ),
    },
    {
      key: 'contact',
      label: t('conventions.detail.contact'),
      children:
        member && c.contacter !== null ? (
          <span data-testid="convention-contact">
            <Icon icon={UserOutlined} /> {c.contacter} <Icon icon={PhoneOutlined} /> <a href={`tel:${c.phone ?? ''}`}>{c.phone}</a>
          </span>
        ) : (
          <Link to={loginPath(location)} data-testid="convention-contact-login">
            <Icon icon={LockOutlined} /> {t('conventions.detail.loginForContact')}
          </Link>
        ),
    },
  ];
  return (
    <div className="bh-container" data-testid="convention-detail">
      <DetailHead title={c.title} testId="convention-title">
        {c.status !== 'approved' && <PublishTag status={c.status} testId="convention-status" />}
        <ShareButton title={c.title} />
      </DetailHead>
      {c.status === 'rejected' && c.rejectReason && (
        <div className="bh-gap-bottom">
          <Note error testId="convention-rejected">
            {t('conventions.pub.rejected', { reason: c.rejectReason })}
          </Note>
        </div>
      )}
      <div className="bh-detail-cols">
        <div>
          {c.cover && <img src={c.cover} alt={c.title} className="bh-cv-hero bh-gap-bottom" data-testid="convention-cover" />}
          {c.descr && (
            <p className="bh-pre" data-testid="convention-descr">
              {c.descr}
            </p>
          )}
          {c.content && (
            <Panel className="bh-gap-bottom">
              {/* sanitised by the server (xss) before it was stored */}
              <div className="bh-cv-content" data-testid="convention-content" dangerouslySetInnerHTML={{ __html: c.content }} />
            </Panel>
          )}
          {c.pictures.length > 0 && (
            <Panel title={t('conventions.detail.pictures')} className="bh-gap-bottom">
              <Pictures pictures={c.pictures} name={c.title} testId="convention-pictures" />
            </Panel>
          )}
        </div>
        <div>
          <FactsBox items={facts} />
          {venue && (
            <Panel
              title={
                <>
                  <Icon icon={BankOutlined} /> {t('conventions.field.venue')}
                </>
              }
              extra={
                <Link to={`/conventionSpace/spaceInfo?id=${venue.id}`} data-testid="convention-venue-link">
                  {t('conventions.detail.venueLink')}
                </Link>
              }
            >
              <VenueCard item={venueSummary(venue)} />
            </Panel>
          )}
        </div>
      </div>
    </div>
  );
}
