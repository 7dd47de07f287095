import { useState } from 'react';
import { Button, Tooltip } from 'antd';
import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { loginPath } from '../../../app/access';
import { useI18n } from '../../../i18n';
import { useSession } from '../../account/session';
import { venueKeys, venuesApi } from '../api';

/** The heart of a venue (Myfavorite/hycdFvr with the state wanted: a double click changes nothing twice). Visitors go to log in. */
export function VenueFav({ id, fav }: { id: number; fav: boolean }) {
  const { t } = useI18n();
  const session = useSession();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [state, setState] = useState(fav);
  const [prev, setPrev] = useState(fav);
  if (prev !== fav) {
    setPrev(fav);
    setState(fav);
  }
  const save = useMutation({
    mutationFn: (next: boolean) => venuesApi.favourite(id, next),
    onSuccess: async (res) => {
      setState(res.fav);
      await qc.invalidateQueries({ queryKey: venueKeys.all });
    },
  });
  const label = state ? t('conventions.fav.remove') : t('conventions.fav.add');
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        loading={save.isPending}
        onClick={() => (session.loginState ? save.mutate(!state) : navigate(loginPath(window.location)))}
        icon={state ? <HeartFilled style={{ color: '#eb2f96' }} /> : <HeartOutlined />}
        aria-pressed={state}
        aria-label={label}
        data-testid={`venue-fav-${id}`}
      />
    </Tooltip>
  );
}
