/**
 * A node:test reporter that writes one JSON line at the end: for every test file, whether it
 * passed and the names of its failed tests (the api runner retries failed files once and names
 * the tests that passed on that retry as flaky).
 */
export default async function* fileSummary(source) {
  const files = {};
  const fileOf = (data) => (files[data.file] ??= { failed: [] });
  // Names of the enclosing suites of the current test, by file and nesting level.
  const parents = {};
  for await (const event of source) {
    const data = event.data;
    if (!data?.file) continue;
    if (event.type === 'test:start') {
      (parents[data.file] ??= [])[data.nesting] = data.name;
    } else if (event.type === 'test:fail') {
      const path = [...(parents[data.file] ?? []).slice(0, data.nesting), data.name].join(' › ');
      const failures = fileOf(data).failed;
      // A suite fails with its test: name the innermost failures only.
      if (!failures.some((name) => name.startsWith(`${path} › `))) failures.push(path);
    } else if (event.type === 'test:pass') {
      fileOf(data);
    }
  }
  yield `${JSON.stringify(files)}\n`;
}
