import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RootRoute } from './RootRoute';
import NotFound from '../features/content/pages/NotFound';
import { RouteError } from './errors';
import type { RouteHandle } from './handle';
import LoginLayout from './layouts/LoginLayout';
import MainLayout from './layouts/MainLayout';
import PersonalCenterLayout from './layouts/PersonalCenterLayout';

/**
 * The route table (seed §2). Every page is a lazy chunk. Later features add their routes to the lists below
 * (and their links in the header/side menus) once the feature exists: tasks (/orderList …), the catalogue
 * (/exhibition, /conventionSpace …), models (/modelCenter …), wallet (/personalCenter/caseOut …).
 */
type Page = RouteObject & { handle?: RouteHandle };

const Login = lazy(() => import('../features/account/pages/Login'));
const Register = lazy(() => import('../features/account/pages/Register'));
const ResetPassword = lazy(() => import('../features/account/pages/ResetPassword'));
const ChangePassword = lazy(() => import('../features/account/pages/ChangePassword'));
const BindPhone = lazy(() => import('../features/account/pages/BindPhone'));
const MainPage = lazy(() => import('../features/content/pages/MainPage'));
const Help = lazy(() => import('../features/content/pages/Help'));
const HelpDetail = lazy(() => import('../features/content/pages/HelpDetail'));
const About = lazy(() => import('../features/content/pages/About'));
const Exception = lazy(() => import('../features/content/pages/Exception'));
const Home = lazy(() => import('../features/member/pages/Home'));
const BasicSettings = lazy(() => import('../features/member/pages/BasicSettings'));
const SecuritySetting = lazy(() => import('../features/member/pages/SecuritySetting'));
const Messages = lazy(() => import('../features/messages/pages/Messages'));
const OrderList = lazy(() => import('../features/tasks/pages/OrderList'));
const OrderDetail = lazy(() => import('../features/tasks/pages/OrderDetail'));
const OrderPay = lazy(() => import('../features/tasks/pages/OrderPay'));
const UploadDesign = lazy(() => import('../features/tasks/pages/UploadDesign'));
const PreviewDesign = lazy(() => import('../features/tasks/pages/PreviewDesign'));
const LookMyProjectDesign = lazy(() => import('../features/tasks/pages/LookMyProjectDesign'));
const TaskPublish = lazy(() => import('../features/tasks/pages/TaskPublish'));
const ProjectManagement = lazy(() => import('../features/tasks/pages/ProjectManagement'));
const RecommendList = lazy(() => import('../features/tasks/pages/RecommendList'));
const EvaluateList = lazy(() => import('../features/evaluations/pages/EvaluateList'));
const EvaluateEdit = lazy(() => import('../features/evaluations/pages/EvaluateEdit'));
const EvaluateChange = lazy(() => import('../features/evaluations/pages/EvaluateChange'));
const AdminComplaints = lazy(() => import('../features/admin/pages/Complaints'));
const AdminLayout = lazy(() => import('../features/admin/AdminLayout'));
const AdminDashboard = lazy(() => import('../features/admin/pages/Dashboard'));
const AdminMembers = lazy(() => import('../features/admin/pages/Members'));
const AdminAudit = lazy(() => import('../features/admin/pages/Audit'));
const AdminPages = lazy(() => import('../features/admin/pages/Pages'));
const Recharge = lazy(() => import('../features/wallet/pages/Recharge'));
const TradeManagement = lazy(() => import('../features/wallet/pages/TradeManagement'));
const CaseOut = lazy(() => import('../features/wallet/pages/CaseOut'));
const Identity = lazy(() => import('../features/wallet/pages/Identity'));
const ActivityCenter = lazy(() => import('../features/wallet/pages/ActivityCenter'));
const Invite = lazy(() => import('../features/wallet/pages/Invite'));
const AdminRecharges = lazy(() => import('../features/admin/pages/WalletRecharges'));
const AdminIdentities = lazy(() => import('../features/admin/pages/WalletIdentities'));
const AdminWithdrawals = lazy(() => import('../features/admin/pages/WalletWithdrawals'));
const AdminSettings = lazy(() => import('../features/admin/pages/WalletSettings'));

/** Login layout: /login/… */
export const loginPages: Page[] = [
  { index: true, element: <Login />, handle: { title: 'title.login' } },
  { path: 'register', element: <Register />, handle: { title: 'title.register' } },
  { path: 'forgetpwd', element: <ResetPassword />, handle: { title: 'title.forgetpwd' } },
  { path: 'resetpwd', element: <ResetPassword />, handle: { title: 'title.resetpwd' } },
  { path: 'changepwd', element: <ChangePassword />, handle: { title: 'title.changepwd', access: 'member' } },
  { path: 'bindPhone', element: <BindPhone />, handle: { title: 'title.bindPhone', access: 'member' } },
];

