import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { subscriberCount } from '../devtools/index.ts';
import { signal } from '../index.ts';
import { observer } from './index.ts';

// Fake timers from before the first render: the sweep's timer is module state of this file.
beforeAll(() => void vi.useFakeTimers());
afterAll(() => void vi.useRealTimers());
afterEach(cleanup);

const text = () => screen.getByRole('status').textContent;

describe('renders React throws away', () => {
  it('lets go of a render React threw away because a sibling failed, after the sweep', () => {
    const s = signal(0);
    const Reader = observer(() => <output>{s.value}</output>);
    function Broken(): ReactNode {
      throw new Error('broken');
    }
    class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      override render() {
        return this.state.failed ? <p>failed</p> : this.props.children;
      }
    }
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Boundary>
        <Reader />
        <Broken />
      </Boundary>,
    );
    spy.mockRestore();
    expect(screen.getByText('failed')).toBeTruthy();
    // Reader rendered (and read s) but never committed: linked until the sweep, within two periods.
    expect(subscriberCount(s)).toBeGreaterThan(0);
    act(() => void vi.advanceTimersByTime(10_000));
    expect(subscriberCount(s)).toBe(0);
  });

  it('a render swept before its late commit re-renders once and tracks', () => {
    const s = signal('a');
    const Reader = observer(() => <output>{s.value}</output>);
    render(<Reader />);
    act(() => void vi.advanceTimersByTime(10_000));
    // Committed long before the sweep: it keeps its one subscription.
    expect(subscriberCount(s)).toBe(1);
    act(() => void (s.value = 'b'));
    expect(text()).toBe('b');
  });
});
