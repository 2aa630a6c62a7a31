import { AppstoreOutlined, BarChartOutlined, ClusterOutlined, DollarOutlined, ExportOutlined, FlagOutlined, GlobalOutlined, SettingOutlined, SolutionOutlined, TeamOutlined, ToolOutlined } from '@ant-design/icons';
import { type MenuGroupId, menuFor, useAllowedPages, useCurrentUser } from '@dure/shared';
import { Menu } from 'antd';
import { useState } from 'react';
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

type Props = { authorities: string[]; selectedPath: string; onNavigate: () => void; collapsed?: boolean };

const openGroupsKey = (userId: number | undefined) => `dure:menu:open:${userId ?? 'anonymous'}`;

/** The groups this user left open, or null the first time. */
function readOpenGroups(userId: number | undefined): string[] | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(openGroupsKey(userId)) ?? 'null');
    return Array.isArray(stored) ? stored.filter((k): k is string => typeof k === 'string') : null;
  } catch {
    return null;
  }
}

/**
 * Menu groups of SPEC §2, each page listed only when allowed and deployed. The groups start open and stay as
 * the user leaves them (per user, in localStorage); the group of the page shown opens with it. While the side
 * bar is collapsed the groups are pop-ups and their opening is not remembered.
 */
export function AppMenu({ authorities, selectedPath, onNavigate, collapsed = false }: Props) {
  const isAvailable = useIsPageAvailable();
  const allowed = useAllowedPages();
  const userId = useCurrentUser()?.id;
  const sections = menuFor(authorities, isAvailable, allowed);
  const selected = sections.flatMap((s) => s.pages).find((p) => matchPath({ path: p.path, end: false }, selectedPath));
  const selectedGroup = selected?.group ?? null;
  const withSelected = (keys: string[]) => (selectedGroup && !keys.includes(selectedGroup) ? [...keys, selectedGroup] : keys);
  // null until the user opens or closes a group: then every group shown (the list grows as remotes report their pages) is open.
  const [chosen, setChosen] = useState<string[] | null>(() => readOpenGroups(userId));
  // Moving to a page of a closed group opens that group (adjusted while rendering, not in an effect).
  const [shownGroup, setShownGroup] = useState<string | null>(null);
  if (shownGroup !== selectedGroup) {
    setShownGroup(selectedGroup);
    if (chosen) setChosen(withSelected(chosen));
  }
  const openKeys = chosen ?? sections.map((s) => s.group.id);
  const remember = (keys: string[]) => {
    setChosen(keys);
    localStorage.setItem(openGroupsKey(userId), JSON.stringify(keys));
  };
  const items = sections.map(({ group, pages }) => ({
    key: group.id,
    icon: GROUP_ICONS[group.id],
    label: group.title,
    children: pages.map((p) => ({
      key: p.path,
      label: (
        <Link to={p.path} onClick={onNavigate} onMouseEnter={() => prefetchMenuPageData(p)} onFocus={() => prefetchMenuPageData(p)}>
          {p.title}
        </Link>
      ),
    })),
  }));
  const home = { key: '/myhome', icon: <TeamOutlined />, label: <Link to="/myhome" onClick={onNavigate}>홈</Link> };
  return (
    <Menu
      mode="inline"
      items={[home, ...items]}
      selectedKeys={[selected?.path ?? selectedPath]}
      {...(collapsed ? {} : { openKeys, onOpenChange: remember })}
      style={{ borderInlineEnd: 0 }}
    />
  );
}
