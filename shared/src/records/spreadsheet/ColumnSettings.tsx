import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, InputNumber, Popover, Space } from 'antd';
import type { ColumnSetting } from '../api/tableSetting';
import { RECORDS_MESSAGES } from '../messages';

const M = RECORDS_MESSAGES.sheet;

type Props = { settings: ColumnSetting[]; titles: Record<string, string>; onChange: (next: ColumnSetting[]) => void };

export function ColumnSettings({ settings, titles, onChange }: Props) {
  const move = (index: number, delta: number) => {
    const next = [...settings];
    const [item] = next.splice(index, 1);
    next.splice(index + delta, 0, item);
    onChange(next);
  };
  const patch = (index: number, change: Partial<ColumnSetting>) => onChange(settings.map((s, i) => (i === index ? { ...s, ...change } : s)));
  const content = (
    <Space direction="vertical" size={4}>
      {settings.map((s, i) => (
        <Space key={s.key} size={4}>
          <Checkbox checked={s.visible} onChange={(e) => patch(i, { visible: e.target.checked })}>
            <span style={{ display: 'inline-block', width: 96 }}>{titles[s.key]}</span>
          </Checkbox>
          <InputNumber size="small" min={40} max={800} step={10} value={s.width ?? undefined} placeholder={M.columnWidth} aria-label={`${titles[s.key]} ${M.columnWidth}`} onChange={(w) => patch(i, { width: w ?? null })} />
          <Button size="small" type="text" icon={<ArrowUpOutlined />} aria-label={`${titles[s.key]} ${M.moveUp}`} disabled={i === 0} onClick={() => move(i, -1)} />
          <Button size="small" type="text" icon={<ArrowDownOutlined />} aria-label={`${titles[s.key]} ${M.moveDown}`} disabled={i === settings.length - 1} onClick={() => move(i, 1)} />
        </Space>
      ))}
    </Space>
  );
  return (
    <Popover trigger="click" content={content} title={M.columns} placement="bottomRight">
      <Button icon={<SettingOutlined />}>{M.columns}</Button>
    </Popover>
  );
}
