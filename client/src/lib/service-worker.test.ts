import { SERVICE_WORKER_RELOAD_DELAY_MS } from '@common/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, SERVICE_WORKER_URL } from './service-worker';

class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage = vi.fn();
  moveTo(state: ServiceWorkerState): void {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
}

class FakeContainer extends EventTarget {
  controller: object | null;
  registration = new FakeRegistration();
  register = vi.fn(async () => this.registration);
  constructor(controlled: boolean) {
    super();
    this.controller = controlled ? {} : null;
  }
}

function setup(controlled: boolean) {
  const container = new FakeContainer(controlled);
  return { container, promise: registerServiceWorker(container as unknown as ServiceWorkerContainer) };
}

const reload = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  reload.mockReset();
  vi.stubGlobal('location', { ...window.location, reload });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('registerServiceWorker', () => {
  it('registers /sw.js', async () => {
    const { container, promise } = setup(false);
    await promise;
    expect(SERVICE_WORKER_URL).toBe('/sw.js');
    expect(container.register).toHaveBeenCalledWith('/sw.js');
  });

  it('tells an installed update to skip waiting, then reloads after the delay', async () => {
    const { container, promise } = setup(true);
    await promise;
    const worker = new FakeWorker();
    container.registration.installing = worker;
    container.registration.dispatchEvent(new Event('updatefound'));
    worker.moveTo('installed');
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });

    container.dispatchEvent(new Event('controllerchange'));
    vi.advanceTimersByTime(SERVICE_WORKER_RELOAD_DELAY_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload or skip waiting on a first install', async () => {
    const { container, promise } = setup(false);
    await promise;
    const worker = new FakeWorker();
    container.registration.installing = worker;
    container.registration.dispatchEvent(new Event('updatefound'));
    worker.moveTo('installed');
    expect(worker.postMessage).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    vi.runAllTimers();
    expect(reload).not.toHaveBeenCalled();
  });

  it('activates an update left waiting by an earlier visit', async () => {
    const container = new FakeContainer(true);
    const waiting = new FakeWorker();
    container.registration.waiting = waiting;
    await registerServiceWorker(container as unknown as ServiceWorkerContainer);
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });
});
