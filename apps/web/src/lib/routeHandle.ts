import type { MessageKey } from '../i18n';

/** What a route declares about itself in the route table. */
export interface RouteHandle {
  /** the page title (catalogue key); else the default title */
  title?: MessageKey;
  /** who may see it: a logged-in member, or an admin */
  access?: 'member' | 'admin';
}
