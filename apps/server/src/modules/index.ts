import type { FastifyInstance } from 'fastify';
import { registerAccountsRoutes } from './accounts/accounts.routes.js';
import { registerMembersRoutes } from './members/members.routes.js';
import { registerAdminRoutes } from './admin/admin.routes.js';
import { registerContentRoutes } from './content/content.routes.js';
import { registerMessagesRoutes } from './messages/messages.routes.js';
import { registerWalletRoutes } from './wallet/wallet.routes.js';
import { registerWalletAdminRoutes } from './wallet/wallet.admin.routes.js';
import { registerIdentityRoutes } from './identity/identity.routes.js';
import { registerInvitationsRoutes } from './invitations/invitations.routes.js';
import { registerActivityRoutes } from './activity/activity.routes.js';
import { registerFilesRoutes } from './files/files.routes.js';
import { registerTasksRoutes } from './tasks/tasks.routes.js';
import { registerEvaluationsRoutes } from './evaluations/evaluations.routes.js';
import { registerComplaintsRoutes } from './complaints/complaints.routes.js';
import { registerFavouritesRoutes } from './favourites/favourites.routes.js';

/** Every feature module's route registration, in one list. */
export const modules: Array<(app: FastifyInstance) => Promise<void> | void> = [
  registerAccountsRoutes,
  registerMembersRoutes,
  registerAdminRoutes,
  registerContentRoutes,
  registerMessagesRoutes,
  registerWalletRoutes,
  registerWalletAdminRoutes,
  registerIdentityRoutes,
  registerInvitationsRoutes,
  registerActivityRoutes,
  registerFilesRoutes,
  registerTasksRoutes,
  registerEvaluationsRoutes,
  registerComplaintsRoutes,
  registerFavouritesRoutes,
];
