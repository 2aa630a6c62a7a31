/** Shown instead of a data screen while the browser is offline; the page loads by itself once back online. */
export function OfflinePage() {
  return (
    <section className="dure-fallback" role="alert" data-testid="offline-page">
      <h1>오프라인 상태입니다</h1>
      <p>인터넷 연결이 끊겨 이 화면의 자료를 불러올 수 없습니다. 로그인 정보는 그대로이며, 연결되면 자동으로 다시 불러옵니다.</p>
    </section>
  );
}
