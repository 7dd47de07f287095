import type { FastifyInstance } from 'fastify';
import type { DemoSeedStep } from './demo/demo.service.js';
import { contentDemoStep } from './content/content.demo.js';
import { taskDemoStep } from './tasks/tasks.demo.js';
import { exhibitionDemoStep } from './exhibitions/exhibitions.demo.js';
import { registerFavouriteKind } from './favourites/favourites.service.js';
import {
  countUpcomingExhibitions,
  exhibitionFavouriteRules,
  exhibitionSearchHits,
  exhibitionsAtVenue,
  exhibitionsUsingCategory,
  exhibitionsUsingVenue,
} from './exhibitions/exhibitions.service.js';
import { startTaskTimers, taskFavouriteRules, taskSearchProvider } from './tasks/tasks.service.js';
import { registerSearchProvider } from './search/search.service.js';
import { registerAccountsRoutes } from './accounts/accounts.routes.js';
import { registerMembersRoutes } from './members/members.routes.js';
import { registerAdminRoutes } from './admin/admin.routes.js';
import { registerContentRoutes } from './content/content.routes.js';
import { registerMessagesRoutes } from './messages/messages.routes.js';
import { registerConversationsRoutes } from './conversations/conversations.routes.js';
import { registerWalletRoutes } from './wallet/wallet.routes.js';
import { registerWalletAdminRoutes } from './wallet/wallet.admin.routes.js';
import { registerAlipayGateway } from './wallet/alipay.gateway.js';
import { registerWechatPayGateway } from './wallet/wechatpay.gateway.js';
import { startTopUpReconciliation } from './wallet/topup.reconcile.js';
import { startPayoutResolution } from './wallet/payout.service.js';
import { registerIdentityRoutes } from './identity/identity.routes.js';
import { registerInvitationsRoutes } from './invitations/invitations.routes.js';
import { registerActivityRoutes } from './activity/activity.routes.js';
import { registerFilesRoutes } from './files/files.routes.js';
import { registerTasksRoutes } from './tasks/tasks.routes.js';
import { registerEvaluationsRoutes } from './evaluations/evaluations.routes.js';
import { registerComplaintsRoutes } from './complaints/complaints.routes.js';
import { registerFavouritesRoutes } from './favourites/favourites.routes.js';
import { registerWechatRoutes } from './wechat/wechat.routes.js';
import { registerSecurityRoutes } from './security/security.routes.js';
import { registerCategoriesRoutes } from './categories/categories.routes.js';
import { registerVenuesRoutes } from './venues/venues.routes.js';
import { registerConventionsRoutes } from './conventions/conventions.routes.js';
import { registerCategoryUsage } from './categories/categories.service.js';
import { countAllVenues, registerVenueEvents, registerVenueUsage, venueFavouriteRules, venueSearchHits } from './venues/venues.service.js';
import {
  conventionSearchHits,
  conventionsAtVenue,
  countUpcomingConventions,
  conventionsUsingCategory,
  conventionsUsingVenue,
} from './conventions/conventions.service.js';
import { conventionsDemoStep } from './conventions/conventions.demo.js';
import { registerExhibitionsRoutes } from './exhibitions/exhibitions.routes.js';
import { registerSearchRoutes } from './search/search.routes.js';
import { registerArticlesRoutes } from './articles/articles.routes.js';
import { articleFavouriteRules, articlesDemoStep } from './articles/articles.service.js';
import { registerDesignersRoutes } from './designers/designers.routes.js';
import { designerProfileChanged, startDesignerRefresh } from './designers/designers.service.js';
import { designersDemoStep } from './designers/designers.demo.js';
import { designerSearchHits } from './designers/designers.search.js';
import { serviceSearchHits } from './services/services.search.js';
import { registerGalleryRoutes } from './designers/gallery.routes.js';
import { pictureFavouriteRules } from './designers/gallery.service.js';
import { onProfileChanged } from './members/profile.service.js';
import { registerFactoriesRoutes } from './factories/factories.routes.js';
import { factoriesDemoStep } from './factories/factories.demo.js';
import { factorySearchHits } from './factories/factories.search.js';
import { registerModelsRoutes } from './models/models.routes.js';
import { modelFavouriteRules, modelSearchHits, modelsUsingCategory } from './models/models.service.js';
import { modelDemoStep } from './models/models.demo.js';
import { registerServicesRoutes } from './services/services.routes.js';
import { registerNotificationsRoutes } from './notifications/notifications.routes.js';
import { startOutbox } from './notifications/notifications.service.js';
import { servicesDemoStep } from './services/services.demo.js';

