import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import GiftOutlined from '@ant-design/icons-svg/es/asn/GiftOutlined';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDateTime, useI18n } from '../../../i18n';
import { usePagedList } from '../../../lib/usePagedList';
import { PagedPagination } from '../../../components/PagedPagination';
import { Panel, Skeleton, Tag } from '../../../components/lite/Content';
import { BusyMark } from '../../../components/lite/Form';
import { Icon } from '../../../components/lite/Icon';
import '../../../components/components.css';
import { walletApi, walletKeys } from '../api';
import { useWalletDone } from '../components/useWalletDone';
import { usePointsKindLabel } from '../labels';
import { coinsFormatter, Figures, IconTitle, testIdFormatter } from '../components/Figures';

/**
 * /personalCenter/activityCenter: the daily check-in (points once per Asia/Shanghai day), the streak, how the points
 * were earned, and the coin rewards received from promotions, activities and invitations. Plain markup
 * (components/lite).
 */
export default function ActivityCenter() {
  const { t } = useI18n();
  const done = useWalletDone();
  const pointsKind = usePointsKindLabel();
  const info = useQuery({ queryKey: walletKeys.activity, queryFn: walletApi.activityInfo });
  const points = usePagedList({ filter: {}, queryKey: walletKeys.points, queryFn: walletApi.points, pageSize: 10 });
  const d = info.data;

  const checkin = useMutation({
    mutationFn: async () => {
      const r = await walletApi.checkin();
      await done(t('activity.checkedIn', { points: r.gained, streak: r.streak }));
    },
  });

  if (!d) return <Panel large>{info.isPending ? <Skeleton /> : null}</Panel>;
  return (
    <>
      <Panel large title={<IconTitle icon={<Icon icon={CalendarOutlined} />} title={t('activity.checkin')} />} className="bh-gap-bottom">
        <Figures
          items={[
            { id: 'points', title: t('activity.points'), value: d.points, formatter: testIdFormatter('activity-points') },
            { id: 'streak', title: t('activity.streak'), value: d.streak },
            { id: 'perDay', title: t('activity.perDay'), value: d.checkinPoints },
          ]}
        />
        <div className="bh-wallet-actions">
          <button
            type="button"
            className="bh-btn bh-btn-primary bh-btn-large"
            disabled={d.checkedInToday || checkin.isPending}
            aria-busy={checkin.isPending}
            onClick={() => checkin.mutate()}
            data-testid="activity-checkin"
          >
            {checkin.isPending && <BusyMark />}
            {d.checkedInToday ? t('activity.doneToday') : t('activity.checkinButton', { points: d.checkinPoints })}
          </button>
        </div>
        {d.recentDays.length > 0 && (
          <>
            <p className="bh-secondary bh-paragraph bh-gap-top" id="activity-recent">
              {t('activity.recent')}
            </p>
            <ul className="bh-checkin-days" aria-labelledby="activity-recent">
              {d.recentDays.map((day) => (
                <li key={day}>
                  <Tag color="green">{day.slice(5)}</Tag>
                </li>
              ))}
            </ul>
          </>
        )}
      </Panel>
      <Panel large title={<IconTitle icon={<Icon icon={GiftOutlined} />} title={t('activity.rewards')} />} className="bh-gap-bottom">
        <Figures
          items={[
            { id: 'spreadcoins', title: t('wallet.kind.spreadcoins'), value: d.spreadcoins, formatter: coinsFormatter() },
            { id: 'activecoins', title: t('wallet.kind.activecoins'), value: d.activecoins, formatter: coinsFormatter() },
            { id: 'invitcoins', title: t('wallet.kind.invite_reward'), value: d.invitcoins, formatter: coinsFormatter() },
          ]}
        />
        <p className="bh-secondary bh-paragraph bh-gap-top-s">
          {t('activity.rewardsNote')} <Link to="/personalCenter/invite">{t('wallet.title.invite')}</Link>
        </p>
      </Panel>
      <Panel large title={t('activity.history')}>
        <div className={points.query.isFetching ? 'bh-busy' : undefined} aria-busy={points.query.isFetching} data-testid="activity-history">
          {points.query.isPending ? (
            <Skeleton />
          ) : points.rows.length === 0 ? (
            <p className="bh-empty">{t('empty.noData')}</p>
          ) : (
            <ul className="bh-plain-list">
              {points.rows.map((e) => (
                <li key={e.id} className="bh-points-item">
                  <div>
                    <div>{pointsKind(e.kind)}</div>
                    <div className="bh-secondary">{formatDateTime(e.dates)}</div>
                  </div>
                  <strong className="bh-money bh-money-in">+{e.points}</strong>
                </li>
              ))}
            </ul>
          )}
        </div>
        <PagedPagination list={points} sizeChanger={false} pagedOnly />
      </Panel>
    </>
  );
}
