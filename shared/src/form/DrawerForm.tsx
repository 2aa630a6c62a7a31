import { DrawerForm as ProDrawerForm } from '@ant-design/pro-components';
import { type FormKitProps, useFormKit } from './useFormKit';

/** ModalForm's twin in a side drawer, for long forms beside the page they edit. */
export function DrawerForm<V extends object, T>(props: FormKitProps<V, T>) {
  const kit = useFormKit(props);
  return <ProDrawerForm<V> {...kit} drawerProps={{ destroyOnHidden: true }} />;
}
