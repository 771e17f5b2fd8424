import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from './session';
import { useReportRange } from './use-report-range';

type Range = { from: string; to: string };
const MARCH: Range = { from: '2026-03-01', to: '2026-03-31' };
const APRIL: Range = { from: '2026-04-01', to: '2026-04-30' };

afterEach(cleanup);

const wrapper = ({ children }: { children: ReactNode }) => <SessionProvider>{children}</SessionProvider>;

/** A report that answers when told: each call's range, and a way to answer it. */
function stubbedReport() {
  const calls: { range: Range; answer: (value: string) => void }[] = [];
  const get = vi.fn(
    (range: Range) =>
      new Promise<string>((resolve) => {
        calls.push({ range, answer: resolve });
      }),
  );
  return { calls, get };
}

function renderRange(get: (range: Range) => Promise<string>, fresh?: boolean) {
  return renderHook(() => useReportRange(() => MARCH, get, { fresh }), { wrapper });
}

describe('useReportRange', () => {
  it('loads the first range, then each range asked for, keeping the report shown until the next one arrives', async () => {
    const { calls, get } = stubbedReport();
    const { result } = renderRange(get);
    expect(result.current.state.status).toBe('loading');
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => calls[0]?.answer('march'));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', value: 'march' }));

    act(() => result.current.show(APRIL));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.range).toEqual(APRIL);
    expect(result.current.range).toEqual(APRIL);
    expect(result.current.state).toEqual({ status: 'ready', value: 'march' });

    // The same range again asks again.
    act(() => result.current.show({ ...APRIL }));
    await waitFor(() => expect(calls).toHaveLength(3));
  });

  it("with 'fresh', shows loading at once for another range and asks nothing for the same one", async () => {
    const { calls, get } = stubbedReport();
    const { result } = renderRange(get, true);
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => calls[0]?.answer('march'));
    await waitFor(() => expect(result.current.state.status).toBe('ready'));

    act(() => result.current.show({ ...MARCH }));
    expect(result.current.state.status).toBe('ready');

    act(() => result.current.show(APRIL));
    expect(result.current.state.status).toBe('loading');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.range).toEqual(APRIL);
    act(() => calls[1]?.answer('april'));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', value: 'april' }));
    expect(get).toHaveBeenCalledTimes(2);
  });
});
