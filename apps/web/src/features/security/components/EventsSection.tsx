import { Card, List, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../../../i18n';
import { securityApi, securityKeys } from '../api';

/** The member's recent security events: logins, password, phone and PIN changes, WeChat bind and unbind. */
export function EventsSection() {
  const { t } = useI18n();
  const events = useQuery({ queryKey: securityKeys.events, queryFn: securityApi.events });
  return (
    <Card title={t('events.title')} data-testid="security-events">
      <List
        size="small"
        loading={events.isPending}
        dataSource={events.data?.listItem ?? []}
        renderItem={(e) => (
          <List.Item key={e.id} data-testid="security-event">
            <List.Item.Meta
              title={t(`events.kind.${e.kind}`)}
              description={
                <Typography.Text type="secondary">
                  {new Date(e.dates).toLocaleString()} · {e.device} · {e.ip || '—'}
                </Typography.Text>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
