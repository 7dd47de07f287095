/** What other features may use of the notifications feature (docs/decisions/009-web-ui-layer.md). */
export { notificationsAdminMenu, notificationsMenu } from './menu';
export { notifyEnUS, notifyZhCN } from './i18n';
export { DashboardNotifications } from './components/DashboardNotifications';
