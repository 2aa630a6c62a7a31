import { documentTitle } from '@dure/shared';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';

/** Unknown paths (SPEC §2): no login needed. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitle('페이지를 찾을 수 없습니다');
  }, []);
  return (
    <main className="dure-center">
      <section className="dure-fallback" aria-labelledby="nf-title">
        <h1 id="nf-title">페이지를 찾을 수 없습니다</h1>
        <p>
          요청하신 주소(<code>{pathname}</code>)에 해당하는 화면이 없습니다. 주소가 바뀌었거나 삭제되었을 수 있습니다.
        </p>
        <Link className="dure-button" to="/myhome">
          홈으로 가기
        </Link>
      </section>
    </main>
  );
}
