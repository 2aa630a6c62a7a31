import { AppstoreOutlined, BarChartOutlined, ClusterOutlined, DollarOutlined, ExportOutlined, FlagOutlined, GlobalOutlined, SettingOutlined, SolutionOutlined, TeamOutlined, ToolOutlined } from '@ant-design/icons';
import { type MenuGroupId, menuFor, useAllowedPages } from '@dure/shared';
import { Menu } from 'antd';
import { Link, matchPath } from 'react-router-dom';
import { prefetchMenuPageData } from '../federation/prefetchRouteData';
import { useIsPageAvailable } from '../federation/remoteRegistry';

const GROUP_ICONS: Record<MenuGroupId, React.ReactNode> = {
  DASHBOARD: <BarChartOutlined />,
  OKR: <FlagOutlined />,
  GSP: <GlobalOutlined />,
  GMP: <ToolOutlined />,
  CRM: <SolutionOutlined />,
  COST: <DollarOutlined />,
  FUNCTION_SETTING: <SettingOutlined />,
  EVALUATION_SETTING: <AppstoreOutlined />,
  DEPARTMENT_SETTING: <ClusterOutlined />,
  OUTLINK: <ExportOutlined />,
};

type Props = { authorities: string[]; selectedPath: string; onNavigate: () => void };

/** Menu groups of SPEC §2, each page listed only when allowed and deployed. */
export function AppMenu({ authorities, selectedPath, onNavigate }: Props) {
  const isAvailable = useIsPageAvailable();
  const allowed = useAllowedPages();
  const sections = menuFor(authorities, isAvailable, allowed);
  const items = sections.map(({ group, pages }) => ({
    key: group.id,
    icon: GROUP_ICONS[group.id],
    label: group.title,
    children: pages.map((p) => ({
      key: p.path,
      label:
        group.id === 'OUTLINK' ? (
          <a href={p.path} target="_blank" rel="noreferrer">
            {p.title} <ExportOutlined />
          </a>
        ) : (
          <Link to={p.path} onClick={onNavigate} onMouseEnter={() => prefetchMenuPageData(p)} onFocus={() => prefetchMenuPageData(p)}>
            {p.title}
          </Link>
        ),
    })),
  }));
  const selected = sections.flatMap((s) => s.pages).find((p) => matchPath({ path: p.path, end: false }, selectedPath));
  const home = { key: '/myhome', icon: <TeamOutlined />, label: <Link to="/myhome" onClick={onNavigate}>홈</Link> };
  return (
    <Menu
      mode="inline"
      items={[home, ...items]}
      selectedKeys={[selected?.path ?? selectedPath]}
      defaultOpenKeys={selected ? [selected.group!] : []}
      style={{ borderInlineEnd: 0 }}
    />
  );
}
