import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Result, Skeleton, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { pageById } from '../../access/index';
import { useRecordTitle } from '../../documentTitle';
import { errorMessage, httpStatus } from '../../http/errors';
import { Link } from '../../router';
import { RECORDS_MESSAGES } from '../messages';
import { RecordToolbar, type RecordToolbarProps } from '../toolbar/RecordToolbar';

const M = RECORDS_MESSAGES.detail;

/** A record's load as the page sees it; TanStack Query's `useQuery` result fits as it is. */
export type RecordQuery<T> = { isPending: boolean; error: unknown; data: T | null | undefined; refetch: () => unknown };

export type RecordHeading = { title: string; tags?: ReactNode; subtitle?: ReactNode };

type Props<T> = {
  query: RecordQuery<T>;
  /** The page table id of the list the record belongs to: the back link, the 404 state and the tab title name it. */
  listPageId: string;
  /** Known absent before asking the api (e.g. an id that is not a number). */
  notFound?: boolean;
  heading: (record: T) => RecordHeading;
  /** Buttons beside the record toolbar (수정, 삭제, state changes). */
  actions?: (record: T) => ReactNode;
  /** The record toolbar (history, share, bookmark, comments, files, action items). */
  toolbar?: (record: T) => RecordToolbarProps;
  children: (record: T) => ReactNode;
};

/**
 * The frame of every record page: loading skeleton, a 404 state with the way back to its list, an error
 * state with retry, then the heading card (back link, title, tags, actions, record toolbar) and the body.
 */
export function RecordDetailFrame<T>({ query, listPageId, notFound = false, heading, actions, toolbar, children }: Props<T>) {
  const list = pageById(listPageId);
  const noun = list?.title ?? '';
  const record = query.data ?? null;
  const head = record ? heading(record) : null;
  useRecordTitle(head?.title, listPageId);

  const back = list ? (
    <Link to={list.path}>
      <ArrowLeftOutlined /> {M.backToList(noun)}
    </Link>
  ) : null;

  if (notFound || (!record && httpStatus(query.error) === 404)) {
    return (
      <Result
        status="404"
        title={M.notFound(noun)}
        subTitle={M.notFoundHint}
        extra={list ? <Link to={list.path}>{M.toList(noun)}</Link> : null}
      />
    );
  }
  if (!record && query.error) {
    return (
      <Alert
        type="error"
        showIcon
        message={M.loadFailed(noun)}
        description={errorMessage(query.error)}
        action={<Button onClick={() => void query.refetch()}>{RECORDS_MESSAGES.common.retry}</Button>}
      />
    );
  }
  if (!record || !head) return <Skeleton active />;

  const tools = toolbar?.(record);
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card>
        <Flex justify="space-between" align="start" wrap gap={12}>
          <Space direction="vertical" size={4}>
            {back}
            <Space wrap>
              <Typography.Title level={3} style={{ margin: 0 }}>
                {head.title}
              </Typography.Title>
              {head.tags}
            </Space>
            {head.subtitle && <Typography.Text type="secondary">{head.subtitle}</Typography.Text>}
          </Space>
          <Space wrap>
            {actions?.(record)}
            {tools && <RecordToolbar {...tools} />}
          </Space>
        </Flex>
      </Card>
      {children(record)}
    </Space>
  );
}
