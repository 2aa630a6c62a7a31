import { ApartmentOutlined, ReloadOutlined } from '@ant-design/icons';
import { errorMessage, httpStatus, useHasAnyRole, useSearchParams } from '@dure/shared';
import { Alert, App, Button, Card, Col, Empty, Input, Row, Space, Spin, Tabs, Tree, Typography } from 'antd';
import type { TreeProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { type Department, LEVEL_LABELS, departmentApi } from '../api/departmentApi';
import { buildTree, matchingIds, wouldCreateCycle, type DepartmentNode } from '../api/tree';
import { useDepartments } from '../api/useDepartments';
import { RemoteVersion } from '../../../components/RemoteVersion';
import { DepartmentDetail } from './DepartmentDetail';
import { DepartmentSheet } from './DepartmentSheet';

type TreeItem = { key: number; title: React.ReactNode; children: TreeItem[] };

function toTreeData(nodes: DepartmentNode[], visible: Set<number>): TreeItem[] {
  return nodes
    .filter((n) => visible.has(n.id))
    .map((n) => ({
      key: n.id,
      title: (
        <span data-testid={`dept-node-${n.code}`}>
          <span>{n.name}</span>
          <Typography.Text type="secondary" style={{ marginLeft: 6, fontSize: 12 }}>
            {LEVEL_LABELS[n.level]} · {n.memberCount}명
          </Typography.Text>
        </span>
      ),
      children: toTreeData(n.children, visible),
    }));
}

/** 부서 관리 (/department): the organisation tree; editable with DEPARTMENT_WRITE. */
export default function DepartmentPage() {
  const { message, modal } = App.useApp();
  const canWrite = useHasAnyRole('ROLE_DEPARTMENT_WRITE');
  const { data, loading, error, reload } = useDepartments();
  const [keyword, setKeyword] = useState('');
  const [view, setView] = useState<'tree' | 'sheet'>('tree');
  // The selection lives in the address (?id=) so links from activity feeds and bookmarks open it.
  const [params, setParams] = useSearchParams();
  const selectedId = Number(params.get('id')) || null;
  const setSelectedId = (id: number | null) => setParams(id ? { id: String(id) } : {}, { replace: true });
  const [expanded, setExpanded] = useState<React.Key[]>([]);

  useEffect(() => {
    document.title = '부서 관리 · 두레';
  }, []);

  const tree = useMemo(() => buildTree(data), [data]);
  const visible = useMemo(() => matchingIds(data, keyword), [data, keyword]);
  const treeData = useMemo(() => toTreeData(tree, visible), [tree, visible]);
  const selected = data.find((d) => d.id === selectedId) ?? null;

  useEffect(() => {
    // Open the top two levels at first, and every match while searching.
    if (keyword.trim()) setExpanded([...visible]);
    else if (expanded.length === 0 && data.length > 0) setExpanded(data.filter((d) => d.level === 'COMPANY' || d.level === 'DIVISION').map((d) => d.id));
  }, [keyword, visible, data]); // eslint-disable-line react-hooks/exhaustive-deps

  const onDrop: TreeProps['onDrop'] = (info) => {
    const dragged = data.find((d) => d.id === Number(info.dragNode.key));
    const target = data.find((d) => d.id === Number(info.node.key));
    if (!dragged || !target) return;
    const newParent = info.dropToGap ? data.find((d) => d.id === target.parentId) : target;
    if (!newParent) {
      message.warning('최상위 회사와 같은 위치로는 옮길 수 없습니다.');
      return;
    }
    if (wouldCreateCycle(data, dragged.id, newParent.id)) {
      message.warning('부서를 자기 자신이나 하위 부서 아래로 옮길 수 없습니다.');
      return;
    }
    const sortOrder = info.dropToGap ? target.sortOrder + (info.dropPosition > 0 ? 1 : 0) : undefined;
    modal.confirm({
      title: '부서 이동',
      content: `'${dragged.name}'을(를) '${newParent.name}' 아래로 옮길까요? 하위 부서도 함께 이동합니다.`,
      okText: '이동',
      cancelText: '취소',
      onOk: () => move(dragged, newParent.id, sortOrder),
    });
  };

  async function move(dept: Department, parentId: number, sortOrder?: number) {
    try {
      await departmentApi.move(dept.id, parentId, dept.version, sortOrder);
      message.success(`'${dept.name}' 부서를 옮겼습니다.`);
    } catch (e) {
      message.error(errorMessage(e));
      if (httpStatus(e) !== 409) return;
    }
    await reload();
  }

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            <ApartmentOutlined /> 부서 관리
          </Typography.Title>
          <Typography.Text type="secondary">
            조직도를 관리합니다. {canWrite ? '부서를 끌어서 다른 상위 부서로 옮길 수 있습니다.' : '조회 권한만 있어 수정할 수 없습니다.'}
          </Typography.Text>
        </div>
        <Button icon={<ReloadOutlined />} onClick={() => void reload()} loading={loading}>
          새로고침
        </Button>
      </Space>
      {error && (
        <Alert
          type="error"
          showIcon
          message="부서 목록을 불러오지 못했습니다."
          description={error}
          action={<Button onClick={() => void reload()}>다시 시도</Button>}
        />
      )}
      <Tabs
        activeKey={view}
        onChange={(key) => setView(key as 'tree' | 'sheet')}
        destroyOnHidden
        items={[
          {
            key: 'tree',
            label: '조직도',
            children: (
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={10} xl={8}>
              <Card title="조직도" size="small">
                <Input.Search placeholder="부서명 또는 부서코드 검색" allowClear onChange={(e) => setKeyword(e.target.value)} style={{ marginBottom: 12 }} aria-label="부서 검색" />
                <Spin spinning={loading && data.length > 0}>
                  {loading && data.length === 0 ? (
                    <div style={{ padding: 32, textAlign: 'center' }} role="status">
                      <Spin /> <Typography.Text type="secondary">불러오는 중…</Typography.Text>
                    </div>
                  ) : treeData.length === 0 ? (
                    <Empty description={keyword ? `'${keyword}'에 맞는 부서가 없습니다.` : '등록된 부서가 없습니다.'} />
                  ) : (
                    <Tree
                      showLine
                      blockNode
                      draggable={canWrite && !keyword ? { icon: false } : false}
                      treeData={treeData}
                      expandedKeys={expanded}
                      onExpand={setExpanded}
                      selectedKeys={selectedId ? [selectedId] : []}
                      onSelect={(keys) => keys.length > 0 && setSelectedId(Number(keys[0]))}
                      onDrop={onDrop}
                      aria-label="조직도"
                    />
                  )}
                </Spin>
              </Card>
            </Col>
            <Col xs={24} lg={14} xl={16}>
              {selected ? (
                <DepartmentDetail
                  key={`${selected.id}:${selected.version}`}
                  department={selected}
                  all={data}
                  canWrite={canWrite}
                  onChanged={async (nextSelected) => {
                    await reload();
                    if (nextSelected !== undefined) setSelectedId(nextSelected);
                  }}
                  onMove={(parentId) => move(selected, parentId)}
                />
              ) : (
                <Card>
                  <Empty description="왼쪽 조직도에서 부서를 선택하세요." />
                </Card>
              )}
            </Col>
          </Row>
            ),
          },
          { key: 'sheet', label: '일괄 편집', children: <DepartmentSheet departments={data} canWrite={canWrite} onSaved={reload} /> },
        ]}
      />
      <RemoteVersion />
    </Space>
  );
}
