import { UserOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import { useUserPhoto } from '../api/useUserPhoto';

export function UserAvatar({ user, size = 32 }: { user: { id: number; name: string; hasPhotoYn: 'Y' | 'N'; version: number }; size?: number }) {
  const url = useUserPhoto(user.id, user.hasPhotoYn === 'Y', user.version);
  return <Avatar size={size} src={url ?? undefined} icon={url ? undefined : <UserOutlined />} alt={`${user.name} 사진`} />;
}
