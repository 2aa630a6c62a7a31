import { Progress } from 'antd';
import { HOME_MESSAGES } from './messages';

/** A progress bar with its number, labelled for screen readers (the bar alone carries no text). */
export function ProgressLine({ pct }: { pct: number }) {
  return <Progress percent={Math.round(pct)} size="small" aria-label={HOME_MESSAGES.progress(pct)} style={{ margin: 0, maxWidth: 220 }} />;
}
