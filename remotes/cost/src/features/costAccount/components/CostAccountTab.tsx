import { useCan, useSearchParams } from '@dure/shared';
import { ActiveToggle } from '@dure/shared/form';
import { ChoiceFilter, KeywordFilter, LocalTable } from '@dure/shared/list';
import { HistoryDialog } from '@dure/shared/records';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Checkbox, Space, Tag } from 'antd';
import { useState } from 'react';
import { ACCOUNT_CATEGORY, type CostAccount, type CostAccountCategory, costAccountApi } from '../api/costAccountApi';
import { COST_ACCOUNT_KEY, costAccountTreeQuery, filterOf } from '../api/costAccountQueries';
import { type CostAccountEditing, CostAccountFormModal } from './CostAccountFormModal';

const yes = (v: 'Y' | 'N') => (v === 'Y' ? '예' : '아니오');

/** 원가계정 tab of /cost/management: the account tree with category, direct and budget-controlled flags; filters in the address. */
export function CostAccountTab() {
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const q = useQuery(costAccountTreeQuery(filter));
  const client = useQueryClient();
  const { message } = App.useApp();
  const canWrite = useCan('COST_ACCOUNT_MANAGEMENT', 'WRITE');
  const [editing, setEditing] = useState<CostAccountEditing | null>(null);
  const [history, setHistory] = useState<CostAccount | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: COST_ACCOUNT_KEY });
  const rows = q.data ?? [];
  const tops = rows.filter((r) => r.parentId === null);
  const setParam = (name: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  return (
    <Card
      size="small"
      title={
        <Space wrap>
          <KeywordFilter value={filter.keyword} placeholder="계정 코드·이름" width={180} onSearch={(keyword) => setParam('keyword', keyword)} />
          <ChoiceFilter<CostAccountCategory>
            label="분류"
            placeholder="전체 분류"
            width={130}
            value={filter.category}
            options={ACCOUNT_CATEGORY.codes.map((c) => ({ value: c, label: ACCOUNT_CATEGORY.labels[c] }))}
            onChange={(category) => setParam('category', category as string | undefined)}
          />
          <Checkbox checked={filter.includeInactiveYn === 'Y'} onChange={(e) => setParam('includeInactiveYn', e.target.checked ? 'Y' : undefined)}>
            사용 안 함 포함
          </Checkbox>
        </Space>
      }
      extra={
        canWrite && (
          <Button type="primary" onClick={() => setEditing({ account: null, parent: null })}>
            계정 추가
          </Button>
        )
      }
    >
      <LocalTable<CostAccount>
        rowKey="id"
        loading={q.isPending}
        rows={q.data}
        emptyText={Object.keys(filter).length > 0 ? '조건에 맞는 원가계정이 없습니다.' : '등록된 원가계정이 없습니다.'}
        error={q.error}
        errorTitle="원가계정을 불러오지 못했습니다."
        onRetry={() => q.refetch()}
        columns={[
          {
            title: '계정명',
            dataIndex: 'name',
            render: (_: unknown, r: CostAccount) => (r.parentId === null ? <strong>{r.name}</strong> : <span style={{ paddingInlineStart: 16 }}>└ {r.name}</span>),
          },
          { title: '계정 코드', dataIndex: 'code' },
          { title: '분류', dataIndex: 'category', render: (_: unknown, r: CostAccount) => ACCOUNT_CATEGORY.labels[r.category] },
          { title: '직접비', dataIndex: 'directYn', render: (_: unknown, r: CostAccount) => yes(r.directYn) },
          { title: '예산 통제', dataIndex: 'budgetControlYn', render: (_: unknown, r: CostAccount) => yes(r.budgetControlYn) },
          { title: '사용', dataIndex: 'activeYn', render: (_: unknown, r: CostAccount) => (r.activeYn === 'Y' ? <Tag color="green">사용</Tag> : <Tag>사용 안 함</Tag>) },
          {
            title: '',
            key: 'actions',
            render: (_: unknown, r: CostAccount) => (
              <Space size={4} wrap>
                {canWrite && (
                  <>
                    <Button size="small" onClick={() => setEditing({ account: r, parent: null })}>
                      수정
                    </Button>
                    {r.parentId === null && (
                      <Button size="small" onClick={() => setEditing({ account: null, parent: r })}>
                        하위 계정 추가
                      </Button>
                    )}
                    <ActiveToggle
                      name={r.name}
                      activeYn={r.activeYn}
                      consequence="사용 중지한 계정은 직접비와 비용 집행에서 고를 수 없습니다. 이미 쓰인 내역은 그대로 남습니다."
                      update={(activeYn) => costAccountApi.update(r.id, r.version, { activeYn })}
                      onDone={() => void refresh()}
                    />
                  </>
                )}
                <Button size="small" type="link" onClick={() => setHistory(r)}>
                  이력
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <CostAccountFormModal
        editing={editing}
        tops={tops}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          message.success('원가계정을 저장했습니다.');
          void refresh();
        }}
      />
      {history && <HistoryDialog recordType="COST_ACCOUNT" recordId={history.id} open onClose={() => setHistory(null)} />}
    </Card>
  );
}
