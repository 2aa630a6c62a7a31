import { errorMessage } from '@dure/shared';
import { Alert, App, Button, Flex, Modal, Radio, Skeleton, Table, Tag, Typography } from 'antd';
import type { TableProps } from 'antd';
import { useEffect, useState } from 'react';
import { CustomerSelect } from '../../../components/CustomerSelect';
import { type CustomerDetail, STATUS_COLORS, STATUS_LABELS, customerApi, isMerged } from '../api/customerApi';
import { useIndustries } from '../hooks/useIndustries';
import { MERGE_FIELDS, differingFields, fieldChoicesFor, shown } from './mergeFields';

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
  const { modal, message } = App.useApp();
  const industries = useIndustries();
  const [customers, setCustomers] = useState<CustomerDetail[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [survivorId, setSurvivorId] = useState<number | null>(null);
  const [picked, setPicked] = useState<Record<string, number>>({});
  const [saving, setSaving] = useState(false);

  async function load(ids: number[]) {
    setLoading(true);
    setError(null);
    try {
      const loaded = (await Promise.all(ids.map((id) => customerApi.get(id)))).filter((c): c is CustomerDetail => !isMerged(c));
      setCustomers(loaded);
      setSurvivorId((s) => (s && loaded.some((c) => c.id === s) ? s : (loaded[0]?.id ?? null)));
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setLoading(false);
    }
  }

  useEffect(() => {
    if (!open) return;
    setPicked({});
    setSurvivorId(customerIds[0] ?? null);
    void load(customerIds);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, customerIds.join()]);

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
          <Radio checked={chosen(r.key) === c.id} onChange={() => setPicked((p) => ({ ...p, [r.key]: c.id }))} aria-label={`${field.label}: ${c.name}의 값`}>
            {text}
          </Radio>
        );
      },
    })),
  ];

  function confirm() {
    if (!survivor) return;
    const losers = customers.filter((c) => c.id !== survivor.id);
    modal.confirm({
      title: '고객사를 병합할까요?',
      content: (
        <>
          <p>
            {losers.map((l) => `${l.name}(${l.customerNo})`).join(', ')}의 담당자, 리드, 계약, 댓글, 파일 등 모든 관련 기록이 <b>{survivor.name}</b>(으)로 옮겨지고, 병합된 고객사는 더 이상 쓸 수 없습니다.
          </p>
          <Typography.Text type="danger">병합은 되돌릴 수 없습니다.</Typography.Text>
        </>
      ),
      okText: '병합',
      okButtonProps: { danger: true },
      cancelText: '취소',
      onOk: async () => {
        setSaving(true);
        try {
          const done = await customerApi.merge(survivor.id, losers.map((l) => l.id), fieldChoicesFor(survivor.id, customers, picked), survivor.version);
          const moved = Object.entries(done.counts).filter(([, n]) => n > 0).length;
          message.success(`${losers.length}곳을 ${survivor.name}(으)로 병합했습니다${moved ? '' : ' (옮길 관련 기록 없음)'}.`);
          onMerged(survivor.id);
        } catch (e) {
          message.error(errorMessage(e));
          void load(customers.map((c) => c.id));
        } finally {
          setSaving(false);
        }
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
            onChange={(id) => id && !customers.some((c) => c.id === id) && void load([...customers.map((c) => c.id), id])}
          />
          <Flex gap={8}>
            <Button onClick={onClose}>취소</Button>
            <Button type="primary" danger disabled={!survivor || customers.length < 2} loading={saving} onClick={confirm}>
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

