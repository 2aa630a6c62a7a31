// What other okr features use of market segments: the picker's query and the segment label.
export { segmentPickerQuery } from './api/segmentQueries';
export type { PickedSegment } from './api/segmentApi';
