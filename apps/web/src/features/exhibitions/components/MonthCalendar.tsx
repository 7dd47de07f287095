import { useState } from 'react';
import { Button, Calendar, Empty, Grid, List, Space, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n';
import { runsOn } from '../lib/filters';

export interface CalendarItem {
  id: number;
  title: string;
  sdate: string;
  edate: string;
  city: string;
}

const DAY = 'YYYY-MM-DD';

/**
 * A month of exhibitions: each day shows the exhibitions running that day (titles on wide screens, a count on
 * phones); choosing a day lists them below, each a link to its detail page.
 */
export function MonthCalendar({ month, items, onMonth }: { month: Dayjs; items: CalendarItem[]; onMonth: (m: Dayjs) => void }) {
  const { t } = useI18n();
  const screens = Grid.useBreakpoint();
  const wide = !!screens.md;
  const [day, setDay] = useState<string | null>(null);
  const shownDay = day && dayjs(day).isSame(month, 'month') ? day : null;
  const onDay = (d: string) => items.filter((e) => runsOn(e, d));
  const chosen = shownDay ? onDay(shownDay) : [];

  return (
    <div data-testid="ex-calendar" className="bh-ex-calendar">
      <Calendar
        headerRender={() => (
          <Space className="bh-ex-cal-head">
            <Button
              icon={<LeftOutlined />}
              aria-label={t('exhibitions.calendar.prev')}
              onClick={() => onMonth(month.subtract(1, 'month'))}
              data-testid="ex-cal-prev"
            />
            <Typography.Title level={4} className="bh-no-margin" data-testid="ex-cal-month">
              {month.format(t('exhibitions.calendar.monthFormat'))}
            </Typography.Title>
            <Button
              icon={<RightOutlined />}
              aria-label={t('exhibitions.calendar.next')}
              onClick={() => onMonth(month.add(1, 'month'))}
              data-testid="ex-cal-next"
            />
          </Space>
        )}
        value={shownDay ? dayjs(shownDay) : month}
        fullscreen={wide}
        mode="month"
        onPanelChange={(d) => {
          setDay(null);
          onMonth(d.startOf('month'));
        }}
        onSelect={(d, info) => {
          if (info.source === 'date') setDay(d.format(DAY));
          else onMonth(d.startOf('month'));
        }}
        cellRender={(d, info) => {
          if (info.type !== 'date' || !d.isSame(month, 'month')) return null;
          const list = onDay(d.format(DAY));
          if (list.length === 0) return null;
          if (!wide) return <span className="bh-ex-cal-dot">{list.length}</span>;
          return (
            <div className="bh-ex-cal-cell" data-testid={`ex-cal-${d.format(DAY)}`}>
              {list.slice(0, 3).map((e) => (
                <Link key={e.id} to={`/exhibition/${e.id}`} onClick={(ev) => ev.stopPropagation()} title={e.title}>
                  {e.title}
                </Link>
              ))}
              {list.length > 3 && <span>{t('exhibitions.calendar.more', { count: list.length - 3 })}</span>}
            </div>
          );
        }}
      />
      {items.length === 0 && <Empty description={t('exhibitions.calendar.none')} />}
      {shownDay && (
        <div className="bh-ex-day-list" data-testid="ex-cal-day">
          <Typography.Title level={5}>{shownDay}</Typography.Title>
          <List
            size="small"
            bordered
            dataSource={chosen}
            renderItem={(e) => (
              <List.Item>
                <Link to={`/exhibition/${e.id}`}>{e.title}</Link>
                <Typography.Text type="secondary">
                  {e.city} · {t('exhibitions.card.dates', { sdate: e.sdate, edate: e.edate })}
                </Typography.Text>
              </List.Item>
            )}
          />
        </div>
      )}
    </div>
  );
}
