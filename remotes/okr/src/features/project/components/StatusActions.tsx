import { type StatusAction, statusChange, useConfirmAction } from '@dure/shared/form';
import { PROJECT_STATUS } from '@dure/shared/contracts/okr/project';
import { Button, Space } from 'antd';
import { type ProjectDetail, type ProjectStatus, projectApi } from '../api/projectApi';

/** The button and confirmation of each move, by the state it goes to (a move back to IN_PROGRESS resumes or reopens). */
function actionOf(from: ProjectStatus, to: ProjectStatus): StatusAction<ProjectStatus> {
  switch (to) {
    case 'IN_PROGRESS':
      if (from === 'PLANNED') return { status: to, label: '착수', confirm: '프로젝트를 진행 상태로 바꿉니다.' };
      if (from === 'ON_HOLD') return { status: to, label: '재개', confirm: '보류를 풀고 다시 진행합니다.' };
      return { status: to, label: '다시 열기', confirm: '완료·취소된 프로젝트를 다시 진행 상태로 엽니다. 실제 종료일은 지워집니다.' };
    case 'ON_HOLD':
      return { status: to, label: '보류', confirm: '프로젝트를 보류합니다. 재개하면 다시 진행됩니다.' };
    case 'COMPLETED':
      return { status: to, label: '완료', confirm: '오늘을 실제 종료일로 완료합니다. 완료 후에는 수정할 수 없습니다 (다시 열기는 프로젝트 관리자만).' };
    default:
      return { status: to, label: '취소', confirm: '프로젝트를 취소합니다. 취소 후에는 수정할 수 없습니다 (다시 열기는 프로젝트 관리자만).', danger: true };
  }
}

type Props = { project: ProjectDetail; onChanged: (p: ProjectDetail) => void };

/** The moves the server offers on this project (detail `actions.statuses`), each confirmed first. */
export function StatusActions({ project: p, onChanged }: Props) {
  const confirmAction = useConfirmAction();
  return (
    <Space wrap>
      {p.actions.statuses.map((to) => {
        const action = actionOf(p.status, to);
        return (
          <Button
            key={to}
            danger={action.danger}
            type={to === 'COMPLETED' ? 'primary' : 'default'}
            onClick={() => confirmAction(statusChange(p.name, action, PROJECT_STATUS.labels[to], { run: () => projectApi.move(p.id, p.version, to), onDone: onChanged }))}
          >
            {action.label}
          </Button>
        );
      })}
    </Space>
  );
}
