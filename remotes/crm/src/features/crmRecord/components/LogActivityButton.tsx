import { PlusOutlined } from '@ant-design/icons';
import { useCan } from '@dure/shared';
import { useModalState } from '@dure/shared/form';
import { useQueryClient } from '@tanstack/react-query';
import { useCreatedNotice } from '../../../components/useCreatedNotice';
import { Button, Tooltip } from 'antd';
import { type CrmAbout, CrmRecordFormModal } from './CrmRecordFormModal';

type Props = {
  /** The record the activity is about; null when it has no customer yet (an activity needs one). */
  about: CrmAbout | null;
  /** Why the button is off when `about` is null. */
  unavailable?: string;
  /** After saving: the page refreshes what the activity changed on it (last activity, figures). */
  onLogged?: () => void;
};

/** 영업활동 등록 from another record's page: the form opens with that record's customer (and lead or contract) filled in. */
export function LogActivityButton({ about, unavailable, onLogged }: Props) {
  const canWrite = useCan('CRM', 'WRITE');
  const queryClient = useQueryClient();
  const created = useCreatedNotice();
  const modal = useModalState();
  if (!canWrite) return null;
  if (!about) {
    return (
      <Tooltip title={unavailable}>
        <Button icon={<PlusOutlined />} disabled>
          영업활동 등록
        </Button>
      </Tooltip>
    );
  }
  return (
    <>
      <Button icon={<PlusOutlined />} onClick={() => modal.show()}>
        영업활동 등록
      </Button>
      <CrmRecordFormModal
        open={modal.open}
        about={about}
        createdNotice={created}
        onClose={modal.close}
        onSaved={modal.after(() => {
          // Every activity list (the page's own among them) and the team board.
          void queryClient.invalidateQueries({ queryKey: ['crm-record'] });
          void queryClient.invalidateQueries({ queryKey: ['crm-management'] });
          onLogged?.();
        })}
      />
    </>
  );
}
