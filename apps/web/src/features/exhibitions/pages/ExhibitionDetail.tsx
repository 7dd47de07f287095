import '../exhibitions.css';
import BorderOuterOutlined from '@ant-design/icons-svg/es/asn/BorderOuterOutlined';
import DownloadOutlined from '@ant-design/icons-svg/es/asn/DownloadOutlined';
import LinkOutlined from '@ant-design/icons-svg/es/asn/LinkOutlined';
import PictureOutlined from '@ant-design/icons-svg/es/asn/PictureOutlined';
import { useMutation } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { formatCents } from '@boothhub/shared';
import { useI18n } from '../../../i18n';
import { PageSpin } from '../../../components/PageSpin';
import { LinkResult } from '../../../components/LinkResult';
import { EntryEditLink } from '../../../components/EntryEditLink';
import { Facts, Panel, Skeleton, Tag, type Fact } from '../../../components/lite/Content';
import { BusyMark } from '../../../components/lite/Form';
import { Icon } from '../../../components/lite/Icon';
import { Pictures } from '../../../components/lite/Pictures';
import { exhibitionsApi, useExhibition, useExhibitionTasks } from '../api';
import { FavouriteHeart } from '../components/FavouriteHeart';
import { RulesBox } from '../components/RulesBox';
import { BuildScheduleBox } from '../components/BuildScheduleBox';
import { ExhibitionStatusTag } from '../components/StatusTag';
import { industryLabel } from '../lib/choices';
import { message } from '../../../lib/notice';
import { cityIn } from '@boothhub/shared/cities';

/** The id of /exhibition/:id, or null when it is not a positive integer. */
export function useExhibitionId(): number | null {
  const { id } = useParams();
  const n = Number(id);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * /exhibition/:id (Common/huizhanInfo): cover and gallery with zoom, dates, venue (linked), organiser, area,
 * exhibitors, the server-sanitised rich content, build rules, the open tasks for it, favourite, share, download of
 * all images, the floor plan and, for its publisher or an admin, edit. Plain markup (components/lite): a
 * `lazyPage()` route (decision 045's later note).
 */
export default function ExhibitionDetail() {
  const { t, lang } = useI18n();
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
      <LinkResult
        status="404"
        title={t('exhibitions.detail.missing')}
        subTitle=""
        testId="ex-missing"
        to="/exhibition"
        action={t('exhibitions.detail.back')}
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
  const facts: Fact[] = [
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
  ];
  const pictures = [...(e.cover ? [e.cover] : []), ...e.gallery.map((g) => g.url)];

  return (
    <div className="bh-container" data-testid="ex-detail">
      <div className="bh-ex-detail-head">
        <div className="bh-ex-detail-cover">
          {!e.cover && (
            <div className="bh-ex-cover-empty">
              <Icon icon={PictureOutlined} />
            </div>
          )}
          {pictures.length > 0 && (
            <Pictures pictures={pictures} name={e.title} lead={!!e.cover} testId="ex-gallery" thumb={{ width: 96, height: 64 }} />
          )}
        </div>
        <div>
          <div className="bh-ex-title-row">
            <h1 className="bh-ex-title" data-testid="ex-title">
              {e.title}
            </h1>
            <FavouriteHeart id={e.id} fav={e.fav === true} size="large" />
          </div>
          <div className="bh-row-wrap bh-gap-top-s">
            <Tag>{industryLabel(t, e.industry)}</Tag>
            <Tag>{cityIn(e.city, lang)}</Tag>
            {e.status !== 'approved' && <ExhibitionStatusTag status={e.status} testId="ex-status" />}
            {e.rejectReason && <span className="bh-ex-rejected">{t('exhibitions.pub.rejected', { reason: e.rejectReason })}</span>}
          </div>
          <div className="bh-gap-top-s">
            <Facts items={facts} />
          </div>
          <div className="bh-ex-actions">
            {/* the floor plan only where there is one, or for whoever may draw it (issue 32 item 8) */}
            {(e.plots > 0 || e.can.plan) && (
              <Link to={`/exhibitionBooth?id=${e.id}`} className="bh-btn bh-btn-primary" data-testid="ex-floor-plan">
                <Icon icon={BorderOuterOutlined} />
                <span>{t('exhibitions.detail.floorPlan')}</span>
              </Link>
            )}
            <button type="button" className="bh-btn" onClick={() => void share()} data-testid="ex-share">
              <Icon icon={LinkOutlined} />
              <span>{t('exhibitions.detail.share')}</span>
            </button>
            <button
              type="button"
              className="bh-btn"
              aria-busy={download.isPending || undefined}
              onClick={download.isPending ? undefined : () => download.mutate()}
              data-testid="ex-download"
            >
              {download.isPending ? <BusyMark /> : <Icon icon={DownloadOutlined} />}
              <span>{t('exhibitions.detail.download')}</span>
            </button>
            {(e.can.edit || e.can.plan) && (
              <EntryEditLink to={`/uploadExhibition?id=${e.id}`} testId="ex-edit">
                {t('exhibitions.detail.edit')}
              </EntryEditLink>
            )}
          </div>
          {e.descr && <p className="bh-secondary">{e.descr}</p>}
        </div>
      </div>
      <div className="bh-ex-detail-head bh-gap-top">
        <Panel title={t('exhibitions.detail.about')}>
          {/* sanitised by the server when written (docs/rules/catalogue.md) */}
          <div className="bh-ex-content" dangerouslySetInnerHTML={{ __html: e.content }} data-testid="ex-content" />
        </Panel>
        <div className="bh-stack">
          <RulesBox rules={e.rules} />
          <BuildScheduleBox schedule={e.buildSchedule} sdate={e.sdate} />
          <Panel title={t('exhibitions.detail.tasks')} testId="ex-tasks">
            {tasks.isPending ? (
              <Skeleton />
            ) : !tasks.data?.listItem.length ? (
              <span className="bh-secondary">{t('exhibitions.detail.noTasks')}</span>
            ) : (
              <ul className="bh-ex-task-list">
                {tasks.data.listItem.map((task) => (
                  <li key={task.id}>
                    <span>
                      <Link to={`/orderDetail?id=${task.id}`} data-testid={`ex-task-${task.id}`}>
                        {task.title}
                      </Link>
                      <span className="bh-secondary"> · {task.sizes}</span>
                    </span>
                    <span className="bh-secondary">{t('tasks.coins', { amount: formatCents(task.cost) })}</span>
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
