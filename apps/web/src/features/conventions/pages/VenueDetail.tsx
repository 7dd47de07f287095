import { Card, Empty, List, Table, Typography } from 'antd';
import { EnvironmentOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageSpin } from '../../../app/PageSpin';
import { useI18n } from '../../../i18n';
import { useSession } from '../../account/session';
import { venueKeys, venuesApi, type VenueDetail as Venue } from '../api';
import { Dates } from '../components/Cards';
import { VenueFav } from '../components/VenueFav';
import { PanoramaViewer } from '../panorama/PanoramaViewer';
import { DetailHead, FactsBox, MissingDetail, ShareButton } from '../components/PageBits';
import { Pictures } from '../../../components/lite/Pictures';
import { useIdParam } from '../../../lib/useRecord';
import '../conventions.css';

/** /conventionSpace/spaceInfo?id=N (Common/huichangInfo): cover, pictures, halls, 360° views, upcoming conventions. */
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
  const { t } = useI18n();
  return (
    <div className="bh-container" data-testid="venue-detail">
      <DetailHead title={venue.name} testId="venue-name">
        <VenueFav id={venue.id} fav={venue.fav} />
        <ShareButton title={venue.name} />
      </DetailHead>
      <div className="bh-detail-cols">
        <div>
          {venue.descr.faceimg && <img src={venue.descr.faceimg} alt={venue.name} className="bh-cv-hero bh-gap-bottom" data-testid="venue-cover" />}
          {venue.panoramas.length > 0 && (
            <Card size="small" title={t('conventions.venue.panorama')} className="bh-gap-bottom">
              <PanoramaViewer urls={venue.panoramas} />
            </Card>
          )}
          <Card size="small" title={t('conventions.venue.about')} className="bh-gap-bottom">
            <Typography.Paragraph className="bh-pre" data-testid="venue-descr">
              {venue.descr.text}
            </Typography.Paragraph>
            {venue.pictures.length > 0 && <Pictures pictures={venue.pictures} name={venue.name} testId="venue-pictures" />}
          </Card>
          <Card size="small" title={t('conventions.venue.halls')} className="bh-gap-bottom">
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={venue.halls}
              data-testid="venue-halls"
              columns={[
                { key: 'name', title: t('conventions.venue.hall'), dataIndex: 'name' },
                { key: 'plaza', title: t('conventions.venue.area'), dataIndex: 'plaza', align: 'right', render: (v: number) => v.toLocaleString() },
                {
                  key: 'sizes',
                  title: t('conventions.venue.capacity'),
                  dataIndex: 'sizes',
                  align: 'right',
                  render: (v: number) => v.toLocaleString(),
                },
              ]}
            />
          </Card>
        </div>
        <div>
          <FactsBox
            items={[
              {
                key: 'address',
                label: t('conventions.venue.address'),
                children: (
                  <span data-testid="venue-address">
                    <EnvironmentOutlined /> {venue.city} · {venue.address}
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
          <Card size="small" title={t('conventions.venue.upcoming')}>
            {venue.conventions.length === 0 ? (
              <Empty description={t('conventions.venue.noUpcoming')} />
            ) : (
              <List
                size="small"
                dataSource={venue.conventions}
                data-testid="venue-upcoming"
                renderItem={(c) => (
                  <List.Item key={c.id}>
                    <List.Item.Meta
                      avatar={c.cover ? <img src={c.cover} alt="" className="bh-cv-mini" /> : undefined}
                      title={<Link to={`/conventionSpace/${c.id}`}>{c.title}</Link>}
                      description={<Dates sdate={c.sdate} edate={c.edate} />}
                    />
                  </List.Item>
                )}
              />
            )}
          </Card>
        </div>
      </div>
    </div>
  );
}
