import { CalendarOutlined, CarOutlined, MailOutlined, PhoneOutlined, TeamOutlined } from '@ant-design/icons';
import { Tag } from 'antd';

const LOOKS: Record<string, { color: string; icon: React.ReactNode }> = {
  VISIT: { color: 'volcano', icon: <CarOutlined /> },
  CALL: { color: 'blue', icon: <PhoneOutlined /> },
  MEETING: { color: 'purple', icon: <TeamOutlined /> },
  EMAIL: { color: 'cyan', icon: <MailOutlined /> },
};

/** 활동유형 (common code CRM_ACTIVITY_TYPE) as a coloured tag with an icon; admin-added codes get a neutral look. */
export function ActivityTypeTag({ code, label }: { code: string; label: string }) {
  const look = LOOKS[code] ?? { color: 'default', icon: <CalendarOutlined /> };
  return (
    <Tag color={look.color} icon={look.icon}>
      {label}
    </Tag>
  );
}
