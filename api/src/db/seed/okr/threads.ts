import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../database';
import { appUser, comment, okrThread, project, projectMember } from '../../schema';
import { THREAD_PROJECT_TARGET } from '@dure/shared/contracts/okr/thread';
import { between, mulberry32, pick } from '../random';

type PlannedThread = { title: string; body: string; channel: 'NOTICE' | 'GENERAL' | 'PROJECT'; dept?: boolean };

const NOTICES: PlannedThread[] = [
  { title: '[공지] 하반기 OKR 수립 일정 안내', body: '<p>하반기 OKR은 <strong>다음 달 둘째 주까지</strong> 팀별로 수립해 주세요. 팀 목표는 본부 목표에 정렬합니다.</p>', channel: 'NOTICE' },
  { title: '[공지] 사내 보안 점검 및 비밀번호 변경', body: '<p>정기 보안 점검이 진행됩니다. 90일이 지난 비밀번호는 이번 주 안에 변경해 주세요.</p>', channel: 'NOTICE' },
  { title: '[공지] 업무일지 마감 기준 변경', body: '<p>업무일지는 매주 <strong>월요일 18시</strong>까지 지난주분을 제출해 주세요. 미제출 시 알림이 발송됩니다.</p>', channel: 'NOTICE' },
  { title: '[공지] 분기 전사 타운홀 미팅', body: '<p>이번 분기 타운홀은 대회의실에서 진행합니다. 질문은 이 스레드의 댓글로 미리 남겨 주세요.</p>', channel: 'NOTICE' },
  { title: '[공지] 연말 평가 일정', body: '<ol><li data-list="ordered">자기평가</li><li data-list="ordered">1차 평가</li><li data-list="ordered">결과 공개</li></ol><p>세부 일정은 평가 메뉴에서 확인하세요.</p>', channel: 'NOTICE' },
  { title: '[공지] 사무실 이전 안내', body: '<p>연구·생산본부가 다음 달 3층으로 이전합니다. 이전 당일 오전에는 네트워크가 일시 중단됩니다.</p>', channel: 'NOTICE' },
];

const GENERAL: PlannedThread[] = [
  ['신규 입사자 온보딩 자료 공유합니다', '<p>온보딩 체크리스트와 개발 환경 설정 문서를 정리했습니다. 부족한 내용은 댓글로 알려 주세요.</p>'],
  ['점심 회식 장소 추천 받아요', '<p>이번 주 금요일 팀 점심 장소 추천 부탁드립니다. 10명 정도 예약 가능한 곳이면 좋겠습니다.</p>'],
  ['고객사 미팅 회의록 양식 통일 제안', '<p>영업·수행 부서가 같은 회의록 양식을 쓰면 CRM 등록이 쉬워집니다. 초안을 첨부 예정입니다.</p>'],
  ['사내 스터디 모집: 데이터 분석', '<p>매주 목요일 저녁 데이터 분석 스터디를 시작합니다. 관심 있는 분은 댓글 남겨 주세요.</p>'],
  ['VPN 접속이 느린 분 계신가요?', '<p>재택 근무 시 VPN 속도가 느립니다. 같은 증상이 있는지 확인 부탁드립니다.</p>'],
  ['분기 마감 전 계약서 검토 요청 몰림', '<p>분기 말에 계약서 검토 요청이 몰립니다. 가능하면 일주일 전에 요청해 주세요.</p>'],
  ['회의실 예약 규칙 정리', '<p>장시간 예약 후 사용하지 않는 경우가 많습니다. 30분 내 미사용 시 자동 취소를 제안합니다.</p>'],
  ['코드 리뷰 가이드 초안', '<p>리뷰 요청은 400줄 이하로 나누고, 설명에 테스트 방법을 적어 주세요.</p>'],
  ['고객 문의 응답 템플릿 공유', '<p>자주 받는 문의 10가지에 대한 응답 템플릿을 정리했습니다.</p>'],
  ['주간 업무 공유: 영업본부', '<p>이번 주 신규 리드 12건, 제안 3건 진행 중입니다.</p>', true],
  ['주간 업무 공유: 사업수행본부', '<p>구축 프로젝트 2건이 통합 테스트 단계에 들어갔습니다.</p>', true],
  ['주간 업무 공유: 연구·생산본부', '<p>품목 마스터 정비가 80% 완료되었습니다.</p>', true],
  ['사내 동호회 풋살 멤버 모집', '<p>격주 토요일 오전 풋살 멤버를 모집합니다. 초보 환영합니다.</p>'],
  ['노트북 교체 신청 방법 문의', '<p>4년 지난 노트북 교체 신청은 어디서 하나요?</p>'],
  ['경비 정산 마감일 확인', '<p>이번 달 경비 정산은 25일 마감입니다. 영수증 누락에 주의해 주세요.</p>'],
  ['교육 지원 제도 안내 요청', '<p>외부 교육 지원 한도와 신청 절차를 알고 싶습니다.</p>'],
  ['팀 목표 정렬 관련 질문', '<p>개인 목표를 두 개의 팀 목표에 동시에 정렬할 수 있나요?</p>', true],
  ['사내 위키 구조 개편 의견', '<p>위키 메뉴를 부서별이 아니라 업무별로 바꾸면 어떨까요?</p>'],
  ['재택 근무 장비 지원', '<p>모니터 추가 지원이 가능한지 문의드립니다.</p>'],
  ['분기 워크숍 장소 투표', '<p>후보지 세 곳 중 선호하는 곳을 댓글로 알려 주세요.</p>', true],
].map(([title, body, dept]) => ({ title: title as string, body: body as string, channel: 'GENERAL', dept: Boolean(dept) }));

