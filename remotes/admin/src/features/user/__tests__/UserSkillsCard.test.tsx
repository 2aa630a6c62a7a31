/**
 * @jest-environment ../../shared/jest.environment.cjs
 */
// The card talks to a fake api through the real http client (jsdom has no fetch; this environment adds Node's).
import { accessTokenAtom, configure, sessionStore } from '@dure/shared';
import { testQueryClient } from '@dure/shared/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, configure as configureTestingLibrary, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { UserSkillsCard } from '../components/UserSkillsCard';

// Role queries check every ancestor's computed style, very slow on antd tables and modals in
// jsdom: skip the visibility check, and answer computed styles from inline styles only.
configureTestingLibrary({ defaultHidden: true });
const blankStyle = document.createElement('div').style;
window.getComputedStyle = ((el: Element) => (el as HTMLElement).style ?? blankStyle) as typeof window.getComputedStyle;

type Call = { method: string; path: string; search: URLSearchParams; body: unknown };
type Answer = { status?: number; body: unknown } | ((call: Call) => { status?: number; body: unknown });

/** A fake api at the fetch boundary: the card and the real skill search dialog talk to it. */
function installServer(routes: Record<string, Answer>) {
  const calls: Call[] = [];
  configure({ apiHost: 'http://api.test' });
  act(() => sessionStore.set(accessTokenAtom, 'token'));
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.slice(url.pathname.indexOf('/api/') + 1);
    const text = await request.text();
    const call = { method: request.method, path, search: url.searchParams, body: text ? JSON.parse(text) : undefined };
    calls.push(call);
    const route = routes[`${request.method} ${path}`];
    const answer = typeof route === 'function' ? route(call) : route ?? { status: 404, body: { error: 'not_found', message: `no route ${path}` } };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return calls;
}

const held = (skillId: number, skillName: string, level: number, version = 0) => ({
  id: skillId * 10,
  skillId,
  skillName,
  categoryId: 1,
  categoryName: '백엔드 개발',
  level,
  years: 3,
  lastUsedYm: '2025-05',
  note: null,
  version,
  updatedAt: '2025-06-01T09:00:00+09:00',
});
const skill = (id: number, name: string) => ({ id, name, categoryId: 1, categoryName: '백엔드 개발', description: null });
const page = <T,>(content: T[]) => ({ content, totalElements: content.length, totalPages: 1, page: 0, size: 10 });

/** Clicks an option of the open select dropdown (the card's own selects show the same titles). */
async function pickOption(title: string) {
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll(`.ant-select-item-option[title="${title}"]`)].at(-1);
    if (!found) throw new Error(`no option ${title}`);
    return found as HTMLElement;
  });
  fireEvent.click(option);
}

const renderCard = (canWrite = true) =>
  render(
    <QueryClientProvider client={testQueryClient()}>
      <App>
        <UserSkillsCard userId={7} userName="김민준" canWrite={canWrite} />
      </App>
    </QueryClientProvider>,
  );

