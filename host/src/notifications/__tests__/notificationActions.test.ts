import { sessionStore, userInfoAtom } from '@dure/shared';
import { act } from '@testing-library/react';
import { confirmAllNotifications, confirmNotification, deleteNotification, fetchNotifications, type NotificationList } from '../notificationActions';
import { type AppNotification, type NotificationFilters, listQuery, notificationApi } from '../notificationApi';

jest.mock('../notificationApi', () => ({
  ...jest.requireActual('../notificationApi'),
  notificationApi: { list: jest.fn(), confirmOne: jest.fn(), confirmAll: jest.fn(), remove: jest.fn(), unreadCount: jest.fn() },
}));
const api = notificationApi as jest.Mocked<typeof notificationApi>;

const noFilters: NotificationFilters = { keyword: '', unreadOnly: false, category: null, types: [] };
const row = (id: number, confirmYn: 'Y' | 'N'): AppNotification => ({
  id,
  created: `2026-11-${String(10 + id).padStart(2, '0')}T09:00:00+09:00`,
  confirmYn,
  category: 'CRM',
  type: 'LEAD_ASSIGNED',
  title: `알림 ${id}`,
  body: '',
  contentLocation: null,
  contentLink: null,
});

function memoryList(initial: AppNotification[]): NotificationList {
  let current = initial;
  return {
    get: () => current,
    set: (list) => {
      current = list;
    },
    filters: () => noFilters,
    setUnread: (count) => {
      unreadShown = count;
    },
  };
}
let unreadShown = -1;

const badge = { set: jest.fn(), clear: jest.fn() };
beforeEach(() => {
  jest.resetAllMocks();
  Object.assign(navigator, { setAppBadge: badge.set.mockResolvedValue(undefined), clearAppBadge: badge.clear.mockResolvedValue(undefined) });
  act(() => sessionStore.set(userInfoAtom, { id: 7, username: 'dev', name: '개발자' }));
});

describe('list query (SPEC §5)', () => {
  it('sends confirmYn=N only for unread-only and drops CONFIRM from a comma-joined type list', () => {
    expect(listQuery(7, { keyword: ' 리드 ', unreadOnly: true, category: 'CRM', types: ['CONFIRM', 'LEAD_ASSIGNED', 'MENTION'] })).toEqual({
      userId: 7,
      keyword: '리드',
      confirmYn: 'N',
      category: 'CRM',
      typeList: 'LEAD_ASSIGNED,MENTION',
    });
  });

  it('sends no type list when only CONFIRM was chosen, and nothing for empty filters', () => {
    expect(listQuery(7, { ...noFilters, types: ['CONFIRM'] })).toEqual({ userId: 7 });
  });
});

describe('actions (SPEC §4, §5, §8)', () => {
  it('do nothing and return false when nobody is signed in', async () => {
    act(() => sessionStore.set(userInfoAtom, null));
    const list = memoryList([row(1, 'N')]);
    expect(await fetchNotifications(list)).toBe(false);
    expect(await confirmNotification(list, 1)).toBe(false);
    expect(await confirmAllNotifications(list)).toBe(false);
    expect(await deleteNotification(list, 1)).toBe(false);
    expect(api.list).not.toHaveBeenCalled();
    expect(api.confirmOne).not.toHaveBeenCalled();
    expect(api.confirmAll).not.toHaveBeenCalled();
    expect(api.remove).not.toHaveBeenCalled();
  });

  it('confirm one refetches the list and sets the badge to the unread count', async () => {
    const list = memoryList([row(1, 'N'), row(2, 'N')]);
    api.confirmOne.mockResolvedValue({});
    api.list.mockResolvedValue([row(2, 'N'), row(1, 'Y'), row(3, 'N')]);
    api.unreadCount.mockResolvedValue(14);
    expect(await confirmNotification(list, 1)).toBe(true);
    expect(api.confirmOne).toHaveBeenCalledWith(1, 7);
    expect(list.get().map((n) => n.id)).toEqual([2, 1, 3]);
    expect(badge.set).toHaveBeenCalledWith(14);
    expect(unreadShown).toBe(14);
  });

  it('confirm all clears the badge', async () => {
    const list = memoryList([row(1, 'N')]);
    api.confirmAll.mockResolvedValue({});
    expect(await confirmAllNotifications(list)).toBe(true);
    expect(api.confirmAll).toHaveBeenCalledWith(7);
    expect(list.get()[0].confirmYn).toBe('Y');
    expect(badge.clear).toHaveBeenCalled();
    expect(unreadShown).toBe(0);
  });

  it('delete removes the item locally and sets the badge to the unread count', async () => {
    const list = memoryList([row(1, 'N'), row(2, 'N'), row(3, 'Y')]);
    api.remove.mockResolvedValue({});
    api.unreadCount.mockResolvedValue(5);
    expect(await deleteNotification(list, 2)).toBe(true);
    expect(api.remove).toHaveBeenCalledWith(2, 7);
    expect(api.list).not.toHaveBeenCalled();
    expect(list.get().map((n) => n.id)).toEqual([1, 3]);
    expect(badge.set).toHaveBeenCalledWith(5);
  });

  it('logs and rethrows api errors, and ignores badge failures', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.confirmAll.mockRejectedValue(new Error('서버 오류'));
    await expect(confirmAllNotifications(memoryList([]))).rejects.toThrow('서버 오류');
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();

    badge.set.mockRejectedValue(new Error('unsupported'));
    api.remove.mockResolvedValue({});
    api.unreadCount.mockResolvedValue(0);
    await expect(deleteNotification(memoryList([row(1, 'N')]), 1)).resolves.toBe(true);
  });
});
