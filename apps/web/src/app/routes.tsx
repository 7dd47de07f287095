import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PageSpin } from '../components/PageSpin';
import { RootRoute } from './RootRoute';
import NotFound from '../features/content/pages/NotFound';
// the landing page is in the entry (decision 042), shown without waiting for another chunk
import MainPage from '../features/content/pages/MainPage';
import { RouteError } from './errors';
import type { RouteHandle } from '../lib/routeHandle';
import MainLayout from './layouts/MainLayout';
import { prefetchTask, prefetchTaskList } from '../features/tasks/prefetch';

/**
 * The route table (docs/rules/web-client.md). Every page but the landing page is a lazy chunk, and so are the login,
 * personal-centre and back-office layouts: the landing page is the main layout and itself, in the entry
 * (docs/decisions/019, 042). They are React Router `lazy` routes:
 * the router starts loading the chunks of the first URL as soon as it is created, alongside the language's chunks,
 * and a navigation keeps the current page until the next one's chunk is here. Later features add their routes to the
 * lists below (and their links in the header/side menus) once the feature exists: tasks (/orderList …), the catalogue
 * (/exhibition, /conventionSpace …), models (/modelCenter …), wallet (/personalCenter/caseOut …).
 */
type Page = RouteObject & { handle?: RouteHandle };

type RouteModule = () => Promise<{ default: ComponentType }>;
/**
 * A page or layout as a lazy route: its module's default export, loaded when the route is first matched (decisions
 * 045, 052). scripts/budget.mjs reads these lines to count each page's JavaScript.
 */
const lazyPage = (load: RouteModule) => async () => ({ Component: (await load()).default });

