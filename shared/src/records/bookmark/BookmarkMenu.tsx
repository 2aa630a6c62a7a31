import { DeleteOutlined, StarOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, Popconfirm, theme } from 'antd';
import { useState } from 'react';
import { useNavigate } from '../../router';
import { AsyncState } from '../common/AsyncState';
import { errorText } from '../common/errorText';
import { RECORDS_MESSAGES } from '../messages';
import { useBookmarks } from './useBookmarks';

const M = RECORDS_MESSAGES.bookmark;

/** The shell header's bookmark list: open one, or remove it. */
export function BookmarkMenu() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const { bookmarks, loading, error, reload, remove } = useBookmarks();
  const [open, setOpen] = useState(false);

  const panel = (
    <div role="menu" aria-label={M.menu} style={{ background: token.colorBgElevated, boxShadow: token.boxShadowSecondary, borderRadius: token.borderRadiusLG, padding: 8, minWidth: 260, maxHeight: 420, overflow: 'auto' }}>
      <AsyncState loading={loading} error={error} empty={bookmarks.length === 0} emptyText={M.empty} onRetry={() => void reload()}>
        {bookmarks.map((b) => (
          <div key={b.id} style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
            <Button
              type="text"
              role="menuitem"
              style={{ flex: 1, textAlign: 'left', justifyContent: 'flex-start' }}
              onClick={() => {
                setOpen(false);
                navigate(b.path ?? '/');
              }}
            >
              {b.label}
            </Button>
            <Popconfirm
              title={M.confirmRemove}
              okText={RECORDS_MESSAGES.common.delete}
              cancelText={RECORDS_MESSAGES.common.cancel}
              onConfirm={() => remove(b.id).then(() => message.success(M.removed), (e: unknown) => message.error(errorText(e)))}
            >
              <Button type="text" size="small" danger aria-label={`${b.label} ${M.remove}`} icon={<DeleteOutlined />} />
            </Popconfirm>
          </div>
        ))}
      </AsyncState>
    </div>
  );

  return (
    <Dropdown open={open} onOpenChange={setOpen} trigger={['click']} popupRender={() => panel}>
      <Button type="text" icon={<StarOutlined />} aria-label={M.menu}>
        {M.menu}
      </Button>
    </Dropdown>
  );
}
