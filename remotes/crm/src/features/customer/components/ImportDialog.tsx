import { ImportFileStep } from '@dure/shared/records';
import { errorMessage } from '@dure/shared';
import { Alert, App, Button, Checkbox, Flex, Modal, Result, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { TableProps } from 'antd';
import { useState } from 'react';
import {
  type CustomerType,
  IMPORT_ACTIONS,
  IMPORT_ACTION_LABELS,
  type ImportAction,
  type ImportPreview,
  type ImportResult,
  type ImportRow,
  REASON_LABELS,
  TYPE_LABELS,
  customerApi,
} from '../api/customerApi';
import { IMPORT_FIELDS, downloadImportTemplate } from '../api/importTemplate';

const ACTION_COLORS: Record<ImportAction, string> = { CREATE: 'green', UPDATE: 'blue', WARNING: 'gold', ERROR: 'red' };

/** The template's columns the file actually has, in template order. */
const fieldsIn = (rows: ImportRow[]) => IMPORT_FIELDS.filter((f) => rows.some((r) => f.key in r.values));

function rowColumns(rows: ImportRow[]): TableProps<ImportRow>['columns'] {
  return [
    { title: '행', dataIndex: 'rowNo', width: 56, fixed: 'left' },
    {
      title: '처리',
      dataIndex: 'action',
      width: 110,
      fixed: 'left',
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <Tag color={ACTION_COLORS[r.action]}>{IMPORT_ACTION_LABELS[r.action]}</Tag>
          {r.existing && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{r.existing.customerNo}</Typography.Text>}
          {r.action === 'WARNING' && (
            <Tooltip title={r.duplicates.map((d) => `${d.customerNo} ${d.name} (${d.reasons.map((x) => REASON_LABELS[x]).join(', ')})`).join('\n')}>
              <Typography.Text type="warning" style={{ fontSize: 12 }}>
                {r.duplicates[0]?.name}
                {r.duplicates.length > 1 ? ` 외 ${r.duplicates.length - 1}` : ''}
              </Typography.Text>
            </Tooltip>
          )}
        </Space>
      ),
    },
    ...fieldsIn(rows).map((f) => ({
      title: f.header.replace('*', ''),
      dataIndex: ['values', f.key],
      render: (_: unknown, r: ImportRow) => {
        const error = r.errors[f.key];
        const raw = r.values[f.key] ?? '';
        const value = f.key === 'customerType' ? (TYPE_LABELS[raw as CustomerType] ?? raw) : raw;
        return error ? (
          <Space direction="vertical" size={0} data-testid={`cell-error-${r.rowNo}-${f.key}`}>
            <Typography.Text type="danger">{value || '(비어 있음)'}</Typography.Text>
            <Typography.Text type="danger" style={{ fontSize: 12 }}>
              {error}
            </Typography.Text>
          </Space>
        ) : (
          value
        );
      },
    })),
  ];
}

type Props = { open: boolean; onClose: (changed: boolean) => void };

/** 고객사 가져오기: upload .xlsx/.csv → preview each row (new, update by business number, error per cell, duplicate) → commit the good rows. */
export function ImportDialog({ open, onClose }: Props) {
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [acknowledge, setAcknowledge] = useState(false);

  function reset() {
    setFile(null);
    setPreview(null);
    setResult(null);
    setError(null);
    setAcknowledge(false);
  }

  async function check(chosen: File) {
    setFile(chosen);
    setBusy(true);
    setError(null);
    try {
      setPreview(await customerApi.previewImport(chosen));
    } catch (e) {
      setPreview(null);
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  async function commit() {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const done = await customerApi.commitImport(file, acknowledge);
      setResult(done);
      message.success(`${done.created + done.updated}건을 저장했습니다.`);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  const close = () => {
    const changed = Boolean(result && result.created + result.updated > 0);
    reset();
    onClose(changed);
  };

  const counts = preview?.counts;
  const committable = counts ? counts.CREATE + counts.UPDATE + (acknowledge ? counts.WARNING : 0) : 0;
  const badRows = result?.rows.filter((r) => r.action === 'ERROR' || (r.action === 'WARNING' && !acknowledge)) ?? [];

  return (
    <Modal
      open={open}
      title="고객사 가져오기"
      width={1100}
      onCancel={close}
      maskClosable={false}
      keyboard={false}
      destroyOnHidden
      footer={
        result ? (
          <Button type="primary" onClick={close}>
            닫기
          </Button>
        ) : (
          <Space>
            <Button onClick={close}>취소</Button>
            {preview && <Button onClick={reset}>다른 파일 선택</Button>}
            <Button type="primary" disabled={!preview || committable === 0} loading={busy && !!preview} onClick={() => void commit()}>
              {committable > 0 ? `${committable}건 저장` : '저장'}
            </Button>
          </Space>
        )
      }
    >
      <Flex vertical gap={12}>
        {error && <Alert type="error" showIcon message={error} />}
        {result ? (
          <>
            <Result
              status={badRows.length ? 'warning' : 'success'}
              title="가져오기를 마쳤습니다"
              subTitle={`신규 ${result.created}건 · 수정 ${result.updated}건 · 건너뜀 ${result.skipped}건`}
            />
            {badRows.length > 0 && (
              <>
                <Typography.Text strong>저장하지 않은 행 (아무것도 바뀌지 않았습니다)</Typography.Text>
                <Table<ImportRow> rowKey="rowNo" size="small" columns={rowColumns(badRows)} dataSource={badRows} pagination={false} scroll={{ x: 'max-content', y: 320 }} />
              </>
            )}
          </>
        ) : !preview ? (
          <>
            <ImportFileStep
              description=".xlsx 또는 .csv(UTF-8·CP949) 파일, 1,000행까지. 첫 행은 양식의 열 이름이어야 합니다. 같은 사업자등록번호의 고객사가 있으면 새로 만들지 않고 그 고객사를 수정합니다(빈 칸은 그대로 둡니다)."
              onTemplate={() => void downloadImportTemplate()}
              accept=".xlsx,.csv"
              busy={busy}
              onFile={(f) => void check(f)}
            />
          </>
        ) : (
          <>
            <Flex gap={8} wrap align="center">
              <Typography.Text strong>{file?.name}</Typography.Text>
              {IMPORT_ACTIONS.map((a) => (
                <Tag key={a} color={ACTION_COLORS[a]} data-testid={`count-${a}`}>
                  {IMPORT_ACTION_LABELS[a]} {preview.counts[a]}
                </Tag>
              ))}
            </Flex>
            {preview.counts.ERROR > 0 && <Alert type="warning" showIcon message={`오류가 있는 ${preview.counts.ERROR}행은 저장하지 않습니다. 파일을 고쳐 다시 올리거나, 나머지 행만 저장하세요.`} />}
            {preview.counts.WARNING > 0 && (
              <Checkbox checked={acknowledge} onChange={(e) => setAcknowledge(e.target.checked)}>
                중복 의심 {preview.counts.WARNING}행도 확인했으며 신규로 등록합니다
              </Checkbox>
            )}
            <Table<ImportRow> rowKey="rowNo" size="small" columns={rowColumns(preview.rows)} dataSource={preview.rows} pagination={{ pageSize: 50, hideOnSinglePage: true }} scroll={{ x: 'max-content', y: 420 }} />
          </>
        )}
      </Flex>
    </Modal>
  );
}
