// The records toolkit: kept out of '@dure/shared' so the login page does not load antd
// components, quill or exceljs. Heavy libraries load with import() inside the components.
export { RECORDS_MESSAGES } from './messages';
export { SpreadsheetTable, type SpreadsheetTableProps } from './spreadsheet/SpreadsheetTable';
export type { SheetColumn, SheetCellType, SheetOption, SpreadsheetHandle } from './spreadsheet/types';
export { parseClipboard } from './spreadsheet/clipboard';
export type { Page } from './api/result';
export { RichTextEditor, type RichTextEditorProps } from './editor/RichTextEditor';
export { RichTextView, type RichTextViewProps } from './editor/RichTextView';
export { BookmarkButton, type BookmarkButtonProps } from './bookmark/BookmarkButton';
export { BookmarkMenu } from './bookmark/BookmarkMenu';
export { useBookmarks } from './bookmark/useBookmarks';
export type { BookmarkTarget } from './bookmark/bookmarksStore';
export { CommentDrawer, type CommentDrawerProps } from './comment/CommentDrawer';
export { FileUpload, type FileUploadProps } from './file/FileUpload';
export { parseContentDisposition } from './api/file';
export { HistoryDialog, type HistoryDialogProps } from './history/HistoryDialog';
export { ShareDialog, type ShareDialogProps } from './share/ShareDialog';
export { ActivityDrawer, type ActivityDrawerProps } from './activity/ActivityDrawer';
export { ActionItemList, type ActionItemListProps } from './actionItem/ActionItemList';
