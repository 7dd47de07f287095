import { useState } from 'react';
import { Button, Drawer, Grid } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useI18n } from '../../../i18n';
import { SearchBoxAuto } from './SearchBoxAuto';

/** The header's search: the box on desktops; on phones an icon that opens it in a drawer from the top. */
export default function HeaderSearchBox() {
  const { t } = useI18n();
  const screens = Grid.useBreakpoint();
  const [params] = useSearchParams();
  const [open, setOpen] = useState(false);
  const q = params.get('q') ?? '';
  if (screens.md) return <SearchBoxAuto initial={q} />;
  return (
    <>
      <Button
        type="text"
        icon={<SearchOutlined />}
        aria-label={t('search.box.open')}
        onClick={() => setOpen(true)}
        data-testid="header-search-open"
      />
      <Drawer open={open} onClose={() => setOpen(false)} placement="top" size={150} title={t('search.box.open')} destroyOnHidden>
        <SearchBoxAuto initial={q} autoFocus onDone={() => setOpen(false)} className="bh-header-search bh-header-search-phone" />
      </Drawer>
    </>
  );
}
