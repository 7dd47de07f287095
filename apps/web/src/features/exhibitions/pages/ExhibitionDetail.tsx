import '../exhibitions.css';
import { Button, Card, Descriptions, Image, List, Result, Space, Tag, Typography } from 'antd';
import { BorderOuterOutlined, DownloadOutlined, LinkOutlined, PictureOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { formatCents } from '@boothhub/shared';
import { useI18n } from '../../../i18n';
import { PageSpin } from '../../../app/PageSpin';
import { exhibitionsApi, useExhibition, useExhibitionTasks } from '../api';
import { FavouriteHeart } from '../components/FavouriteHeart';
import { RulesBox } from '../components/RulesBox';
import { ExhibitionStatusTag } from '../components/StatusTag';
import { cityLabel, industryLabel } from '../lib/choices';
import { EntryEditLink } from '../../../components/MineBits';
import { message } from '../../../app/notice';

/** The id of /exhibition/:id, or null when it is not a positive integer. */
export function useExhibitionId(): number | null {
  const { id } = useParams();
  const n = Number(id);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * /exhibition/:id (Common/huizhanInfo): cover and gallery with zoom, dates, venue (linked), organiser, area,
 * exhibitors, the server-sanitised rich content, build rules, the open tasks for it, favourite, share, download of
 * all images, the floor plan and, for its publisher or an admin, edit.
 */
export default function ExhibitionDetail() {
  const { t } = useI18n();
  const id = useExhibitionId();
  const q = useExhibition(id);
  const tasks = useExhibitionTasks(id);
  const download = useMutation({
    mutationFn: () => exhibitionsApi.download(id!),
    onSuccess: (d) => window.location.assign(d.url),
  });

  if (id !== null && q.isPending) return <PageSpin />;
  if (id === null || q.isError || !q.data)
    return (
      <Result
        status="404"
        title={t('exhibitions.detail.missing')}
        extra={<Link to="/exhibition">{t('exhibitions.detail.back')}</Link>}
        data-testid="ex-missing"
      />
    );
  const e = q.data;
  const share = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      message.success(t('exhibitions.detail.copied'), 1.5);
    } catch {
      message.info(window.location.href);
    }
  };
  const venue = e.venue ? (
    <Link to={`/conventionSpace/spaceInfo?id=${e.venue.id}`} data-testid="ex-venue-link">
      {e.venue.name}
    </Link>
  ) : (
    e.address || '—'
  );

  return (
    <div className="bh-container" data-testid="ex-detail">
      <div className="bh-ex-detail-head">
        <div className="bh-ex-detail-cover">
          <Image.PreviewGroup>
            {e.cover ? (
              <Image src={e.cover} alt={e.title} width="100%" data-testid="ex-cover" />
            ) : (
              <div className="bh-ex-cover-empty">
                <PictureOutlined />
              </div>
            )}
            {e.gallery.length > 0 && (
              <div className="bh-ex-thumbs" aria-label={t('exhibitions.detail.gallery')} data-testid="ex-gallery">
                {e.gallery.map((g) => (
                  <Image key={g.fileId} src={g.url} alt="" width={96} height={64} style={{ objectFit: 'cover', borderRadius: 4 }} />
                ))}
              </div>
            )}
          </Image.PreviewGroup>
        </div>
        <div>
          <Space align="start" className="bh-full" style={{ justifyContent: 'space-between' }}>
            <Typography.Title level={2} className="bh-no-margin" data-testid="ex-title">
              {e.title}
            </Typography.Title>
            <FavouriteHeart id={e.id} fav={e.fav === true} size="large" />
          </Space>
          <Space wrap className="bh-gap-top-s">
            <Tag>{industryLabel(t, e.industry)}</Tag>
            <Tag>{cityLabel(t, e.city)}</Tag>
            {e.status !== 'approved' && <ExhibitionStatusTag status={e.status} testId="ex-status" />}
            {e.rejectReason && <Typography.Text type="danger">{t('exhibitions.pub.rejected', { reason: e.rejectReason })}</Typography.Text>}
          </Space>
          <Descriptions
            column={1}
            size="small"
            className="bh-gap-top-s"
            items={[
              {
                key: 'dates',
                label: t('exhibitions.detail.dates'),
                children: <span data-testid="ex-dates">{t('exhibitions.card.dates', { sdate: e.sdate, edate: e.edate })}</span>,
              },
              { key: 'venue', label: t('exhibitions.detail.venue'), children: venue },
              ...(e.organiser ? [{ key: 'org', label: t('exhibitions.detail.organiser'), children: e.organiser }] : []),
              ...(e.area
                ? [{ key: 'area', label: t('exhibitions.detail.area'), children: t('exhibitions.card.area', { area: e.area.toLocaleString() }) }]
                : []),
              ...(e.exhibitors ? [{ key: 'exh', label: t('exhibitions.detail.exhibitors'), children: e.exhibitors.toLocaleString() }] : []),
            ]}
          />
          <div className="bh-ex-actions">
            <Link to={`/exhibitionBooth?id=${e.id}`} data-testid="ex-floor-plan">
              <Button type="primary" icon={<BorderOuterOutlined />} tabIndex={-1}>
                {t('exhibitions.detail.floorPlan')}
              </Button>
            </Link>
            <Button icon={<LinkOutlined />} onClick={() => void share()} data-testid="ex-share">
              {t('exhibitions.detail.share')}
            </Button>
            <Button icon={<DownloadOutlined />} loading={download.isPending} onClick={() => download.mutate()} data-testid="ex-download">
              {t('exhibitions.detail.download')}
            </Button>
            {(e.can.edit || e.can.plan) && (
              <EntryEditLink to={`/uploadExhibition?id=${e.id}`} testId="ex-edit">
                {t('exhibitions.detail.edit')}
              </EntryEditLink>
            )}
          </div>
          {e.descr && <Typography.Paragraph type="secondary">{e.descr}</Typography.Paragraph>}
        </div>
      </div>
      <div className="bh-ex-detail-head bh-gap-top">
        <Card title={t('exhibitions.detail.about')} size="small">
          {/* sanitised by the server when written (docs/rules/catalogue.md) */}
          <div className="bh-ex-content" dangerouslySetInnerHTML={{ __html: e.content }} data-testid="ex-content" />
        </Card>
        <Space orientation="vertical" className="bh-full" size={16}>
          <RulesBox rules={e.rules} />
          <Card title={t('exhibitions.detail.tasks')} size="small" data-testid="ex-tasks">
            {tasks.data?.listItem.length === 0 ? (
              <Typography.Text type="secondary">{t('exhibitions.detail.noTasks')}</Typography.Text>
            ) : (
              <List
                size="small"
                loading={tasks.isPending}
                dataSource={tasks.data?.listItem ?? []}
                renderItem={(task) => (
                  <List.Item extra={<Typography.Text type="secondary">{t('tasks.coins', { amount: formatCents(task.cost) })}</Typography.Text>}>
                    <Link to={`/orderDetail?id=${task.id}`} data-testid={`ex-task-${task.id}`}>
                      {task.title}
                    </Link>
                    <Typography.Text type="secondary"> · {task.sizes}</Typography.Text>
                  </List.Item>
                )}
              />
            )}
          </Card>
        </Space>
      </div>
    </div>
  );
}
