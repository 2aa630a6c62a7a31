import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { DateField, FieldGrid, ModalForm, type RecordFormProps } from '@dure/shared/form';
import { UserPicker } from '@dure/shared/records';
import { App, Button, Flex, Form, Input, InputNumber, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { KR_LIMITS, KR_METRIC_TYPE, type KeyResult, type KeyResultDetail, type KeyResultInput, type KrMetricTypeCode, keyResultApi } from '../api/goalApi';
import { josaOf } from '@dure/shared/format';

type Milestone = { id?: string; name?: string; weight?: number };
type Values = {
  title?: string;
  metricType?: KrMetricTypeCode;
  unit?: string | null;
  currencyCode?: string | null;
  startValue?: number | null;
  targetValue?: number | null;
  weightPct?: number;
  ownerUserId?: number | null;
  dueDate?: Dayjs | null;
  milestones?: Milestone[];
};

type Props = RecordFormProps<KeyResultDetail> & {
  goalId: number;
  /** The key result edited; none to add one. */
  keyResult?: KeyResult | null;
  /** What the goal's other key results weigh: a new one is offered the rest up to 100. */
  otherWeights: number;
};

const toValues = (kr: KeyResult | null | undefined, otherWeights: number): Values =>
  kr
    ? {
        title: kr.title,
        metricType: kr.metricType,
        unit: kr.unit,
        currencyCode: kr.currencyCode,
        startValue: kr.startValue,
        targetValue: kr.targetValue,
        weightPct: kr.weightPct,
        ownerUserId: kr.ownerUserId,
        dueDate: kr.dueDate ? dayjs(kr.dueDate) : null,
        milestones: kr.milestones.map((m) => ({ id: m.id, name: m.name, weight: m.weight })),
      }
    : { metricType: 'NUMBER', startValue: 0, weightPct: Math.max(1, 100 - otherWeights), milestones: [{ name: '', weight: 1 }] };

/** The body of a key result as the api takes it: the fields of its metric type, the others cleared. */
export function keyResultInput(v: Values): KeyResultInput {
  const milestone = v.metricType === 'MILESTONE';
  return {
    title: v.title,
    metricType: v.metricType,
    weightPct: v.weightPct,
    ownerUserId: v.ownerUserId ?? undefined,
    dueDate: v.dueDate ? v.dueDate.format('YYYY-MM-DD') : null,
    unit: v.metricType === 'NUMBER' ? (v.unit ?? null) : v.metricType === 'PERCENT' ? '%' : null,
    currencyCode: v.metricType === 'CURRENCY' ? (v.currencyCode ?? 'KRW') : null,
    startValue: milestone ? null : (v.startValue ?? null),
    targetValue: milestone ? null : (v.targetValue ?? null),
    milestones: milestone ? (v.milestones ?? []).map((m) => ({ ...(m.id ? { id: m.id } : {}), name: (m.name ?? '').trim(), weight: m.weight ?? 0 })) : [],
  };
}

/** 핵심결과 추가·수정: every metric type; a decreasing target is a target below the start. */
export function KeyResultFormModal({ open, goalId, keyResult, otherWeights, onClose, onSaved, onReload }: Props) {
  const { message } = App.useApp();
  const creating = !keyResult;
  const locked = (keyResult?.checkInCount ?? 0) > 0;

  async function save(values: Values) {
    const input = keyResultInput(values);
    const saved = creating ? await keyResultApi.create({ ...input, goalId }) : await keyResultApi.update(keyResult.id, { ...input, version: keyResult.version });
    message.success(creating ? `핵심결과 '${saved.title}'${josaOf(saved.title, '을/를')} 추가했습니다.` : '저장했습니다.');
    return saved;
  }

  return (
    <ModalForm<Values, KeyResultDetail>
      open={open}
      title={creating ? '핵심결과 추가' : `${keyResult.title} 수정`}
      width={720}
      initialValues={toValues(keyResult, otherWeights)}
      save={save}
      onSaved={onSaved}
      onClose={onClose}
      onReload={onReload}
      submitText={creating ? '추가' : '저장'}
      formProps={{ requiredMark: 'optional', autoComplete: 'off' }}
    >
      <Form.Item name="title" label="핵심결과" rules={[{ required: true, whitespace: true, message: '핵심결과를 입력해 주세요.' }]}>
        <Input maxLength={KR_LIMITS.title} placeholder="예: 신규 계약 10건" />
      </Form.Item>
      <FieldGrid columns={3}>
        <Form.Item name="metricType" label="측정유형" extra={locked ? '체크인이 있어 바꿀 수 없습니다.' : undefined}>
          <Select aria-label="측정유형" disabled={locked} options={KR_METRIC_TYPE.codes.map((v) => ({ value: v, label: KR_METRIC_TYPE.labels[v] }))} />
        </Form.Item>
        <Form.Item name="weightPct" label="가중치(%)" tooltip="목표의 핵심결과 가중치 합계가 100%여야 승인 요청할 수 있습니다." rules={[{ required: true, message: '가중치를 입력해 주세요.' }]}>
          <InputNumber<number> style={{ width: '100%' }} min={1} max={100} precision={0} aria-label="가중치(%)" />
        </Form.Item>
        <Form.Item name="ownerUserId" label="담당자" extra={creating ? '비워 두면 목표 책임자' : undefined}>
          <UserPicker initialLabel={keyResult?.ownerUserName ?? undefined} aria-label="담당자" />
        </Form.Item>
      </FieldGrid>
      <Form.Item noStyle dependencies={['metricType']}>
        {({ getFieldValue }) => {
          const type = getFieldValue('metricType') as KrMetricTypeCode;
          if (type === 'MILESTONE') return <MilestonesField />;
          return (
            <FieldGrid columns={3}>
              <Form.Item name="startValue" label="시작값" rules={[{ required: true, message: '시작값을 입력해 주세요.' }]}>
                <InputNumber<number> style={{ width: '100%' }} disabled={locked} aria-label="시작값" />
              </Form.Item>
              <Form.Item name="targetValue" label="목표값" tooltip="시작값보다 작으면 감소 목표입니다." rules={[{ required: true, message: '목표값을 입력해 주세요.' }]}>
                <InputNumber<number> style={{ width: '100%' }} aria-label="목표값" />
              </Form.Item>
              {type === 'NUMBER' && (
                <Form.Item name="unit" label="단위" rules={[{ required: true, whitespace: true, message: '단위를 입력해 주세요.' }]}>
                  <Input maxLength={KR_LIMITS.unit} placeholder="건, 명, 회…" aria-label="단위" />
                </Form.Item>
              )}
              {type === 'CURRENCY' && (
                <Form.Item name="currencyCode" label="통화" initialValue="KRW">
                  <Select aria-label="통화" options={['KRW', 'USD', 'EUR', 'JPY', 'CNY'].map((c) => ({ value: c, label: c }))} />
                </Form.Item>
              )}
            </FieldGrid>
          );
        }}
      </Form.Item>
      <DateField name="dueDate" label="기한" />
    </ModalForm>
  );
}

/** The milestones of a MILESTONE key result: name and weight each; done is ticked by check-ins. */
function MilestonesField() {
  return (
    <Form.List name="milestones">
      {(fields, { add, remove }) => (
        <Flex vertical gap={4} style={{ marginBottom: 16 }}>
          <Typography.Text strong>마일스톤</Typography.Text>
          {fields.map((field, i) => (
            <Flex key={field.key} gap={8} align="start">
              <Form.Item name={[field.name, 'name']} style={{ flex: 1, marginBottom: 4 }} rules={[{ required: true, whitespace: true, message: '마일스톤 이름을 입력해 주세요.' }]}>
                <Input maxLength={KR_LIMITS.milestoneName} placeholder={`마일스톤 ${i + 1}`} aria-label={`마일스톤 ${i + 1} 이름`} />
              </Form.Item>
              <Form.Item name={[field.name, 'weight']} style={{ width: 120, marginBottom: 4 }} rules={[{ required: true, message: '가중치를 입력해 주세요.' }]}>
                <InputNumber<number> min={1} max={100} precision={0} addonAfter="점" aria-label={`마일스톤 ${i + 1} 가중치`} />
              </Form.Item>
              <Button type="text" icon={<MinusCircleOutlined />} aria-label={`마일스톤 ${i + 1} 삭제`} disabled={fields.length <= 1} onClick={() => remove(field.name)} />
            </Flex>
          ))}
          {fields.length < KR_LIMITS.milestones && (
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ name: '', weight: 1 })}>
              마일스톤 추가
            </Button>
          )}
        </Flex>
      )}
    </Form.List>
  );
}
