import { useState } from 'react';
import { Button, Tooltip } from 'antd';
import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { loginPath } from '../app/access';
import { useSession } from '../features/account/session';
import { useI18n } from '../i18n';

/**
 * The favourite heart of any kind (Myfavorite/…Fvr with the wanted state, so quick clicks stay idempotent): shows
 * the new state at once, settles on the server's answer, and refreshes `invalidate` (the kind's queries) and My
 * Collection. A visitor is sent to the login page and back.
 */
export function FavouriteButton({
  id,
  fav,
  setFavourite,
  invalidate,
  testId,
  size = 'middle',
}: {
  id: number;
  fav: boolean;
  setFavourite: (id: number, fav: boolean) => Promise<{ fav: boolean }>;
  invalidate: QueryKey;
  testId: string;
  size?: 'small' | 'middle' | 'large';
}) {
  const { t } = useI18n();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const qc = useQueryClient();
  const [shown, setShown] = useState<boolean | null>(null);
  const on = shown ?? fav;
  const save = useMutation({
    mutationFn: (next: boolean) => setFavourite(id, next),
    onSuccess: async (d) => {
      setShown(d.fav);
      await Promise.all([qc.invalidateQueries({ queryKey: invalidate }), qc.invalidateQueries({ queryKey: ['favourites'] })]);
    },
    onError: () => setShown(null),
  });
  const label = !session.loginState ? t('fav.login') : on ? t('fav.remove') : t('fav.add');
  const click = (e: React.MouseEvent) => {
    e.preventDefault();
    e.stopPropagation();
    if (!session.loginState) {
      navigate(loginPath(location));
      return;
    }
    setShown(!on);
    save.mutate(!on);
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
        data-testid={testId}
        data-fav={on ? 'yes' : 'no'}
      />
    </Tooltip>
  );
}
