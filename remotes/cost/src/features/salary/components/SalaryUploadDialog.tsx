import { errorMessage } from '@dure/shared';
import { dayjs } from '@dure/shared/format';
import { ImportFileStep } from '@dure/shared/records';
import { Alert, Button, Checkbox, Flex, Modal, Result, Space, Steps, Table, Typography } from 'antd';
import type { TableProps } from 'antd';
import { useState } from 'react';
import { SALARY_UPLOAD_HEADERS, SALARY_UPLOAD_MAX_ROWS, type SalaryUploadPreview, type SalaryUploadResult, type SalaryUploadRow, salaryApi } from '../api/salaryApi';
import { errorsFirst, previewCell, previewFields, previewSummary } from '../api/uploadModel';
import { downloadUploadTemplate } from '../api/uploadTemplate';

const hasError = (r: SalaryUploadRow) => Object.keys(r.errors).length > 0;

function columnsFor(rows: SalaryUploadRow[]): TableProps<SalaryUploadRow>['columns'] {
  return [
    { title: '행', dataIndex: 'rowNo', width: 56, fixed: 'left' },
    {
      title: '결과',
      key: 'status',
      width: 90,
      fixed: 'left',
      render: (_, r) =>
        hasError(r) ? <Typography.Text type="danger">오류</Typography.Text> : r.replacesYn === 'Y' ? <Typography.Text type="warning">바꿔 씀</Typography.Text> : <Typography.Text type="success">신규</Typography.Text>,
    },
    ...previewFields(rows).map((field) => ({
      title: SALARY_UPLOAD_HEADERS[field],
      key: field,
      align: (field === 'employeeNo' || field === 'username' || field === 'ym' ? 'left' : 'right') as 'left' | 'right',
      render: (_: unknown, r: SalaryUploadRow) => {
        const cell = previewCell(r, field);
        if (cell.error)
          return (
            <Space direction="vertical" size={0} data-testid={`cell-error-${r.rowNo}-${field}`}>
              <Typography.Text type="danger">{cell.text}</Typography.Text>
              <Typography.Text type="danger" style={{ fontSize: 12 }}>
                {cell.error}
              </Typography.Text>
            </Space>
          );
        return (
          <Space direction="vertical" size={0}>
            <span>{cell.text}</span>
            {cell.note && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {cell.note}
              </Typography.Text>
            )}
          </Space>
        );
      },
    })),
  ];
}

type Props = { open: boolean; onClose: (saved: boolean) => void };

/** 급여 엑셀 올리기: 1 파일 선택 (양식 내려받기) → 2 미리보기 (행마다 오류 표시, 오류 행은 저장하지 않음) → 3 저장 결과. */
export function SalaryUploadDialog({ open, onClose }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<SalaryUploadPreview | null>(null);
  const [done, setDone] = useState<SalaryUploadResult | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const step = done ? 2 : preview ? 1 : 0;

  const restart = () => {
    setFile(null);
    setPreview(null);
    setDone(null);
    setFailure(null);
    setOnlyErrors(false);
  };
  const close = () => {
    const saved = Boolean(done && done.created + done.updated > 0);
    restart();
    onClose(saved);
  };
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
    } catch (e) {
      setFailure(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const check = (chosen: File) =>
    run(async () => {
      setFile(chosen);
      setPreview(null);
      setPreview(await salaryApi.previewUpload(chosen));
    });
  const save = () => run(async () => setDone(await salaryApi.commitUpload(file!)));

  const summary = preview ? previewSummary(preview) : null;
  const shown = preview ? (onlyErrors ? preview.rows.filter(hasError) : errorsFirst(preview.rows)) : [];

  return (
    <Modal
      open={open}
      title="급여 엑셀 올리기"
      width={1100}
      onCancel={close}
      maskClosable={false}
      keyboard={false}
      destroyOnHidden
      footer={
        step === 2 ? (
          <Button type="primary" onClick={close}>
            닫기
          </Button>
        ) : (
          <Space>
            <Button onClick={close}>취소</Button>
            {step === 1 && <Button onClick={restart}>다른 파일 선택</Button>}
            {step === 1 && (
              <Button type="primary" disabled={!preview?.counts.valid} loading={busy} onClick={() => void save()}>
                {summary?.saveLabel}
              </Button>
            )}
          </Space>
        )
      }
    >
      <Flex vertical gap={16}>
        <Steps size="small" current={step} items={[{ title: '파일 선택' }, { title: '미리보기' }, { title: '저장' }]} />
        {failure && <Alert type="error" showIcon message={failure} />}
        {step === 0 && (
          <>
            <ImportFileStep
              description={`급여 대장 .xlsx 파일 (첫 시트, ${SALARY_UPLOAD_MAX_ROWS.toLocaleString('ko-KR')}행·5MB까지). 첫 행은 양식의 열 이름이어야 하고, 사번 또는 아이디 중 하나로 사용자를 찾습니다. 같은 사용자·귀속월이 이미 있으면 올린 값으로 바꿉니다. 마감된 달은 저장할 수 없습니다.`}
              onTemplate={() => void downloadUploadTemplate(dayjs().format('YYYY-MM'))}
              accept=".xlsx"
              busy={busy}
              onFile={(f) => void check(f)}
            />
          </>
        )}
        {step === 1 && preview && summary && (
          <>
            <Flex gap={12} wrap align="center">
              <Typography.Text strong>{file?.name}</Typography.Text>
              <Typography.Text data-testid="upload-valid">저장할 행 {preview.counts.valid}건</Typography.Text>
              <Typography.Text type={preview.counts.error ? 'danger' : 'secondary'} data-testid="upload-errors">
                오류 {preview.counts.error}건
              </Typography.Text>
              {preview.counts.error > 0 && (
                <Checkbox checked={onlyErrors} onChange={(e) => setOnlyErrors(e.target.checked)}>
                  오류 행만 보기
                </Checkbox>
              )}
            </Flex>
            {summary.errorNotice && <Alert type="warning" showIcon message={summary.errorNotice} description="오류가 있는 행을 고쳐 다시 올리거나, 나머지 행만 저장하세요." />}
            {summary.replaceNotice && <Alert type="info" showIcon message={summary.replaceNotice} />}
            {preview.counts.valid === 0 && <Alert type="error" showIcon message="저장할 수 있는 행이 없습니다. 오류를 고쳐 다시 올려 주세요." />}
            <Table<SalaryUploadRow>
              rowKey="rowNo"
              size="small"
              columns={columnsFor(preview.rows)}
              dataSource={shown}
              onRow={(r) => (hasError(r) ? { style: { background: 'var(--ant-color-error-bg, #fff2f0)' } } : {})}
              pagination={{ pageSize: 50, hideOnSinglePage: true }}
              scroll={{ x: 'max-content', y: 420 }}
            />
          </>
        )}
        {step === 2 && done && (
          <>
            <Result
              status={done.skipped ? 'warning' : 'success'}
              title="급여를 저장했습니다"
              subTitle={`신규 ${done.created}건 · 바꿔 씀 ${done.updated}건 · 저장하지 않음 ${done.skipped}건`}
            />
            {done.rejected.length > 0 && (
              <>
                <Typography.Text strong>저장하지 않은 행</Typography.Text>
                <Table<SalaryUploadRow> rowKey="rowNo" size="small" columns={columnsFor(done.rejected)} dataSource={done.rejected} pagination={false} scroll={{ x: 'max-content', y: 320 }} />
              </>
            )}
          </>
        )}
      </Flex>
    </Modal>
  );
}
