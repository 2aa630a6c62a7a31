import { ApartmentOutlined, ReloadOutlined } from '@ant-design/icons';
import { errorMessage, httpStatus, useCan, useSearchParams } from '@dure/shared';
import { type LazyTreeItem, LazyTree, type LevelItem, MOVE_CANCELLED } from '@dure/shared/records';
import { Alert, App, Button, Card, Col, Empty, Row, Skeleton, Space, Tabs, Typography } from 'antd';
import { Suspense, lazy, useCallback, useState } from 'react';
import { type Department, LEVEL_LABELS, departmentApi } from '../api/departmentApi';
import { useDepartments } from '../api/useDepartments';
import { RemoteVersion } from '../../../components/RemoteVersion';
import { DepartmentDetail } from './DepartmentDetail';
import { josaOf } from '@dure/shared/format';

// 일괄 편집 loads with its tab: most visits never open it.
const DepartmentSheet = lazy(() => import('./DepartmentSheet'));

function treeItem(d: Department): LazyTreeItem {
  return { id: d.id, title: d.name, hasChildren: Boolean(d.hasChildren ?? d.childCount > 0), code: d.code, level: d.level, memberCount: d.memberCount };
}

function NodeTitle({ item }: { item: LazyTreeItem }) {
  return (
    <span data-testid={`dept-node-${String(item.code)}`}>
      <span>{item.title}</span>
      <Typography.Text type="secondary" style={{ marginLeft: 6, fontSize: 12 }}>
        {LEVEL_LABELS[item.level as Department['level']]} · {String(item.memberCount)}명
      </Typography.Text>
    </span>
  );
}

/** 부서 관리 (/department): the organisation tree; editable with DEPARTMENT_WRITE. */
export default function DepartmentPage() {
  const { message, modal } = App.useApp();
  const canWrite = useCan('DEPARTMENT', 'WRITE');
  const { data, loading, error, reload, reloads } = useDepartments();
  const [view, setView] = useState<'tree' | 'sheet'>('tree');
  // The selection lives in the address (?id=) so links from activity feeds and bookmarks open it.
  const [params, setParams] = useSearchParams();
  const selectedId = Number(params.get('id')) || null;
  const setSelectedId = (id: number | null) => setParams(id ? { id: String(id) } : {}, { replace: true });

  const selected = data.find((d) => d.id === selectedId) ?? null;
  const loadLevel = useCallback((parentId: string | number | null) => departmentApi.children(parentId === null ? null : Number(parentId)).then((list) => list.map(treeItem)), []);
  const loadLevels = useCallback((levels: number) => departmentApi.topLevels(levels).then((list) => list.map((d): LevelItem => ({ ...treeItem(d), parentId: d.parentId }))), []);
  // The tree reloads what it has open after each edit or refresh (not when the list first arrives).
  const reloadToken = reloads === 0 ? null : String(reloads);

  /** Drag and drop in the tree: confirm, then move; cancelling undoes the drop without a message. */
  const dropMove = (id: string | number, parentId: string | number | null, index: number) => {
    const dragged = data.find((d) => d.id === Number(id));
    const newParent = parentId === null ? null : data.find((d) => d.id === Number(parentId));
    if (!dragged) return Promise.reject(MOVE_CANCELLED);
    if (!newParent) return Promise.reject(new Error('최상위 회사와 같은 위치로는 옮길 수 없습니다.'));
    return new Promise<void>((resolve, reject) => {
      modal.confirm({
        title: '부서 이동',
        content: `'${dragged.name}'${josaOf(dragged.name, '을/를')} '${newParent.name}' 아래로 옮길까요? 하위 부서도 함께 이동합니다.`,
        okText: '이동',
        cancelText: '취소',
        onOk: async () => {
          try {
            await departmentApi.move(dragged.id, newParent.id, dragged.version, index);
            resolve();
          } catch (e) {
            reject(e);
          }
          await reload();
        },
        onCancel: () => reject(MOVE_CANCELLED),
      });
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
          <Typography.Title level={1} style={{ margin: 0 }}>
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
                <LazyTree
                  label="조직도"
                  load={loadLevel}
                  loadLevels={loadLevels}
                  move={canWrite ? dropMove : undefined}
                  expandDepth={2}
                  reloadToken={reloadToken}
                  selectedId={selectedId}
                  onSelect={(item) => item && setSelectedId(Number(item.id))}
                  titleRender={(item) => <NodeTitle item={item} />}
                  searchPlaceholder="부서 검색"
                />
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
          {
            key: 'sheet',
            label: '일괄 편집',
            children: (
              <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
                <DepartmentSheet departments={data} canWrite={canWrite} onSaved={reload} />
              </Suspense>
            ),
          },
        ]}
      />
      <RemoteVersion />
    </Space>
  );
}
