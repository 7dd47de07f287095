import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import type { BuildSchedule } from '@boothhub/shared/contracts/buildSchedule';
import { offsetLabel } from '@boothhub/shared';
import { useI18n } from '../../../i18n';
import { Panel } from '../../../components/lite/Content';
import { Icon } from '../../../components/lite/Icon';

/**
 * An exhibition's build schedule (decision 079): move-in (布展) and move-out (撤展) days with each hall's access hours,
 * and the build rules ("special builds from D−3"), on the exhibition's page and its floor plan.
 */
export function BuildScheduleBox({ schedule, sdate }: { schedule: BuildSchedule | null | undefined; sdate: string }) {
  const { t, lang } = useI18n();
  if (!schedule) return null;
  return (
    <Panel
      title={
        <>
          <Icon icon={CalendarOutlined} /> {t('exhibitions.schedule.title')}
        </>
      }
      testId="ex-schedule"
    >
      {schedule.days.length > 0 && (
        <table className="bh-ex-schedule">
          <thead>
            <tr>
              <th>{t('exhibitions.schedule.day')}</th>
              <th>{t('exhibitions.schedule.kind')}</th>
              <th>{t('exhibitions.schedule.hall')}</th>
              <th>{t('exhibitions.schedule.hours')}</th>
            </tr>
          </thead>
          <tbody>
            {schedule.days.map((d) => (
              <tr key={`${d.day}-${d.kind}-${d.hallId ?? 0}`} data-testid={`ex-schedule-${d.day}-${d.kind}-${d.hallId ?? 'all'}`}>
                <td>
                  {d.day} <span className="bh-secondary">{offsetLabel(sdate, d.day)}</span>
                </td>
                <td>{t(d.kind === 'move_in' ? 'exhibitions.schedule.moveIn' : 'exhibitions.schedule.moveOut')}</td>
                <td>{d.hallName ?? t('exhibitions.schedule.allHalls')}</td>
                <td>
                  {d.opens}–{d.closes}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {schedule.rules.length > 0 && (
        <ul className="bh-ex-rules" data-testid="ex-schedule-rules">
          {schedule.rules.map((r, i) => {
            const note = lang === 'en-US' ? r.noteEn || r.note : r.note || r.noteEn;
            return (
              <li key={i}>
                {t(`exhibitions.schedule.rule.${r.kind}`)}
                {r.day && ` ${offsetLabel(sdate, r.day)} (${r.day})`}
                {note && `${r.kind === 'note' ? '' : ' — '}${note}`}
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
