import type { ReactNode } from 'react';
import { Button, Card, Descriptions, Image, Space, Typography } from 'antd';
import { ShareAltOutlined } from '@ant-design/icons';
import { LinkResult } from '../../../components/LinkResult';
import { useI18n } from '../../../i18n';
import { isApiError } from '../../../lib/request';
import { message } from '../../../app/notice';

/** "Copy link": the page's address to the clipboard (or the share sheet on phones that have one). */
export function ShareButton({ title }: { title: string }) {
  const { t } = useI18n();
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function' && window.matchMedia?.('(pointer: coarse)').matches) {
      await navigator.share({ title, url }).catch(() => undefined);
      return;
    }
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    message.success(t('conventions.detail.copied'), 1.5);
  };
  return (
    <Button icon={<ShareAltOutlined />} onClick={() => void share()} data-testid="share-link">
      {t('conventions.detail.share')}
    </Button>
  );
}

/** A convention or venue that cannot be shown: "not found" ("error" when the server failed), the server's words and the way back. */
export function MissingDetail({ error, title, testId, to }: { error: unknown; title: string; testId: string; to: string }) {
  const { t } = useI18n();
  return (
    <LinkResult
      status={isApiError(error) && error.kind !== 'business' ? 'error' : '404'}
      title={title}
      subTitle={isApiError(error) ? error.userMessage : ''}
      testId={testId}
      to={to}
      action={t('conventions.detail.back')}
    />
  );
}

/** The head of a convention's or venue's page: its name, and its buttons beside it. */
export function DetailHead({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <div className="bh-cv-head bh-gap-bottom">
      <Typography.Title level={2} data-testid={testId}>
        {title}
      </Typography.Title>
      {children}
    </div>
  );
}

/** The key facts of a convention or a venue beside its text: a small card of `Descriptions.Item`s, one a line. */
export function Facts({ children }: { children: ReactNode }) {
  return (
    <Card size="small" className="bh-gap-bottom">
      <Descriptions column={1} size="small">
        {children}
      </Descriptions>
    </Card>
  );
}

/** A convention's or venue's pictures as thumbnails that open the viewer; `alt`: the name, numbered. */
export function Pictures({ pictures, name, testId }: { pictures: string[]; name: string; testId: string }) {
  return (
    <Image.PreviewGroup>
      <Space wrap className="bh-cv-thumbs" data-testid={testId}>
        {pictures.map((src, i) => (
          <Image key={src} src={src} alt={`${name} ${i + 1}`} width={104} height={78} />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}
