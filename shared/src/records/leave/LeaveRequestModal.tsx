import { Checkbox, DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { HALF_LEAVE_TYPES, LEAVE_LIMITS, LeaveType } from '../../contracts/admin/leave';
import { ModalForm } from '../../form/ModalForm';
import { type LeaveRecord, leaveApi } from './leaveApi';

type Values = { type: LeaveType; range: [Dayjs, Dayjs] | null; reason: string; approvedYn: boolean };

export type LeaveRequestModalProps = {
  open: boolean;
  /** Whose leave; absent = the caller's own request. */
  userId?: number;
  /** Shown in the title for someone else's leave. */
  userName?: string;
  /** USER_HR_WRITE recording someone's leave may mark it approved at once. */
  canApproveDirectly?: boolean;
  onClose: () => void;
  onSaved: (leave: LeaveRecord) => void;
};

const TYPE_OPTIONS = LeaveType.codes.map((value) => ({ value, label: LeaveType.labels[value] }));
const isHalf = (type: LeaveType | undefined) => type !== undefined && HALF_LEAVE_TYPES.includes(type);
const DAY = 'YYYY-MM-DD';

/**
 * 휴가 신청 / 등록: type, dates (a range; a half day is one day — picking a half type folds the range to its first day),
 * reason. The server counts the workdays and answers overlap and entitlement in Korean on the fields.
 */
export function LeaveRequestModal({ open, userId, userName, canApproveDirectly = false, onClose, onSaved }: LeaveRequestModalProps) {
  const [form] = Form.useForm<Values>();
  const save = (values: Values) =>
    leaveApi.create({
      ...(userId ? { userId } : {}),
      type: values.type,
      fromDate: values.range![0].format(DAY),
      toDate: values.range![1].format(DAY),
      reason: values.reason?.trim() || null,
      ...(canApproveDirectly && values.approvedYn ? { approvedYn: 'Y' as const } : {}),
    });
  return (
    <ModalForm<Values, LeaveRecord>
      title={userName ? `${userName}: 휴가 등록` : '휴가 신청'}
      open={open}
      form={form}
      initialValues={{ type: 'ANNUAL', range: null, reason: '', approvedYn: false }}
      save={save}
      onSaved={onSaved}
      onClose={onClose}
      submitText={userName ? '등록' : '신청'}
      fieldOf={(field) => (field === 'fromDate' || field === 'toDate' ? 'range' : field)}
      formProps={{
        onValuesChange: (changed: Partial<Values>, all: Values) => {
          if (('type' in changed || 'range' in changed) && isHalf(all.type) && all.range && !all.range[0].isSame(all.range[1], 'day')) {
            form.setFieldValue('range', [all.range[0], all.range[0]]);
          }
        },
      }}
    >
      <Form.Item name="type" label="휴가 유형" rules={[{ required: true, message: '휴가 유형을 선택해 주세요.' }]}>
        <Select options={TYPE_OPTIONS} aria-label="휴가 유형" />
      </Form.Item>
      <Form.Item noStyle dependencies={['type']}>
        {() => (
          <Form.Item
            name="range"
            label="기간"
            extra={isHalf(form.getFieldValue('type')) ? '반차는 하루만 선택할 수 있습니다.' : '주말과 공휴일은 일수에서 빠집니다.'}
            rules={[
              { required: true, message: '휴가 기간을 선택해 주세요.' },
              {
                validator: (_, range: Values['range']) =>
                  range && isHalf(form.getFieldValue('type')) && !range[0].isSame(range[1], 'day') ? Promise.reject(new Error('반차는 하루만 선택해 주세요.')) : Promise.resolve(),
              },
            ]}
          >
            <DatePicker.RangePicker style={{ width: '100%' }} aria-label="휴가 기간" placeholder={['시작일', '종료일']} />
          </Form.Item>
        )}
      </Form.Item>
      <Form.Item name="reason" label="사유" rules={[{ max: LEAVE_LIMITS.reason, message: `사유는 ${LEAVE_LIMITS.reason}자 이내로 입력해 주세요.` }]}>
        <Input.TextArea rows={2} maxLength={LEAVE_LIMITS.reason} showCount aria-label="사유" />
      </Form.Item>
      {canApproveDirectly && (
        <Form.Item name="approvedYn" valuePropName="checked">
          <Checkbox>승인된 휴가로 바로 등록</Checkbox>
        </Form.Item>
      )}
    </ModalForm>
  );
}
