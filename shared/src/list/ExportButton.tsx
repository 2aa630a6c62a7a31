import { FileExcelOutlined } from '@ant-design/icons';
import { App, Button, Tooltip } from 'antd';
import { useState } from 'react';
import { errorMessage } from '@dure/shared';
import { downloadExport } from './downloadExport';
import { LIST_MESSAGES } from './messages';

const M = LIST_MESSAGES.export;

export type ExportButtonProps = {
  /** The api path of the list's export (`api/…/export.xlsx`). */
  path: string;
  /** The list's filters and order, from its state definition's `exportQuery`. */
  query: Record<string, string>;
  /** The file name when the server gives none (without extension). */
  fileName: string;
  disabled?: boolean;
};

/** Downloads the filtered list as an .xlsx the api builds, showing how much has arrived; its tooltip states the row cap. */
export function ExportButton({ path, query, fileName, disabled }: ExportButtonProps) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  async function run() {
    const key = `export:${path}`;
    setBusy(true);
    message.loading({ key, content: M.preparing, duration: 0 });
    try {
      await downloadExport(path, query, `${fileName}.xlsx`, (bytes) => message.loading({ key, content: M.receiving(bytes), duration: 0 }));
      message.success({ key, content: M.done });
    } catch (error) {
      message.error({ key, content: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Tooltip title={M.cap}>
      <Button icon={<FileExcelOutlined />} loading={busy} disabled={disabled} onClick={() => void run()}>
        {M.button}
      </Button>
    </Tooltip>
  );
}