/** Every feature module's route registration, in one list. */
export const modules: Array<(app: FastifyInstance) => Promise<void> | void> = [
  registerAccountsRoutes,
  registerMembersRoutes,
  registerAdminRoutes,
  registerContentRoutes,
  registerMessagesRoutes,
  registerConversationsRoutes,
  registerWalletRoutes,
  registerWalletAdminRoutes,
  registerAlipayGateway,
  registerWechatPayGateway,
  registerIdentityRoutes,
  registerInvitationsRoutes,
  registerActivityRoutes,
  registerFilesRoutes,
  registerTasksRoutes,
  registerEvaluationsRoutes,
  registerComplaintsRoutes,
  registerFavouritesRoutes,
  registerWechatRoutes,
  registerSecurityRoutes,
  registerCategoriesRoutes,
  registerVenuesRoutes,
  registerConventionsRoutes,
  registerExhibitionsRoutes,
  registerSearchRoutes,
  registerArticlesRoutes,
  registerDesignersRoutes,
  registerGalleryRoutes,
  registerFactoriesRoutes,
  registerModelsRoutes,
  registerServicesRoutes,
  registerNotificationsRoutes,
];

/** Every module's demo data (DEMO_DATA=1), in the order it is created: venues (with conventions) before the exhibitions held in them. */
export const demoSeedSteps: DemoSeedStep[] = [
  contentDemoStep,
  conventionsDemoStep,
  exhibitionDemoStep,
  taskDemoStep,
  designersDemoStep,
  factoriesDemoStep,
  modelDemoStep,
  servicesDemoStep,
  articlesDemoStep,
];

/**
 * What modules plug into one another and the background work they run, done by
 * buildApp after the routes, explicitly: importing a module never registers or
 * starts anything.
 */
export function wireModules(app: FastifyInstance) {
  registerFavouriteKind('task', taskFavouriteRules);
  registerFavouriteKind('venue', venueFavouriteRules);
  registerVenueEvents('conventions', conventionsAtVenue);
  registerVenueUsage(conventionsUsingVenue);
  registerCategoryUsage(conventionsUsingCategory);
  registerFavouriteKind('exhibition', exhibitionFavouriteRules);
  registerVenueEvents('exhibitions', exhibitionsAtVenue);
  registerVenueUsage(exhibitionsUsingVenue);
  registerCategoryUsage(exhibitionsUsingCategory);
  registerFavouriteKind('article', articleFavouriteRules);
  // the global search's kinds (tabs in the order of searchKinds, whatever the order here)
  registerSearchProvider('task', taskSearchProvider);
  registerSearchProvider('exhibition', { hits: exhibitionSearchHits, count: countUpcomingExhibitions });
  registerSearchProvider('convention', { hits: conventionSearchHits, count: countUpcomingConventions });
  registerSearchProvider('venue', { hits: venueSearchHits, count: countAllVenues });
  registerSearchProvider('designer', designerSearchHits);
  registerSearchProvider('service', serviceSearchHits);
  registerSearchProvider('factory', factorySearchHits);
  registerSearchProvider('model', modelSearchHits);
  onProfileChanged(designerProfileChanged);
  registerFavouriteKind('model', modelFavouriteRules);
  registerCategoryUsage(modelsUsingCategory);
  startTaskTimers(app);
  registerFavouriteKind('picture', pictureFavouriteRules);
  startDesignerRefresh(app);
  startTopUpReconciliation(app);
  startPayoutResolution(app);
  startOutbox(app);
}
