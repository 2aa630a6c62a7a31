import { ActionItemList, MyRecentActivity } from '@dure/shared/records';
import { REMOTE_LABELS, menuFor, useAllowedPages, useAuthorities, useCurrentUser, useIsSignedIn } from '@dure/shared';
import { Button, Card, Col, Empty, Row, Space, Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { AntdProvider } from '../app/AntdProvider';
import { useIsPageAvailable } from '../federation/remoteRegistry';
import { CardErrorBoundary } from './home/CardErrorBoundary';
import { MyGoalsCard } from './home/MyGoalsCard';
import { MyProjectsCard } from './home/MyProjectsCard';
import { useIsServed } from './home/useCanOpenPage';

/** /myhome (SPEC §2): public; signed in, a personal start page inside the shell. */
export function MyHomeRoute() {
  const signedIn = useIsSignedIn();
  return signedIn ? (
    <PersonalHome />
  ) : (
    <AntdProvider>
      <PublicHome />
    </AntdProvider>
  );
}

function PublicHome() {
  const navigate = useNavigate();
  return (
    <main className="dure-center">
      <Card style={{ maxWidth: 560, width: '100%' }}>
        <Typography.Title level={1} style={{ fontSize: 30 }}>
          두레에 오신 것을 환영합니다
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          두레는 고객·영업, OKR과 프로젝트, 원가와 업무일지, 생산·재고, 인사 평가를 한곳에서 관리하는 사내 업무관리 시스템입니다. 로그인하면 내 권한에
          맞는 메뉴와 할 일을 볼 수 있습니다.
        </Typography.Paragraph>
        {/* A link styled as a button: a button inside a link is two controls for one action. */}
        <Button
          type="primary"
          size="large"
          href="/login"
          onClick={(event) => {
            event.preventDefault();
            navigate('/login');
          }}
        >
          로그인
        </Button>
      </Card>
    </main>
  );
}

function PersonalHome() {
  const user = useCurrentUser();
  const authorities = useAuthorities();
  const sections = menuFor(authorities, useIsPageAvailable(), useAllowedPages());
  // The OKR cards show the user's own records, read by any signed-in user; they show while the okr remote is
  // deployed and serves those pages (as the menu decides), so their links never lead to a missing area.
  const served = useIsServed();
  const okrCards = [
    { key: 'goals', shown: served('KeyResultDetailPage'), card: <MyGoalsCard /> },
    { key: 'projects', shown: served('ProjectDetailPage'), card: <MyProjectsCard /> },
  ].filter((c) => c.shown);
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={1} style={{ marginBottom: 4 }}>
          {user?.name}님, 안녕하세요
        </Typography.Title>
        <Typography.Text type="secondary">
          {user?.deptName ? `${user.deptName} · ` : ''}오늘도 좋은 하루 보내세요. 아래에서 바로 업무를 시작할 수 있습니다.
        </Typography.Text>
      </div>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Card title="내 액션 아이템" size="small" data-testid="home-action-items">
            <ActionItemList mine pageSize={8} />
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card title="최근 활동" size="small" data-testid="home-activity">
            <MyRecentActivity size={8} />
          </Card>
        </Col>
      </Row>
      {okrCards.length > 0 && (
        <Row gutter={[16, 16]}>
          {okrCards.map(({ key, card }) => (
            <Col key={key} xs={24} xl={24 / okrCards.length}>
              <CardErrorBoundary>{card}</CardErrorBoundary>
            </Col>
          ))}
        </Row>
      )}
      {sections.length === 0 ? (
        <Card>
          <Empty description="아직 사용할 수 있는 업무 메뉴가 없습니다. 필요한 권한은 관리자에게 요청해 주세요." />
        </Card>
      ) : (
        <Row gutter={[16, 16]}>
          {sections.map(({ group, pages }) => (
            <Col key={group.id} xs={24} md={12} xl={8}>
              <Card title={group.title} size="small" data-testid={`home-area-${group.id}`}>
                <Space direction="vertical" size={4}>
                  {pages.map((p) => (
                    <Link key={p.id} to={p.path}>
                      {p.title}
                      {p.remote !== 'host' && (
                        <Typography.Text type="secondary" style={{ marginLeft: 6, fontSize: 12 }}>
                          {REMOTE_LABELS[p.remote]}
                        </Typography.Text>
                      )}
                    </Link>
                  ))}
                </Space>
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </Space>
  );
}
