import { CheckSquareOutlined, CommentOutlined, HistoryOutlined, PaperClipOutlined, ShareAltOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Drawer, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { ActionItemList } from '../actionItem/ActionItemList';
import { ActivityDrawer } from '../activity/ActivityDrawer';
import { actionItemsQuery, commentsQuery, filesQuery } from '../api/queries';
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

export function RecordToolbar({ recordType, recordId, label, tools = ALL, counts = true, readOnly }: RecordToolbarProps) {
  const [open, setOpen] = useState<RecordTool | null>(null);
  const ref = { recordType, recordId };
  const has = (t: RecordTool) => tools.includes(t);
  // The badges read the drawers' own queries, so a comment, file or item written there counts at once.
  // A failed count shows no badge: the drawers show their own errors.
  const comments = useQuery({ ...commentsQuery(ref), enabled: counts && has('comments'), select: countComments });
  const files = useQuery({ ...filesQuery(ref), enabled: counts && has('files'), select: (list) => list.length });
  const openItems = useQuery({
    ...actionItemsQuery({ targetType: recordType, targetId: recordId, statusList: ['OPEN'], page: 0, size: 1 }),
    enabled: counts && has('actionItems'),
    select: (p) => p.totalElements,
  });

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
      {button('comments', <CommentOutlined />, M.comment.button, comments.data)}
      {button('files', <PaperClipOutlined />, M.file.button, files.data)}
      {button('actionItems', <CheckSquareOutlined />, M.actionItem.button, openItems.data)}

      {has('history') && <HistoryDialog {...ref} open={open === 'history'} onClose={close} />}
      {has('share') && <ShareDialog {...ref} open={open === 'share'} onClose={close} />}
      {has('activity') && <ActivityDrawer {...ref} open={open === 'activity'} onClose={close} />}
      {has('comments') && <CommentDrawer {...ref} open={open === 'comments'} onClose={close} />}
      {has('files') && (
        <Drawer title={M.file.title} open={open === 'files'} onClose={close} width={520} destroyOnHidden>
          <FileUpload {...ref} readOnly={readOnly} />
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
