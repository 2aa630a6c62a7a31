import { PlusOutlined } from '@ant-design/icons';
import { useSearchParams } from '@dure/shared';
import { KeywordFilter, useListState } from '@dure/shared/list';
import { ProjectPicker } from '@dure/shared/records';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Checkbox, Col, Empty, Flex, Row, Typography } from 'antd';
import { useState } from 'react';
import { THREAD_PARAM, threadList } from '../api/threadApi';
import { THREAD_KEY, threadListQuery } from '../api/threadQueries';
import { ChannelMenu } from './ChannelMenu';
import { ThreadFormModal } from './ThreadFormModal';
import { ThreadList } from './ThreadList';
import { ThreadView } from './ThreadView';

/** 스레드 (/threads): channels, the thread list (pinned first, unread bold) and the open thread with its replies. */
export default function ThreadsPage() {
  const [state, update] = useListState(threadList);
  const [params, setParams] = useSearchParams();
  const client = useQueryClient();
  const [creating, setCreating] = useState(false);
  const list = useQuery({ ...threadListQuery(state), placeholderData: keepPreviousData });
  const openId = Number(params.get(THREAD_PARAM)) || undefined;
  // The filtered project's name, from a thread of it in the list (the picker's search may not hold it).
  const projectLabel = list.data?.content.find((t) => t.targetId === state.targetId)?.projectName ?? undefined;

  const open = (id: number | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set(THREAD_PARAM, String(id));
        else next.delete(THREAD_PARAM);
        return next;
      },
      { replace: false },
    );

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          스레드
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          새 스레드
        </Button>
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={5}>
          <Card size="small" title="채널" styles={{ body: { padding: 0 } }}>
            <ChannelMenu value={state.channel} onChange={(channel) => update(channel === 'PROJECT' ? { channel } : { channel, targetId: undefined })} />
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card size="small" styles={{ body: { padding: 0 } }}>
            <Flex gap={8} wrap align="center" style={{ padding: 12 }}>
              <KeywordFilter value={state.keyword} onSearch={(keyword) => update({ keyword })} placeholder="제목, 내용" width="100%" />
              {(state.channel === 'PROJECT' || state.targetId !== undefined) && (
                <ProjectPicker
                  aria-label="프로젝트"
                  placeholder="모든 프로젝트"
                  value={state.targetId ?? null}
                  initialLabel={projectLabel}
                  onChange={(targetId) => update({ targetId: targetId ?? undefined })}
                  style={{ width: '100%' }}
                />
              )}
              <Checkbox checked={state.unreadYn === true} onChange={(e) => update({ unreadYn: e.target.checked || undefined })}>
                안 읽은 글만
              </Checkbox>
            </Flex>
            <ThreadList query={list} selectedId={openId} filtered={threadList.isFiltered(state)} onOpen={open} onPage={(page) => update({ page })} />
          </Card>
        </Col>
        <Col xs={24} md={11}>
          <Card size="small">
            {openId ? (
              <ThreadView key={openId} id={openId} onDeleted={() => open(undefined)} />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="목록에서 스레드를 선택하세요." />
            )}
          </Card>
        </Col>
      </Row>
      <ThreadFormModal
        open={creating}
        channel={state.channel}
        onClose={() => setCreating(false)}
        onSaved={(saved) => {
          setCreating(false);
          void client.invalidateQueries({ queryKey: THREAD_KEY });
          open(saved.id);
        }}
      />
    </Flex>
  );
}
