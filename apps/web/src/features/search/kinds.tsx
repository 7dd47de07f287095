import type { ReactNode } from 'react';
import AppstoreOutlined from '@ant-design/icons-svg/es/asn/AppstoreOutlined';
import BankOutlined from '@ant-design/icons-svg/es/asn/BankOutlined';
import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import CodeSandboxOutlined from '@ant-design/icons-svg/es/asn/CodeSandboxOutlined';
import FileTextOutlined from '@ant-design/icons-svg/es/asn/FileTextOutlined';
import ShoppingOutlined from '@ant-design/icons-svg/es/asn/ShoppingOutlined';
import ToolOutlined from '@ant-design/icons-svg/es/asn/ToolOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { Icon } from '../../components/lite/Icon';
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
  exhibition: { label: 'search.kind.exhibition', countLabel: 'search.count.exhibition', icon: <Icon icon={CalendarOutlined} /> },
  convention: { label: 'search.kind.convention', countLabel: 'search.count.convention', icon: <Icon icon={AppstoreOutlined} /> },
  venue: { label: 'search.kind.venue', countLabel: 'search.count.venue', icon: <Icon icon={BankOutlined} /> },
  task: { label: 'search.kind.task', countLabel: 'search.count.task', icon: <Icon icon={FileTextOutlined} /> },
  designer: { label: 'search.kind.designer', icon: <Icon icon={UserOutlined} /> },
  service: { label: 'search.kind.service', icon: <Icon icon={ShoppingOutlined} /> },
  factory: { label: 'search.kind.factory', icon: <Icon icon={ToolOutlined} /> },
  model: { label: 'search.kind.model', icon: <Icon icon={CodeSandboxOutlined} /> },
};

export const kindIcon = (kind: SearchKind) => searchKindViews[kind]?.icon ?? <Icon icon={FileTextOutlined} />;
