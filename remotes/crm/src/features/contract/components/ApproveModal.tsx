import { UploadOutlined } from '@ant-design/icons';
import { errorMessage } from '@dure/shared';
import { useBusyAction, useOpeningState } from '@dure/shared/form';
import { formatDateTime } from '@dure/shared/format';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Empty, Modal, Radio, Space, Spin, Typography, Upload } from 'antd';
import { type Contract, type StoredFile, contractApi, signedFileApi } from '../api/contractApi';
import { contractFilesQuery } from '../api/contractQueries';

type Props = { open: boolean; contract: Contract; onClose: () => void; onApproved: (contract: Contract) => void };

/**
 * 승인: pick the signed contract among the files on the contract, or upload it here (the approver
 * need not be able to edit the contract; the upload is linked to it by the approval).
 */
export function ApproveModal({ open, contract, onClose, onApproved }: Props) {
  const { message } = App.useApp();
  const attached = useQuery({ ...contractFilesQuery(contract.id), enabled: open });
  // Files uploaded in this opening come first; the first file is the default choice.
  const [uploaded, setUploaded] = useOpeningState<StoredFile[]>(open, []);
  const files = attached.data ? [...uploaded, ...attached.data] : null;
  const loadError = attached.isError ? errorMessage(attached.error) : null;
  const [chosen, setSelected] = useOpeningState<number | null>(open, null);
  const selected = chosen ?? files?.[0]?.id ?? null;
  const [uploading, runUpload] = useBusyAction();
  const [approving, runApprove] = useBusyAction();

  const upload = (file: File) =>
    runUpload(async () => {
      const stored = await signedFileApi.uploadTemp(file);
      setUploaded([stored, ...uploaded]);
      setSelected(stored.id);
    });

  const approve = () =>
    runApprove(async () => {
      const approved = await contractApi.approve(contract.id, contract.version, selected);
      message.success('계약을 승인했습니다. 계약이 진행중이 되었습니다.');
      onApproved(approved);
    });

  return (
    <Modal
      open={open}
      title={`계약 승인 · ${contract.contractNo}`}
      okText="승인"
      cancelText="취소"
      okButtonProps={{ disabled: !selected, loading: approving !== null }}
      onOk={() => void approve()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text>서명된 계약서 파일을 선택하거나 올려 주세요. 승인하면 계약이 진행중이 됩니다.</Typography.Text>
        {loadError && <Alert type="error" showIcon message={`첨부파일을 불러오지 못했습니다: ${loadError}`} />}
        {!files && !loadError && <Spin />}
        {files && files.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="첨부된 파일이 없습니다" />}
        {files && files.length > 0 && (
          <Radio.Group value={selected} onChange={(e) => setSelected(e.target.value)} aria-label="서명된 계약서">
            <Space direction="vertical">
              {files.map((f) => (
                <Radio key={f.id} value={f.id}>
                  {f.originalName}{' '}
                  <Typography.Text type="secondary">
                    ({f.createdByName ?? '알 수 없음'}, {formatDateTime(f.createdAt)})
                  </Typography.Text>
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        )}
        <Upload
          accept=".pdf,.hwp,.hwpx,.doc,.docx,.jpg,.png,.zip"
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={uploading !== null}>
            서명된 계약서 올리기
          </Button>
        </Upload>
      </Space>
    </Modal>
  );
}
