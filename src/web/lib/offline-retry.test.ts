import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './api-client';
import { isNetworkFailure, retryWhenOnline } from './offline-retry';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('isNetworkFailure', () => {
  it('tells a call that never reached the server from one the server refused', () => {
    expect(isNetworkFailure(new ApiRequestError(0, 'network', 'The network request failed.'))).toBe(true);
    expect(isNetworkFailure(new ApiRequestError(500, 'internal', 'boom'))).toBe(false);
    expect(isNetworkFailure(new ApiRequestError(409, 'conflict', 'Prices changed'))).toBe(false);
    expect(isNetworkFailure(new Error('something else'))).toBe(false);
  });

  it('counts any other failure while the browser says it is offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(isNetworkFailure(new Error('Failed to fetch'))).toBe(true);
    // A server answer is still a server answer.
    expect(isNetworkFailure(new ApiRequestError(500, 'internal', 'boom'))).toBe(false);
  });
});

describe('retryWhenOnline', () => {
  it('retries once when the connection returns', () => {
    const retry = vi.fn();
    retryWhenOnline(retry);
    expect(retry).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('online'));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('retries once after the interval when no online event comes', () => {
    vi.useFakeTimers();
    const retry = vi.fn();
    retryWhenOnline(retry, 1_000);
    vi.advanceTimersByTime(999);
    expect(retry).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(retry).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(5_000);
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', () => {
    vi.useFakeTimers();
    const retry = vi.fn();
    const cancel = retryWhenOnline(retry, 1_000);
    cancel();
    window.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(5_000);
    expect(retry).not.toHaveBeenCalled();
  });
});
