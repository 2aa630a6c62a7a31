import { WARN_COLOR, hoursText } from './gridModel';

/** "logged / expected" hours of a week, in the warning colour while below what is expected. */
export function HoursOfExpected({ hours, expected }: { hours: number; expected: number }) {
  return <span style={{ color: hours < expected ? WARN_COLOR : undefined }}>{`${hoursText(hours)} / ${hoursText(expected)}`}</span>;
}
