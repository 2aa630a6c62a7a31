import { Link, useCan, useSearchParams } from '@dure/shared';
import { useConfirmAction } from '@dure/shared/form';
import { LocalTable } from '@dure/shared/list';
import { HistoryDialog } from '@dure/shared/records';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Empty, List, Select, Skeleton, Space, Steps, Tag, Typography } from 'antd';
import { useState } from 'react';
import { type ChecklistItem, type CostPeriod, PERIOD_STATUS, costPeriodApi } from '../api/costPeriodApi';
import { COST_PERIOD_KEY, checklistQuery, periodListQuery, thisYear, yearOf } from '../api/costPeriodQueries';
import { ReopenModal } from './ReopenModal';

const monthLabel = (ym: string) => `${ym.slice(0, 4)}년 ${Number(ym.slice(5))}월`;
const won = (n: number | null) => (n === null ? '-' : `${n.toLocaleString('ko-KR')}원`);
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('ko-KR', { timeZone: 'Asia/Seoul', dateStyle: 'short', timeStyle: 'short' }) : '-');
const STATUS_COLOR = { OPEN: 'default', CLOSING: 'processing', CLOSED: 'green' } as const;
const STEP = { OPEN: 0, CLOSING: 1, CLOSED: 2 } as const;

/** 월 마감 tab of /cost/management (DOMAIN §6 CostPeriod): the months of a year, a month's checklist, and the close. */
export function CostCloseTab() {
  const [params, setParams] = useSearchParams();
  const year = yearOf(params);
  const list = useQuery(periodListQuery(year));
  const client = useQueryClient();
  const { message } = App.useApp();
  const confirmAction = useConfirmAction();
  const canWrite = useCan('COST_MANAGEMENT', 'WRITE');
  const canAdmin = useCan('COST_MANAGEMENT', 'ADMIN');
  const [reopening, setReopening] = useState<CostPeriod | null>(null);
  const [history, setHistory] = useState<CostPeriod | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: COST_PERIOD_KEY });
  const months = list.data ?? [];
  const selectedYm = params.get('ym') ?? months.find((m) => m.status === 'CLOSING')?.ym ?? months.find((m) => m.closableYn === 'Y')?.ym ?? null;
  const selected = months.find((m) => m.ym === selectedYm) ?? null;
  const [currentYear] = useState(thisYear);

  const setParam = (name: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  const move = (p: CostPeriod, title: string, content: string, okText: string, call: () => Promise<CostPeriod>, success: string, danger = false) =>
    confirmAction({
      title,
      content,
      okText,
      danger,
      run: async () => {
        setBusy(p.ym);
        try {
          return await call();
        } finally {
          setBusy(null);
        }
      },
      success,
      failure: '마감 상태를 바꾸지 못했습니다.',
      onConflict: () => void refresh(),
      onDone: () => {
        setParam('ym', p.ym);
        void refresh();
      },
    });

  const startClosing = (p: CostPeriod) =>
    move(
      p,
      `${monthLabel(p.ym)} 마감을 시작할까요?`,
      '승인된 업무일지의 인건비를 일자별 단가로 확정합니다. 승인되지 않은 시간은 인건비에 들어가지 않으니 점검표를 먼저 확인해 주세요.',
      '마감 시작',
      () => costPeriodApi.startClosing(p.ym, p.version),
      '마감을 시작했습니다. 인건비를 확정했습니다.',
    );
  const close = (p: CostPeriod) =>
    move(
      p,
      `${monthLabel(p.ym)}을(를) 마감할까요?`,
      '인건비를 한 번 더 확정하고 그 달의 업무일지, 단가, 매출 실적을 잠급니다. 다시 열려면 관리자가 사유를 남겨야 합니다.',
      '마감 확정',
      () => costPeriodApi.close(p.ym, p.version),
      '마감했습니다.',
      true,
    );
  const cancel = (p: CostPeriod) =>
    move(p, `${monthLabel(p.ym)} 마감을 취소할까요?`, '확정한 인건비를 풀고 진행 중으로 되돌립니다.', '마감 취소', () => costPeriodApi.cancelClosing(p.ym, p.version), '마감을 취소했습니다.');

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        size="small"
        title={
          <Space wrap>
            <span>연도</span>
            <Select
              aria-label="연도"
              value={year}
              style={{ width: 110 }}
              options={Array.from({ length: 6 }, (_, i) => String(currentYear - 4 + i)).map((y) => ({ value: y, label: `${y}년` }))}
              onChange={(y: string) => {
                const next = new URLSearchParams(params);
                next.set('year', y);
                next.delete('ym');
                setParams(next, { replace: true });
              }}
            />
          </Space>
        }
      >
        <LocalTable<CostPeriod>
          rowKey="ym"
          loading={list.isPending}
          rows={list.data}
          emptyText="표시할 달이 없습니다."
          error={list.error}
          errorTitle="마감 현황을 불러오지 못했습니다."
          onRetry={() => list.refetch()}
          columns={[
            { title: '월', dataIndex: 'ym', render: (_: unknown, p: CostPeriod) => (p.ym === selectedYm ? <strong>{monthLabel(p.ym)}</strong> : monthLabel(p.ym)) },
            { title: '상태', dataIndex: 'status', render: (_: unknown, p: CostPeriod) => <Tag color={STATUS_COLOR[p.status]}>{PERIOD_STATUS.labels[p.status]}</Tag> },
            { title: '승인 업무일지', dataIndex: 'approvedLogCount', render: (_: unknown, p: CostPeriod) => `${p.approvedLogCount.toLocaleString('ko-KR')}건` },
            { title: '확정 인건비', dataIndex: 'frozenLaborCost', render: (_: unknown, p: CostPeriod) => won(p.frozenLaborCost) },
            { title: '확정 공통비', dataIndex: 'frozenCommonCost', render: (_: unknown, p: CostPeriod) => won(p.frozenCommonCost) },
            { title: '마감일시', dataIndex: 'closedAt', render: (_: unknown, p: CostPeriod) => (p.closedAt ? `${when(p.closedAt)} · ${p.closedByName ?? ''}` : '-') },
            { title: '해제 사유', dataIndex: 'reopenReason', render: (_: unknown, p: CostPeriod) => p.reopenReason ?? '-' },
            {
              title: '',
              key: 'actions',
              render: (_: unknown, p: CostPeriod) => (
                <Space size={4} wrap>
                  <Button size="small" type={p.ym === selectedYm ? 'primary' : 'default'} ghost={p.ym === selectedYm} onClick={() => setParam('ym', p.ym)}>
                    점검표
                  </Button>
                  {canWrite && p.closableYn === 'Y' && (
                    <Button size="small" loading={busy === p.ym} onClick={() => startClosing(p)}>
                      마감 시작
                    </Button>
                  )}
                  {canWrite && p.status === 'CLOSING' && (
                    <>
                      <Button size="small" type="primary" loading={busy === p.ym} onClick={() => close(p)}>
                        마감 확정
                      </Button>
                      <Button size="small" onClick={() => cancel(p)}>
                        마감 취소
                      </Button>
                    </>
                  )}
                  {canAdmin && p.reopenableYn === 'Y' && (
                    <Button size="small" danger onClick={() => setReopening(p)}>
                      마감 해제
                    </Button>
                  )}
                  {p.id !== null && (
                    <Button size="small" type="link" onClick={() => setHistory(p)}>
                      이력
                    </Button>
                  )}
                </Space>
              ),
            },
          ]}
        />
      </Card>
      {selected ? <MonthChecklist period={selected} busy={busy === selected.ym} /> : list.isSuccess && <Empty description="월을 고르면 마감 점검표를 볼 수 있습니다." />}
      <ReopenModal
        period={reopening}
        onClose={() => setReopening(null)}
        onSaved={(p) => {
          setReopening(null);
          message.success(`${monthLabel(p.ym)} 마감을 해제했습니다.`);
          void refresh();
        }}
      />
      {history?.id && <HistoryDialog recordType="COST_PERIOD" recordId={history.id} open onClose={() => setHistory(null)} />}
    </Space>
  );
}

