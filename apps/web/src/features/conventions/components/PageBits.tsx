import type { ReactNode } from 'react';
import ShareAltOutlined from '@ant-design/icons-svg/es/asn/ShareAltOutlined';
import { LinkResult } from '../../../components/LinkResult';
import { Facts, Panel, type Fact } from '../../../components/lite/Content';
import { Icon } from '../../../components/lite/Icon';
import { useI18n } from '../../../i18n';
import { isApiError } from '../../../lib/request';
import { message } from '../../../lib/notice';

/*
 * The pieces a convention's and a venue's page share, in plain markup (components/lite, decision 045's later note).
 */

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
    <button type="button" className="bh-btn" onClick={() => void share()} data-testid="share-link">
      <Icon icon={ShareAltOutlined} />
      <span>{t('conventions.detail.share')}</span>
    </button>
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

/** The head of a convention's or venue's page: its name (the page's h1), and its buttons beside it. */
export function DetailHead({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <div className="bh-cv-head bh-gap-bottom">
      <h1 className="bh-cv-title" data-testid={testId}>
        {title}
      </h1>
      <div className="bh-row-wrap">{children}</div>
    </div>
  );
}

/** The key facts of a convention or a venue beside its text: a small box of label and value pairs, one a line. */
export function FactsBox({ items }: { items: Fact[] }) {
  return (
    <Panel className="bh-gap-bottom">
      <Facts items={items} />
    </Panel>
  );
}
