import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { exampleComponent, exampleSource, examplesOf, preloadFeatureTab } from './registry.ts';

afterEach(cleanup);

const renderNow = (node: React.ReactNode) =>
  // A synchronous act: whatever suspends shows its fallback in this very commit.
  act(() => {
    render(<Suspense fallback={<p>fallback</p>}>{node}</Suspense>);
  });

describe('preloadFeatureTab', () => {
  it('Live Demo: after it, the examples render at once, without their loading view', async () => {
    const [first] = examplesOf('signals');
    await preloadFeatureTab('signals', 'demo');
    const Example = exampleComponent(first!);
    renderNow(<Example />);
    expect(screen.queryByText('fallback')).toBeNull();
  });

  it('Documentation: the sources render at once; the examples are left to the Live Demo tab', async () => {
    // (The guide itself needs the build's API reference, which unit tests do not have.)
    const [first] = examplesOf('effects');
    await preloadFeatureTab('effects', 'docs');
    function Source() {
      return <pre>{use(exampleSource(first!)).lines.length} lines</pre>;
    }
    renderNow(<Source />);
    expect(screen.queryByText('fallback')).toBeNull();
    expect(screen.getByText(/lines$/)).toBeTruthy();
    // Not fetched: its component suspends on first render.
    const Example = exampleComponent(first!);
    renderNow(<Example />);
    expect(screen.getByText('fallback')).toBeTruthy();
  });
});
