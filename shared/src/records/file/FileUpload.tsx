import { DeleteOutlined, DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { App, Button, List, Popconfirm, Typography, Upload, type UploadFile } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { formatDateTime } from '../../format/index';
import { deleteFile, downloadFile, type StoredFile, uploadFiles } from '../api/file';
import { filesQuery } from '../api/queries';
import { AsyncState } from '../common/AsyncState';
import { errorText } from '../common/errorText';
import { saveBlob } from '../common/saveBlob';
import { RECORDS_MESSAGES } from '../messages';
import { FILES_PER_UPLOAD, FILE_EXTENSIONS, fileProblem, formatBytes } from './fileRules';

const M = RECORDS_MESSAGES.file;

export type FileUploadProps = {
  recordType: string;
  recordId: string | number;
  readOnly?: boolean;
};

export function FileUpload({ recordType, recordId, readOnly }: FileUploadProps) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const query = filesQuery({ recordType, recordId });
  const files = useQuery(query);
  const reload = () => client.invalidateQueries({ queryKey: query.queryKey });
  const [uploading, setUploading] = useState<UploadFile[]>([]);
  const warnedBatch = useRef<unknown>(null);
  const list = files.data ?? [];

  const patch = (uid: string, change: Partial<UploadFile>) => setUploading((current) => current.map((f) => (f.uid === uid ? { ...f, ...change } : f)));

  const download = async (file: StoredFile) => {
    try {
      const { blob, fileName } = await downloadFile(file.id);
      saveBlob(blob, fileName ?? file.originalName);
    } catch (error) {
      message.error(`${M.downloadFailed} ${errorText(error)}`);
    }
  };

  const remove = async (file: StoredFile) => {
    try {
      await deleteFile(file.id);
      message.success(RECORDS_MESSAGES.common.deleted);
      await reload();
    } catch (error) {
      message.error(errorText(error));
    }
  };

  return (
    <div>
      {!readOnly && (
        <Upload.Dragger
          multiple
          accept={FILE_EXTENSIONS.map((e) => `.${e}`).join(',')}
          fileList={uploading}
          showUploadList={{ showRemoveIcon: false }}
          beforeUpload={(file, batch) => {
            if (batch.length > FILES_PER_UPLOAD) {
              if (warnedBatch.current !== batch) message.error(M.tooMany);
              warnedBatch.current = batch;
              return Upload.LIST_IGNORE;
            }
            const problem = fileProblem(file);
            if (problem) {
              message.error(problem);
              return Upload.LIST_IGNORE;
            }
            setUploading((current) => [...current, { uid: file.uid, name: file.name, status: 'uploading', percent: 0 }]);
            return true;
          }}
          customRequest={({ file, onSuccess, onError }) => {
            const f = file as File & { uid: string };
            uploadFiles({ files: [f], purpose: 'ATTACHMENT', targetType: recordType, targetId: recordId }, (percent) => patch(f.uid, { percent }))
              .then((stored) => {
                onSuccess?.(stored);
                setUploading((current) => current.filter((u) => u.uid !== f.uid));
                message.success(M.uploaded(1));
                void reload();
              })
              .catch((error: unknown) => {
                onError?.(error as Error);
                patch(f.uid, { status: 'error', percent: 100, response: errorText(error) });
                message.error(`${f.name}: ${errorText(error)}`);
              });
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{M.drop}</p>
          <p className="ant-upload-hint">{M.hint}</p>
        </Upload.Dragger>
      )}
      <AsyncState loading={files.isFetching} error={files.error} empty={list.length === 0} emptyText={M.empty} onRetry={() => void files.refetch()}>
        <List
          size="small"
          dataSource={list}
          renderItem={(file) => (
            <List.Item
              actions={[
                <Button key="down" type="link" size="small" icon={<DownloadOutlined />} aria-label={`${file.originalName} ${M.download}`} onClick={() => void download(file)} />,
                ...(readOnly
                  ? []
                  : [
                      <Popconfirm key="del" title={M.confirmDelete(file.originalName)} okText={RECORDS_MESSAGES.common.delete} cancelText={RECORDS_MESSAGES.common.cancel} onConfirm={() => remove(file)}>
                        <Button type="link" size="small" danger icon={<DeleteOutlined />} aria-label={`${file.originalName} ${RECORDS_MESSAGES.common.delete}`} />
                      </Popconfirm>,
                    ]),
              ]}
            >
              <List.Item.Meta
                title={<Typography.Text>{file.originalName}</Typography.Text>}
                description={`${formatBytes(file.sizeBytes)} · ${file.createdByName ?? ''} · ${formatDateTime(file.createdAt)}`}
              />
            </List.Item>
          )}
        />
      </AsyncState>
    </div>
  );
}
