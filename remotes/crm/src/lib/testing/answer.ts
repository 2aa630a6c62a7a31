/** What the shared ky client's `http.get(...)` resolves to, answering `{ result }` (tests only). */
export const answer = (result: unknown) => ({ json: () => Promise.resolve({ result }) });