function countTag(item: ChecklistItem) {
  return item.count === 0 ? <Tag color="green">이상 없음</Tag> : <Tag color="orange">{item.count.toLocaleString('ko-KR')}건</Tag>;
}

/** The month's progress (진행 중 → 마감 중 → 마감) and its checklist with a link to each offending row. */
function MonthChecklist({ period, busy }: { period: CostPeriod; busy: boolean }) {
  const q = useQuery(checklistQuery(period.ym));
  const open = (q.data?.items ?? []).filter((i) => i.count > 0).length;
  return (
    <Card size="small" title={`${monthLabel(period.ym)} 마감 점검표`}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Steps
          size="small"
          current={STEP[period.status]}
          status={busy ? 'process' : period.status === 'CLOSED' ? 'finish' : 'process'}
          items={[
            { title: '진행 중', description: '업무일지 승인, 단가·환율 정리' },
            { title: '마감 중', description: busy ? '처리 중…' : '인건비·공통비 확정' },
            { title: '마감', description: period.status === 'CLOSED' ? `확정 인건비 ${won(period.frozenLaborCost)} · 공통비 ${won(period.frozenCommonCost)}` : '그 달의 기록 잠금' },
          ]}
        />
        {period.status === 'CLOSING' && <Alert type="info" showIcon message={`마감 중입니다. 인건비 ${won(period.frozenLaborCost)}과 공통비 ${won(period.frozenCommonCost)}을 확정했습니다. 점검표를 정리한 뒤 마감을 확정해 주세요.`} />}
        {period.status === 'CLOSED' && <Alert type="success" showIcon message="마감된 달입니다. 업무일지, 단가, 매출 실적을 고칠 수 없습니다." />}
        {q.isPending ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : q.isError ? (
          <Alert
            type="error"
            showIcon
            message="점검표를 불러오지 못했습니다."
            action={
              <Button size="small" onClick={() => void q.refetch()}>
                다시 시도
              </Button>
            }
          />
        ) : (
          <>
            <Typography.Text type={open > 0 ? 'warning' : 'success'}>{open > 0 ? `확인할 항목이 ${open}개 있습니다. 마감을 막지는 않습니다.` : '확인할 항목이 없습니다.'}</Typography.Text>
            <List<ChecklistItem>
              itemLayout="vertical"
              dataSource={q.data.items}
              renderItem={(item) => (
                <List.Item key={item.code} aria-label={item.label}>
                  <List.Item.Meta
                    title={
                      <Space>
                        <span>{item.label}</span>
                        {countTag(item)}
                      </Space>
                    }
                    description={item.description}
                  />
                  {item.links.length > 0 && (
                    <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                      {item.links.map((l) => (
                        <li key={l.href + l.label}>
                          <Link to={l.href}>{l.label}</Link>
                        </li>
                      ))}
                      {item.moreYn === 'Y' && <li>더 있습니다. 해당 화면에서 확인해 주세요.</li>}
                    </ul>
                  )}
                </List.Item>
              )}
            />
          </>
        )}
      </Space>
    </Card>
  );
}
