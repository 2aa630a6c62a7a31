import { pageById } from '../access';
import { SHARED_VERSION, defineRemoteRoutes } from '../remote';

const Screen = () => null;
const load = async () => ({ default: Screen });

it("lists a remote's pages by page id, each with its loader, for the host to route by the page table", async () => {
  const { routes, sharedVersion } = defineRemoteRoutes('crm', { CustomerListPage: load, CustomerDetailPage: load });
  expect(sharedVersion).toBe(SHARED_VERSION);
  expect(routes.map((r) => r.pageId)).toEqual(['CustomerListPage', 'CustomerDetailPage']);
  expect(routes.map((r) => pageById(r.pageId)?.remote)).toEqual(['crm', 'crm']);
  expect((await routes[0].load()).default).toBe(Screen);
});

it('keeps the first data a page declares beside its code, and none for a page given as its code alone', async () => {
  const data = async () => (search: URLSearchParams) => ({ queryKey: ['customer', 'list', search.get('keyword')], queryFn: async () => [] });
  const [list, detail] = defineRemoteRoutes('crm', { CustomerListPage: { load, data }, CustomerDetailPage: load }).routes;
  expect((await list.load()).default).toBe(Screen);
  expect((await list.data?.())?.(new URLSearchParams('keyword=두레'))?.queryKey).toEqual(['customer', 'list', '두레']);
  expect(detail.data).toBeUndefined();
});

it('takes a query that does not depend on the address as the data of every visit', async () => {
  const codes = { queryKey: ['authority', 'codes'], queryFn: async () => [] };
  const [page] = defineRemoteRoutes('admin', { AuthCodePage: { load, data: async () => codes } }).routes;
  expect((await page.data?.())?.(new URLSearchParams('keyword=x'))).toBe(codes);
});

it("accepts only the remote's own page ids (checked by typecheck)", () => {
  // @ts-expect-error a mistyped page id
  defineRemoteRoutes('crm', { CustomerLisPage: load });
  // @ts-expect-error a page of another remote
  defineRemoteRoutes('crm', { DepartmentPage: load });
  // @ts-expect-error a page the host renders
  defineRemoteRoutes('admin', { LoginPage: load });
  expect(defineRemoteRoutes('admin', {}).routes).toEqual([]);
});
