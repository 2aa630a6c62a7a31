import { DateField, ModalForm } from '@dure/shared/form';
import { DepartmentSelect, ProjectTypeSelect } from '@dure/shared/records';
import { Form, Input, InputNumber, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { COMMON_BASIS, type CommonCostBasis, type CommonCostRate, costRateApi } from '../api/costRateApi';

type Values = { code: string; name: string; basis: CommonCostBasis; ratePct: number; deptId?: number | null; projectTypeId?: number | null; validFrom: Dayjs; validTo?: Dayjs | null };

/** Adds or corrects a common cost rule: a share of its basis (HOURS: won per hour) per department and project type (empty = all). */
export function CommonRateFormModal({ editing, onClose, onSaved }: { editing: { rate: CommonCostRate | null } | null; onClose: () => void; onSaved: (saved: CommonCostRate) => void }) {
  const current = editing?.rate ?? null;
  return (
    <ModalForm<Values, CommonCostRate>
      open={editing !== null}
      title={current ? `공통비율 수정 · ${current.code}` : '공통비율 등록'}
      initialValues={
        current
          ? { ...current, validFrom: dayjs(current.validFrom), validTo: current.validTo ? dayjs(current.validTo) : null }
          : { basis: 'LABOR_COST', validFrom: dayjs().startOf('month') }
      }
      onClose={onClose}
      onSaved={onSaved}
      save={(v) => {
        const input = {
          code: v.code,
          name: v.name,
          basis: v.basis,
          ratePct: String(v.ratePct),
          deptId: v.deptId ?? null,
          projectTypeId: v.projectTypeId ?? null,
          validFrom: v.validFrom.format('YYYY-MM-DD'),
          validTo: v.validTo ? v.validTo.format('YYYY-MM-DD') : null,
        };
        return current ? costRateApi.updateCommon(current.id, current.version, input) : costRateApi.createCommon(input);
      }}
    >
      <Form.Item
        name="code"
        label="코드"
        normalize={(v: string) => v?.toUpperCase()}
        rules={[
          { required: true, message: '코드를 입력해 주세요.' },
          { pattern: /^[A-Z0-9_]{1,20}$/, message: '코드는 영문 대문자, 숫자, 밑줄(_)로 20자 이내로 입력해 주세요.' },
        ]}
      >
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name="name" label="이름" rules={[{ required: true, whitespace: true, message: '이름을 입력해 주세요.' }]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="basis" label="배부 기준" rules={[{ required: true, message: '배부 기준을 선택해 주세요.' }]}>
        <Select options={COMMON_BASIS.codes.map((b) => ({ value: b, label: COMMON_BASIS.labels[b] }))} />
      </Form.Item>
      <Form.Item noStyle dependencies={['basis']}>
        {({ getFieldValue }) => (
          <Form.Item
            name="ratePct"
            label={getFieldValue('basis') === 'HOURS' ? '시간당 금액(원)' : '비율(%)'}
            rules={[
              { required: true, message: '비율을 입력해 주세요.' },
              { validator: async (_, v?: number) => { if (v !== undefined && v !== null && !(v > 0 && v < 1000)) throw new Error('비율은 0보다 크고 1,000보다 작아야 합니다.'); } },
            ]}
          >
            <InputNumber<number> min={0} max={999.9999} precision={4} step={0.5} style={{ width: '100%' }} />
          </Form.Item>
        )}
      </Form.Item>
      <Form.Item name="deptId" label="부서" extra="비우면 모든 부서에 적용됩니다.">
        <DepartmentSelect placeholder="전체 부서" />
      </Form.Item>
      <Form.Item name="projectTypeId" label="프로젝트 유형" extra="공통비 대상 유형만 고를 수 있습니다. 비우면 모든 유형에 적용됩니다.">
        <ProjectTypeSelect placeholder="전체 유형" initialLabel={current?.projectTypeName} />
      </Form.Item>
      <DateField name="validFrom" label="적용 시작일" requiredMessage="적용 시작일을 입력해 주세요." />
      <DateField name="validTo" label="적용 종료일" notBefore={{ field: 'validFrom', message: '적용 종료일은 시작일과 같거나 뒤여야 합니다.' }} extra="비우면 계속 적용됩니다." />
    </ModalForm>
  );
}
