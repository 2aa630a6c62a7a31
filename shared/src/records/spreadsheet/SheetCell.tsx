import { Input, Select } from 'antd';
import { memo, useEffect, useRef, useState } from 'react';
import type { SheetColumn, SheetRowData } from './types';

type Props = {
  column: SheetColumn<SheetRowData>;
  text: string;
  error: string | null;
  active: boolean;
  editing: boolean;
  /** Initial editor text: the value, or the key that started editing. */
  draft: string;
  /** `move` = where to go after committing (Enter ↓, Tab →, Shift+Tab ←). */
  onCommit: (text: string, move: 'down' | 'right' | 'left' | 'none') => void;
  onCancel: () => void;
  /** Keeps the parent's copy of the editor text, so a click elsewhere can commit it. */
  onDraft: (text: string) => void;
};

const ERROR_COLOR = '#ff4d4f';

/** The content of one grid cell (the table cell around it is the gridcell and takes the clicks); memoised so a keystroke re-renders only the cells it touches. */
export const SheetCell = memo(function SheetCell(p: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (p.active && !p.editing) ref.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [p.active, p.editing]);

  return (
    <div
      ref={ref}
      title={p.error ?? undefined}
      style={{
        minHeight: 24,
        padding: '1px 4px',
        cursor: 'cell',
        textAlign: p.column.type === 'number' ? 'right' : 'left',
        outline: p.error ? `1px solid ${ERROR_COLOR}` : p.active ? '2px solid #1677ff' : undefined,
        outlineOffset: -1,
        background: p.error ? '#fff1f0' : undefined,
        whiteSpace: 'pre-wrap',
      }}
    >
      {p.editing ? <CellEditor {...p} /> : p.text}
      {p.error && !p.editing && (
        <div className="dure-sheet-error" style={{ color: ERROR_COLOR, fontSize: 12, textAlign: 'left' }}>
          {p.error}
        </div>
      )}
    </div>
  );
});

function CellEditor({ column, draft, onCommit, onCancel, onDraft }: Props) {
  const [value, setValue] = useState(draft);
  useEffect(() => onDraft(draft), [draft, onDraft]);
  if (column.type === 'select') {
    return (
      <Select
        size="small"
        autoFocus
        defaultOpen
        style={{ width: '100%' }}
        value={column.options?.find((o) => o.label === value)?.value}
        options={column.options?.map((o) => ({ value: o.value, label: o.label }))}
        onChange={(v) => onCommit(column.options?.find((o) => o.value === v)?.label ?? '', 'none')}
        onBlur={() => onCancel()}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.stopPropagation();
            onCancel();
          }
        }}
      />
    );
  }
  return (
    <Input
      size="small"
      autoFocus
      aria-label={column.title}
      value={value}
      onChange={(e) => {
        setValue(e.target.value);
        onDraft(e.target.value);
      }}
      onBlur={() => onCommit(value, 'none')}
      onKeyDown={(e) => {
        if (e.nativeEvent.isComposing) return; // Enter that ends a Hangul composition is not a commit
        if (e.key === 'Enter' || e.key === 'Tab') {
          e.preventDefault();
          e.stopPropagation();
          onCommit(value, e.key === 'Enter' ? 'down' : e.shiftKey ? 'left' : 'right');
        } else if (e.key === 'Escape') {
          e.preventDefault();
          e.stopPropagation();
          onCancel();
        } else {
          e.stopPropagation();
        }
      }}
    />
  );
}
