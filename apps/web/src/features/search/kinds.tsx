import type { ReactNode } from 'react';
import {
  AppstoreOutlined,
  BankOutlined,
  CalendarOutlined,
  CodeSandboxOutlined,
  FileTextOutlined,
  ShoppingOutlined,
  ToolOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { SearchKind } from '@boothhub/shared/contracts/search';
import type { MessageKey } from '../../i18n';

/**
 * How the web shows each kind of the global search: the tab's label, the home page's live figure and an icon (the
 * cards' cover when a hit has none). The server decides which kinds exist (its registered providers); a kind
 * missing here still shows, under its name. One entry per kind.
 */
export interface SearchKindView {
  label: MessageKey;
  /** "{count} recruiting tasks" on the home page (Common/siteCounts); kinds that do not count themselves have none */
  countLabel?: MessageKey;
  icon: ReactNode;
}

export const searchKindViews: Partial<Record<SearchKind, SearchKindView>> = {
  exhibition: { label: 'search.kind.exhibition', countLabel: 'search.count.exhibition', icon: <CalendarOutlined /> },
  convention: { label: 'search.kind.convention', countLabel: 'search.count.convention', icon: <AppstoreOutlined /> },
  venue: { label: 'search.kind.venue', countLabel: 'search.count.venue', icon: <BankOutlined /> },
  task: { label: 'search.kind.task', countLabel: 'search.count.task', icon: <FileTextOutlined /> },
  designer: { label: 'search.kind.designer', icon: <UserOutlined /> },
  service: { label: 'search.kind.service', icon: <ShoppingOutlined /> },
  factory: { label: 'search.kind.factory', icon: <ToolOutlined /> },
  model: { label: 'search.kind.model', icon: <CodeSandboxOutlined /> },
};

export const kindIcon = (kind: SearchKind) => searchKindViews[kind]?.icon ?? <FileTextOutlined />;
