import { ArrowLeftOutlined } from '@ant-design/icons';
import { Card, Flex, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { pageById } from '../../access/index';
import { Link } from '../../router';
import { RECORDS_MESSAGES } from '../messages';

type Props = {
  /** The page table id of the record's list, for the back link. */
  listPageId: string;
  title: ReactNode;
  tags?: ReactNode;
  subtitle?: ReactNode;
  /** Buttons before the toolbar (수정, 삭제, state changes). */
  actions?: ReactNode;
  /** The record's `<RecordToolbar>`, last in the row. */
  toolbar?: ReactNode;
};

/** The heading card of a record page: back to the list, title with its tags, actions and the record toolbar. */
export function RecordHeader({ listPageId, title, tags, subtitle, actions, toolbar }: Props) {
  const list = pageById(listPageId);
  return (
    <Card>
      <Flex justify="space-between" align="start" wrap gap={12}>
        <Space direction="vertical" size={4}>
          {list && (
            <Link to={list.path}>
              <ArrowLeftOutlined /> {RECORDS_MESSAGES.detail.backToList(list.title)}
            </Link>
          )}
          <Space wrap>
            <Typography.Title level={1} style={{ margin: 0 }}>
              {title}
            </Typography.Title>
            {tags}
          </Space>
          {subtitle && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
        </Space>
        <Space wrap>
          {actions}
          {toolbar}
        </Space>
      </Flex>
    </Card>
  );
}
