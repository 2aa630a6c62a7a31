// What the apps share under the name '@ant-design/pro-components': only the pieces the screens use,
// taken from the packages it re-exports (about 133 KB gzip instead of 216 KB for all of it, whose
// layout, card, list and descriptions no screen uses). A screen importing anything else fails the
// build (ProComponentsExportsPlugin in index.cjs): add the name here.
export { ProConfigProvider, koKRIntl } from '@ant-design/pro-provider';
export { EditableProTable, ProTable } from '@ant-design/pro-table';
export { DrawerForm, ModalForm } from '@ant-design/pro-form';
