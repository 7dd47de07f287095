import { Card, Descriptions, Empty, Image, List, Space, Table, Typography } from 'antd';
import { EnvironmentOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LinkResult } from '../../../components/LinkResult';
import { PageSpin } from '../../../app/PageSpin';
import { useI18n } from '../../../i18n';
import { isApiError } from '../../../lib/request';
import { useSession } from '../../account/session';
import { venueKeys, venuesApi, type VenueDetail as Venue } from '../api';
import { Dates } from '../components/Cards';
import { VenueFav } from '../components/VenueFav';
import { PanoramaViewer } from '../panorama/PanoramaViewer';
import { ShareButton, useIdParam } from '../components/PageBits';
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
    return (
      <LinkResult
        status={isApiError(venue.error) && venue.error.kind !== 'business' ? 'error' : '404'}
        title={t('conventions.venue.missing')}
        subTitle={isApiError(venue.error) ? venue.error.userMessage : ''}
        testId="venue-missing"
        to="/conventionSpace?tab=venues"
        action={t('conventions.detail.back')}
      />
    );
  return <VenueView venue={venue.data} />;
}

function VenueView({ venue }: { venue: Venue }) {
  const { t } = useI18n();
  return (
    <div className="bh-container" data-testid="venue-detail">
      <div className="bh-cv-head bh-gap-bottom">
        <Typography.Title level={2} data-testid="venue-name">
          {venue.name}
        </Typography.Title>
        <Space>
          <VenueFav id={venue.id} fav={venue.fav} />
          <ShareButton title={venue.name} />
        </Space>
      </div>
      <div className="bh-cv-detail">
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
            {venue.pictures.length > 0 && (
              <Image.PreviewGroup>
                <Space wrap className="bh-cv-thumbs" data-testid="venue-pictures">
                  {venue.pictures.map((src, i) => (
                    <Image key={src} src={src} alt={`${venue.name} ${i + 1}`} width={104} height={78} />
                  ))}
                </Space>
              </Image.PreviewGroup>
            )}
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
          <Card size="small" className="bh-gap-bottom">
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('conventions.venue.address')}>
                <span data-testid="venue-address">
                  <EnvironmentOutlined /> {venue.city} · {venue.address}
                </span>
              </Descriptions.Item>
              <Descriptions.Item label={t('conventions.venue.halls')}>
                {t('conventions.venue.largest', { plaza: venue.plaza.toLocaleString(), sizes: venue.sizes.toLocaleString() })}
              </Descriptions.Item>
            </Descriptions>
          </Card>
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
