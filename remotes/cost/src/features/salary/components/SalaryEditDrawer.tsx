import { DrawerForm } from '@dure/shared/form';
import { Alert, Descriptions, Form, InputNumber } from 'antd';
import { useState } from 'react';
import { MAX_SALARY_AMOUNT, SALARY_AMOUNT_FIELDS, SALARY_AMOUNT_LABELS, type Salary, salaryApi } from '../api/salaryApi';
import { won } from '../api/uploadModel';

type Values = Record<(typeof SALARY_AMOUNT_FIELDS)[number], number | null>;

const wonInput = {
  min: 0,
  max: MAX_SALARY_AMOUNT,
  precision: 0,
  step: 10000,
  style: { width: '100%' },
  addonAfter: '원',
  formatter: (v: number | string | undefined) => (v === undefined || v === null || `${v}` === '' ? '' : Number(v).toLocaleString('ko-KR')),
  parser: (v: string | undefined) => (v ? Number(v.replace(/[^\d]/g, '')) : (null as unknown as number)),
};

/** Corrects the amounts of one person-month (the person and month never change); 퇴직급여충당 blank → ÷ 12 of pay; 총 인건비 is the server's sum. */
export function SalaryEditDrawer({ salary, onClose, onSaved }: { salary: Salary | null; onClose: () => void; onSaved: (saved: Salary) => void }) {
  const [current, setCurrent] = useState<Salary | null>(salary);
  if (salary && current?.id !== salary.id) setCurrent(salary);
  const row = current ?? salary;
  return (
    <DrawerForm<Values, Salary>
      open={salary !== null}
      title={row ? `${row.userName} · ${row.ym} 급여 수정` : '급여 수정'}
      width={480}
      initialValues={row ? Object.fromEntries(SALARY_AMOUNT_FIELDS.map((f) => [f, row[f]])) : {}}
      onClose={onClose}
      onSaved={onSaved}
      onReload={async () => row && setCurrent(await salaryApi.get(row.id))}
      save={(v) =>
        salaryApi.update(row!.id, {
          basePay: v.basePay ?? 0,
          allowances: v.allowances ?? 0,
          overtimePay: v.overtimePay ?? 0,
          bonus: v.bonus ?? 0,
          employerInsurance: v.employerInsurance ?? 0,
          severanceAccrual: v.severanceAccrual ?? null,
          version: row!.version,
        })
      }
    >
      {row && (
        <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
          <Descriptions.Item label="사번">{row.employeeNo ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="부서">{row.deptName ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="현재 총 인건비">{won(row.totalCost)}</Descriptions.Item>
        </Descriptions>
      )}
      {row?.lockedYn === 'Y' && <Alert type="warning" showIcon message={`${row.ym} 원가가 마감되어 수정할 수 없습니다.`} style={{ marginBottom: 16 }} />}
      {SALARY_AMOUNT_FIELDS.map((f) => (
        <Form.Item
          key={f}
          name={f}
          label={SALARY_AMOUNT_LABELS[f]}
          rules={f === 'severanceAccrual' ? [] : [{ required: true, message: `${SALARY_AMOUNT_LABELS[f]}을(를) 입력해 주세요.` }]}
          extra={f === 'severanceAccrual' ? '비우면 (기본급+수당+연장근로수당+상여)÷12로 계산합니다.' : undefined}
        >
          <InputNumber<number> {...wonInput} aria-label={SALARY_AMOUNT_LABELS[f]} />
        </Form.Item>
      ))}
    </DrawerForm>
  );
}
