import { useCan } from '@dure/shared';
import { useConfirmAction } from '@dure/shared/form';
import { type ListColumn, ListPage, LocalTable } from '@dure/shared/list';
import { HistoryDialog } from '@dure/shared/records';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { BASE_CURRENCY, type Currency, type ExchangeRate, RATE_SOURCE, RATE_TYPE, currencyApi, rateList } from '../api/currencyApi';
import { CURRENCY_KEY, currencyListQuery, rateListQuery } from '../api/currencyQueries';
import { CurrencyFormModal } from './CurrencyFormModal';
import { ExchangeRateFormModal } from './ExchangeRateFormModal';

const rateText = (rate: number) => rate.toLocaleString('ko-KR', { minimumFractionDigits: 2, maximumFractionDigits: 4 });

/** 통화·환율 (/currency/management): the currencies with their latest BASE rate (warned when older than 7 days), and the daily rates. */
export default function CurrencyManagementPage() {
  const currencies = useQuery(currencyListQuery());
  const client = useQueryClient();
  const { message } = App.useApp();
  const confirmAction = useConfirmAction();
  const canWrite = useCan('CURRENCY_MANAGEMENT', 'WRITE');
  const [editingCurrency, setEditingCurrency] = useState<{ currency: Currency | null } | null>(null);
  const [editingRate, setEditingRate] = useState<{ rate: ExchangeRate | null } | null>(null);
  const [history, setHistory] = useState<{ type: 'CURRENCY' | 'EXCHANGE_RATE'; id: number } | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: CURRENCY_KEY });
  const list = currencies.data ?? [];
  const stale = list.filter((c) => c.activeYn === 'Y' && c.baseYn !== 'Y' && c.staleYn === 'Y');

  const removeRate = (r: ExchangeRate) =>
    confirmAction({
      title: `${r.currencyCode} ${r.rateDate} ${RATE_TYPE.labels[r.rateType]}을(를) 삭제할까요?`,
      content: '삭제하면 그날에는 그 이전의 최근 환율이 쓰입니다.',
      okText: '삭제',
      danger: true,
      run: () => currencyApi.removeRate(r.id, r.version),
      success: '환율을 삭제했습니다.',
      failure: '환율을 삭제하지 못했습니다.',
      onDone: () => void refresh(),
    });

  const rateColumns: ListColumn<ExchangeRate>[] = [
    { title: '고시일', dataIndex: 'rateDate', sorter: true, width: 120, mobile: true },
    { title: '통화', dataIndex: 'currencyCode', sorter: true, width: 160, mobile: true, render: (_, r) => `${r.currencyCode} ${r.currencyName}` },
    { title: '환율 종류', dataIndex: 'rateType', sorter: true, width: 130, render: (_, r) => RATE_TYPE.labels[r.rateType] },
    { title: '환율(원)', dataIndex: 'rate', sorter: true, width: 140, align: 'right', mobile: true, render: (_, r) => `${rateText(r.rate)}${r.quoteUnit === 1 ? '' : ` / ${r.quoteUnit}`}` },
    { title: '출처', dataIndex: 'source', width: 100, render: (_, r) => RATE_SOURCE.labels[r.source] },
    { title: '수정자', dataIndex: 'updatedByName', width: 100, optional: true, render: (_, r) => r.updatedByName ?? '-' },
    {
      title: '',
      key: 'actions',
      width: 200,
      render: (_, r) => (
        <Space size={4}>
          {canWrite && (
            <>
              <Button size="small" onClick={() => setEditingRate({ rate: r })}>
                수정
              </Button>
              <Button size="small" danger onClick={() => removeRate(r)}>
                삭제
              </Button>
            </>
          )}
          <Button size="small" type="link" onClick={() => setHistory({ type: 'EXCHANGE_RATE', id: r.id })}>
            이력
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        통화·환율
      </Typography.Title>
      {stale.length > 0 && (
        <Alert
          type="warning"
          showIcon
          message={`최근 매매기준율이 7일 넘게 지났거나 없는 통화가 있습니다: ${stale.map((c) => c.code).join(', ')}`}
          description="그날 환율은 그날 또는 그 이전의 최근 고시를 씁니다. 오래된 환율로 환산되지 않도록 환율을 등록해 주세요."
        />
      )}
      <Card
        size="small"
        title="통화"
        extra={
          canWrite && (
            <Button onClick={() => setEditingCurrency({ currency: null })}>
              통화 추가
            </Button>
          )
        }
      >
        <LocalTable<Currency>
          rowKey="id"
          loading={currencies.isPending}
          rows={currencies.data}
          emptyText="등록된 통화가 없습니다."
          error={currencies.error}
          errorTitle="통화를 불러오지 못했습니다."
          onRetry={() => currencies.refetch()}
          columns={[
            { title: '코드', dataIndex: 'code', render: (_: unknown, c: Currency) => (c.code === BASE_CURRENCY ? <strong>{c.code} (기준)</strong> : c.code) },
            { title: '통화명', dataIndex: 'name' },
            { title: '기호', dataIndex: 'symbol', render: (_: unknown, c: Currency) => c.symbol ?? '-' },
            { title: '소수 자릿수', dataIndex: 'decimals', align: 'right' },
            { title: '고시 단위', dataIndex: 'quoteUnit', align: 'right' },
            {
              title: '최근 매매기준율',
              dataIndex: 'latestRate',
              align: 'right',
              render: (_: unknown, c: Currency) =>
                c.baseYn === 'Y' ? '-' : c.latestRate === null ? <Tag color="orange">환율 없음</Tag> : (
                  <Space size={4}>
                    <span>{rateText(c.latestRate)}원</span>
                    <Typography.Text type="secondary">({c.latestRateDate})</Typography.Text>
                    {c.staleYn === 'Y' && <Tag color="orange">7일 경과</Tag>}
                  </Space>
                ),
            },
            { title: '사용', dataIndex: 'activeYn', render: (_: unknown, c: Currency) => (c.activeYn === 'Y' ? <Tag color="green">사용</Tag> : <Tag>사용 안 함</Tag>) },
            {
              title: '',
              key: 'actions',
              render: (_: unknown, c: Currency) => (
                <Space size={4}>
                  {canWrite && (
                    <Button size="small" onClick={() => setEditingCurrency({ currency: c })}>
                      수정
                    </Button>
                  )}
                  <Button size="small" type="link" onClick={() => setHistory({ type: 'CURRENCY', id: c.id })}>
                    이력
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <ListPage
        title="환율"
        headingLevel={4}
        list={rateList}
        query={rateListQuery}
        columns={rateColumns}
        empty={{ filtered: '조건에 맞는 환율이 없습니다.', none: '등록된 환율이 없습니다.' }}
        actions={
          canWrite && (
            <Button type="primary" onClick={() => setEditingRate({ rate: null })}>
              환율 등록
            </Button>
          )
        }
        filters={[
          {
            select: 'currencyCode',
            label: '통화',
            placeholder: '전체 통화',
            width: 160,
            options: list.filter((c) => c.baseYn !== 'Y').map((c) => ({ value: c.code, label: `${c.code} ${c.name}` })),
          },
          { select: 'rateType', label: '환율 종류', placeholder: '전체 종류', width: 160, options: RATE_TYPE.codes.map((c) => ({ value: c, label: RATE_TYPE.labels[c] })) },
          { dates: ['fromDate', 'toDate'], label: '고시일' },
        ]}
      />
      <CurrencyFormModal
        editing={editingCurrency}
        onClose={() => setEditingCurrency(null)}
        onSaved={() => {
          setEditingCurrency(null);
          message.success('통화를 저장했습니다.');
          void refresh();
        }}
      />
      <ExchangeRateFormModal
        editing={editingRate}
        currencies={list}
        onClose={() => setEditingRate(null)}
        onSaved={() => {
          setEditingRate(null);
          message.success('환율을 저장했습니다.');
          void refresh();
        }}
      />
      {history && <HistoryDialog recordType={history.type} recordId={history.id} open onClose={() => setHistory(null)} />}
    </Space>
  );
}
