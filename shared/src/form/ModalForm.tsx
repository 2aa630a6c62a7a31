import { ModalForm as ProModalForm } from '@ant-design/pro-components';
import { type FormKitProps, useFormKit } from './useFormKit';

/**
 * A form in a modal on ProForm's ModalForm with the shared save flow: field and row errors from the api,
 * one conflict notice with a reload action, a dirty form asks before it closes, submit shows progress once.
 */
export function ModalForm<V extends object, T>(props: FormKitProps<V, T>) {
  const kit = useFormKit(props);
  return <ProModalForm<V> {...kit} modalProps={{ destroyOnHidden: true }} />;
}
