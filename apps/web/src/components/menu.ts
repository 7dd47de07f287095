import type { ReactNode } from 'react';
import type { Role } from '@boothhub/shared';
import type { MessageKey } from '../i18n';

/**
 * An entry of a side menu (the personal centre's, the back office's). Features export their entries; the layout
 * spreads them in. `roles` says who sees it (everyone when left out): a page one's role cannot use is not offered —
 * the server refuses it anyway.
 */
export interface MenuEntry {
  key: string;
  label: MessageKey;
  icon: ReactNode;
  roles?: readonly Role[];
}

/** The entries a member of `role` sees (while the role is not known yet, only the entries for everyone). */
export const menuFor = (entries: readonly MenuEntry[], role: string | undefined): MenuEntry[] =>
  entries.filter((e) => !e.roles || (role !== undefined && (e.roles as readonly string[]).includes(role)));
