import { useState } from 'react';
import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import GlobalOutlined from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageSpin } from '../../../components/PageSpin';
import { useI18n } from '../../../i18n';
import { useSession } from '../../account/session';
import { venueKeys, venuesApi, type VenueDetail as Venue } from '../api';
import { Dates } from '../components/Cards';
import { VenueFav } from '../components/VenueFav';
import { PanoramaViewer } from '../panorama/PanoramaViewer';
import { DetailHead, FactsBox, MissingDetail, ShareButton } from '../components/PageBits';
import { Panel } from '../../../components/lite/Content';
import { Icon } from '../../../components/lite/Icon';
import { Pictures } from '../../../components/lite/Pictures';
import { ViewerPoster } from '../../../components/lite/ViewerPoster';
import { Table } from '../../../components/lite/Table';
import { useIdParam } from '../../../lib/useRecord';
import '../conventions.css';
import { cityIn } from '@boothhub/shared/cities';

/**
 * /conventionSpace/spaceInfo?id=N (Common/huichangInfo): cover, pictures, halls, 360° views (the first
 * picture flat until the reader opens the viewer: three.js loads on the click), upcoming conventions.
 * Plain markup (components/lite): a `lazyPage()` route (decision 045's later note).
 */
export default function VenueDetail() {
  const { t } = useI18n();
  const id = useIdParam();
  const session = useSession();
  const venue = useQuery({
    queryKey: [...venueKeys.detail(id ?? 0), session.loginState],
    queryFn: () => venuesApi.detail(id!),
    enabled: id !== null,
    retry: false,
  });
  if (id !== null && venue.isPending) return <PageSpin />;
  if (id === null || venue.isError || !venue.data)
    return <MissingDetail error={venue.error} title={t('conventions.venue.missing')} testId="venue-missing" to="/conventionSpace?tab=venues" />;
  return <VenueView venue={venue.data} />;
}

function VenueView({ venue }: { venue: Venue }) {
  const { t, lang } = useI18n();
  const [looking, setLooking] = useState(false);
  const panoramas = venue.panoramas;
  return (
    <div className="bh-container" data-testid="venue-detail">
      <DetailHead title={venue.name} testId="venue-name">
        <VenueFav id={venue.id} fav={venue.fav} />
        <ShareButton title={venue.name} />
      </DetailHead>
      <div className="bh-detail-cols">
        <div>
          {venue.descr.faceimg && <img src={venue.descr.faceimg} alt={venue.name} className="bh-cv-hero bh-gap-bottom" data-testid="venue-cover" />}
          {panoramas.length > 0 && (
            <Panel title={t('conventions.venue.panorama')} className="bh-gap-bottom">
              {looking ? (
                <PanoramaViewer urls={panoramas} focus />
              ) : (
                <ViewerPoster
                  picture={panoramas[0]!}
                  alt={t('conventions.pano.picture', { name: venue.name })}
                  label={t('conventions.pano.open')}
                  hint={panoramas.length > 1 ? t('conventions.pano.count', { n: panoramas.length }) : undefined}
                  icon={GlobalOutlined}
                  onOpen={() => setLooking(true)}
                  size="bh-pano-size"
                  testId="panorama"
                />
              )}
            </Panel>
          )}
          <Panel title={t('conventions.venue.about')} className="bh-gap-bottom">
            <p className="bh-pre bh-cv-text" data-testid="venue-descr">
              {venue.descr.text}
            </p>
            {venue.pictures.length > 0 && <Pictures pictures={venue.pictures} name={venue.name} testId="venue-pictures" />}
          </Panel>
          <Panel title={t('conventions.venue.halls')} className="bh-gap-bottom">
            <Table
              rows={venue.halls}
              rowKey={(h) => h.id}
              caption={t('conventions.venue.halls')}
              testId="venue-halls"
              columns={[
                { key: 'name', title: t('conventions.venue.hall'), render: (h) => h.name },
                { key: 'plaza', title: t('conventions.venue.area'), align: 'right', render: (h) => h.plaza.toLocaleString() },
                { key: 'sizes', title: t('conventions.venue.capacity'), align: 'right', render: (h) => h.sizes.toLocaleString() },
              ]}
            />
          </Panel>
        </div>
        <div>
          <FactsBox
            items={[
              {
                key: 'address',
                label: t('conventions.venue.address'),
                children: (
                  <span data-testid="venue-address">
                    <Icon icon={EnvironmentOutlined} /> {cityIn(venue.city, lang)} · {venue.address}
                  </span>
                ),
              },
              {
                key: 'halls',
                label: t('conventions.venue.halls'),
                children: t('conventions.venue.largest', { plaza: venue.plaza.toLocaleString(), sizes: venue.sizes.toLocaleString() }),
              },
            ]}
          />
          <Panel title={t('conventions.venue.upcoming')}>
            {venue.conventions.length === 0 ? (
              <p className="bh-empty">{t('conventions.venue.noUpcoming')}</p>
            ) : (
              <ul className="bh-cv-upcoming" data-testid="venue-upcoming">
                {venue.conventions.map((c) => (
                  <li key={c.id}>
                    {c.cover && <img src={c.cover} alt="" className="bh-cv-mini" />}
                    <div>
                      <Link to={`/conventionSpace/${c.id}`}>{c.title}</Link>
                      <div className="bh-secondary">
                        <Dates sdate={c.sdate} edate={c.edate} />
                      </div>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </div>
      </div>
    </div>
  );
}
