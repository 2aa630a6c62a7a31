import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../database';
import { skill, skillCategory } from '../schema';

/**
 * Skill reference data (DOMAIN §8 Skills): seeded on every start, also without
 * demo data. Idempotent: categories and skills are matched by name and only
 * missing ones are inserted, so admins' later edits survive.
 */
export const SKILL_CATALOGUE: readonly { category: string; skills: readonly [name: string, description: string][] }[] = [
  {
    category: '백엔드 개발',
    skills: [
      ['Java', '객체지향 언어, JVM 기반 서버 개발'],
      ['Spring Boot', 'Java 기반 웹·API 서버 프레임워크'],
      ['Kotlin', 'JVM 언어, 서버·안드로이드 개발'],
      ['Node.js', 'JavaScript 서버 런타임'],
      ['Python', '스크립트·데이터·서버 개발 언어'],
      ['Go', '동시성에 강한 컴파일 언어'],
      ['C#/.NET', '.NET 기반 애플리케이션 개발'],
      ['REST API 설계', '자원 중심 HTTP API 설계와 문서화'],
      ['MSA 설계', '마이크로서비스 아키텍처 분해와 통신 설계'],
      ['GraphQL', '스키마 기반 API 질의 언어'],
    ],
  },
  {
    category: '프론트엔드 개발',
    skills: [
      ['JavaScript', '웹 표준 스크립트 언어'],
      ['TypeScript', '정적 타입 JavaScript'],
      ['React', '컴포넌트 기반 UI 라이브러리'],
      ['Vue.js', '점진적 UI 프레임워크'],
      ['HTML/CSS', '웹 마크업과 스타일'],
      ['웹 접근성', 'KWCAG·WCAG 준수 화면 구현'],
      ['Flutter', '크로스 플랫폼 모바일 앱 개발'],
      ['Android', '안드로이드 네이티브 앱 개발'],
      ['UI/UX 디자인', 'Figma 기반 화면 설계와 사용성 개선'],
    ],
  },
  {
    category: '데이터·AI',
    skills: [
      ['PostgreSQL', '오픈소스 관계형 데이터베이스'],
      ['Oracle DB', '상용 관계형 데이터베이스 운영·튜닝'],
      ['MySQL', '오픈소스 관계형 데이터베이스'],
      ['SQL 튜닝', '실행 계획 분석과 쿼리 최적화'],
      ['데이터 모델링', '개념·논리·물리 모델 설계'],
      ['머신러닝', '지도·비지도 학습 모델 개발'],
      ['데이터 시각화', 'BI 도구와 차트로 인사이트 전달'],
      ['Apache Spark', '대용량 분산 데이터 처리'],
      ['수요 예측 모델링', '시계열 기반 수요 예측'],
    ],
  },
  {
    category: '인프라·클라우드',
    skills: [
      ['Linux', '리눅스 서버 운영'],
      ['Docker', '컨테이너 이미지 빌드와 운영'],
      ['Kubernetes', '컨테이너 오케스트레이션'],
      ['AWS', '아마존 클라우드 설계·운영'],
      ['Azure', '마이크로소프트 클라우드 설계·운영'],
      ['네트워크 구성', 'L2/L3 스위칭, 방화벽, VPN'],
      ['CI/CD', '빌드·배포 자동화 파이프라인'],
      ['정보보안', '취약점 점검과 보안 정책 수립'],
    ],
  },
  {
    category: '영업·마케팅',
    skills: [
      ['영업 협상', '가격·조건 협상과 계약 체결'],
      ['제안서 작성', 'RFP 분석과 기술·가격 제안서 작성'],
      ['고객 관계 관리', '핵심 고객 관리와 재구매 유도'],
      ['공공 입찰', '나라장터 입찰 절차와 제안 평가 대응'],
      ['시장 조사', '시장 규모·경쟁 분석'],
      ['디지털 마케팅', '검색·SNS 광고 캠페인 운영'],
      ['프레젠테이션', '경영진·고객 대상 발표'],
      ['B2B 세일즈', '기업 고객 대상 솔루션 영업'],
    ],
  },
  {
    category: '재무·회계',
    skills: [
      ['재무 분석', '재무제표 분석과 수익성 평가'],
      ['원가 관리', '프로젝트·제품 원가 산정과 분석'],
      ['관리 회계', '부문별 손익과 예산 관리'],
      ['세무 신고', '부가세·법인세 신고 실무'],
      ['자금 관리', '현금 흐름 계획과 자금 조달'],
      ['예산 편성', '연간 예산 수립과 실적 관리'],
      ['K-IFRS', '한국채택국제회계기준 적용'],
    ],
  },
  {
    category: '생산·품질',
    skills: [
      ['생산 계획', 'MPS·MRP 기반 생산 일정 수립'],
      ['품질 관리', '검사 기준 수립과 불량 분석'],
      ['공정 개선', '병목 분석과 린(Lean) 개선'],
      ['재고 관리', '안전재고·발주점 관리'],
      ['구매 관리', '협력사 선정과 발주 관리'],
      ['ISO 9001', '품질경영시스템 인증 대응'],
      ['설비 보전', '예방·예지 보전 계획'],
      ['6시그마', 'DMAIC 기반 품질 혁신'],
    ],
  },
  {
    category: '프로젝트 관리',
    skills: [
      ['프로젝트 관리', '범위·일정·원가·위험 관리'],
      ['애자일/스크럼', '스프린트 계획과 회고 운영'],
      ['요구사항 분석', '업무 분석과 요구사항 명세'],
      ['위험 관리', '리스크 식별과 대응 계획'],
      ['PMP', 'PMI 프로젝트 관리 표준'],
      ['일정 관리', 'WBS와 주공정 관리'],
      ['이해관계자 관리', '고객·경영진 커뮤니케이션'],
    ],
  },
  {
    category: '경영지원·HR',
    skills: [
      ['인사 평가 설계', '평가 지표와 등급 체계 설계'],
      ['채용', '채용 공고·면접·온보딩'],
      ['노무 관리', '근로기준법과 노사 관계'],
      ['교육 기획', '직무·리더십 교육 설계'],
      ['급여 관리', '급여 계산과 4대보험 실무'],
      ['계약 검토', '계약서 법무 검토'],
      ['문서 작성', '보고서·기획서 작성'],
    ],
  },
  {
    category: '리더십·공통역량',
    skills: [
      ['리더십', '팀 목표 설정과 동기 부여'],
      ['커뮤니케이션', '명확한 의사 전달과 경청'],
      ['문제 해결', '원인 분석과 대안 도출'],
      ['코칭', '구성원 성장 지원'],
      ['비즈니스 영어', '영문 이메일·회의·계약'],
      ['비즈니스 일본어', '일본어 업무 커뮤니케이션'],
      ['OKR 운영', '목표·핵심결과 설정과 체크인'],
    ],
  },
];

