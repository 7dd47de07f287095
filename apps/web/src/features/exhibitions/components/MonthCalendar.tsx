import { useState } from 'react';
import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import dayjs, { type Dayjs } from 'dayjs';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n';
import { Icon } from '../../../components/lite/Icon';
import { useDesktop } from '../../../lib/useMedia';
import { runsOn } from '../lib/filters';
import { cityIn } from '@boothhub/shared/cities';

export interface CalendarItem {
  id: number;
  title: string;
  sdate: string;
  edate: string;
  city: string;
}

const DAY = 'YYYY-MM-DD';

/** The month's days in weeks (a week starts on Sunday in English, on Monday in Chinese), blank before the 1st and after the last. */
function weeks(month: Dayjs, weekStart: number): (Dayjs | null)[][] {
  const first = month.startOf('month');
  const cells: (Dayjs | null)[] = Array.from({ length: (first.day() - weekStart + 7) % 7 }, () => null);
  for (let i = 0; i < month.daysInMonth(); i++) cells.push(first.add(i, 'day'));
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/**
 * A month of exhibitions in plain markup (antd's Calendar was here): a table of the month's days, each showing the
 * exhibitions running that day (titles on wide screens, a count on phones); a day's button lists them below, each a
 * link to its detail page. `loading`: the month's exhibitions are on their way (no "none this month" yet).
 */
export function MonthCalendar({
  month,
  items,
  onMonth,
  loading = false,
}: {
  month: Dayjs;
  items: CalendarItem[];
  onMonth: (m: Dayjs) => void;
  loading?: boolean;
}) {
  const { t, lang } = useI18n();
  const wide = useDesktop();
  const [day, setDay] = useState<string | null>(null);
  const shownDay = day && dayjs(day).isSame(month, 'month') ? day : null;
  const onDay = (d: string) => items.filter((e) => runsOn(e, d));
  const chosen = shownDay ? onDay(shownDay) : [];
  const weekStart = lang === 'zh-CN' ? 1 : 0;
  const weekday = new Intl.DateTimeFormat(lang, { weekday: 'short' });
  const longDay = new Intl.DateTimeFormat(lang, { dateStyle: 'full' });
  const go = (m: Dayjs) => {
    setDay(null);
    onMonth(m);
  };

  return (
    <div data-testid="ex-calendar" className={`bh-ex-calendar${wide ? '' : ' bh-ex-calendar-mini'}`}>
      <div className="bh-ex-cal-head">
        <button
          type="button"
          className="bh-btn bh-btn-icon"
          aria-label={t('exhibitions.calendar.prev')}
          onClick={() => go(month.subtract(1, 'month'))}
          data-testid="ex-cal-prev"
        >
          <Icon icon={LeftOutlined} />
        </button>
        <h3 className="bh-ex-cal-title" aria-live="polite" data-testid="ex-cal-month">
          {month.format(t('exhibitions.calendar.monthFormat'))}
        </h3>
        <button
          type="button"
          className="bh-btn bh-btn-icon"
          aria-label={t('exhibitions.calendar.next')}
          onClick={() => go(month.add(1, 'month'))}
          data-testid="ex-cal-next"
        >
          <Icon icon={RightOutlined} />
        </button>
      </div>
      <table className="bh-ex-cal-grid">
        <thead>
          <tr>
            {Array.from({ length: 7 }, (_, i) => (
              // 7 January 2024 was a Sunday
              <th key={i} scope="col">
                {weekday.format(new Date(2024, 0, 7 + weekStart + i))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks(month, weekStart).map((week, w) => (
            <tr key={w}>
              {week.map((d, i) => {
                if (!d) return <td key={i} />;
                const key = d.format(DAY);
                const list = onDay(key);
                return (
                  <td key={key} className={key === shownDay ? 'bh-ex-cal-chosen' : undefined}>
                    <button
                      type="button"
                      className="bh-ex-cal-day"
                      aria-pressed={key === shownDay}
                      aria-label={longDay.format(d.toDate())}
                      onClick={() => setDay(key)}
                    >
                      <span aria-hidden="true">{d.date()}</span>
                      {!wide && list.length > 0 && (
                        <span className="bh-ex-cal-dot" aria-hidden="true">
                          {list.length}
                        </span>
                      )}
                    </button>
                    {wide && list.length > 0 && (
                      <div className="bh-ex-cal-cell" data-testid={`ex-cal-${key}`}>
                        {list.slice(0, 3).map((e) => (
                          <Link key={e.id} to={`/exhibition/${e.id}`} title={e.title}>
                            {e.title}
                          </Link>
                        ))}
                        {list.length > 3 && <span>{t('exhibitions.calendar.more', { count: list.length - 3 })}</span>}
                      </div>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {!loading && items.length === 0 && <p className="bh-empty">{t('exhibitions.calendar.none')}</p>}
      {shownDay && (
        <div className="bh-ex-day-list" data-testid="ex-cal-day">
          <h4>{shownDay}</h4>
          <ul className="bh-ex-day-items">
            {chosen.map((e) => (
              <li key={e.id}>
                <Link to={`/exhibition/${e.id}`}>{e.title}</Link>
                <span className="bh-secondary">
                  {cityIn(e.city, lang)} · {t('exhibitions.card.dates', { sdate: e.sdate, edate: e.edate })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
