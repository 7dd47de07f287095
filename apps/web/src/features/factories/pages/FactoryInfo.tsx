import { inLang } from '@boothhub/shared/lang';
import { cityIn } from '@boothhub/shared/cities';
import '../factories.css';
import { Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useI18n } from '../../../i18n';
import { PageSpin } from '../../../components/PageSpin';
import { LinkResult } from '../../../components/LinkResult';
import { Avatar, Facts, Panel } from '../../../components/lite/Content';
import { Pictures } from '../../../components/lite/Pictures';
import { factoriesApi, factoryKeys } from '../api';
import { CapabilityTags } from '../components/bits';
import { BuildRecord } from '../components/BuildRecord';
import { useMember, useSession } from '../../account/session';
import { MessageLink } from '../../conversations';
import { lazyPlain } from '../../../lib/lazyPlain';

// what only a business uses loads with its first use (decision 045)
const AskQuoteButton = lazyPlain(() => import('../components/AskQuoteButton').then((m) => m.AskQuoteButton));

/**
 * /factoryInfo?cardno= : a factory's public page — profile, certificates and photos of built booths with a viewer;
 * "Send a message" to its owner, a member like any other (decision 080), for everyone but the owner.
 * Plain markup (components/lite): a `lazyPage()` route (decision 045's later note).
 */
export default function FactoryInfo() {
  const { t, lang } = useI18n();
  const [params] = useSearchParams();
  const cardno = params.get('cardno') ?? '';
  const session = useSession();
  const member = useMember();
  const info = useQuery({
    queryKey: factoryKeys.detail(cardno),
    queryFn: () => factoriesApi.info(cardno),
    enabled: /^\d{8}$/.test(cardno),
    retry: false,
  });
  if (!/^\d{8}$/.test(cardno) || info.isError)
    return (
      <LinkResult status="404" title={t('factories.missing')} subTitle="" testId="fa-missing" to="/factory" action={t('factories.backToList')} />
    );
  if (!info.data) return <PageSpin />;
  const f = info.data;
  const name = inLang(lang, f.companyName, f.companyNameEn);
  const mayMessage = session.ready && session.cardno !== f.cardno;
  const isBusiness = member.data?.role === 'business';
  return (
    <div className="bh-container" data-testid="fa-info-page">
      <div className="bh-fa-info-head">
        <Avatar size={56} src={f.userlogo} name={name} id={f.cardno} eager />
        <h1 className="bh-fa-info-name" data-testid="fa-info-name">
          {name}
        </h1>
      </div>
      {(mayMessage || isBusiness) && (
        <div className="bh-row-wrap bh-gap-bottom">
          {mayMessage && <MessageLink cardno={f.cardno} />}
          {/* after the link: this part comes later and so moves nothing already drawn */}
          {isBusiness && (
            <Suspense fallback={null}>
              <AskQuoteButton cardno={f.cardno} name={name} />
            </Suspense>
          )}
        </div>
      )}
      <div className="bh-stack">
        <Panel>
          <Facts
            columns={2}
            items={[
              { key: 'city', label: t('factories.field.city'), children: cityIn(f.city, lang) },
              {
                key: 'caps',
                label: t('factories.field.capabilities'),
                children: (
                  <span className="bh-row-wrap bh-row-wrap-s">
                    <CapabilityTags value={f.capabilities} />
                  </span>
                ),
              },
              { key: 'area', label: t('factories.field.workshopArea'), children: t('factories.sqm', { n: f.workshopArea }) },
              { key: 'capacity', label: t('factories.field.annualCapacity'), children: t('factories.perYear', { n: f.annualCapacity }) },
            ]}
          />
          {f.descr && <p className="bh-fa-descr">{f.descr}</p>}
        </Panel>
        <BuildRecord f={f} />
        <PhotoPanel title={t('factories.field.photos')} name={name} testId="fa-photos" images={f.photos} width={220} height={140} />
        <PhotoPanel title={t('factories.field.certificates')} name={name} testId="fa-certs" images={f.certificates} width={120} height={160} />
      </div>
    </div>
  );
}

/** One box of a factory's images (photos, certificates) with a viewer, or "No data". */
function PhotoPanel({
  title,
  name,
  testId,
  images,
  width,
  height,
}: {
  title: string;
  name: string;
  testId: string;
  images: { fileId: string; url: string }[];
  width: number;
  height: number;
}) {
  const { t } = useI18n();
  return (
    <Panel title={title} testId={testId}>
      {images.length ? (
        <Pictures pictures={images.map((p) => p.url)} name={`${name} · ${title}`} testId={`${testId}-pictures`} thumb={{ width, height }} />
      ) : (
        <p className="bh-empty">{t('empty.noData')}</p>
      )}
    </Panel>
  );
}
