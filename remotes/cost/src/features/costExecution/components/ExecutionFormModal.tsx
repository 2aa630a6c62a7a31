import { DateField, ModalForm } from '@dure/shared/form';
import { DepartmentSelect, ProjectPicker } from '@dure/shared/records';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Input, InputNumber, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { CostAccountSelect } from '../../costAccount';
import { type CostExecution, PAYMENT_METHOD, budgetNotice, costExecutionApi } from '../api/costExecutionApi';

type Values = { deptId: number; projectId?: number | null; costAccountId: number; title: string; requestedAmount: number; plannedDate: Dayjs; payee?: string; paymentMethod: CostExecution['paymentMethod'] };

/** The budget the form's values draw on and what remains, asked as the values change. */
function BudgetLine({ values, excludeId }: { values: Partial<Values>; excludeId: number | null }) {
  const ready = Boolean(values.deptId && values.costAccountId && values.plannedDate);
  const check = useQuery({
    queryKey: ['cost-execution', 'budget-check', values.deptId, values.projectId ?? null, values.costAccountId, values.plannedDate?.format('YYYY'), excludeId],
    queryFn: () => costExecutionApi.budgetCheck({ deptId: values.deptId!, projectId: values.projectId ?? null, costAccountId: values.costAccountId!, plannedDate: values.plannedDate!.format('YYYY-MM-DD'), excludeId }),
    enabled: ready,
  });
  if (!ready) return null;
  if (check.isError) return <Alert type="warning" showIcon style={{ marginBottom: 16 }} message="예산을 불러오지 못했습니다." />;
  const notice = budgetNotice(check.data, values.requestedAmount);
  return notice && <Alert type={notice.type} showIcon style={{ marginBottom: 16 }} message={values.projectId ? '프로젝트 예산' : '부서 예산'} description={notice.text} />;
}

/** Writes or corrects a DRAFT (or REJECTED) cost execution; the budget it draws on is shown as the values change. */
export function ExecutionFormModal({ editing, onClose, onSaved }: { editing: { execution: CostExecution | null } | null; onClose: () => void; onSaved: (saved: CostExecution) => void }) {
  const current = editing?.execution ?? null;
  return (
    <ModalForm<Values, CostExecution>
      open={editing !== null}
      title={current ? `비용 집행 수정 · ${current.executionNo}` : '비용 집행 작성'}
      initialValues={current ? { ...current, plannedDate: dayjs(current.plannedDate), payee: current.payee ?? undefined } : { plannedDate: dayjs(), paymentMethod: 'TRANSFER' }}
      onClose={onClose}
      onSaved={onSaved}
      save={(v) => {
        const input = { deptId: v.deptId, projectId: v.projectId ?? null, costAccountId: v.costAccountId, title: v.title, requestedAmount: v.requestedAmount, plannedDate: v.plannedDate.format('YYYY-MM-DD'), payee: v.payee?.trim() || null, paymentMethod: v.paymentMethod };
        return current ? costExecutionApi.update(current.id, current.version, input) : costExecutionApi.create(input);
      }}
    >
      <Form.Item name="title" label="건명" rules={[{ required: true, whitespace: true, message: '건명을 입력해 주세요.' }]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="deptId" label="부서" rules={[{ required: true, message: '부서를 선택해 주세요.' }]}>
        <DepartmentSelect />
      </Form.Item>
      <Form.Item name="projectId" label="프로젝트" extra="프로젝트가 있으면 프로젝트 예산을 쓰고, 직접비 계정이면 집행할 때 확정된 직접비가 만들어집니다.">
        <ProjectPicker initialLabel={current?.projectName} />
      </Form.Item>
      <Form.Item name="costAccountId" label="원가계정" rules={[{ required: true, message: '원가계정을 선택해 주세요.' }]}>
        <CostAccountSelect />
      </Form.Item>
      <Form.Item name="requestedAmount" label="요청 금액(원)" rules={[{ required: true, message: '요청 금액을 입력해 주세요.' }]}>
        <InputNumber<number> min={1} precision={0} style={{ width: '100%' }} formatter={(v) => `${v ?? ''}`.replace(/\B(?=(\d{3})+(?!\d))/g, ',')} parser={(v) => Number((v ?? '').replace(/,/g, ''))} />
      </Form.Item>
      <DateField name="plannedDate" label="집행 예정일" requiredMessage="집행 예정일을 입력해 주세요." />
      <Form.Item noStyle shouldUpdate>{({ getFieldsValue }) => <BudgetLine values={getFieldsValue() as Partial<Values>} excludeId={current?.id ?? null} />}</Form.Item>
      <Form.Item name="payee" label="지급처">
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="paymentMethod" label="지급 방법" rules={[{ required: true, message: '지급 방법을 선택해 주세요.' }]}>
        <Select options={PAYMENT_METHOD.codes.map((c) => ({ value: c, label: PAYMENT_METHOD.labels[c] }))} />
      </Form.Item>
    </ModalForm>
  );
}
