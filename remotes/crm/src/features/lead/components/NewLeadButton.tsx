import { PlusOutlined } from '@ant-design/icons';
import { useCan } from '@dure/shared';
import { useModalState } from '@dure/shared/form';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useLeadMeta } from '../hooks/useLeadMeta';
import { LeadFormModal } from './LeadFormModal';

type Props = {
  customer: { id: number; name: string };
  /** After saving: the page refreshes what the lead changed on it (pipeline figures). */
  onCreated?: () => void;
};

/** 리드 등록 from a customer's page: the customer comes filled in and the user stays on the page they started from. */
export function NewLeadButton({ customer, onCreated }: Props) {
  const canWrite = useCan('LEAD', 'WRITE');
  const queryClient = useQueryClient();
  const modal = useModalState();
  const { meta, error } = useLeadMeta();
  if (!canWrite) return null;
  return (
    <>
      <Button icon={<PlusOutlined />} loading={!meta && !error} disabled={!meta} title={error ?? undefined} onClick={() => modal.show()}>
        리드 등록
      </Button>
      {meta && (
        <LeadFormModal
          open={modal.open}
          meta={meta}
          customer={customer}
          onClose={modal.close}
          onSaved={modal.after(() => {
            // The lead lists and boards, the customer's own lead list on the page among them.
            void queryClient.invalidateQueries({ queryKey: ['lead'] });
            onCreated?.();
          })}
        />
      )}
    </>
  );
}
