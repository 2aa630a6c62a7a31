import { errorRows, sheetRowErrors } from '@dure/shared';
import { type SheetColumn, SpreadsheetTable } from '@dure/shared/records';
import { Alert, App, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { type Department, LEVEL_LABELS } from '../api/departmentApi';
import { type SheetDepartment, newSheetRow, saveSheet, toSheetRows } from '../api/departmentSheet';

const CODE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,19}$/;

type Props = { departments: Department[]; canWrite: boolean; onSaved: () => Promise<void> };

/**
 * 일괄 편집: the organisation as a spreadsheet — paste new teams from Excel (their parent by
 * code, even a parent pasted in the same block), edit names, cost centres and order, export.
 */
export default function DepartmentSheet({ departments, canWrite, onSaved }: Props) {
  const { message } = App.useApp();
  const rows = useMemo(() => toSheetRows(departments, (d) => LEVEL_LABELS[d.level]), [departments]);
  const [serverErrors, setServerErrors] = useState<Map<SheetDepartment, Record<string, string>>>(new Map());
  const [rowMessages, setRowMessages] = useState<string[]>([]);

  const columns = useMemo<SheetColumn<SheetDepartment>[]>(
    () => [
      {
        key: 'code',
        title: '부서코드',
        type: 'text',
        required: true,
        width: 140,
        readOnly: !canWrite,
        validate: (v) => (CODE.test(String(v ?? '').trim()) ? null : '부서코드는 영문, 숫자, -, _ 로 20자 이내입니다.'),
      },
      { key: 'name', title: '부서명', type: 'text', required: true, width: 180, readOnly: !canWrite, validate: (v) => (String(v ?? '').trim().length > 50 ? '부서명은 50자 이내입니다.' : null) },
      {
        key: 'parentCode',
        title: '상위부서코드',
        type: 'text',
        width: 140,
        readOnly: !canWrite,
        // Only the company itself (an existing row) has no parent.
        validate: (v, row) => {
          const text = String(v ?? '').trim();
          if (!text) return row.id ? null : '상위부서코드를 입력해 주세요.';
          return CODE.test(text) ? null : '상위부서코드를 부서코드 형식으로 입력해 주세요.';
        },
      },
      { key: 'costCenterCode', title: '코스트센터', type: 'text', width: 120, readOnly: !canWrite, validate: (v) => (String(v ?? '').length > 20 ? '코스트센터 코드는 20자 이내입니다.' : null) },
      { key: 'sortOrder', title: '정렬순서', type: 'number', width: 100, readOnly: !canWrite, validate: (v) => (v === null || v === undefined || (Number.isInteger(v) && (v as number) >= 0) ? null : '정렬순서는 0 이상의 정수입니다.') },
      { key: 'level', title: '조직 레벨', type: 'text', width: 100, readOnly: true },
    ],
    [canWrite],
  );

  async function save(changed: SheetDepartment[]) {
    setRowMessages([]);
    try {
      const result = await saveSheet(changed);
      setServerErrors(new Map());
      message.success(`부서 ${result.created}개를 만들고 ${result.updated}개를 고쳤습니다.`);
      await onSaved();
    } catch (error) {
      const cells = sheetRowErrors(error, changed);
      if (cells) {
        setServerErrors(cells);
        const codeOf = (key: string) => changed.find((r) => r.key === key)?.code || key;
        setRowMessages(errorRows(error).flatMap((e) => (e.fields._row ? [`${codeOf(e.key)}: ${e.fields._row}`] : [])));
      }
      // The grid shows this message and keeps every edit for another try.
      throw error;
    }
  }

  return (
    <>
      <Typography.Paragraph type="secondary">
        엑셀에서 부서코드·부서명·상위부서코드·코스트센터·정렬순서 순으로 복사해 붙여 넣을 수 있습니다. 바뀐 행만 저장하며, 한 행이라도 오류가 있으면 아무것도 저장하지 않습니다.
      </Typography.Paragraph>
      {rowMessages.length > 0 && <Alert type="error" showIcon style={{ marginBottom: 12 }} message="저장하지 못한 행" description={<ul style={{ margin: 0, paddingLeft: 18 }}>{rowMessages.map((m) => <li key={m}>{m}</li>)}</ul>} />}
      <SpreadsheetTable<SheetDepartment> label="부서 일괄 편집 표" tableKey="department-sheet" exportFileName="부서목록" height={520}
        columns={columns} rows={rows} rowKey={(r) => r.key} newRow={newSheetRow} onSave={save} externalErrors={serverErrors} />
    </>
  );
}
