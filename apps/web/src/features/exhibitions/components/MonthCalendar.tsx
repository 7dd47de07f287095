import { useState } from 'react';
import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { shiftMonth, daysInMonth, monthStart, weekdayOf } from '@boothhub/shared/time';
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

/** The month's (`YYYY-MM`) days (`YYYY-MM-DD`) in weeks (a week starts on Sunday in English, on Monday in Chinese), blank before the 1st and after the last. */
function weeks(month: string, weekStart: number): (string | null)[][] {
  const cells: (string | null)[] = Array.from({ length: (weekdayOf(monthStart(month)) - weekStart + 7) % 7 }, () => null);
  for (let i = 1; i <= daysInMonth(month); i++) cells.push(`${month}-${String(i).padStart(2, '0')}`);
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** a calendar day or month as a date for Intl (read in UTC, so the day is the one written) */
const utc = (day: string) => new Date(`${day.length === 7 ? monthStart(day) : day}T00:00:00Z`);

/**
 * A month (`YYYY-MM`) of exhibitions in plain markup (antd's Calendar was here): a table of the month's days, each showing the
 * exhibitions running that day (titles on wide screens, a count on phones); a day's button lists them below, each a
 * link to its detail page. `loading`: the month's exhibitions are on their way (no "none this month" yet).
 */
export function MonthCalendar({
  month,
  items,
  onMonth,
  loading = false,
}: {
  month: string;
  items: CalendarItem[];
  onMonth: (m: string) => void;
  loading?: boolean;
}) {
  const { t, lang } = useI18n();
  const wide = useDesktop();
  const [day, setDay] = useState<string | null>(null);
  const shownDay = day?.startsWith(`${month}-`) ? day : null;
  const onDay = (d: string) => items.filter((e) => runsOn(e, d));
  const chosen = shownDay ? onDay(shownDay) : [];
  const weekStart = lang === 'zh-CN' ? 1 : 0;
  const weekday = new Intl.DateTimeFormat(lang, { weekday: 'short' });
  const longDay = new Intl.DateTimeFormat(lang, { dateStyle: 'full', timeZone: 'UTC' });
  const monthName = new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'long', timeZone: 'UTC' });
  const go = (m: string) => {
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
          onClick={() => go(shiftMonth(month, -1))}
          data-testid="ex-cal-prev"
        >
          <Icon icon={LeftOutlined} />
        </button>
        <h3 className="bh-ex-cal-title" aria-live="polite" data-testid="ex-cal-month">
          {monthName.format(utc(month))}
        </h3>
        <button
          type="button"
          className="bh-btn bh-btn-icon"
          aria-label={t('exhibitions.calendar.next')}
          onClick={() => go(shiftMonth(month, 1))}
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
              {week.map((key, i) => {
                if (!key) return <td key={i} />;
                const list = onDay(key);
                return (
                  <td key={key} className={key === shownDay ? 'bh-ex-cal-chosen' : undefined}>
                    <button
                      type="button"
                      className="bh-ex-cal-day"
                      aria-pressed={key === shownDay}
                      aria-label={longDay.format(utc(key))}
                      onClick={() => setDay(key)}
                    >
                      <span aria-hidden="true">{Number(key.slice(8))}</span>
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
