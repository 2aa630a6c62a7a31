import { CheckSquareOutlined, CommentOutlined, HistoryOutlined, PaperClipOutlined, ShareAltOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Badge, Button, Drawer, Space } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { ActionItemList } from '../actionItem/ActionItemList';
import { ActivityDrawer } from '../activity/ActivityDrawer';
import { fetchActionItems } from '../api/actionItem';
import { fetchComments } from '../api/comment';
import { fetchFiles } from '../api/file';
import { BookmarkButton } from '../bookmark/BookmarkButton';
import { CommentDrawer, countComments } from '../comment/CommentDrawer';
import { FileUpload } from '../file/FileUpload';
import { HistoryDialog } from '../history/HistoryDialog';
import { RECORDS_MESSAGES } from '../messages';
import { ShareDialog } from '../share/ShareDialog';

const M = RECORDS_MESSAGES;

export type RecordTool = 'history' | 'share' | 'bookmark' | 'activity' | 'comments' | 'files' | 'actionItems';

export type RecordToolbarProps = {
  recordType: string;
  recordId: string | number;
  /** Bookmark label: the record's name as the user knows it. */
  label: string;
  /** Which buttons to show; all by default. */
  tools?: RecordTool[];
  /** Badges with comment, file and open action item counts (three small requests). */
  counts?: boolean;
  readOnly?: boolean;
};

const ALL: RecordTool[] = ['history', 'share', 'bookmark', 'activity', 'comments', 'files', 'actionItems'];
type Counts = { comments?: number; files?: number; actionItems?: number };

export function RecordToolbar({ recordType, recordId, label, tools = ALL, counts = true, readOnly }: RecordToolbarProps) {
  const [open, setOpen] = useState<RecordTool | null>(null);
  const [count, setCount] = useState<Counts>({});
  const ref = { recordType, recordId };
  const has = (t: RecordTool) => tools.includes(t);

  useEffect(() => {
    if (!counts) return;
    let live = true;
    const put = (c: Counts) => live && setCount((current) => ({ ...current, ...c }));
    // A missing badge is better than an error on the page: the drawers show their own errors.
    if (has('comments')) fetchComments(ref).then((l) => put({ comments: countComments(l) }), () => undefined);
    if (has('files')) fetchFiles(ref).then((l) => put({ files: l.length }), () => undefined);
    if (has('actionItems')) fetchActionItems({ targetType: recordType, targetId: recordId, statusList: ['OPEN'], page: 0, size: 1 }).then((p) => put({ actionItems: p.totalElements }), () => undefined);
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [recordType, recordId, counts, tools.join()]);

  const button = (tool: RecordTool, icon: ReactNode, text: string, n?: number) =>
    has(tool) && (
      <Badge count={n} size="small" offset={[-4, 4]}>
        <Button icon={icon} onClick={() => setOpen(tool)}>
          {text}
        </Button>
      </Badge>
    );

  const close = () => setOpen(null);
  return (
    <Space wrap>
      {button('history', <HistoryOutlined />, M.history.button)}
      {button('share', <ShareAltOutlined />, M.share.button)}
      {has('bookmark') && <BookmarkButton recordType={recordType} recordId={recordId} label={label} />}
      {button('activity', <ThunderboltOutlined />, M.activity.button)}
      {button('comments', <CommentOutlined />, M.comment.button, count.comments)}
      {button('files', <PaperClipOutlined />, M.file.button, count.files)}
      {button('actionItems', <CheckSquareOutlined />, M.actionItem.button, count.actionItems)}

      {has('history') && <HistoryDialog {...ref} open={open === 'history'} onClose={close} />}
      {has('share') && <ShareDialog {...ref} open={open === 'share'} onClose={close} />}
      {has('activity') && <ActivityDrawer {...ref} open={open === 'activity'} onClose={close} />}
      {has('comments') && <CommentDrawer {...ref} open={open === 'comments'} onClose={close} onCount={(n) => setCount((c) => ({ ...c, comments: n }))} />}
      {has('files') && (
        <Drawer title={M.file.title} open={open === 'files'} onClose={close} width={520} destroyOnHidden>
          <FileUpload {...ref} readOnly={readOnly} onCount={(n) => setCount((c) => ({ ...c, files: n }))} />
        </Drawer>
      )}
      {has('actionItems') && (
        <Drawer title={M.actionItem.title} open={open === 'actionItems'} onClose={close} width={860} destroyOnHidden>
          <ActionItemList {...ref} />
        </Drawer>
      )}
    </Space>
  );
}
