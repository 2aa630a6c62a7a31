import { activateUpdate, onUpdateWaiting } from '../serviceWorker';

/** A registration with a waiting worker, and the container's events, as the browser gives them. */
function install() {
  const container = new EventTarget();
  const waiting = Object.assign(new EventTarget(), { state: 'installed', postMessage: jest.fn() });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: Object.assign(container, { getRegistration: jest.fn().mockResolvedValue({ waiting }) }),
  });
  const activate = () => {
    waiting.state = 'activated';
    waiting.dispatchEvent(new Event('statechange'));
  };
  return { container, waiting, activate };
}

describe('activating a waiting version (SPEC §2 update banner)', () => {
  it('asks the waiting worker to take over, hides the banner, and reloads once when it takes control', async () => {
    const { container, waiting, activate } = install();
    const reload = jest.fn();
    const shown = jest.fn();
    onUpdateWaiting(shown);
    await activateUpdate(reload);
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(shown).toHaveBeenLastCalledWith(false);
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    activate();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads when the new version is active even if the page was not one it controls (no change of control comes)', async () => {
    const { activate } = install();
    const reload = jest.fn();
    await activateUpdate(reload);
    activate();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing when no version waits', async () => {
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: jest.fn().mockResolvedValue({ waiting: null }) } });
    const reload = jest.fn();
    await activateUpdate(reload);
    expect(reload).not.toHaveBeenCalled();
  });
});
