import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
import { Link } from 'react-router';
import type { Role } from '@boothhub/shared';
import type { MessageKey } from '../i18n';
import { Icon } from './lite/Icon';

/**
 * An entry of a side menu (the personal centre's, the back office's). Features export their entries; the layout
 * spreads them in. `roles` says who sees it (everyone when left out): a page one's role cannot use is not offered —
 * the server refuses it anyway.
 */
export interface MenuEntry {
  key: string;
  label: MessageKey;
  /** one icon's definition (`@ant-design/icons-svg/es/asn/…`), drawn by the plain `Icon`: the menus load no antd */
  icon: IconDefinition;
  roles?: readonly Role[];
}

/** The entries a member of `role` sees (while the role is not known yet, only the entries for everyone). */
export const menuFor = (entries: readonly MenuEntry[], role: string | undefined): MenuEntry[] =>
  entries.filter((e) => !e.roles || (role !== undefined && (e.roles as readonly string[]).includes(role)));

/**
 * A side menu's items: each entry's icon and its name (`t(label)`) as the link to its page; `link` gives the page's
 * address and the link's test id, `onClick` runs when one is followed (a phone's drawer closes).
 */
export function menuLinks(
  entries: readonly Pick<MenuEntry, 'key' | 'label' | 'icon'>[],
  t: (key: MessageKey) => string,
  link: (key: string) => { to: string; testId: string },
  onClick?: () => void,
) {
  return entries.map((m) => {
    const { to, testId } = link(m.key);
    return {
      key: m.key,
      icon: <Icon icon={m.icon} />,
      label: (
        <Link to={to} data-testid={testId} onClick={onClick}>
          {t(m.label)}
        </Link>
      ),
    };
  });
}
