import { useNavigate, useSearchParams } from '@dure/shared';
import { MBO_HALF, MBO_STATUS } from '@dure/shared/contracts/okr/mbo';
import { formatDateTime } from '@dure/shared/format';
import { type ListColumn, ListPage } from '@dure/shared/list';
import { Button, Tag } from 'antd';
import { type MboSheet, mboList } from '../api/mboApi';
import { mboListQuery } from '../api/mboQueries';
import { HALF_LABELS, STATUS_COLORS, STATUS_LABELS, scoreText } from '../model/mboLabels';
import { MboSheetView } from './MboSheetView';

const thisYear = new Date().getFullYear();
const YEARS = Array.from({ length: 6 }, (_, i) => thisYear + 1 - i);

/** MBO (/mbo): my sheets and, for leaders, their members' sheets; `?id=` opens one sheet. */
export default function MboPage() {
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  if (Number.isInteger(id) && id > 0) return <MboSheetView id={id} />;
  return <MboList />;
}

function MboList() {
  const navigate = useNavigate();
  const open = (s: MboSheet) => `/mbo?id=${s.id}`;
  const columns: ListColumn<MboSheet>[] = [
    { title: '기간', dataIndex: 'period', sorter: true, width: 130, render: (_, s) => `${s.year}년 ${HALF_LABELS[s.half]}` },
    { title: '작성자', dataIndex: 'userName', sorter: true, width: 120, mobile: true },
    { title: '부서', dataIndex: 'deptName', sorter: true, width: 140, ellipsis: true },
    { title: '상태', dataIndex: 'status', sorter: true, width: 120, mobile: true, render: (_, s) => <Tag color={STATUS_COLORS[s.status]}>{STATUS_LABELS[s.status]}</Tag> },
    {
      title: '가중치 합계',
      dataIndex: 'weightTotal',
      width: 110,
      align: 'right',
      render: (_, s) => <Tag color={s.weightTotal === 100 ? 'green' : 'orange'}>{`${s.weightTotal}% (${s.itemCount}개)`}</Tag>,
    },
    { title: '자기평가', dataIndex: 'selfScore', width: 90, align: 'right', render: (_, s) => scoreText(s.selfScore) },
    { title: '평가 점수', dataIndex: 'score', width: 90, align: 'right', mobile: true, render: (_, s) => scoreText(s.score) },
    { title: '합의자', dataIndex: 'approverName', width: 110, render: (_, s) => s.approverName ?? '-' },
    { title: '수정일시', dataIndex: 'updatedAt', sorter: true, width: 150, optional: true, render: (_, s) => formatDateTime(s.updatedAt) },
  ];

  return (
    <ListPage
      title="MBO"
      list={mboList}
      query={mboListQuery}
      columns={columns}
      empty={{ filtered: '조건에 맞는 MBO 시트가 없습니다.', none: '아직 MBO 시트가 없습니다. 새 시트를 작성해 보세요.' }}
      keyword={{ placeholder: '작성자 이름', width: 180 }}
      actions={
        <Button type="primary" onClick={() => navigate('/mbo/new')}>
          MBO 작성
        </Button>
      }
      filters={[
        { select: 'scope', label: '구분', placeholder: '전체 시트', width: 150, options: [{ value: 'MINE', label: '내 시트' }, { value: 'MEMBERS', label: '구성원 시트' }] },
        { select: 'year', label: '연도', placeholder: '전체 연도', width: 120, options: YEARS.map((y) => ({ value: y, label: `${y}년` })) },
        { select: 'half', label: '기간', placeholder: '전체 기간', width: 120, options: MBO_HALF.codes.map((h) => ({ value: h, label: HALF_LABELS[h] })) },
        { select: 'statusList', label: '상태', placeholder: '전체 상태', width: 180, options: MBO_STATUS.codes.map((s) => ({ value: s, label: STATUS_LABELS[s] })) },
      ]}
      rowLink={open}
    />
  );
}
