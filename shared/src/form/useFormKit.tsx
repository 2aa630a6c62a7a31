import { Form, type FormInstance, type FormProps, Skeleton } from 'antd';
import { type ReactNode, useEffect, useEffectEvent, useRef } from 'react';
import { formSnapshot } from './formSnapshot';
import { FORM_MESSAGES } from './messages';
import { SaveNotice } from './SaveNotice';
import { useCloseGuard } from './useCloseGuard';
import { type SaveFlowOptions, useSaveFlow } from './useSaveFlow';

/** What ModalForm and DrawerForm take: the form, its save flow and how it closes. */
export type FormKitProps<V, T> = Omit<SaveFlowOptions<V, T>, 'form'> & {
  open: boolean;
  title: ReactNode;
  /** Closes the form; called after the dirty check. `onSaved` closes it too when the caller wants (it usually does). */
  onClose: () => void;
  /** The caller's instance when it watches or sets fields; otherwise the form makes its own. */
  form?: FormInstance<V>;
  /** The values the form starts from each time it opens and after a reload; read only then, so it need not be memoized. */
  initialValues?: Partial<V>;
  /** The submit button's label (default 저장). */
  submitText?: string;
  /** A submit that cannot be undone (반려, 해지) shows as dangerous. */
  danger?: boolean;
  width?: number;
  /** Changes kept outside the form's fields (a picked file) that closing would lose. */
  dirty?: boolean;
  /** False while the record the form edits is still loading: a skeleton stands in and 저장 waits; the form starts once true. */
  ready?: boolean;
  /** Shown between the save notice and the fields (e.g. a duplicate warning to acknowledge). */
  banner?: ReactNode;
  formProps?: Pick<FormProps<V>, 'requiredMark' | 'onValuesChange' | 'autoComplete'>;
  children: ReactNode;
};

/** The shared wiring of ModalForm and DrawerForm around ProForm's layouts. */
export function useFormKit<V, T>(props: FormKitProps<V, T>) {
  const [own] = Form.useForm<V>();
  const form = props.form ?? own;
  const flow = useSaveFlow({ ...props, form });
  const pristine = useRef('');
  const requestClose = useCloseGuard({
    isDirty: () => Boolean(props.dirty) || formSnapshot(form as FormInstance) !== pristine.current,
    busy: flow.saving,
    onClose: props.onClose,
  });
  const { open, ready = true } = props;
  const { dismiss, reloads } = flow;
  const start = useEffectEvent(() => {
    form.resetFields();
    form.setFieldsValue((props.initialValues ?? {}) as never);
    pristine.current = formSnapshot(form as FormInstance);
    dismiss();
  });

  // Each opening and each reload starts from the caller's current values, and that is what "unchanged" means.
  // Set here rather than as ProForm's initialValues, which only count at its first mount.
  useEffect(() => {
    if (open && ready) start();
  }, [open, ready, reloads]);

  return {
    open,
    title: props.title,
    width: props.width,
    form,
    loading: flow.saving,
    // ProForm's layouts would turn dates into strings and drop empty values; callers get the fields as typed.
    dateFormatter: false as const,
    omitNil: false,
    ...props.formProps,
    onOpenChange: (next: boolean) => {
      if (!next) requestClose();
    },
    onFinish: async (values: V) => {
      await flow.submit(values);
      // The caller closes in onSaved; returning false keeps ProForm from closing on its own.
      return false;
    },
    submitter: {
      searchConfig: { submitText: props.submitText ?? FORM_MESSAGES.submitSave, resetText: FORM_MESSAGES.cancel },
      submitButtonProps: { disabled: !ready, danger: props.danger },
    },
    children: (
      <>
        <SaveNotice notice={flow.notice} reload={flow.reload} onClose={dismiss} />
        {props.banner}
        {ready ? props.children : <Skeleton active />}
      </>
    ),
  };
}
