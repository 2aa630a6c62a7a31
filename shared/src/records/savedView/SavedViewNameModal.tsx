import { Checkbox, Input, Modal } from 'antd';
import { useState } from 'react';
import { useOpening } from '../common/useOpening';
import { RECORDS_MESSAGES } from '../messages';

const M = RECORDS_MESSAGES.savedView;

type Props = {
  open: boolean;
  title: string;
  initialName?: string;
  initialShared?: boolean;
  showShared: boolean;
  onOk: (name: string, shared: boolean) => Promise<unknown>;
  onCancel: () => void;
};

export function SavedViewNameModal({ open, title, initialName = '', initialShared = false, showShared, onOk, onCancel }: Props) {
  const [name, setName] = useState(initialName);
  const [shared, setShared] = useState(initialShared);
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);
  useOpening(open, () => {
    setName(initialName);
    setShared(initialShared);
    setTouched(false);
  });
  const invalid = !name.trim();
  return (
    <Modal
      title={title}
      open={open}
      okText={RECORDS_MESSAGES.common.save}
      cancelText={RECORDS_MESSAGES.common.cancel}
      confirmLoading={busy}
      onCancel={onCancel}
      onOk={async () => {
        setTouched(true);
        if (invalid) return;
        setBusy(true);
        try {
          await onOk(name.trim(), shared);
        } finally {
          setBusy(false);
        }
      }}
      destroyOnHidden
    >
      <Input aria-label={M.name} placeholder={M.name} value={name} maxLength={50} status={touched && invalid ? 'error' : undefined} onChange={(e) => setName(e.target.value)} />
      {touched && invalid && <div style={{ color: '#ff4d4f' }}>{M.nameRequired}</div>}
      {showShared && (
        <Checkbox style={{ marginTop: 8 }} checked={shared} onChange={(e) => setShared(e.target.checked)}>
          {M.shared}
        </Checkbox>
      )}
    </Modal>
  );
}
