import { errorMessage } from '@dure/shared';
import { useConfirmAction, useOpeningState } from '@dure/shared/form';
import { useQueries } from '@tanstack/react-query';
import { Alert, Button, Flex, Modal, Radio, Skeleton, Table, Tag, Typography } from 'antd';
import type { TableProps } from 'antd';
import { type CustomerDetail, STATUS_COLORS, STATUS_LABELS, customerApi, isMerged } from '../api/customerApi';
import { customerDetailQuery } from '../api/customerQueries';
import { useIndustries } from '../hooks/useIndustries';
import { MERGE_FIELDS, differingFields, fieldChoicesFor, shown } from './mergeFields';
import { josa, josaOf } from '@dure/shared/format';
import { CustomerSelect } from '@dure/shared/records';

type Props = {
  open: boolean;
  /** Customers to merge (the first is the default survivor). */
  customerIds: number[];
  onClose: () => void;
  onMerged: (survivorId: number) => void;
};

type FieldRow = { key: string; label: string; differs: boolean };

/** 고객사 병합: pick the survivor, choose each differing field side by side, confirm (irreversible). */
export function MergeDialog({ open, customerIds, onClose, onMerged }: Props) {
  const confirmAction = useConfirmAction();
  const industries = useIndustries();
  // The customers of this opening: the chosen ones and those added here.
  const [ids, setIds] = useOpeningState(open, customerIds);
  const details = useQueries({ queries: ids.map((id) => ({ ...customerDetailQuery(id), enabled: open })) });
  // A customer merged away since it was listed drops out.
  const customers = details.flatMap((q) => (q.data && !isMerged(q.data) ? [q.data as CustomerDetail] : []));
  const loading = details.some((q) => q.isFetching);
  const failed = details.find((q) => q.isError);
  const error = failed ? errorMessage(failed.error) : null;
  const [chosenSurvivor, setSurvivorId] = useOpeningState<number | null>(open, null);
  const survivorId = [chosenSurvivor, ids[0]].find((id) => customers.some((c) => c.id === id)) ?? customers[0]?.id ?? null;
  const [picked, setPicked] = useOpeningState<Record<string, number>>(open, {});

  const differing = new Set(differingFields(customers).map((f) => f.key as string));
  const rows: FieldRow[] = MERGE_FIELDS.map((f) => ({ key: f.key, label: f.label, differs: differing.has(f.key) }));
  const survivor = customers.find((c) => c.id === survivorId) ?? null;
  const chosen = (field: string) => picked[field] ?? survivorId;

  const columns: TableProps<FieldRow>['columns'] = [
    { title: '항목', dataIndex: 'label', width: 120, fixed: 'left', render: (label: string, r) => (r.differs ? <Typography.Text strong>{label}</Typography.Text> : label) },
    ...customers.map((c) => ({
      key: c.id,
      title: (
        <Flex vertical gap={2}>
          <Radio checked={survivorId === c.id} onChange={() => setSurvivorId(c.id)} aria-label={`${c.name} 기준으로`}>
            기준 고객사
          </Radio>
          <span>
            {c.name} <Typography.Text type="secondary">{c.customerNo}</Typography.Text>
          </span>
          <span>
            <Tag color={STATUS_COLORS[c.status]}>{STATUS_LABELS[c.status]}</Tag>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              담당자 {c.contacts.length}명
            </Typography.Text>
          </span>
        </Flex>
      ),
      render: (_: unknown, r: FieldRow) => {
        const field = MERGE_FIELDS.find((f) => f.key === r.key)!;
        const text = shown(c, field, industries.labelOf) || <Typography.Text type="secondary">(없음)</Typography.Text>;
        if (!r.differs) return text;
        return (
          <Radio checked={chosen(r.key) === c.id} onChange={() => setPicked({ ...picked, [r.key]: c.id })} aria-label={`${field.label}: ${c.name}의 값`}>
            {text}
          </Radio>
        );
      },
    })),
  ];

  function confirm() {
    if (!survivor) return;
    const losers = customers.filter((c) => c.id !== survivor.id);
    confirmAction({
      title: '고객사를 병합할까요?',
      content: (
        <>
          <p>
            {losers.map((l) => `${l.name}(${l.customerNo})`).join(', ')}의 담당자, 리드, 계약, 댓글, 파일 등 모든 관련 기록이 <b>{survivor.name}</b>{josaOf(survivor.name, '으로/로')} 옮겨지고, 병합된 고객사는 더 이상 쓸 수 없습니다.
          </p>
          <Typography.Text type="danger">병합은 되돌릴 수 없습니다.</Typography.Text>
        </>
      ),
      okText: '병합',
      danger: true,
      run: () => customerApi.merge(survivor.id, losers.map((l) => l.id), fieldChoicesFor(survivor.id, customers, picked), survivor.version),
      success: (done) => {
        const moved = Object.entries(done.counts).filter(([, n]) => n > 0).length;
        return `${losers.length}곳을 ${josa(survivor.name, '으로/로')} 병합했습니다${moved ? '' : ' (옮길 관련 기록 없음)'}.`;
      },
      onDone: () => onMerged(survivor.id),
      // What failed may have changed meanwhile (merged away, edited): show the customers as they are now.
      onError: () => {
        for (const q of details) void q.refetch();
      },
    });
  }

  return (
    <Modal
      open={open}
      title="고객사 병합"
      width={Math.min(1200, 320 + customers.length * 280)}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={false}
      keyboard={false}
      footer={
        <Flex justify="space-between" align="center" gap={8}>
          <CustomerSelect
            style={{ width: 320 }}
            placeholder="병합할 고객사 추가"
            value={null}
            onChange={(id) => id && !ids.includes(id) && setIds([...ids, id])}
          />
          <Flex gap={8}>
            <Button onClick={onClose}>취소</Button>
            <Button type="primary" danger disabled={!survivor || customers.length < 2} onClick={confirm}>
              병합
            </Button>
          </Flex>
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        <Alert
          type="warning"
          showIcon
          message="기준 고객사를 고르고, 값이 다른 항목마다 남길 값을 선택하세요. 나머지 고객사는 '병합됨'이 되며 되돌릴 수 없습니다."
        />
        {error && <Alert type="error" showIcon message={error} />}
        {loading && customers.length === 0 ? (
          <Skeleton active />
        ) : customers.length < 2 ? (
          <Alert type="info" showIcon message="병합하려면 고객사가 2곳 이상 필요합니다. 아래에서 고객사를 추가하세요." />
        ) : (
          <Table<FieldRow> rowKey="key" size="small" columns={columns} dataSource={rows} pagination={false} scroll={{ x: 'max-content', y: 480 }} loading={loading} />
        )}
      </Flex>
    </Modal>
  );
}

