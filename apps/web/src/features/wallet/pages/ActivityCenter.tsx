import { Button, Card, List, Skeleton, Tag, Typography } from 'antd';
import { CalendarOutlined, GiftOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDateTime, useI18n } from '../../../i18n';
import { usePagedList } from '../../../lib/usePagedList';
import { usePager } from '../../../components/PagedPagination';
import '../../../components/components.css';
import { walletApi, walletKeys } from '../api';
import { useWalletDone } from '../components/useWalletDone';
import { usePointsKindLabel } from '../labels';
import { coinsFormatter, Figures, IconTitle, testIdFormatter } from '../components/Figures';

/**
 * /personalCenter/activityCenter: the daily check-in (points once per Asia/Shanghai day), the streak, how the points
 * were earned, and the coin rewards received from promotions, activities and invitations.
 */
export default function ActivityCenter() {
  const { t } = useI18n();
  const done = useWalletDone();
  const pointsKind = usePointsKindLabel();
  const info = useQuery({ queryKey: walletKeys.activity, queryFn: walletApi.activityInfo });
  const points = usePagedList({ filter: {}, queryKey: walletKeys.points, queryFn: walletApi.points, pageSize: 10 });
  const pager = usePager(points, { sizeChanger: false, pagedOnly: true });
  const d = info.data;

  const checkin = useMutation({
    mutationFn: async () => {
      const r = await walletApi.checkin();
      await done(t('activity.checkedIn', { points: r.gained, streak: r.streak }));
    },
  });

  if (!d) return <Card>{info.isPending ? <Skeleton active /> : null}</Card>;
  return (
    <>
      <Card title={<IconTitle icon={<CalendarOutlined />} title={t('activity.checkin')} />} className="bh-gap-bottom">
        <Figures
          items={[
            { id: 'points', title: t('activity.points'), value: d.points, formatter: testIdFormatter('activity-points') },
            { id: 'streak', title: t('activity.streak'), value: d.streak },
            { id: 'perDay', title: t('activity.perDay'), value: d.checkinPoints },
          ]}
        />
        <div className="bh-wallet-actions">
          <Button
            type="primary"
            size="large"
            disabled={d.checkedInToday}
            loading={checkin.isPending}
            onClick={() => checkin.mutate()}
            data-testid="activity-checkin"
          >
            {d.checkedInToday ? t('activity.doneToday') : t('activity.checkinButton', { points: d.checkinPoints })}
          </Button>
        </div>
        {d.recentDays.length > 0 && (
          <>
            <Typography.Paragraph type="secondary" className="bh-gap-top">
              {t('activity.recent')}
            </Typography.Paragraph>
            <div className="bh-checkin-days">
              {d.recentDays.map((day) => (
                <Tag key={day} color="green">
                  {day.slice(5)}
                </Tag>
              ))}
            </div>
          </>
        )}
      </Card>
      <Card title={<IconTitle icon={<GiftOutlined />} title={t('activity.rewards')} />} className="bh-gap-bottom">
        <Figures
          items={[
            { id: 'spreadcoins', title: t('wallet.kind.spreadcoins'), value: d.spreadcoins, formatter: coinsFormatter() },
            { id: 'activecoins', title: t('wallet.kind.activecoins'), value: d.activecoins, formatter: coinsFormatter() },
            { id: 'invitcoins', title: t('wallet.kind.invite_reward'), value: d.invitcoins, formatter: coinsFormatter() },
          ]}
        />
        <Typography.Paragraph type="secondary" className="bh-gap-top-s">
          {t('activity.rewardsNote')} <Link to="/personalCenter/invite">{t('wallet.title.invite')}</Link>
        </Typography.Paragraph>
      </Card>
      <Card title={t('activity.history')}>
        <List
          loading={points.query.isFetching}
          dataSource={points.rows}
          data-testid="activity-history"
          pagination={pager}
          renderItem={(e) => (
            <List.Item key={e.id} extra={<strong className="bh-money bh-money-in">+{e.points}</strong>}>
              <List.Item.Meta title={pointsKind(e.kind)} description={formatDateTime(e.dates)} />
            </List.Item>
          )}
        />
      </Card>
    </>
  );
}
