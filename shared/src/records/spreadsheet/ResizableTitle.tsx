import { type KeyboardEvent, type PointerEvent, type ThHTMLAttributes, useRef } from 'react';

export const MIN_WIDTH = 48;
export const MAX_WIDTH = 800;
const STEP = 10;

export type ResizeProps = {
  /** Current width; the handle appears only on resizable columns. */
  resizeWidth?: number;
  /** Accessible name of the handle, e.g. '부서명 열 너비'. */
  resizeLabel?: string;
  /** While dragging: the live width. */
  onResizing?: (width: number) => void;
  /** Drag or key released: the width to keep. */
  onResized?: (width: number) => void;
};

const clamp = (w: number) => Math.max(MIN_WIDTH, Math.min(MAX_WIDTH, Math.round(w)));

/** Header cell with a drag handle on its right edge; the handle is a focusable separator (←/→ by 10px). */
export function ResizableTitle({ resizeWidth, resizeLabel, onResizing, onResized, children, ...th }: ThHTMLAttributes<HTMLTableCellElement> & ResizeProps) {
  const drag = useRef<{ startX: number; startWidth: number; width: number } | null>(null);
  if (resizeWidth === undefined || !onResized) return <th {...th}>{children}</th>;

  const onPointerDown = (e: PointerEvent<HTMLSpanElement>) => {
    e.preventDefault();
    e.stopPropagation();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drag.current = { startX: e.clientX, startWidth: resizeWidth, width: resizeWidth };
  };
  const onPointerMove = (e: PointerEvent<HTMLSpanElement>) => {
    if (!drag.current) return;
    drag.current.width = clamp(drag.current.startWidth + e.clientX - drag.current.startX);
    onResizing?.(drag.current.width);
  };
  const onPointerUp = () => {
    if (!drag.current) return;
    const { width } = drag.current;
    drag.current = null;
    onResized(width);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLSpanElement>) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    e.preventDefault();
    e.stopPropagation();
    onResized(clamp(resizeWidth + (e.key === 'ArrowRight' ? STEP : -STEP)));
  };

  return (
    <th {...th} style={{ ...th.style, position: 'relative' }}>
      {children}
      <span
        role="separator"
        aria-orientation="vertical"
        aria-label={resizeLabel}
        aria-valuenow={resizeWidth}
        aria-valuemin={MIN_WIDTH}
        aria-valuemax={MAX_WIDTH}
        tabIndex={0}
        className="dure-sheet-resize"
        onClick={(e) => e.stopPropagation()}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
        style={{ position: 'absolute', top: 0, right: -4, width: 8, height: '100%', cursor: 'col-resize', zIndex: 1, touchAction: 'none' }}
      />
    </th>
  );
}
