import { useSyncExternalStore } from 'react';
import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import { Icon } from '../components/lite/Icon';
import { useI18n } from '../i18n';
import { getToasts, notification, subscribeToasts, type Toast, type ToastType } from '../lib/notice';
import './toasts.css';

const ICONS: Record<ToastType, Parameters<typeof Icon>[0]['icon']> = {
  success: CheckCircleFilled,
  info: InfoCircleFilled,
  warning: ExclamationCircleFilled,
  error: CloseCircleFilled,
  loading: LoadingOutlined,
};

const TypeIcon = ({ type }: { type: ToastType }) => <Icon icon={ICONS[type]} className={`bh-toast-icon bh-toast-${type}`} />;

/**
 * The app's toasts and notifications (app/notice.ts), drawn once beside the router in plain markup. Both regions stay
 * in the page so screen readers announce what enters them: toasts politely, notifications (errors with a title) at once.
 */
export function Toasts() {
  const { t } = useI18n();
  const all = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const of = (kind: Toast['kind']) => all.filter((toast) => toast.kind === kind);
  return (
    <>
      <div className="bh-toasts" aria-live="polite">
        {of('message').map((toast) => (
          <div key={toast.key} className="bh-toast">
            <TypeIcon type={toast.type} />
            <span>{toast.content}</span>
          </div>
        ))}
      </div>
      <div className="bh-notifications" aria-live="assertive">
        {of('notification').map((toast) => (
          <div key={toast.key} className="bh-notification">
            <TypeIcon type={toast.type} />
            <div className="bh-notification-body">
              <div className="bh-notification-title">{toast.title}</div>
              {toast.content ? <div>{toast.content}</div> : null}
            </div>
            <button type="button" className="bh-notification-close" aria-label={t('nav.close')} onClick={() => notification.destroy(toast.key)}>
              <Icon icon={CloseOutlined} />
            </button>
          </div>
        ))}
      </div>
    </>
  );
}
