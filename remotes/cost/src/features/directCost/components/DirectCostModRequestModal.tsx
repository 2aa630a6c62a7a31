import { DateField, ModalForm } from '@dure/shared/form';
import { ProjectPicker } from '@dure/shared/records';
import { Alert, Descriptions, Form, Input, InputNumber, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { CostAccountSelect } from '../../costAccount';
import { type DirectCost, type DirectCostMod, type DirectCostModBody, type DirectCostModType, MOD_TYPE, directCostModApi } from '../api/directCostApi';
import { formatKRW } from '@dure/shared/format';

type Values = { changeType: DirectCostModType; supplyAmount?: number; vatAmount?: number; costAccountId?: number; projectId?: number; costDate?: Dayjs; reason: string };


/** The request body of the form's values: only the fields of the chosen change type. */
export function modBody(cost: DirectCost, v: Values): DirectCostModBody {
  const base = { directCostId: cost.id, changeType: v.changeType, reason: v.reason, version: cost.version };
  switch (v.changeType) {
    case 'AMOUNT':
      return { ...base, supplyAmount: v.supplyAmount ?? null, vatAmount: v.vatAmount ?? 0 };
    case 'ACCOUNT':
      return { ...base, costAccountId: v.costAccountId ?? null };
    case 'PROJECT':
      return { ...base, projectId: v.projectId ?? null };
    case 'MONTH':
      return { ...base, costDate: v.costDate ? v.costDate.format('YYYY-MM-DD') : null };
    case 'CANCEL':
      return base;
  }
}

/** Asks to change a CONFIRMED direct cost: the current values (before) beside the new ones (after) and a reason. */
export function DirectCostModRequestModal({ cost, onClose, onSaved }: { cost: DirectCost | null; onClose: () => void; onSaved: (saved: DirectCostMod) => void }) {
  return (
    <ModalForm<Values, DirectCostMod>
      open={cost !== null}
      title="직접비 변경 요청"
      initialValues={{ changeType: 'AMOUNT', supplyAmount: cost?.supplyAmount, vatAmount: cost?.vatAmount }}
      onClose={onClose}
      onSaved={onSaved}
      save={(v) => directCostModApi.request(modBody(cost!, v))}
    >
      {cost && (
        <>
          <Descriptions size="small" column={1} bordered title="현재 (변경 전)" style={{ marginBottom: 16 }}>
            <Descriptions.Item label="프로젝트">{cost.projectName}</Descriptions.Item>
            <Descriptions.Item label="원가계정">{`${cost.costAccountCode ?? ''} ${cost.costAccountName ?? ''}`}</Descriptions.Item>
            <Descriptions.Item label="일자">{cost.costDate}</Descriptions.Item>
            <Descriptions.Item label="금액">{`${formatKRW(cost.supplyAmount)} (부가세 ${formatKRW(cost.vatAmount)})`}</Descriptions.Item>
          </Descriptions>
          {cost.monthClosedYn === 'Y' && (
            <Alert type="info" showIcon style={{ marginBottom: 16 }} message="마감된 달의 직접비입니다. 승인되면 이 행은 그대로 두고 진행 중인 달에 조정 행으로 반영됩니다." />
          )}
        </>
      )}
      <Form.Item name="changeType" label="변경 유형" rules={[{ required: true, message: '변경 유형을 선택해 주세요.' }]}>
        <Select options={MOD_TYPE.codes.map((c) => ({ value: c, label: MOD_TYPE.labels[c] }))} />
      </Form.Item>
      <Form.Item noStyle dependencies={['changeType']}>
        {({ getFieldValue }) => {
          switch (getFieldValue('changeType') as DirectCostModType) {
            case 'AMOUNT':
              return (
                <>
                  <Form.Item name="supplyAmount" label="변경 후 공급가액(원)" rules={[{ required: true, message: '공급가액을 입력해 주세요.' }]}>
                    <InputNumber<number> precision={0} style={{ width: '100%' }} />
                  </Form.Item>
                  <Form.Item name="vatAmount" label="변경 후 부가세(원)">
                    <InputNumber<number> precision={0} style={{ width: '100%' }} />
                  </Form.Item>
                </>
              );
            case 'ACCOUNT':
              return (
                <Form.Item name="costAccountId" label="변경 후 원가계정" rules={[{ required: true, message: '원가계정을 선택해 주세요.' }]}>
                  <CostAccountSelect directOnly />
                </Form.Item>
              );
            case 'PROJECT':
              return (
                <Form.Item name="projectId" label="변경 후 프로젝트" rules={[{ required: true, message: '프로젝트를 선택해 주세요.' }]}>
                  <ProjectPicker />
                </Form.Item>
              );
            case 'MONTH':
              return <DateField name="costDate" label="변경 후 일자 (다른 달)" requiredMessage="바꿀 일자를 입력해 주세요." />;
            default:
              return <Alert type="warning" showIcon style={{ marginBottom: 16 }} message="승인되면 이 직접비는 취소되어 원가에서 빠집니다." />;
          }
        }}
      </Form.Item>
      <Form.Item name="reason" label="사유" rules={[{ required: true, whitespace: true, message: '사유를 입력해 주세요.' }]}>
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
    </ModalForm>
  );
}
