import { DatePicker, type DatePickerProps, Form, type FormItemProps } from 'antd';
import type { Rule } from 'antd/es/form';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';

type Props = Omit<DatePickerProps, 'name'> & {
  name: string;
  label: ReactNode;
  /** The message when it is left empty; absent for an optional date. */
  requiredMessage?: string;
  /** Another date field of the form this one may not fall before (same day is fine), and the message when it does. */
  notBefore?: { field: string; message: string };
  tooltip?: FormItemProps['tooltip'];
  extra?: ReactNode;
};

/** A day picked on a form, full width, with the form's usual checks: required, and not before another date. */
export function DateField({ name, label, requiredMessage, notBefore, tooltip, extra, ...picker }: Props) {
  const rules: Rule[] = [];
  if (requiredMessage) rules.push({ required: true, message: requiredMessage });
  if (notBefore) {
    rules.push(({ getFieldValue }) => ({
      validator: async (_, value?: Dayjs | null) => {
        const other = getFieldValue(notBefore.field) as Dayjs | null | undefined;
        if (value && other && value.isBefore(other, 'day')) throw new Error(notBefore.message);
      },
    }));
  }
  return (
    <Form.Item name={name} label={label} tooltip={tooltip} extra={extra} dependencies={notBefore ? [notBefore.field] : undefined} rules={rules}>
      <DatePicker style={{ width: '100%' }} {...picker} />
    </Form.Item>
  );
}
