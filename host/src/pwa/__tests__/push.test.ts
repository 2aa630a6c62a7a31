import { pushPermission, requestPushPermission } from '../push';

function install({ permission, answer }: { permission?: NotificationPermission; answer?: NotificationPermission }) {
  const w = window as unknown as Record<string, unknown>;
  if (permission === undefined) {
    delete w.Notification;
    delete w.PushManager;
    return;
  }
  w.Notification = { permission, requestPermission: jest.fn().mockResolvedValue(answer ?? permission) };
  w.PushManager = function PushManager() {};
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
}

describe('push permission (SPEC §4)', () => {
  it('is unsupported without the browser APIs, and the request returns false', async () => {
    install({});
    expect(pushPermission()).toBe('unsupported');
    expect(await requestPushPermission()).toBe(false);
  });

  it('returns true when granted and false when denied', async () => {
    install({ permission: 'default', answer: 'granted' });
    expect(await requestPushPermission()).toBe(true);
    install({ permission: 'default', answer: 'denied' });
    expect(await requestPushPermission()).toBe(false);
  });

  it('reports the current permission', () => {
    install({ permission: 'denied' });
    expect(pushPermission()).toBe('denied');
  });
});
