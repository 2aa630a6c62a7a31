import type { FormInstance } from 'antd';

/**
 * The form's values as comparable text: typing and deleting again leaves it unchanged. Empty text and
 * null count as unset; dates compare by their ISO text. (antd's `isFieldsTouched` cannot tell, as
 * `setFieldsValue` marks fields touched.)
 */
export function formSnapshot(form: FormInstance): string {
  return JSON.stringify(form.getFieldsValue(true), (_, value: unknown) => (value === '' || value === null ? undefined : value));
}
