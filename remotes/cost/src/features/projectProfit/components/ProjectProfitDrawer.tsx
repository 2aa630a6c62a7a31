import { ComboChart, hours, shortYm } from '@dure/shared/dashboard';
import { formatKRW } from '@dure/shared/format';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Drawer, Empty, Flex, Progress, Skeleton, Table, Typography } from 'antd';
import type { ProjectProfitMonth, ProjectProfitPerson, ProjectProfitRow } from '../api/projectProfitApi';
import { projectProfitDetailQuery } from '../api/projectProfitQueries';
import { Margin } from './Margin';

type Props = { projectId: number | null; fromYm?: string; toYm?: string; provisional: boolean; onClose: () => void };

const MASKED = '비공개';

/** A budget line: cumulative use against the budget as a bar (over 100% red), or "예산 없음". */
function Burn({ label, pct, used, budget }: { label: string; pct: number | null; used: string; budget: string | null }) {
  return (
    <Flex vertical gap={2}>
      <Typography.Text>{label}</Typography.Text>
      {pct === null ? (
        <Typography.Text type="secondary">예산 없음 (사용 {used})</Typography.Text>
      ) : (
        <>
          <Progress percent={Math.min(pct, 100)} format={() => `${pct}%`} status={pct > 100 ? 'exception' : 'normal'} aria-label={`${label} ${pct}%`} />
          <Typography.Text type="secondary">
            {used} / {budget}
          </Typography.Text>
        </>
      )}
    </Flex>
  );
}

function BurnPanel({ p }: { p: ProjectProfitRow }) {
  return (
    <Flex vertical gap={8}>
      <Burn label="인건비 소진율" pct={p.laborBurnPct} used={formatKRW(p.cumLaborCost)} budget={p.budgetLabor === null ? null : formatKRW(p.budgetLabor)} />
      <Burn label="시간 소진율" pct={p.hoursBurnPct} used={hours(p.cumHours)} budget={p.budgetHours === null ? null : hours(p.budgetHours)} />
      <Burn label="직접비 소진율" pct={p.directBurnPct} used={formatKRW(p.cumDirectCost)} budget={p.budgetDirect === null ? null : formatKRW(p.budgetDirect)} />
    </Flex>
  );
}

const money = (v: number) => formatKRW(v);

/** 프로젝트 손익 상세: the project's figures, burn against budget, the months of the period (chart and table) and its people. */
export function ProjectProfitDrawer({ projectId, fromYm, toYm, provisional, onClose }: Props) {
  const query = { fromYm, toYm, provisionalYn: provisional ? ('Y' as const) : undefined };
  const detail = useQuery({ ...projectProfitDetailQuery(projectId ?? 0, query), enabled: projectId !== null });
  const d = detail.data;
  const p = d?.project;

  const monthColumns = [
    { title: '월', dataIndex: 'ym', width: 80, render: (ym: string, m: ProjectProfitMonth) => (m.frozenYn === 'Y' ? `${ym} (마감)` : ym) },
    { title: '매출', dataIndex: 'revenue', align: 'right' as const, render: money },
    { title: '인건비', dataIndex: 'laborCost', align: 'right' as const, render: money },
    { title: '직접비', dataIndex: 'directCost', align: 'right' as const, render: money },
    { title: '공통비', dataIndex: 'commonCost', align: 'right' as const, render: money },
    { title: '영업이익', dataIndex: 'operatingProfit', align: 'right' as const, render: money },
    { title: '이익률', dataIndex: 'marginPct', align: 'right' as const, render: (v: number | null) => <Margin value={v} /> },
  ];
  const peopleColumns = [
    { title: '이름', dataIndex: 'userName' },
    { title: '부서', dataIndex: 'deptName', render: (v: string | null) => v ?? '-' },
    { title: '시간', dataIndex: 'hours', align: 'right' as const, render: (v: number) => hours(v) },
    {
      title: '인건비',
      dataIndex: 'laborCost',
      align: 'right' as const,
      render: (v: number | null, r: ProjectProfitPerson) => (r.maskedYn === 'Y' ? <Typography.Text type="secondary">{MASKED}</Typography.Text> : formatKRW(v)),
    },
  ];

  return (
    <Drawer open={projectId !== null} onClose={onClose} width={920} title={p ? `${p.name} (${p.projectNo})` : '프로젝트 손익 상세'} destroyOnHidden>
      {detail.isPending && projectId !== null && <Skeleton active paragraph={{ rows: 8 }} />}
      {detail.isError && (
        <Alert
          type="error"
          showIcon
          message="프로젝트 손익을 불러오지 못했습니다."
          action={
            <Button size="small" onClick={() => void detail.refetch()}>
              다시 시도
            </Button>
          }
        />
      )}
      {d && p && (
        <Flex vertical gap={16}>
          <Typography.Text type="secondary">
            {d.period.fromYm} ~ {d.period.toYm}
            {provisional ? ' · 잠정 (제출된 업무일지 포함)' : ''}
          </Typography.Text>
          <Descriptions size="small" column={3} bordered>
            <Descriptions.Item label="매출">{formatKRW(p.revenue)}</Descriptions.Item>
            <Descriptions.Item label="인건비">{formatKRW(p.laborCost)}</Descriptions.Item>
            <Descriptions.Item label="직접비">{formatKRW(p.directCost)}</Descriptions.Item>
            <Descriptions.Item label="공통비">{formatKRW(p.commonCost)}</Descriptions.Item>
            <Descriptions.Item label="영업이익">{formatKRW(p.operatingProfit)}</Descriptions.Item>
            <Descriptions.Item label="이익률">
              <Margin value={p.marginPct} />
            </Descriptions.Item>
            <Descriptions.Item label="수주">{formatKRW(p.contractAmount)}</Descriptions.Item>
            <Descriptions.Item label="누적 매출">{formatKRW(p.cumRevenue)}</Descriptions.Item>
            <Descriptions.Item label="수주잔고">{formatKRW(p.backlog)}</Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} style={{ margin: 0 }}>
            예산 소진 (누적)
          </Typography.Title>
          <BurnPanel p={p} />
          <Typography.Title level={5} style={{ margin: 0 }}>
            월별 손익
          </Typography.Title>
          <ComboChart
            data={d.months.map((m) => ({ ...m, label: shortYm(m.ym) }))}
            xKey="label"
            height={240}
            series={[
              { key: 'revenue', name: '매출', color: '#1677ff', unit: 'krw' },
              { key: 'laborCost', name: '인건비', color: '#faad14', unit: 'krw', stack: 'cost' },
              { key: 'directCost', name: '직접비', color: '#fa8c16', unit: 'krw', stack: 'cost' },
              { key: 'commonCost', name: '공통비', color: '#d4b106', unit: 'krw', stack: 'cost' },
              { key: 'operatingProfit', name: '영업이익', color: '#52c41a', unit: 'krw', kind: 'line' },
            ]}
          />
          <Table<ProjectProfitMonth> size="small" rowKey="ym" columns={monthColumns} dataSource={d.months} pagination={false} />
          <Typography.Title level={5} style={{ margin: 0 }}>
            인원별 투입
          </Typography.Title>
          {d.people.length === 0 ? (
            <Empty description="기간 중 투입된 인원이 없습니다." />
          ) : (
            <Table<ProjectProfitPerson> size="small" rowKey="userId" columns={peopleColumns} dataSource={d.people} pagination={false} />
          )}
        </Flex>
      )}
    </Drawer>
  );
}
