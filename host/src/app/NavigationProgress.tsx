/** A thin bar along the top while the next page is checked and loaded. */
export function NavigationProgress() {
  return <div className="dure-nav-progress" role="progressbar" aria-label="화면을 불러오는 중" />;
}
