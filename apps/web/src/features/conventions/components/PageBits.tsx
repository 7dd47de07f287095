import { App, Button } from 'antd';
import { ShareAltOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useI18n } from '../../../i18n';

/** The `?id=` of a page, or null when it is not a positive integer. */
export function useIdParam(): number | null {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** "Copy link": the page's address to the clipboard (or the share sheet on phones that have one). */
export function ShareButton({ title }: { title: string }) {
  const { t } = useI18n();
  const { message } = App.useApp();
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