const PROJECTS: PlannedThread[] = [
  ['스마트팩토리 MES 구축: 착수 보고', '<p>착수 보고 자료를 공유합니다. 요구사항 정의는 2주 안에 마무리합니다.</p>'],
  ['공공 포털 고도화: 일정 조정 논의', '<p>고객 요청으로 2차 오픈이 한 달 늦춰질 수 있습니다. 영향 범위를 정리해 주세요.</p>'],
  ['물류 WMS 연동: 인터페이스 명세', '<p>WMS 인터페이스 명세 초안을 올렸습니다. 필드 누락이 있는지 확인 바랍니다.</p>'],
  ['의료기기 품질관리 시스템: 검증 계획', '<p>밸리데이션 문서 목록과 담당자를 정했습니다.</p>'],
  ['유지보수 계약 갱신 준비', '<p>다음 분기 만료되는 유지보수 계약 4건의 갱신 제안서를 준비합니다.</p>'],
  ['연구개발 과제: 수요예측 모델 비교', '<p>이동평균과 Holt-Winters 결과를 비교한 자료입니다.</p>'],
  ['제안 프로젝트: 스마트시티 플랫폼', '<p>제안서 목차와 역할 분담입니다. 마감은 다음 주 금요일입니다.</p>'],
  ['내부 프로젝트: 사내 시스템 전환', '<p>기존 그룹웨어 데이터 이관 계획을 공유합니다.</p>'],
  ['설비 자동화 PoC 결과 공유', '<p>PoC에서 설비 가동률 데이터 수집 주기를 1분으로 줄였습니다.</p>'],
  ['프로젝트 회고: 상반기 구축 건', '<p>잘된 점, 아쉬운 점, 다음에 시도할 점을 댓글로 남겨 주세요.</p>'],
  ['데이터 이관 리허설 일정', '<p>이관 리허설은 주말에 두 차례 진행합니다.</p>'],
  ['고객 인수 테스트 체크리스트', '<p>인수 테스트 체크리스트 120개 항목을 정리했습니다.</p>'],
  ['통합 테스트 결함 현황', '<p>결함 34건 중 28건 조치 완료, 6건 분석 중입니다.</p>'],
  ['운영 전환 후 안정화 기간 당직표', '<p>안정화 2주간 당직 순서를 공유합니다.</p>'],
].map(([title, body]) => ({ title, body, channel: 'PROJECT' }));

const REPLIES = [
  '확인했습니다. 감사합니다.',
  '좋은 의견입니다. 다음 회의에서 같이 논의해요.',
  '저도 같은 문제가 있었습니다. 공유 감사합니다.',
  '일정 관련해서는 팀장님께 먼저 확인 부탁드립니다.',
  '자료 잘 봤습니다. 몇 가지 질문은 따로 메시지 드릴게요.',
  '참석하겠습니다.',
  '담당자 배정 부탁드립니다.',
  '이번 주 안에 반영하겠습니다.',
  '관련 문서 링크도 추가해 주시면 좋겠습니다.',
  '찬성합니다. 바로 적용해 보시죠.',
];

/** 40 threads (DOMAIN §11): notices pinned by administrators, general and project posts (each on a project, every third for its members), ~200 replies. */
export const DEMO_THREADS: readonly PlannedThread[] = [...NOTICES, ...GENERAL, ...PROJECTS];
const DAY = 86_400_000;