const LoginLayout = lazyPage(() => import('./layouts/LoginLayout'));
const PersonalCenterLayout = lazyPage(() => import('./layouts/PersonalCenterLayout'));
const Login = lazyPage(() => import('../features/account/pages/Login'));
const Register = lazyPage(() => import('../features/account/pages/Register'));
const ResetPassword = lazyPage(() => import('../features/account/pages/ResetPassword'));
const ChangePassword = lazyPage(() => import('../features/account/pages/ChangePassword'));
const BindPhoneRoute = lazyPage(() => import('../features/security/pages/BindPhoneRoute'));
const WechatCallback = lazyPage(() => import('../features/security/pages/WechatCallback'));
const SearchPage = lazyPage(() => import('../features/search/pages/SearchPage'));
const MyCollection = lazyPage(() => import('../features/search/pages/MyCollection'));
const Help = lazyPage(() => import('../features/content/pages/Help'));
const HelpDetail = lazyPage(() => import('../features/content/pages/HelpDetail'));
const About = lazyPage(() => import('../features/content/pages/About'));
const Exception = lazyPage(() => import('../features/content/pages/Exception'));
const Home = lazyPage(() => import('../features/member/pages/Home'));
const BasicSettings = lazyPage(() => import('../features/member/pages/BasicSettings'));
const SecuritySetting = lazyPage(() => import('../features/member/pages/SecuritySetting'));
const NotificationSettings = lazyPage(() => import('../features/notifications/pages/NotificationSettings'));
const Conversations = lazyPage(() => import('../features/conversations/pages/Conversations'));
const Chat = lazyPage(() => import('../features/conversations/pages/Chat'));
const AdminOutbox = lazyPage(() => import('../features/notifications/pages/AdminOutbox'));
const Messages = lazyPage(() => import('../features/messages/pages/Messages'));
const OrderList = lazyPage(() => import('../features/tasks/pages/OrderList'));
const OrderDetail = lazyPage(() => import('../features/tasks/pages/OrderDetail'));
const OrderPay = lazyPage(() => import('../features/tasks/pages/OrderPay'));
const UploadDesign = lazyPage(() => import('../features/tasks/pages/UploadDesign'));
const PreviewDesign = lazyPage(() => import('../features/tasks/pages/PreviewDesign'));
const LookMyProjectDesign = lazyPage(() => import('../features/tasks/pages/LookMyProjectDesign'));
const TaskPublish = lazyPage(() => import('../features/tasks/pages/TaskPublish'));
const ProjectManagement = lazyPage(() => import('../features/tasks/pages/ProjectManagement'));
const RecommendList = lazyPage(() => import('../features/tasks/pages/RecommendList'));
const SavedSearches = lazyPage(() => import('../features/tasks/pages/SavedSearches'));
const EvaluateList = lazyPage(() => import('../features/evaluations/pages/EvaluateList'));
const EvaluateEdit = lazyPage(() => import('../features/evaluations/pages/EvaluateEdit'));
const EvaluateChange = lazyPage(() => import('../features/evaluations/pages/EvaluateChange'));
const ExhibitionList = lazyPage(() => import('../features/exhibitions/pages/ExhibitionList'));
const ExhibitionDetail = lazyPage(() => import('../features/exhibitions/pages/ExhibitionDetail'));
const ExhibitionBooth = lazyPage(() => import('../features/exhibitions/pages/ExhibitionBooth'));
const UploadExhibition = lazyPage(() => import('../features/exhibitions/pages/UploadExhibition'));
const MyExhibitions = lazyPage(() => import('../features/exhibitions/pages/MyExhibitions'));
const AdminExhibitions = lazyPage(() => import('../features/exhibitions/pages/AdminExhibitions'));
const ModelCenter = lazyPage(() => import('../features/models/pages/ModelCenter'));
const ModelDetail = lazyPage(() => import('../features/models/pages/ModelDetail'));
const ModelManagement = lazyPage(() => import('../features/models/pages/ModelManagement'));
const ModelUpload = lazyPage(() => import('../features/models/pages/ModelUpload'));
const AdminModels = lazyPage(() => import('../features/models/pages/AdminModels'));
const AdminComplaints = lazyPage(() => import('../features/admin/pages/Complaints'));
const AdminLayout = lazyPage(() => import('../features/admin/AdminLayout'));
const AdminDashboard = lazyPage(() => import('../features/admin/pages/Dashboard'));
const AdminMembers = lazyPage(() => import('../features/admin/pages/Members'));
const AdminAudit = lazyPage(() => import('../features/admin/pages/Audit'));
const AdminPages = lazyPage(() => import('../features/admin/pages/Pages'));
const Recharge = lazyPage(() => import('../features/wallet/pages/Recharge'));
const TradeManagement = lazyPage(() => import('../features/wallet/pages/TradeManagement'));
const CaseOut = lazyPage(() => import('../features/wallet/pages/CaseOut'));
const Identity = lazyPage(() => import('../features/wallet/pages/Identity'));
const ActivityCenter = lazyPage(() => import('../features/wallet/pages/ActivityCenter'));
const Invite = lazyPage(() => import('../features/wallet/pages/Invite'));
const AdminRecharges = lazyPage(() => import('../features/admin/pages/WalletRecharges'));
const AdminIdentities = lazyPage(() => import('../features/admin/pages/WalletIdentities'));
const AdminWithdrawals = lazyPage(() => import('../features/admin/pages/WalletWithdrawals'));
const AdminSettings = lazyPage(() => import('../features/admin/pages/WalletSettings'));
const ConventionSpace = lazyPage(() => import('../features/conventions/pages/ConventionSpace'));
const ConventionDetail = lazyPage(() => import('../features/conventions/pages/ConventionDetail'));
const VenueDetail = lazyPage(() => import('../features/conventions/pages/VenueDetail'));
const UploadConvention = lazyPage(() => import('../features/conventions/pages/UploadConvention'));
const MyConventions = lazyPage(() => import('../features/conventions/pages/MyConventions'));
const AdminConventions = lazyPage(() => import('../features/conventions/pages/AdminConventions'));
const AdminVenues = lazyPage(() => import('../features/conventions/pages/AdminVenues'));
const ArticleList = lazyPage(() => import('../features/articles/pages/ArticleList'));
const ArticleDetail = lazyPage(() => import('../features/articles/pages/ArticleDetail'));
const AdminArticles = lazyPage(() => import('../features/articles/pages/AdminArticles'));
const AdminCategories = lazyPage(() => import('../features/categories/pages/AdminCategories'));
const DesignerList = lazyPage(() => import('../features/designers/pages/DesignerList'));
const Gallery = lazyPage(() => import('../features/designers/pages/Gallery'));
const DesignerInfo = lazyPage(() => import('../features/designers/pages/DesignerInfo'));
const DesignManagement = lazyPage(() => import('../features/designers/pages/DesignManagement'));
const UploadMyDesign = lazyPage(() => import('../features/designers/pages/UploadMyDesign'));
const FactoryList = lazyPage(() => import('../features/factories/pages/FactoryList'));
const FactoryInfo = lazyPage(() => import('../features/factories/pages/FactoryInfo'));
const FactoryProfile = lazyPage(() => import('../features/factories/pages/FactoryProfile'));
const QuoteRequests = lazyPage(() => import('../features/factories/pages/QuoteRequests'));
const CrewCalendar = lazyPage(() => import('../features/factories/calendar/CrewCalendar'));
const PublishedTasks = lazyPage(() => import('../features/tasks/pages/PublishedTasks'));
const ServiceList = lazyPage(() => import('../features/services/pages/ServiceList'));
const ServiceInfo = lazyPage(() => import('../features/services/pages/ServiceInfo'));
const MyServices = lazyPage(() => import('../features/services/pages/MyServices'));
const ServiceEdit = lazyPage(() => import('../features/services/pages/ServiceEdit'));

