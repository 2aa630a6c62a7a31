import { DateField, ModalForm } from '@dure/shared/form';
import { UserPicker } from '@dure/shared/records';
import { Form, InputNumber, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { TaskActivitySelect } from '../../taskActivity';
import { JOB_GRADE, LABOR_BASIS, type LaborCostRate, type LaborRateBasis, MAX_HOURLY_RATE, STANDARD_ANNUAL_HOURS, costRateApi } from '../api/costRateApi';

type Values = { basis: LaborRateBasis; jobGrade?: string; userId?: number | null; taskActivityId?: number | null; hourlyRate: number; validFrom: Dayjs; validTo?: Dayjs | null };

/** The guide of DOMAIN §6: annual cost ÷ 2,088 h. */
function Guide() {
  return (
    <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
      연간 인건비 ÷ {STANDARD_ANNUAL_HOURS.toLocaleString('ko-KR')}시간 기준으로 정합니다. 종료일 없이 등록하면 같은 기준의 이전 단가는 시작일 전날로 닫힙니다.
    </Typography.Paragraph>
  );
}

/**
 * Adds a rate (by grade or by person, optionally per activity) or corrects one's rate and validity (the key never
 * changes). `salary`: whether the user may write rows by person (SALARY_MANAGEMENT_READ).
 */
export function LaborRateFormModal({
  editing,
  salary,
  onClose,
  onSaved,
}: {
  editing: { rate: LaborCostRate | null } | null;
  salary: boolean;
  onClose: () => void;
  onSaved: (saved: LaborCostRate) => void;
}) {
  const current = editing?.rate ?? null;
  const bases = LABOR_BASIS.codes.filter((b) => b !== 'USER' || salary);
  return (
    <ModalForm<Values, LaborCostRate>
      open={editing !== null}
      title={current ? '인건비 단가 수정' : '인건비 단가 등록'}
      initialValues={
        current
          ? {
              basis: current.basis,
              jobGrade: current.jobGrade ?? undefined,
              userId: current.userId,
              taskActivityId: current.taskActivityId,
              hourlyRate: current.hourlyRate ?? undefined,
              validFrom: dayjs(current.validFrom),
              validTo: current.validTo ? dayjs(current.validTo) : null,
            }
          : { basis: 'JOB_GRADE', validFrom: dayjs().startOf('month') }
      }
      onClose={onClose}
      onSaved={onSaved}
      save={(v) => {
        const period = { hourlyRate: v.hourlyRate, validFrom: v.validFrom.format('YYYY-MM-DD'), validTo: v.validTo ? v.validTo.format('YYYY-MM-DD') : null };
        if (current) return costRateApi.updateLabor(current.id, current.version, period);
        return costRateApi.createLabor({
          basis: v.basis,
          ...(v.basis === 'JOB_GRADE' ? { jobGrade: v.jobGrade as never } : { userId: v.userId ?? null }),
          taskActivityId: v.taskActivityId ?? null,
          ...period,
        });
      }}
    >
      <Guide />
      <Form.Item name="basis" label="기준" rules={[{ required: true, message: '기준을 선택해 주세요.' }]}>
        <Select disabled={current !== null} options={bases.map((b) => ({ value: b, label: LABOR_BASIS.labels[b] }))} />
      </Form.Item>
      <Form.Item noStyle dependencies={['basis']}>
        {({ getFieldValue }) =>
          getFieldValue('basis') === 'USER' ? (
            <Form.Item name="userId" label="사용자" rules={[{ required: true, message: '사용자를 선택해 주세요.' }]}>
              <UserPicker aria-label="사용자" initialLabel={current?.userName} />
            </Form.Item>
          ) : (
            <Form.Item name="jobGrade" label="직급" rules={[{ required: true, message: '직급을 선택해 주세요.' }]}>
              <Select disabled={current !== null} options={JOB_GRADE.codes.map((g) => ({ value: g, label: JOB_GRADE.labels[g] }))} />
            </Form.Item>
          )
        }
      </Form.Item>
      <Form.Item name="taskActivityId" label="업무유형" extra="비우면 모든 업무유형에 적용됩니다.">
        <TaskActivitySelect aria-label="업무유형" placeholder="전체 업무유형" initialLabel={current?.taskActivityName} />
      </Form.Item>
      <Form.Item
        name="hourlyRate"
        label="시간당 단가(원)"
        rules={[
          { required: true, message: '시간당 단가를 입력해 주세요.' },
          { validator: async (_, v?: number) => { if (v !== undefined && v !== null && !(v > 0)) throw new Error('시간당 단가는 0보다 커야 합니다.'); } },
        ]}
      >
        <InputNumber<number> min={0} max={MAX_HOURLY_RATE} precision={0} step={1000} style={{ width: '100%' }} formatter={(v) => (v === undefined || v === null || `${v}` === '' ? '' : Number(v).toLocaleString('ko-KR'))} parser={(v) => Number((v ?? '').replace(/[^\d]/g, ''))} />
      </Form.Item>
      <DateField name="validFrom" label="적용 시작일" requiredMessage="적용 시작일을 입력해 주세요." />
      <DateField name="validTo" label="적용 종료일" notBefore={{ field: 'validFrom', message: '적용 종료일은 시작일과 같거나 뒤여야 합니다.' }} extra="비우면 계속 적용됩니다." />
    </ModalForm>
  );
}
