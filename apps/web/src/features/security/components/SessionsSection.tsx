import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../../../i18n';
import { useNotice } from '../../../lib/notice';
import { Panel, Skeleton, Tag } from '../../../components/lite/Content';
import { ConfirmButton } from '../../../components/lite/Confirm';
import { securityApi, securityKeys, useSecurityRefresh } from '../api';

const when = (iso: string) => new Date(iso).toLocaleString();

/** Where the member is logged in (device, address, last seen), with "log out this one" and "log out all others". */
export function SessionsSection() {
  const { t } = useI18n();
  const notice = useNotice();
  const refresh = useSecurityRefresh();
  const sessions = useQuery({ queryKey: securityKeys.sessions, queryFn: securityApi.sessions });
  const items = sessions.data?.listItem ?? [];

  const revoke = async (id: number) => {
    await securityApi.revokeSession(id);
    notice.success(t('sessions.revoked'));
    await refresh();
  };
  const revokeOthers = async () => {
    const { count } = await securityApi.revokeOtherSessions();
    notice.success(t('sessions.revokedOthers', { count }));
    await refresh();
  };

  return (
    <Panel
      title={t('sessions.title')}
      large
      className="bh-gap-top"
      testId="security-sessions"
      extra={
        items.length > 1 && (
          <ConfirmButton
            question={t('sessions.confirmOthers')}
            onConfirm={() => revokeOthers().catch(() => undefined)}
            className="bh-btn bh-btn-small bh-btn-danger"
            testId="sessions-revoke-others"
          >
            {t('sessions.revokeOthers')}
          </ConfirmButton>
        )
      }
    >
      {sessions.isPending ? (
        <Skeleton />
      ) : (
        <ul className="bh-plain-list">
          {items.map((s) => (
            <li key={s.id} className="bh-setting-row" data-testid="session-item">
              <div className="bh-setting-text">
                <span className="bh-setting-title">
                  {s.device} {s.current && <Tag color="green">{t('sessions.current')}</Tag>}
                </span>
                <span className="bh-secondary">{t('sessions.detail', { ip: s.ip || '—', seen: when(s.lastSeenAt) })}</span>
              </div>
              {!s.current && (
                <button
                  type="button"
                  className="bh-btn bh-btn-small"
                  onClick={() => revoke(s.id).catch(() => undefined)}
                  data-testid="session-revoke"
                >
                  {t('sessions.revoke')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
