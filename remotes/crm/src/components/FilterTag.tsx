import { Tag } from 'antd';
import type { ReactNode } from 'react';

/**
 * A filter that came in the address without a control of its own (a dashboard's 미지정 row, a lead
 * period): shown among the controls as a tag whose × removes it.
 */
export function FilterTag({ children, onClear }: { children: ReactNode; onClear: () => void }) {
  return (
    <Tag closable onClose={onClear} style={{ alignSelf: 'center' }}>
      {children}
    </Tag>
  );
}
