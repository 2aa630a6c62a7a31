import { useCan, useSearchParams } from '@dure/shared';
import { Space, Tabs, Typography } from 'antd';
import { currentWeekStart, weekParam } from '../../worklogGrid';
import { MANAGEMENT_TABS, type ManagementTab } from '../api/worklogManagementApi';
import { EntryTab, type EntryTarget } from './EntryTab';
import { MissingTab } from './MissingTab';
import { WeeksTab } from './WeeksTab';

/**
 * 업무일지 관리 (/worklog/management; WORKLOG_MANAGEMENT_READ in department scope): the weeks awaiting approval and
 * their approval (WRITE), the missing-logs view, and entering a week on someone's behalf (WRITE). The tab, the list's
 * filters and the person and week being entered live in the address.
 */
export default function WorklogManagementPage() {
  const [params, setParams] = useSearchParams();
  const canWrite = useCan('WORKLOG_MANAGEMENT', 'WRITE');
  const asked = params.get('tab') as ManagementTab | null;
  const tab: ManagementTab = asked && MANAGEMENT_TABS.includes(asked) && (asked !== 'entry' || canWrite) ? asked : 'weeks';
  const entry: EntryTarget = { userId: Number(params.get('entryUserId')) || null, weekStart: weekParam(params.get('entryWeek')) ?? currentWeekStart() };
  const go = (next: ManagementTab, extra: Record<string, string> = {}) =>
    setParams(() => {
      const out = new URLSearchParams(next === 'weeks' ? {} : { tab: next });
      for (const [k, v] of Object.entries(extra)) out.set(k, v);
      return out;
    });
  const toEntry = (t: EntryTarget) => go('entry', { ...(t.userId ? { entryUserId: String(t.userId) } : {}), entryWeek: t.weekStart });

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        업무일지 관리
      </Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(k) => go(k as ManagementTab)}
        destroyOnHidden
        items={[
          { key: 'weeks', label: '승인', children: <WeeksTab /> },
          { key: 'missing', label: '미작성 현황', children: <MissingTab onEnter={canWrite ? (r, weekStart) => toEntry({ userId: r.userId, weekStart }) : undefined} /> },
          ...(canWrite ? [{ key: 'entry', label: '대리 입력', children: <EntryTab target={entry} onTarget={toEntry} /> }] : []),
        ]}
      />
    </Space>
  );
}