/** Login layout: /login/… */
export const loginPages: Page[] = [
  { index: true, lazy: Login, handle: { title: 'title.login' } },
  { path: 'register', lazy: Register, handle: { title: 'title.register' } },
  { path: 'forgetpwd', lazy: ResetPassword, handle: { title: 'title.forgetpwd' } },
  { path: 'resetpwd', lazy: ResetPassword, handle: { title: 'title.resetpwd' } },
  { path: 'changepwd', lazy: ChangePassword, handle: { title: 'title.changepwd', access: 'member' } },
  { path: 'bindPhone', lazy: BindPhoneRoute, handle: { title: 'title.bindPhone' } },
  { path: 'wechat', lazy: WechatCallback, handle: { title: 'title.wechatCallback' } },
];

/** Personal centre: /personalCenter/… (side menu in PersonalCenterLayout). */
export const personalCenterPages: Page[] = [
  { index: true, element: <Navigate to="basicSettings" replace /> },
  { path: 'basicSettings', lazy: BasicSettings, handle: { title: 'title.basicSettings' } },
  { path: 'securitySetting', lazy: SecuritySetting, handle: { title: 'title.securitySetting' } },
  // the seed's name for the same page (seed-spec: personal-centre children), served as it names it
  { path: 'securityServices', lazy: SecuritySetting, handle: { title: 'title.securitySetting' } },
  { path: 'notificationSettings', lazy: NotificationSettings, handle: { title: 'notify.title' } },
  { path: 'messages', lazy: Conversations, handle: { title: 'dm.title' } },
  { path: 'messages/chat', lazy: Chat, handle: { title: 'dm.title' } },
  { path: 'projectManagement', lazy: ProjectManagement, handle: { title: 'tasks.title.projectManagement' } },
  { path: 'newService', lazy: TaskPublish, handle: { title: 'tasks.title.newService' } },
  { path: 'serviceList', lazy: PublishedTasks, handle: { title: 'tasks.title.serviceList' } },
  { path: 'serviceDetail', lazy: OrderDetail, handle: { title: 'tasks.title.serviceDetail' } },
  { path: 'myServices', lazy: MyServices, handle: { title: 'services.title.mine' } },
  { path: 'addService', lazy: ServiceEdit, handle: { title: 'services.title.new' } },
  { path: 'editService', lazy: ServiceEdit, handle: { title: 'services.title.edit' } },
  { path: 'recommendList', lazy: RecommendList, handle: { title: 'tasks.title.recommendList' } },
  { path: 'savedSearches', lazy: SavedSearches, handle: { title: 'tasks.savedSearch.title' } },
  { path: 'evaluateList', lazy: EvaluateList, handle: { title: 'tasks.title.evaluateList' } },
  { path: 'evaluateEdit', lazy: EvaluateEdit, handle: { title: 'tasks.title.evaluateEdit' } },
  { path: 'evaluateChange', lazy: EvaluateChange, handle: { title: 'tasks.title.evaluateChange' } },
  { path: 'recharge', lazy: Recharge, handle: { title: 'wallet.title.recharge' } },
  { path: 'tradeManagement', lazy: TradeManagement, handle: { title: 'wallet.title.tradeManagement' } },
  { path: 'caseOut', lazy: CaseOut, handle: { title: 'wallet.title.caseOut' } },
  { path: 'identity', lazy: Identity, handle: { title: 'wallet.title.identity' } },
  { path: 'activityCenter', lazy: ActivityCenter, handle: { title: 'wallet.title.activityCenter' } },
  { path: 'invite', lazy: Invite, handle: { title: 'wallet.title.invite' } },
  { path: 'myConventions', lazy: MyConventions, handle: { title: 'conventions.title.mine' } },
  { path: 'myExhibitions', lazy: MyExhibitions, handle: { title: 'exhibitions.title.mine' } },
  { path: 'myCollection', lazy: MyCollection, handle: { title: 'search.title.myCollection' } },
  { path: 'designManagement', lazy: DesignManagement, handle: { title: 'designers.title.manage' } },
  { path: 'uploadMyDesign', lazy: UploadMyDesign, handle: { title: 'designers.title.upload' } },
  { path: 'editMyDesign', lazy: UploadMyDesign, handle: { title: 'designers.title.edit' } },
  { path: 'factoryProfile', lazy: FactoryProfile, handle: { title: 'factories.title.profile' } },
  { path: 'quoteRequests', lazy: QuoteRequests, handle: { title: 'factories.title.requests' } },
  { path: 'crewCalendar', lazy: CrewCalendar, handle: { title: 'factories.title.calendar' } },
  { path: 'modelManagement', lazy: ModelManagement, handle: { title: 'models.title.manage' } },
  { path: 'modelUpload', lazy: ModelUpload, handle: { title: 'models.title.upload' } },
  { path: 'modelEdit', lazy: ModelUpload, handle: { title: 'models.title.edit' } },
];

