import { Link } from 'react-router';
import { useI18n } from '../i18n';

export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <rect x="1" y="1" width="30" height="30" rx="7" fill="#1f5fd1" />
      <path d="M7 23V11l9-4 9 4v12" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinejoin="round" />
      <rect x="12" y="15" width="8" height="8" rx="1.5" fill="#ffc53d" />
    </svg>
  );
}

export function Logo({ to = '/' }: { to?: string }) {
  const { t } = useI18n();
  return (
    <Link to={to} className="bh-logo" data-testid="header-logo">
      <LogoMark />
      <span>{t('app.name')}</span>
    </Link>
  );
}
