import { CHECKIN_CADENCE, OKR_PERIOD_LIMITS, OKR_PERIOD_TYPE, type OkrPeriodType } from '@dure/shared/contracts/okr/period';
import { DateField, FieldGrid, ModalForm } from '@dure/shared/form';
import { Form, Input, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type OkrPeriod, periodAdminApi } from '../api/periodApi';

type Values = {
  type: OkrPeriodType;
  code: string;
  name?: string | null;
  startDate: Dayjs | null;
  endDate: Dayjs | null;
  parentPeriodId?: number | null;
  checkInCadence: string;
};

type Props = {
  open: boolean;
  /** The period edited; null adds one. */
  period: OkrPeriod | null;
  /** Every period listed, for the parent choice. */
  periods: readonly OkrPeriod[];
  onClose: () => void;
  onSaved: (saved: OkrPeriod) => void;
  /** Loads the periods again after someone else saved this one first (409). */
  onReload: () => Promise<unknown>;
};

const RANK = { YEAR: 3, HALF: 2, QUARTER: 1 } as const;
const day = (d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : undefined);

/**
 * A period's form: type, code, name, dates, parent (a longer period containing it) and check-in cadence. Overlap,
 * code and parent rules are the api's, shown on their fields; a period with goals keeps its type and dates.
 */
export function PeriodFormModal({ open, period, periods, onClose, onSaved, onReload }: Props) {
  const [form] = Form.useForm<Values>();
  const type = Form.useWatch('type', form);
  const locked = period !== null && period.goalCount > 0;
  const parents = periods.filter((p) => p.id !== period?.id && type !== undefined && RANK[p.type] > RANK[type]);
  return (
    <ModalForm<Values, OkrPeriod>
      form={form}
      open={open}
      width={640}
      title={period ? `기간 수정 · ${period.code}` : '기간 추가'}
      submitText={period ? '저장' : '등록'}
      initialValues={
        period
          ? {
              type: period.type,
              code: period.code,
              name: period.name,
              startDate: dayjs(period.startDate),
              endDate: dayjs(period.endDate),
              parentPeriodId: period.parentPeriodId,
              checkInCadence: period.checkInCadence,
            }
          : { type: 'QUARTER', checkInCadence: 'WEEKLY', startDate: null, endDate: null, parentPeriodId: null }
      }
      onClose={onClose}
      onSaved={onSaved}
      onReload={onReload}
      save={(v) => {
        const input = {
          type: v.type,
          code: v.code,
          name: v.name?.trim() || null,
          startDate: day(v.startDate),
          endDate: day(v.endDate),
          parentPeriodId: v.type === 'YEAR' ? null : (v.parentPeriodId ?? null),
          checkInCadence: v.checkInCadence,
        };
        return period ? periodAdminApi.update(period.id, period.version, input) : periodAdminApi.create(input);
      }}
    >
      <FieldGrid columns={2}>
        <Form.Item name="type" label="기간 유형" rules={[{ required: true, message: '기간 유형을 선택해 주세요.' }]} extra={locked ? '목표가 있는 기간의 유형·날짜는 바꿀 수 없습니다.' : undefined}>
          <Radio.Group optionType="button" disabled={locked} options={OKR_PERIOD_TYPE.codes.map((c) => ({ value: c, label: OKR_PERIOD_TYPE.labels[c] }))} />
        </Form.Item>
        <Form.Item name="code" label="기간 코드" rules={[{ required: true, whitespace: true, message: '기간 코드를 입력해 주세요.' }]} extra="예: 2026, 2026-H1, 2026-Q2">
          <Input maxLength={OKR_PERIOD_LIMITS.code} />
        </Form.Item>
      </FieldGrid>
      <Form.Item name="name" label="기간명">
        <Input maxLength={OKR_PERIOD_LIMITS.name} placeholder="예: 2026년 2분기" />
      </Form.Item>
      <FieldGrid columns={2}>
        <DateField name="startDate" label="시작일" requiredMessage="시작일을 선택해 주세요." disabled={locked} />
        <DateField name="endDate" label="종료일" requiredMessage="종료일을 선택해 주세요." notBefore={{ field: 'startDate', message: '종료일은 시작일 이후여야 합니다.' }} disabled={locked} />
      </FieldGrid>
      <FieldGrid columns={2}>
        <Form.Item name="parentPeriodId" label="상위 기간" extra="더 긴 유형으로, 이 기간을 포함해야 합니다.">
          <Select<number | null>
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={type === 'YEAR' ? '연간 기간은 상위 기간이 없습니다.' : '없음'}
            disabled={type === 'YEAR'}
            options={parents.map((p) => ({ value: p.id, label: `${p.code}${p.name ? ` ${p.name}` : ''}` }))}
          />
        </Form.Item>
        <Form.Item name="checkInCadence" label="체크인 주기">
          <Radio.Group optionType="button" options={CHECKIN_CADENCE.codes.map((c) => ({ value: c, label: CHECKIN_CADENCE.labels[c] }))} />
        </Form.Item>
      </FieldGrid>
    </ModalForm>
  );
}