/** Main layout. */
export const mainPages: Page[] = [
  { index: true, Component: MainPage, handle: { title: 'title.mainPage' } },
  { path: 'mainPage', Component: MainPage, handle: { title: 'title.mainPage' } },
  { path: 'home', lazy: Home, handle: { title: 'title.home', access: 'member' } },
  { path: 'message', lazy: Messages, handle: { title: 'title.message', access: 'member' } },
  { path: 'help', lazy: Help, handle: { title: 'title.help' } },
  { path: 'help/helDetail', lazy: HelpDetail, handle: { title: 'title.helpDetail' } },
  { path: 'about', lazy: About, handle: { title: 'title.about' } },
  { path: 'search', lazy: SearchPage, handle: { title: 'search.title' } },
  { path: 'exception', lazy: Exception, handle: { title: 'title.exception' } },
  { path: 'gallery', lazy: Gallery, handle: { title: 'designers.gallery.title' } },
  // their loaders ask for the page's answer while its chunk loads (decision 045)
  { path: 'orderList', lazy: OrderList, loader: prefetchTaskList, handle: { title: 'tasks.title.orderList' } },
  { path: 'orderDetail', lazy: OrderDetail, loader: prefetchTask, handle: { title: 'tasks.title.orderDetail' } },
  { path: 'orderPay', lazy: OrderPay, handle: { title: 'tasks.title.orderPay', access: 'member' } },
  { path: 'uploadMyOrderDesign', lazy: UploadDesign, handle: { title: 'tasks.title.uploadMyOrderDesign', access: 'member' } },
  { path: 'previewMyDesign', lazy: PreviewDesign, handle: { title: 'tasks.title.previewMyDesign', access: 'member' } },
  { path: 'exhibition', lazy: ExhibitionList, handle: { title: 'exhibitions.title.list' } },
  { path: 'exhibition/:id', lazy: ExhibitionDetail, handle: { title: 'exhibitions.title.detail' } },
  { path: 'exhibitionBooth', lazy: ExhibitionBooth, handle: { title: 'exhibitions.title.booth' } },
  { path: 'uploadExhibition', lazy: UploadExhibition, handle: { title: 'exhibitions.title.upload', access: 'member' } },
  { path: 'lookMyProjectDesign', lazy: LookMyProjectDesign, handle: { title: 'tasks.title.lookMyProjectDesign', access: 'member' } },
  { path: 'modelCenter', lazy: ModelCenter, handle: { title: 'models.title.center' } },
  { path: 'modelList', lazy: ModelCenter, handle: { title: 'models.title.center' } },
  { path: 'modelDetail', lazy: ModelDetail, handle: { title: 'models.title.detail' } },
  { path: 'uploadModel', lazy: ModelUpload, handle: { title: 'models.title.upload', access: 'member' } },
  { path: 'editModel', lazy: ModelUpload, handle: { title: 'models.title.edit', access: 'member' } },
  { path: 'conventionSpace', lazy: ConventionSpace, handle: { title: 'conventions.title.list' } },
  { path: 'conventionSpace/spaceInfo', lazy: VenueDetail, handle: { title: 'conventions.title.venue' } },
  { path: 'conventionSpace/:id', lazy: ConventionDetail, handle: { title: 'conventions.title.detail' } },
  { path: 'article', lazy: ArticleList, handle: { title: 'articles.title.list' } },
  { path: 'article/:id', lazy: ArticleDetail, handle: { title: 'articles.title.detail' } },
  { path: 'designer', lazy: DesignerList, handle: { title: 'designers.title.list' } },
  { path: 'designInfo', lazy: DesignerInfo, handle: { title: 'designers.title.info' } },
  { path: 'factory', lazy: FactoryList, handle: { title: 'factories.title.list' } },
  { path: 'factoryInfo', lazy: FactoryInfo, handle: { title: 'factories.title.detail' } },
  { path: 'service', lazy: ServiceList, handle: { title: 'services.title.list' } },
  { path: 'serviceInfo', lazy: ServiceInfo, handle: { title: 'services.title.detail' } },
  { path: 'uploadConvention', lazy: UploadConvention, handle: { title: 'conventions.title.upload', access: 'member' } },
  {
    path: 'personalCenter',
    lazy: PersonalCenterLayout,
    handle: { title: 'title.personalCenter', access: 'member' },
    children: personalCenterPages,
  },
];

