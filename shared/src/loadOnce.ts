// Its own entry ('@dure/shared/loadOnce'), not in '@dure/shared': the login page does not need it, and remotes'
// tests that mock '@dure/shared/records' keep working.

/** A loader made by `loadOnce`: call it for the value; `reset()` forgets it so the next call fetches again. */
export type Loader<T> = (() => Promise<T>) & { reset: () => void };

/**
 * Loads something once per page session (code lists, picker options): concurrent and later calls share one request,
 * and a failed request is forgotten, so the next call tries again. The fetch starts asynchronously, so a fetcher
 * that throws gives a rejected promise.
 */
export function loadOnce<T>(fetcher: () => Promise<T>): Loader<T> {
  let pending: Promise<T> | null = null;
  const load = (): Promise<T> => {
    if (!pending) {
      const request: Promise<T> = Promise.resolve()
        .then(() => fetcher())
        .catch((e: unknown) => {
          // A reset (and a new request) may have come in meanwhile: only forget this request.
          if (pending === request) pending = null;
          throw e;
        });
      pending = request;
    }
    return pending;
  };
  return Object.assign(load, {
    reset: () => {
      pending = null;
    },
  });
}
