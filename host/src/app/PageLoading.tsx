/** Shown while a page's code or data loads; plain markup so it needs no UI library. */
export function PageLoading() {
  return (
    <div className="dure-page-loading" role="status" aria-live="polite">
      <span className="dure-spinner" aria-hidden="true" />
      불러오는 중…
    </div>
  );
}