/** Personal centre: /personalCenter/… (side menu in PersonalCenterLayout). */
export const personalCenterPages: Page[] = [
  { index: true, element: <Navigate to="basicSettings" replace /> },
  { path: 'basicSettings', element: <BasicSettings />, handle: { title: 'title.basicSettings' } },
  { path: 'securitySetting', element: <SecuritySetting />, handle: { title: 'title.securitySetting' } },
  { path: 'projectManagement', element: <ProjectManagement />, handle: { title: 'tasks.title.projectManagement' } },
  { path: 'newService', element: <TaskPublish />, handle: { title: 'tasks.title.newService' } },
  { path: 'recommendList', element: <RecommendList />, handle: { title: 'tasks.title.recommendList' } },
  { path: 'evaluateList', element: <EvaluateList />, handle: { title: 'tasks.title.evaluateList' } },
  { path: 'evaluateEdit', element: <EvaluateEdit />, handle: { title: 'tasks.title.evaluateEdit' } },
  { path: 'evaluateChange', element: <EvaluateChange />, handle: { title: 'tasks.title.evaluateChange' } },
  { path: 'recharge', element: <Recharge />, handle: { title: 'wallet.title.recharge' } },
  { path: 'tradeManagement', element: <TradeManagement />, handle: { title: 'wallet.title.tradeManagement' } },
  { path: 'caseOut', element: <CaseOut />, handle: { title: 'wallet.title.caseOut' } },
  { path: 'identity', element: <Identity />, handle: { title: 'wallet.title.identity' } },
  { path: 'activityCenter', element: <ActivityCenter />, handle: { title: 'wallet.title.activityCenter' } },
  { path: 'invite', element: <Invite />, handle: { title: 'wallet.title.invite' } },
];

/** Main layout. */
export const mainPages: Page[] = [
  { index: true, element: <MainPage />, handle: { title: 'title.mainPage' } },
  { path: 'mainPage', element: <MainPage />, handle: { title: 'title.mainPage' } },
  { path: 'home', element: <Home />, handle: { title: 'title.home', access: 'member' } },
  { path: 'message', element: <Messages />, handle: { title: 'title.message', access: 'member' } },
  { path: 'help', element: <Help />, handle: { title: 'title.help' } },
  { path: 'help/helDetail', element: <HelpDetail />, handle: { title: 'title.helpDetail' } },
  { path: 'about', element: <About />, handle: { title: 'title.about' } },
  { path: 'exception', element: <Exception />, handle: { title: 'title.exception' } },
  { path: 'orderList', element: <OrderList />, handle: { title: 'tasks.title.orderList' } },
  { path: 'orderDetail', element: <OrderDetail />, handle: { title: 'tasks.title.orderDetail' } },
  { path: 'orderPay', element: <OrderPay />, handle: { title: 'tasks.title.orderPay', access: 'member' } },
  { path: 'uploadMyOrderDesign', element: <UploadDesign />, handle: { title: 'tasks.title.uploadMyOrderDesign', access: 'member' } },
  { path: 'previewMyDesign', element: <PreviewDesign />, handle: { title: 'tasks.title.previewMyDesign', access: 'member' } },
  { path: 'lookMyProjectDesign', element: <LookMyProjectDesign />, handle: { title: 'tasks.title.lookMyProjectDesign', access: 'member' } },
  {
    path: 'personalCenter',
    element: <PersonalCenterLayout />,
    handle: { title: 'title.personalCenter', access: 'member' },
    children: personalCenterPages,
  },
];

/** Back office: /admin/… (admins only; everyone else sees 403). */
export const adminPages: Page[] = [
  { index: true, element: <AdminDashboard />, handle: { title: 'title.adminDashboard' } },
  { path: 'members', element: <AdminMembers />, handle: { title: 'title.adminMembers' } },
  { path: 'audit', element: <AdminAudit />, handle: { title: 'title.adminAudit' } },
  { path: 'pages', element: <AdminPages />, handle: { title: 'title.adminPages' } },
  { path: 'complaints', element: <AdminComplaints />, handle: { title: 'tasks.title.adminComplaints' } },
  { path: 'recharges', element: <AdminRecharges />, handle: { title: 'wallet.title.adminRecharges' } },
  { path: 'identity', element: <AdminIdentities />, handle: { title: 'wallet.title.adminIdentities' } },
  { path: 'withdrawals', element: <AdminWithdrawals />, handle: { title: 'wallet.title.adminWithdrawals' } },
  { path: 'settings', element: <AdminSettings />, handle: { title: 'wallet.title.adminSettings' } },
];

export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <RootRoute />,
      errorElement: <RouteError />,
      children: [
        { path: '/login', element: <LoginLayout />, children: [{ errorElement: <RouteError />, children: loginPages }] },
        {
          path: '/admin',
          element: <AdminLayout />,
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
