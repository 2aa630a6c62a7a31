import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useState } from 'react';
import { LIST_MESSAGES } from './messages';

export type KeywordFilterProps = {
  /** The keyword the list filters by now (from its state). */
  value: string | undefined;
  /** Runs on Enter with the trimmed keyword, and with undefined once the box is cleared. */
  onSearch: (keyword: string | undefined) => void;
  /** What the keyword matches ("고객사명, 고객번호, 사업자번호"). */
  placeholder: string;
  width?: number | string;
  /** The box's accessible name (default "검색어"). */
  label?: string;
};

/** A list's search box: typing does not filter until Enter; clearing it lists everything again. */
export function KeywordFilter({ value, onSearch, placeholder, width = 240, label = LIST_MESSAGES.keyword }: KeywordFilterProps) {
  const [text, setText] = useState(value ?? '');
  // A saved view, a link or back changes the keyword from outside: the box shows the address's keyword again.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value ?? '');
  }
  return (
    <Input
      allowClear
      prefix={<SearchOutlined />}
      placeholder={placeholder}
      aria-label={label}
      style={{ width }}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        if (!e.target.value) onSearch(undefined);
      }}
      onPressEnter={() => onSearch(text.trim() || undefined)}
    />
  );
}
