import AccountBookOutlined from '@ant-design/icons-svg/es/asn/AccountBookOutlined';
import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import IdcardOutlined from '@ant-design/icons-svg/es/asn/IdcardOutlined';
import MoneyCollectOutlined from '@ant-design/icons-svg/es/asn/MoneyCollectOutlined';
import PayCircleOutlined from '@ant-design/icons-svg/es/asn/PayCircleOutlined';
import SettingOutlined from '@ant-design/icons-svg/es/asn/SettingOutlined';
import ShareAltOutlined from '@ant-design/icons-svg/es/asn/ShareAltOutlined';
import TransactionOutlined from '@ant-design/icons-svg/es/asn/TransactionOutlined';
import WalletOutlined from '@ant-design/icons-svg/es/asn/WalletOutlined';
import type { MenuEntry } from '../../components/menu';

/** The wallet's entries in the personal centre's side menu (PersonalCenterLayout spreads them in). */
export const walletMenu: MenuEntry[] = [
  { key: 'recharge', label: 'wallet.title.recharge', icon: WalletOutlined },
  { key: 'tradeManagement', label: 'wallet.title.tradeManagement', icon: AccountBookOutlined },
  { key: 'caseOut', label: 'wallet.title.caseOut', icon: TransactionOutlined },
  { key: 'identity', label: 'wallet.title.identity', icon: IdcardOutlined },
  { key: 'activityCenter', label: 'wallet.title.activityCenter', icon: CalendarOutlined },
  { key: 'invite', label: 'wallet.title.invite', icon: ShareAltOutlined },
];

/** The back office's money queues and settings (AdminLayout spreads them in). */
export const walletAdminMenu: MenuEntry[] = [
  { key: 'identity', label: 'wallet.title.adminIdentities', icon: IdcardOutlined, queue: 'identity' },
  { key: 'recharges', label: 'wallet.title.adminRecharges', icon: MoneyCollectOutlined, queue: 'recharges' },
  { key: 'withdrawals', label: 'wallet.title.adminWithdrawals', icon: PayCircleOutlined, queue: 'withdrawals' },
  { key: 'settings', label: 'wallet.title.adminSettings', icon: SettingOutlined },
];