/** Back office: /admin/… (admins only; everyone else sees 403). */
export const adminPages: Page[] = [
  { index: true, lazy: AdminDashboard, handle: { title: 'title.adminDashboard' } },
  { path: 'members', lazy: AdminMembers, handle: { title: 'title.adminMembers' } },
  { path: 'audit', lazy: AdminAudit, handle: { title: 'title.adminAudit' } },
  { path: 'pages', lazy: AdminPages, handle: { title: 'title.adminPages' } },
  { path: 'complaints', lazy: AdminComplaints, handle: { title: 'tasks.title.adminComplaints' } },
  { path: 'recharges', lazy: AdminRecharges, handle: { title: 'wallet.title.adminRecharges' } },
  { path: 'identity', lazy: AdminIdentities, handle: { title: 'wallet.title.adminIdentities' } },
  { path: 'withdrawals', lazy: AdminWithdrawals, handle: { title: 'wallet.title.adminWithdrawals' } },
  { path: 'outbox', lazy: AdminOutbox, handle: { title: 'outbox.title' } },
  { path: 'exhibitions', lazy: AdminExhibitions, handle: { title: 'exhibitions.title.admin' } },
  { path: 'settings', lazy: AdminSettings, handle: { title: 'wallet.title.adminSettings' } },
  { path: 'conventions', lazy: AdminConventions, handle: { title: 'conventions.title.adminQueue' } },
  { path: 'venues', lazy: AdminVenues, handle: { title: 'conventions.title.adminVenues' } },
  { path: 'models', lazy: AdminModels, handle: { title: 'models.title.admin' } },
  { path: 'modelReview', lazy: AdminModels, handle: { title: 'models.title.admin' } },
  { path: 'categories', lazy: AdminCategories, handle: { title: 'categories.title.admin' } },
  { path: 'articles', lazy: AdminArticles, handle: { title: 'articles.title.admin' } },
];

export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <RootRoute />,
      errorElement: <RouteError />,
      // while the first URL's chunks load (the router waits for its lazy routes before the first render)
      hydrateFallbackElement: <PageSpin />,
      children: [
        { path: '/login', lazy: LoginLayout, children: [{ errorElement: <RouteError />, children: loginPages }] },
        {
          path: '/admin',
          lazy: AdminLayout,
          handle: { title: 'title.admin', access: 'admin' } satisfies RouteHandle,
          children: [{ errorElement: <RouteError />, children: adminPages }],
        },
        {
          path: '/',
          element: <MainLayout />,
          children: [
            {
              errorElement: <RouteError />,
              children: [...mainPages, { path: '*', element: <NotFound />, handle: { title: 'title.notFound' } }],
            },
          ],
        },
      ],
    },
  ];
}