export async function seedSkills(db: Database, now: Date = new Date()): Promise<{ categories: number; skills: number }> {
  return db.transaction(async (tx) => {
    const names = SKILL_CATALOGUE.map((c) => c.category);
    const existing = await tx
      .select({ id: skillCategory.id, name: skillCategory.name })
      .from(skillCategory)
      .where(and(inArray(skillCategory.name, names), eq(skillCategory.deletedYn, 'N')));
    const ids = new Map(existing.map((c) => [c.name, c.id]));
    const missing = SKILL_CATALOGUE.map((c, i) => ({ name: c.category, sortOrder: (i + 1) * 10 })).filter((c) => !ids.has(c.name));
    if (missing.length > 0) {
      const inserted = await tx
        .insert(skillCategory)
        .values(missing.map((c) => ({ ...c, createdAt: now, updatedAt: now })))
        .returning({ id: skillCategory.id, name: skillCategory.name });
      for (const c of inserted) ids.set(c.name, c.id);
    }
    const all = SKILL_CATALOGUE.flatMap((c) => c.skills.map(([name, description]) => ({ name, description, categoryId: ids.get(c.category)! })));
    const have = new Set(
      (await tx.select({ name: skill.name }).from(skill).where(inArray(skill.name, all.map((s) => s.name)))).map((s) => s.name),
    );
    const add = all.filter((s) => !have.has(s.name));
    if (add.length > 0) await tx.insert(skill).values(add.map((s) => ({ ...s, createdAt: now, updatedAt: now })));
    return { categories: missing.length, skills: add.length };
  });
}
