import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { account, member as memberContracts, type DataOf } from '@boothhub/shared';
import { RootRoute } from '../app/RootRoute';
import { Toasts } from '../app/Toasts';
import { queryClient as appQueryClient } from '../lib/queryClient';
import type { FakeApi } from './fakeApi';

type Member = DataOf<typeof memberContracts.userInfo>;

/** A logged-in member as Member/userInfo answers (override what a test needs). */
export function memberFixture(patch: Partial<Member> = {}): Member {
  return {
    cardno: '10000001',
    nickname: 'Tester',
    userlogo: null,
    sex: 'unknown',
    mobile: '138****0001',
    prov: '',
    strt: '',
    addr: '',
    descr: '',
    dates: '2026-01-01T00:00:00.000Z',
    role: 'business',
    banned: false,
    coins: 0,
    points: 0,
    personauth: 'none',
    ispaycode: true,
    bindwx: false,
    taidu: 0,
    sudu: 0,
    pinzhi: 0,
    invitcoins: 0,
    invitpples: 0,
    inviteCode: 'ABCDEF',
    ...patch,
  };
}

/** Answers the session calls for this member: logged in, with their info. */
export function logIn(api: FakeApi, member: Member) {
  api.on(account.loginCheck, { loggedIn: true, cardno: member.cardno, role: member.role });
  api.on(memberContracts.userInfo, member);
}

/**
 * Renders one page as the app does: beside the app's toasts, under the real root route (which wires the request
 * helper's error display to the toasts), a memory router at `url`, and a fresh query client with the app's defaults.
 * Any other path shows `elsewhere`.
 */
export function renderPage(page: ReactElement, { path, url = path }: { path: string; url?: string }) {
  const client = new QueryClient({ defaultOptions: appQueryClient.getDefaultOptions() });
  const router = createMemoryRouter(
    [
      {
        element: <RootRoute />,
        children: [
          { path, element: page },
          { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  // the pointer-events check computes styles on each event, slowly in jsdom: skip it
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toasts />
    </QueryClientProvider>,
  );
  return {
    ...view,
    user,
    client,
    /** where the router is now (path and query) */
    location: () => router.state.location.pathname + router.state.location.search,
  };
}
