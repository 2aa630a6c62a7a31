import { ReloadOutlined } from '@ant-design/icons';
import { Link, errorMessage, roleName } from '@dure/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Result, Segmented, Space, Table, Tag, Typography } from 'antd';
import type { TableProps } from 'antd';
import { useMemo, useState } from 'react';
import { type ConsistencyFinding, KIND_LABELS } from '../api/authorityApi';
import { roleConsistencyQuery } from '../api/authorityQueries';

/** 역할 정합성 (SUPER, HR_ADMIN): people whose roles contradict their account, department or grant dates. */
export default function RoleConsistencyPage() {
  const { data, isFetching: loading, error, refetch: reload } = useQuery(roleConsistencyQuery);
  const [kind, setKind] = useState<string>('ALL');

  const counts = useMemo(() => {
    const out = new Map<string, number>();
    for (const f of data ?? []) out.set(f.kind, (out.get(f.kind) ?? 0) + 1);
    return out;
  }, [data]);
  const rows = useMemo(() => (data ?? []).filter((f) => kind === 'ALL' || f.kind === kind), [data, kind]);

  const columns: TableProps<ConsistencyFinding>['columns'] = [
    { title: '유형', dataIndex: 'kind', render: (k: string) => <Tag color={KIND_LABELS[k]?.color}>{KIND_LABELS[k]?.label ?? k}</Tag> },
    { title: '사용자', key: 'user', render: (_, f) => <Link to={`/userhr/info/admin/${f.userId}`}>{`${f.userName} (${f.username})`}</Link> },
    { title: '소속', dataIndex: 'deptName', render: (v: string | null) => v ?? '-' },
    { title: '권한', dataIndex: 'authorityCode', render: (v: string | null) => (v ? <>{roleName(v)} <Typography.Text type="secondary" code>{v}</Typography.Text></> : '-') },
    { title: '내용', dataIndex: 'detail' },
  ];

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={1} style={{ margin: 0 }}>
          역할 정합성 점검
        </Typography.Title>
        <Button icon={<ReloadOutlined />} onClick={() => void reload()}>
          다시 점검
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        만료된 임시 권한, 잠기거나 퇴직한 사용자의 권한, 폐쇄된 부서 소속, 다른 권한에 이미 포함된 중복 권한을 찾습니다. 사용자를 눌러 권한을 정리하세요.
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon message="점검 결과를 불러오지 못했습니다" description={errorMessage(error)} />}
      {data && data.length === 0 && !loading ? (
        <Card>
          <Result status="success" title="모순된 역할이 없습니다" subTitle="모든 사용자의 권한이 계정 상태·부서·기간과 맞습니다." />
        </Card>
      ) : (
        <>
          <Segmented
            value={kind}
            onChange={(v) => setKind(String(v))}
            options={[
              { value: 'ALL', label: `전체 ${data?.length ?? 0}` },
              ...Object.entries(KIND_LABELS).map(([value, k]) => ({ value, label: `${k.label} ${counts.get(value) ?? 0}` })),
            ]}
          />
          <Table<ConsistencyFinding>
            rowKey={(f) => `${f.kind}-${f.userId}-${f.authorityCode ?? ''}`}
            size="small"
            loading={loading}
            columns={columns}
            dataSource={rows}
            pagination={{ defaultPageSize: 50, showTotal: (t) => `총 ${t}건` }}
            scroll={{ x: 'max-content' }}
          />
        </>
      )}
    </Space>
  );
}
