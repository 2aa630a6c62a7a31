import { type PageDef, authoritiesAtom, pageById, sessionStore } from '@dure/shared';
import { ListPage } from '@dure/shared/list';
import { defineListState, text } from '@dure/shared/list-state';
import { queryClient } from '@dure/shared/query';
import { defineRemoteRoutes } from '@dure/shared/remote';
import { onePage } from '@dure/shared/testing';
import { QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router-dom';

const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: (id: string) => loadRemote(id), registerRemotes: jest.fn() }));
jest.mock('@dure/shared/records', () => ({ SavedViews: () => null }));

import { resolveRemotePage } from '../RemotePage';
import { prefetchMenuPageData } from '../prefetchRouteData';
import { registerDeployedRemotes } from '../remoteRegistry';

type Customer = { id: number; name: string };
// A list whose defaults matter: the address leaves out the default order and page size, and the page reads them back in.
const customerList = defineListState({ key: 'customer-list', fields: { keyword: text() }, sort: { initial: 'name,asc', fields: ['name', 'id'] }, sizes: [50, 100] });
const fetchCustomers = jest.fn<Promise<ReturnType<typeof onePage<Customer>>>, [Record<string, string>]>();
const customerListQuery = (state: Parameters<typeof customerList.apiQuery>[0]) =>
  queryOptions({ queryKey: ['customer', 'list', customerList.apiQuery(state)], queryFn: () => fetchCustomers(customerList.apiQuery(state)) });

let releasePageCode: () => void = () => undefined;
let pageCodeLoads = 0;
const CustomerListPage = () => (
  <ListPage<Customer, { keyword: ReturnType<typeof text> }>
    title="고객사"
    list={customerList}
    query={customerListQuery}
    columns={[{ title: '고객사명', dataIndex: 'name' }]}
    unit="곳"
  />
);

const page = pageById('CustomerListPage') as PageDef;

beforeEach(() => {
  queryClient.clear();
  fetchCustomers.mockReset();
  pageCodeLoads = 0;
  fetchCustomers.mockResolvedValue(onePage([{ id: 1, name: '두레상사' }]));
  loadRemote.mockResolvedValue(
    defineRemoteRoutes('crm', {
      CustomerListPage: {
        // The page's code arrives only when the test says, to show the data did not wait for it.
        load: () => {
          pageCodeLoads++;
          return new Promise((resolve) => (releasePageCode = () => resolve({ default: CustomerListPage })));
        },
        data: async () => (search: URLSearchParams) => customerListQuery(customerList.parse(search)),
      },
    }),
  );
  registerDeployedRemotes({ crm: 'http://crm/mf-manifest.json' });
});

async function visit(address: string) {
  const search = address.slice(address.indexOf('?'));
  const resolving = resolveRemotePage(page, search);
  // The remote's route table is in; the page's code is still loading.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  const callsBeforeCode = fetchCustomers.mock.calls.length;
  releasePageCode();
  const Component = await resolving;
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[address]}>
        <App>
          <Component />
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  expect(await screen.findByText('두레상사')).toBeTruthy();
  return callsBeforeCode;
}

it("starts a list page's first data with its code, and the page uses it: one request on a first visit", async () => {
  act(() => sessionStore.set(authoritiesAtom, [...page.roles]));
  const callsBeforeCode = await visit('/customer?keyword=%EB%91%90%EB%A0%88&sort=id,desc');
  expect(callsBeforeCode).toBe(1);
  // The defaults the address leaves out (page, size) are the page's own, so its query key is the prefetched one.
  expect(fetchCustomers.mock.calls).toEqual([[{ page: '0', size: '50', sort: 'id,desc', keyword: '두레' }]]);
});

it('leaves the data to a page the stored session may not open: the guard turns it away', async () => {
  act(() => sessionStore.set(authoritiesAtom, []));
  const resolving = resolveRemotePage(page, '');
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  releasePageCode();
  await resolving;
  expect(fetchCustomers).not.toHaveBeenCalled();
});

it("loads a menu item's page code on hover or focus, and asks for its data once while the answer is fresh", async () => {
  act(() => sessionStore.set(authoritiesAtom, [...page.roles]));
  prefetchMenuPageData(page);
  await waitFor(() => expect(fetchCustomers).toHaveBeenCalledTimes(1));
  expect(pageCodeLoads).toBe(1);
  expect(fetchCustomers.mock.calls[0]).toEqual([{ page: '0', size: '50', sort: 'name,asc' }]);
  prefetchMenuPageData(page);
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(fetchCustomers).toHaveBeenCalledTimes(1);
});
