import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { currentWeekStart, shiftWeek, sundayOf } from './gridModel';

/** An ISO week's heading with the previous / next / this week buttons; `extra` follows (the week's status). */
export function WeekNav({ weekStart, isoWeek, onGo, extra }: { weekStart: string; isoWeek: string | undefined; onGo: (weekStart: string) => void; extra?: ReactNode }) {
  return (
    <Space wrap>
      <Button aria-label="이전 주" icon={<LeftOutlined />} onClick={() => onGo(shiftWeek(weekStart, -1))} />
      <Typography.Text strong>
        {isoWeek ?? ''} ({weekStart} ~ {sundayOf(weekStart)})
      </Typography.Text>
      <Button aria-label="다음 주" icon={<RightOutlined />} onClick={() => onGo(shiftWeek(weekStart, 1))} />
      <Button onClick={() => onGo(currentWeekStart())}>이번 주</Button>
      {extra}
    </Space>
  );
}
