/** What other features may use of the wallet feature (see tasks/index.ts and docs/decisions/009-web-ui-layer.md). */
export { DashboardMoney } from './components/DashboardMoney';
export { PaycodeSection } from './components/PaycodeSection';
export { WalletSummary } from './components/WalletSummary';
