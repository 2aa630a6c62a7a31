import { pageById } from '../access';
import { defineRemoteRoutes } from '../remote';

const Screen = () => null;
const load = async () => ({ default: Screen });

it("lists a remote's pages by page id, each with its loader, for the host to route by the page table", async () => {
  const routes = defineRemoteRoutes('crm', { CustomerListPage: load, CustomerDetailPage: load });
  expect(routes.map((r) => r.pageId)).toEqual(['CustomerListPage', 'CustomerDetailPage']);
  expect(routes.map((r) => pageById(r.pageId)?.remote)).toEqual(['crm', 'crm']);
  expect((await routes[0].load()).default).toBe(Screen);
});

it("accepts only the remote's own page ids (checked by typecheck)", () => {
  // @ts-expect-error a mistyped page id
  defineRemoteRoutes('crm', { CustomerLisPage: load });
  // @ts-expect-error a page of another remote
  defineRemoteRoutes('crm', { DepartmentPage: load });
  // @ts-expect-error a page the host renders
  defineRemoteRoutes('admin', { LoginPage: load });
  expect(defineRemoteRoutes('admin', {})).toEqual([]);
});
