import { useCallback, useEffect, useState } from 'react';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { useSearchParams } from 'react-router';
import { useI18n } from '../../../i18n';
import { Drawer } from '../../../components/lite/Drawer';
import { Icon } from '../../../components/lite/Icon';
import { useDesktop } from '../../../lib/useMedia';
import { SearchBox } from './SearchBox';

/** The header's search: the box on desktops; on phones an icon that opens it in a panel from the top. */
export function HeaderSearch() {
  const { t } = useI18n();
  const desktop = useDesktop();
  const [params] = useSearchParams();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  // the panel is the phone's: a window widened to a desktop's closes it
  useEffect(() => {
    if (desktop) setOpen(false);
  }, [desktop]);
  const q = params.get('q') ?? '';
  if (desktop) return <SearchBox initial={q} />;
  return (
    <>
      <button
        type="button"
        className="bh-btn bh-btn-text bh-btn-icon"
        aria-label={t('search.box.open')}
        onClick={() => setOpen(true)}
        data-testid="header-search-open"
      >
        <Icon icon={SearchOutlined} />
      </button>
      <Drawer open={open} onClose={close} placement="top" title={t('search.box.open')} closeLabel={t('nav.close')}>
        <SearchBox initial={q} autoFocus onDone={close} className="bh-header-search bh-header-search-phone" />
      </Drawer>
    </>
  );
}
