import HeartFilled from '@ant-design/icons-svg/es/asn/HeartFilled';
import HeartOutlined from '@ant-design/icons-svg/es/asn/HeartOutlined';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { loginPath } from './access';
import { useSession } from '../features/account/session';
import { useI18n } from '../i18n';
import { useSyncedState } from '../lib/useSyncedState';
import { Icon } from './lite/Icon';

const SIZES = { small: ' bh-btn-small', middle: '', large: ' bh-btn-large' } as const;

/**
 * The favourite heart of any kind (tasks, articles, exhibitions, venues, models, pictures): Myfavorite/…Fvr with the
 * wanted state, so quick clicks stay idempotent. It shows the new state at once, settles on the server's answer (or
 * goes back on a failure, which the request helper reports), and refreshes `invalidate` (the kind's queries) and My
 * Collection. A visitor is sent to the login page and back. Plain markup (decisions 045, 047).
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
  /** the queries the change refreshes (My Collection's are always refreshed) */
  invalidate: QueryKey[];
  testId: string;
  size?: keyof typeof SIZES;
}) {
  const { t } = useI18n();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const qc = useQueryClient();
  const [on, setOn] = useSyncedState(fav);
  const save = useMutation({
    mutationFn: (next: boolean) => setFavourite(id, next),
    onSuccess: async (d) => {
      setOn(d.fav);
      await Promise.all([...invalidate, ['favourites']].map((queryKey) => qc.invalidateQueries({ queryKey })));
    },
    onError: (_e, next) => setOn(!next),
  });
  const label = !session.loginState ? t('fav.login') : on ? t('fav.remove') : t('fav.add');
  const click = (e: React.MouseEvent) => {
    // the heart may sit inside a card's link
    e.preventDefault();
    e.stopPropagation();
    if (save.isPending) return;
    if (!session.loginState) {
      navigate(loginPath(location));
      return;
    }
    setOn(!on);
    save.mutate(!on);
  };
  return (
    <button
      type="button"
      className={`bh-btn bh-btn-text bh-btn-icon bh-fav${SIZES[size]}${on ? ' bh-fav-on' : ''}`}
      // busy, not disabled: a disabled button would drop a keyboard user's focus
      aria-disabled={save.isPending || undefined}
      aria-pressed={on}
      aria-label={label}
      title={label}
      onClick={click}
      data-testid={testId}
      data-fav={on ? 'yes' : 'no'}
    >
      <Icon icon={on ? HeartFilled : HeartOutlined} />
    </button>
  );
}