describe('UserSkillsCard', () => {
  it('lists the skills; 추가 opens the skill search, held skills cannot be picked, picked ones are added with their levels', async () => {
    let list = [held(1, 'Java', 4), held(2, 'Spring Boot', 3)];
    const calls = installServer({
      'GET api/user/info/7/skills': () => ({ body: { result: list } }),
      'GET api/skill/category': { body: { result: [{ id: 1, name: '백엔드 개발', sortOrder: 1, skillCount: 3 }] } },
      'GET api/skill': { body: { result: page([skill(1, 'Java'), skill(3, 'Kotlin'), skill(4, 'Go')]) } },
      'POST api/user/info/7/skills': (call) => {
        list = [...list, held(3, 'Kotlin', 4), held(4, 'Go', 3)];
        expect(call.body).toBeTruthy();
        return { status: 201, body: { result: list } };
      },
    });
    renderCard();
    expect(await screen.findByText('Spring Boot')).toBeTruthy();
    expect(screen.getByText('보유 스킬 (2)')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /추가/ }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Kotlin');
    const java = within(dialog).getByRole('checkbox', { name: 'Java' }) as HTMLInputElement;
    expect(java.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Kotlin' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Go' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /선택 \(2개 선택\)/ }));

    // Levels for the picked skills, then one request for both.
    const form = await screen.findByRole('dialog', { name: '김민준: 스킬 추가' });
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: 'Kotlin 숙련도' }));
    await pickOption('4 · 고급');
    fireEvent.change(within(form).getByRole('spinbutton', { name: 'Kotlin 경력' }), { target: { value: '2' } });
    fireEvent.click(within(form).getByRole('button', { name: '2개 추가' }));
    await screen.findByText('스킬 2개를 추가했습니다.');
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      items: [
        { skillId: 3, level: 4, years: 2, lastUsedYm: null },
        { skillId: 4, level: 3, years: null, lastUsedYm: null },
      ],
    });
    expect(await screen.findByText('보유 스킬 (4)')).toBeTruthy();
  });

  it('shows the server’s reason on the row it concerns and keeps the picks', async () => {
    installServer({
      'GET api/user/info/7/skills': { body: { result: [] } },
      'GET api/skill/category': { body: { result: [] } },
      'GET api/skill': { body: { result: page([skill(3, 'Kotlin')]) } },
      'POST api/user/info/7/skills': { status: 400, body: { error: 'validation', message: '입력값을 확인해 주세요.', fields: { 'items.0.skillId': '이미 등록된 스킬입니다.' } } },
    });
    renderCard();
    expect(await screen.findByText('등록된 스킬이 없습니다. 추가 버튼으로 스킬을 찾아 등록하세요.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /추가/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Kotlin' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /선택 \(1개 선택\)/ }));
    const form = await screen.findByRole('dialog', { name: '김민준: 스킬 추가' });
    fireEvent.click(within(form).getByRole('button', { name: '1개 추가' }));
    expect(await within(form).findByText('이미 등록된 스킬입니다.')).toBeTruthy();
    expect(within(form).getByText('Kotlin')).toBeTruthy();
  });

  it('changes a level with its version and removes a skill; a stale change reloads what is there now', async () => {
    let list = [held(1, 'Java', 4, 2), held(2, 'Spring Boot', 3)];
    const calls = installServer({
      'GET api/user/info/7/skills': () => ({ body: { result: list } }),
      'PUT api/user/info/7/skills/1': { body: { result: held(1, 'Java', 5, 3) } },
      'PUT api/user/info/7/skills/2': () => {
        list = [held(1, 'Java', 5, 3), held(2, 'Spring Boot', 1, 1)];
        return { status: 409, body: { error: 'conflict', message: '다른 사용자가 먼저 수정했습니다. 새로고침 후 다시 시도해 주세요.' } };
      },
      'DELETE api/user/info/7/skills/1': { body: { result: true } },
    });
    renderCard();
    await screen.findByText('Java');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Java 숙련도' }));
    await pickOption('5 · 전문가');
    await screen.findByText('Java 숙련도를 5 · 전문가로 바꿨습니다.');
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ level: 5, version: 2 });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Spring Boot 숙련도' }));
    await pickOption('2 · 초급');
    await screen.findByText('다른 사용자가 먼저 수정했습니다. 새로고침 후 다시 시도해 주세요.');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Spring Boot 숙련도' }).closest('.ant-select')!.textContent).toContain('1 · 입문'));

    fireEvent.click(screen.getByRole('button', { name: 'Java 삭제' }));
    fireEvent.click(await screen.findByRole('button', { name: '삭제' }));
    await screen.findByText('Java를 보유 스킬에서 뺐습니다.');
    expect(calls.find((c) => c.method === 'DELETE')!.search.get('version')).toBe('3');
    expect(screen.queryByRole('combobox', { name: 'Java 숙련도' })).toBeNull();
  });

  it('is read-only without USER_HR_WRITE, and shows a load error with a retry', async () => {
    let fail = true;
    installServer({
      'GET api/user/info/7/skills': () => (fail ? { status: 500, body: { error: 'internal', message: '서버 오류가 발생했습니다.' } } : { body: { result: [held(1, 'Java', 4)] } }),
    });
    renderCard(false);
    expect(await screen.findByText('보유 스킬을 불러오지 못했습니다.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('4 · 고급')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /추가/ })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Java 삭제' })).toBeNull();
  });
});
