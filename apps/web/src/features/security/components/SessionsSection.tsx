import { Button, Card, List, Popconfirm, Space, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../../../i18n';
import { useNotice } from '../../../app/notice';
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
    <Card
      title={t('sessions.title')}
      data-testid="security-sessions"
      extra={
        items.length > 1 && (
          <Popconfirm title={t('sessions.confirmOthers')} onConfirm={() => revokeOthers().catch(() => undefined)}>
            <Button danger size="small" data-testid="sessions-revoke-others">
              {t('sessions.revokeOthers')}
            </Button>
          </Popconfirm>
        )
      }
    >
      <List
        loading={sessions.isPending}
        dataSource={items}
        renderItem={(s) => (
          <List.Item
            key={s.id}
            data-testid="session-item"
            actions={
              s.current
                ? []
                : [
                    <Button key="out" size="small" onClick={() => revoke(s.id).catch(() => undefined)} data-testid="session-revoke">
                      {t('sessions.revoke')}
                    </Button>,
                  ]
            }
          >
            <List.Item.Meta
              title={
                <Space wrap>
                  {s.device}
                  {s.current && <Tag color="green">{t('sessions.current')}</Tag>}
                </Space>
              }
              description={<Typography.Text type="secondary">{t('sessions.detail', { ip: s.ip || '—', seen: when(s.lastSeenAt) })}</Typography.Text>}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
