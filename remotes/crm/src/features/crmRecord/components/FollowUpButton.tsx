import { PlusOutlined } from '@ant-design/icons';
import { useCan } from '@dure/shared';
import { useModalState } from '@dure/shared/form';
import { useQueryClient } from '@tanstack/react-query';
import { useCreatedNotice } from '../../../components/useCreatedNotice';
import { Button } from 'antd';
import type { CrmDraft, CrmRecord } from '../api/crmRecordApi';
import { CRM_RECORD_LISTS_KEY } from '../api/crmRecordDetailQuery';
import { CrmRecordFormModal } from './CrmRecordFormModal';
import { followUpDraft } from './followUpDraft';

/**
 * 후속 활동 등록 from a finished (or canceled) activity's page: a planned activity with the same customer, contacts,
 * lead and contract, at its next action when it has one. The user stays on the activity; the notice opens the new one.
 */
export function FollowUpButton({ record }: { record: CrmRecord }) {
  const canWrite = useCan('CRM', 'WRITE');
  const queryClient = useQueryClient();
  const created = useCreatedNotice();
  // The draft is taken when the button is pressed, so its planned time is from then.
  const modal = useModalState<CrmDraft>();
  if (!canWrite) return null;
  return (
    <>
      <Button
        icon={<PlusOutlined />}
        onClick={() => modal.show(followUpDraft(record))}
      >
        후속 활동 등록
      </Button>
      <CrmRecordFormModal
        open={modal.open}
        draft={modal.subject}
        createdNotice={created}
        onClose={modal.close}
        onSaved={modal.after(() => {
          // The activity lists (the related lists of its customer, lead and contract among them) and the team board.
          void queryClient.invalidateQueries({ queryKey: CRM_RECORD_LISTS_KEY });
          void queryClient.invalidateQueries({ queryKey: ['crm-record'] });
          void queryClient.invalidateQueries({ queryKey: ['crm-management'] });
        })}
      />
    </>
  );
}
