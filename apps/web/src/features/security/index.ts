/** What other features may use of the security feature (docs/decisions/009-web-ui-layer.md). */
export { securityApi, securityKeys } from './api';
export { EventsSection } from './components/EventsSection';
export { SessionsSection } from './components/SessionsSection';
export { default as WechatLoginEntry } from './components/WechatLoginEntry';
export { WechatSection } from './components/WechatSection';
