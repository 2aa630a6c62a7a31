import { Card } from 'antd';
import { Suspense, lazy } from 'react';
import type { LeaveCardProps } from './LeaveCard';

// The leave cards load at their first use: their forms and tables stay out of the records chunk that every signed-in page loads.
const cards = () => import('./LeaveCard');
const Leave = lazy(() => cards().then((m) => ({ default: m.LeaveCard })));
const Approvals = lazy(() => cards().then((m) => ({ default: m.LeaveApprovalsCard })));

export function LeaveCard(props: LeaveCardProps) {
  return (
    <Suspense fallback={<Card size="small" loading title={props.title ?? '휴가'} />}>
      <Leave {...props} />
    </Suspense>
  );
}

export function LeaveApprovalsCard() {
  return (
    <Suspense fallback={null}>
      <Approvals />
    </Suspense>
  );
}
