import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, Upload } from 'antd';
import type { ReactNode } from 'react';

export type ImportFileStepProps = {
  /** What the file must look like (type, limits, header row, what an existing match does). */
  description: ReactNode;
  /** Downloads the import's template. */
  onTemplate: () => void;
  /** File types the picker offers (`.xlsx,.csv`). */
  accept: string;
  /** True while the chosen file is being checked. */
  busy: boolean;
  /** The picked file; nothing is uploaded by the control itself. */
  onFile: (file: File) => void;
};

/** The first step of a spreadsheet import (customer import, payroll upload): what the file must hold, its template, and a drop zone for one file. */
export function ImportFileStep({ description, onTemplate, accept, busy, onFile }: ImportFileStepProps) {
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary">{description}</Typography.Text>
        <Button icon={<DownloadOutlined />} onClick={onTemplate}>
          양식 내려받기
        </Button>
      </Flex>
      <Upload.Dragger
        accept={accept}
        multiple={false}
        showUploadList={false}
        disabled={busy}
        beforeUpload={(f) => {
          onFile(f as File);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{busy ? '파일을 확인하는 중입니다…' : '파일을 끌어다 놓거나 눌러서 선택하세요'}</p>
      </Upload.Dragger>
    </>
  );
}
