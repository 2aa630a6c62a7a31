/** What the shared ky client's `http.get(...)` resolves to, answering `{ result }` (tests only). */
export const answer = (result: unknown) => ({ json: () => Promise.resolve({ result }) });

/** A mocked `http` method answering by url (tests only): `answers[url]`, and `[]` for anything else. */
export const answerBy = (answers: Record<string, unknown>) => (url: string) => answer(url in answers ? answers[url] : []);

/** The JSON bodies a mocked `http` method sent to `url`, in order (tests only). */
export const sentTo = (method: jest.Mock, url: string): unknown[] =>
  method.mock.calls.filter(([to]) => to === url).map(([, options]) => (options as { json?: unknown } | undefined)?.json);