/** The live projects with at least two active people (PM and members), in number order. */
async function projectStaff(tx: Executor, active: Set<number>): Promise<{ id: number; people: Set<number> }[]> {
  const projects = await tx.select({ id: project.id, pmUserId: project.pmUserId }).from(project).where(eq(project.deletedYn, 'N')).orderBy(asc(project.id));
  const members = await tx.select({ projectId: projectMember.projectId, userId: projectMember.userId }).from(projectMember);
  return projects
    .map((p) => ({ id: p.id, people: new Set([p.pmUserId, ...members.filter((m) => m.projectId === p.id).map((m) => m.userId)].filter((id) => active.has(id))) }))
    .filter((p) => p.people.size >= 2);
}

/**
 * Demo threads and their replies (comments on THREAD) across the demo users, spread over the last
 * 60 days. Threads whose title already exists are skipped, so a second run adds nothing.
 */
export async function seedThreads(db: Database, now: Date): Promise<{ threads: number; threadReplies: number }> {
  if (process.env.NODE_ENV === 'production') throw new Error('the demo seed is refused when NODE_ENV=production');
  return db.transaction(async (tx) => {
    const existing = new Set(
      (await tx.select({ title: okrThread.title }).from(okrThread).where(inArray(okrThread.title, DEMO_THREADS.map((t) => t.title)))).map((r) => r.title),
    );
    const missing = DEMO_THREADS.filter((t) => !existing.has(t.title));
    const users = await tx
      .select({ id: appUser.id, username: appUser.username, deptId: appUser.deptId })
      .from(appUser)
      .where(and(eq(appUser.deletedYn, 'N'), eq(appUser.status, 'ACTIVE'), isNotNull(appUser.deptId)))
      .orderBy(asc(appUser.id));
    const admins = users.filter((u) => u.username === 'admin' || u.username === 'hr');
    if (missing.length === 0 || users.length < 2 || admins.length === 0) return { threads: 0, threadReplies: 0 };
    const staffing = await projectStaff(tx, new Set(users.map((u) => u.id)));
    const random = mulberry32(4040);
    let replies = 0;
    for (const [index, plan] of DEMO_THREADS.entries()) {
      if (existing.has(plan.title)) continue;
      // A project post is written and answered by the people of its project (without demo projects, by anyone).
      const onProject = plan.channel === 'PROJECT' && staffing.length > 0 ? staffing[(index - NOTICES.length - GENERAL.length) % staffing.length] : null;
      const people = onProject ? users.filter((u) => onProject.people.has(u.id)) : users;
      const author = plan.channel === 'NOTICE' ? admins[index % admins.length] : pick(random, people);
      const forMembers = onProject !== null && (index - NOTICES.length - GENERAL.length) % 3 === 2;
      const createdAt = new Date(now.getTime() - between(random, 2, 60) * DAY - between(random, 0, 600) * 60_000);
      const [thread] = await tx
        .insert(okrThread)
        .values({
          title: plan.title,
          body: plan.body,
          channel: plan.channel,
          visibility: plan.dept ? 'DEPT' : forMembers ? 'MEMBERS' : 'ALL',
          targetType: onProject ? THREAD_PROJECT_TARGET : null,
          targetId: onProject?.id ?? null,
          pinnedYn: plan.channel === 'NOTICE' ? 'Y' : 'N',
          ownerUserId: author.id,
          ownerDeptId: author.deptId,
          createdAt,
          createdBy: author.id,
          updatedAt: createdAt,
          updatedBy: author.id,
          activityAt: createdAt,
        })
        .returning({ id: okrThread.id });
      const count = between(random, 2, 8);
      let at = createdAt.getTime();
      const readers = plan.dept ? users.filter((u) => u.deptId === author.deptId) : people;
      const rows = Array.from({ length: count }, () => {
        at = Math.min(now.getTime() - 60_000, at + between(random, 10, 2 * 24 * 60) * 60_000);
        const writer = pick(random, readers.length > 1 ? readers : users);
        const when = new Date(at);
        return { targetType: 'THREAD', targetId: thread.id, body: `<p>${pick(random, REPLIES)}</p>`, createdAt: when, createdBy: writer.id, updatedAt: when, updatedBy: writer.id };
      });
      await tx.insert(comment).values(rows);
      const last = rows.at(-1)!.createdAt;
      await tx
        .update(okrThread)
        .set({ commentCount: rows.length, lastCommentAt: last, activityAt: sql`greatest(${okrThread.createdAt}, ${last})` })
        .where(eq(okrThread.id, thread.id));
      replies += rows.length;
    }
    return { threads: missing.length, threadReplies: replies };
  });
}
