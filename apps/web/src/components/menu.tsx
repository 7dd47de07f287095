import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
import { Link } from 'react-router';
import type { Role } from '@boothhub/shared';
import { useI18n, type MessageKey } from '../i18n';
import { Icon } from './lite/Icon';

/**
 * An entry of a side menu (the personal centre's, the back office's). Features export their entries; the layout
 * spreads them in. `roles` says who sees it (everyone when left out): a page one's role cannot use is not offered —
 * the server refuses it anyway.
 */
export interface MenuEntry {
  key: string;
  label: MessageKey;
  /** one icon's definition (`@ant-design/icons-svg/es/asn/…`), drawn by the plain `Icon` */
  icon: IconDefinition;
  roles?: readonly Role[];
  /** a back-office review queue: its key in `admin.Dashboard.queues` (the dashboard shows the number waiting) */
  queue?: string;
}

/** The entries a member of `role` sees (while the role is not known yet, only the entries for everyone). */
export const menuFor = (entries: readonly MenuEntry[], role: string | undefined): MenuEntry[] =>
  entries.filter((e) => !e.roles || (role !== undefined && (e.roles as readonly string[]).includes(role)));

/**
 * A side menu in plain markup (the personal centre's, the back office's): a named `nav` with a list of links, each
 * entry's icon and its name (`t(label)`); `link` gives an entry's address and test id, `current` is the entry of the
 * page shown (`aria-current`), `onFollow` runs when a link is followed (a phone's drawer closes). `dark`: the back
 * office's dark menu (antd's dark inline Menu).
 */
export function SideMenu({
  entries,
  label,
  current,
  link,
  onFollow,
  dark,
}: {
  entries: readonly Pick<MenuEntry, 'key' | 'label' | 'icon'>[];
  /** names the navigation */
  label: string;
  current: string;
  link: (key: string) => { to: string; testId: string };
  onFollow?: () => void;
  dark?: boolean;
}) {
  const { t } = useI18n();
  return (
    <nav aria-label={label}>
      <ul className={dark ? 'bh-side-menu bh-side-menu-dark' : 'bh-side-menu'}>
        {entries.map((m) => {
          const { to, testId } = link(m.key);
          const here = m.key === current;
          return (
            <li key={m.key}>
              <Link
                to={to}
                className={here ? 'bh-side-menu-selected' : undefined}
                aria-current={here ? 'page' : undefined}
                onClick={onFollow}
                data-testid={testId}
              >
                <Icon icon={m.icon} />
                {t(m.label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
