import { useState } from 'react';
import { Button, Tooltip } from 'antd';
import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { useI18n } from '../../../i18n';
import { useFavouriteExhibition } from '../api';

/**
 * The favourite heart of an exhibition (Myfavorite/huizhanFvr with the wanted state, so quick clicks stay
 * idempotent). A visitor is sent to the login page and back.
 */
export function FavouriteHeart({ id, fav, size = 'middle' }: { id: number; fav: boolean; size?: 'small' | 'middle' | 'large' }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();
  const toggle = useFavouriteExhibition();
  const [shown, setShown] = useState<boolean | null>(null);
  const on = shown ?? fav;
  const label = !toggle.loggedIn ? t('exhibitions.fav.login') : on ? t('exhibitions.fav.remove') : t('exhibitions.fav.add');
  const click = (e: React.MouseEvent) => {
    e.preventDefault();
    e.stopPropagation();
    if (!toggle.loggedIn) {
      navigate(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
    const next = !on;
    setShown(next);
    toggle.mutate({ id, fav: next }, { onSuccess: (d) => setShown(d.fav), onError: () => setShown(null) });
  };
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        size={size}
        shape="circle"
        icon={on ? <HeartFilled style={{ color: '#eb2f96' }} /> : <HeartOutlined />}
        aria-label={label}
        aria-pressed={on}
        onClick={click}
        data-testid={`ex-fav-${id}`}
        data-fav={on ? 'yes' : 'no'}
      />
    </Tooltip>
  );
}
