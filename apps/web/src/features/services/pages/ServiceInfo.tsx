import { Suspense, useState } from 'react';
import ShoppingCartOutlined from '@ant-design/icons-svg/es/asn/ShoppingCartOutlined';
import { formatCents } from '@boothhub/shared';
import { Link } from 'react-router';
import { PageSpin } from '../../../components/PageSpin';
import { lazyPlain } from '../../../lib/lazyPlain';
import { EntryEditLink } from '../../../components/EntryEditLink';
import { ResultView } from '../../../components/LinkResult';
import { Avatar, Facts, Note, Panel, Tag } from '../../../components/lite/Content';
import { Icon } from '../../../components/lite/Icon';
import { useI18n } from '../../../i18n';
import { useIdParam } from '../../../lib/useRecord';
import { useMember, useSession } from '../../account/session';
import { deliverableLabel, opensLabel, styleLabel, typeLabel } from '../../tasks/labels';
import { useService } from '../api';
import '../services.css';
import { cityIn } from '@boothhub/shared/cities';

// buying is for a signed-in business: the brief and PIN form (plain) loads for them, a visitor never does (decision 045)
const BuyDialog = lazyPlain(() => import('../components/BuyDialog').then((m) => m.BuyDialog));

/**
 * /serviceInfo?id= (Common/serviceInfo): the package, its designer's card, and Buy (businesses) with the brief and the
 * PIN. Plain markup (components/lite), a `lazyPage()` route; the buy dialog is plain too, loaded for a member who may buy.
 */
export default function ServiceInfo() {
  const { t, lang } = useI18n();
  const id = useIdParam();
  const service = useService(id);
  const session = useSession();
  const member = useMember();
  const [buying, setBuying] = useState(false);

  if (!id) return <ResultView status="404" title={t('services.notFound')} />;
  if (service.isLoading) return <PageSpin />;
  if (service.isError || !service.data)
    return <ResultView status="404" title={t('services.notFound')} extra={<Link to="/service">{t('services.title.list')}</Link>} />;
  const s = service.data;
  const d = s.designer;
  const price = formatCents(s.price);
  const isBusiness = (member.data?.role ?? session.role) === 'business';

  return (
    <div className="bh-container" data-testid="service-detail">
      <div className="bh-detail-cols">
        <div>
          <Panel>
            {s.cover && <img src={s.cover} alt={s.title} className="bh-service-detail-cover" />}
            <h1 className="bh-service-title" data-testid="service-title">
              {s.title}
            </h1>
            {s.status === 'paused' && (
              <div className="bh-gap-bottom">
                <Note>{t('services.pausedNote')}</Note>
              </div>
            )}
            <Facts
              columns={2}
              items={[
                { key: 'category', label: t('services.field.category'), children: typeLabel(lang, s.category) },
                { key: 'style', label: t('services.field.style'), children: styleLabel(lang, s.style) },
                { key: 'plaza', label: t('services.field.plaza'), children: s.plaza },
                { key: 'opens', label: t('services.field.opens'), children: opensLabel(lang, s.opens) },
                { key: 'days', label: t('services.field.days'), children: s.days },
                { key: 'revisions', label: t('services.field.revisions'), children: s.revisions },
                {
                  key: 'deliverables',
                  label: t('services.field.deliverables'),
                  children: (
                    <span className="bh-row-wrap">
                      {s.deliverables.map((k) => (
                        <Tag key={k}>{deliverableLabel(lang, k)}</Tag>
                      ))}
                    </span>
                  ),
                },
              ]}
            />
            {s.descr && <p className="bh-service-descr bh-gap-top">{s.descr}</p>}
          </Panel>
        </div>
        <div>
          <Panel>
            <p className="bh-service-price" data-testid="service-detail-price">
              {t('services.card.price', { coins: price })}
            </p>
            <div className="bh-row-wrap">
              {s.can.buy && (
                <button
                  type="button"
                  className="bh-btn bh-btn-primary"
                  aria-haspopup="dialog"
                  onClick={() => setBuying(true)}
                  data-testid="service-buy"
                >
                  <Icon icon={ShoppingCartOutlined} />
                  <span>{t('services.buy', { coins: price })}</span>
                </button>
              )}
              {!session.loginState && (
                <Link
                  to={`/login?redirect=${encodeURIComponent(`/serviceInfo?id=${s.id}`)}`}
                  className="bh-btn bh-btn-primary"
                  data-testid="service-buy-login"
                >
                  {t('services.buyLogin')}
                </Link>
              )}
              {session.loginState && !s.can.buy && !s.can.edit && !isBusiness && <span className="bh-secondary">{t('services.businessOnly')}</span>}
              {s.can.edit && <EntryEditLink to={`/personalCenter/editService?id=${s.id}`}>{t('services.edit')}</EntryEditLink>}
            </div>
          </Panel>
          <Panel title={t('services.field.designer')} className="bh-gap-top" testId="service-designer">
            <div className="bh-service-designer">
              <Avatar size={56} src={d.userlogo} name={d.nickname} id={d.cardno} eager />
              <div>
                <strong>{d.nickname}</strong>
                {d.city && <div>{cityIn(d.city, lang)}</div>}
                <div>{d.rating !== null ? t('services.designerRating', { rating: d.rating.toFixed(1) }) : t('services.designerNoRating')}</div>
                <div>{t('services.designerCompleted', { n: d.completed })}</div>
                <Link to={`/designInfo?cardno=${d.cardno}`}>{t('services.designerPage')}</Link>
              </div>
            </div>
          </Panel>
        </div>
      </div>
      {s.can.buy && (
        <Suspense fallback={null}>
          <BuyDialog service={s} open={buying} onClose={() => setBuying(false)} />
        </Suspense>
      )}
    </div>
  );
}
