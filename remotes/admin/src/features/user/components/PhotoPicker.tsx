import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Avatar, Button, Space, Typography, Upload } from 'antd';
import { useEffect, useMemo } from 'react';

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
const PHOTO_TYPES = ['image/jpeg', 'image/png'];

/** Korean reason a picked file cannot be a profile photo, or null. The server checks the content again. */
export function photoProblem(file: { type: string; size: number }): string | null {
  if (!PHOTO_TYPES.includes(file.type)) return '프로필 사진은 JPG 또는 PNG 파일만 올릴 수 있습니다.';
  if (file.size > PHOTO_MAX_BYTES) return '프로필 사진은 5MB 이하여야 합니다.';
  return null;
}

type Props = {
  currentUrl: string | null;
  file: File | null;
  removed: boolean;
  onPick: (file: File | null) => void;
  onRemove: () => void;
  onProblem: (message: string) => void;
};

export function PhotoPicker({ currentUrl, file, removed, onPick, onRemove, onProblem }: Props) {
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  // The picked file's preview lives until another file is picked or the picker goes.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);
  const shown = preview ?? (removed ? null : currentUrl);
  return (
    <Space align="center" size="middle">
      <Avatar size={72} src={shown ?? undefined} alt="프로필 사진 미리보기">
        {shown ? null : '사진'}
      </Avatar>
      <Space direction="vertical" size={4}>
        <Space>
          <Upload
            accept="image/jpeg,image/png"
            showUploadList={false}
            beforeUpload={(f) => {
              const problem = photoProblem(f);
              if (problem) onProblem(problem);
              else onPick(f);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />}>사진 선택</Button>
          </Upload>
          {shown && (
            <Button icon={<DeleteOutlined />} onClick={() => (file ? onPick(null) : onRemove())}>
              사진 삭제
            </Button>
          )}
        </Space>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          JPG·PNG, 5MB 이하
        </Typography.Text>
      </Space>
    </Space>
  );
}
