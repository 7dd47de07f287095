import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../../../i18n';
import { Panel, Skeleton } from '../../../components/lite/Content';
import { securityApi, securityKeys } from '../api';

/** The member's recent security events: logins, password, phone and PIN changes, WeChat bind and unbind. */
export function EventsSection() {
  const { t } = useI18n();
  const events = useQuery({ queryKey: securityKeys.events, queryFn: securityApi.events });
  const items = events.data?.listItem ?? [];
  return (
    <Panel title={t('events.title')} large className="bh-gap-top" testId="security-events">
      {events.isPending ? (
        <Skeleton />
      ) : items.length === 0 ? (
        <p className="bh-empty">{t('empty.noData')}</p>
      ) : (
        <ul className="bh-plain-list">
          {items.map((e) => (
            <li key={e.id} data-testid="security-event">
              <span>{t(`events.kind.${e.kind}`)}</span>
              <span className="bh-secondary">
                {new Date(e.dates).toLocaleString()} · {e.device} · {e.ip || '—'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
