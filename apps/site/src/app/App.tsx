import { BasicSignalsDemo } from '../demos/BasicSignalsDemo.tsx';
import { ComputedSignalsDemo } from '../demos/ComputedSignalsDemo.tsx';

export function App() {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto max-w-4xl px-4 py-4">
          <p className="text-xl font-bold text-green-900">Tendril</p>
          <p className="text-sm text-stone-600">
            Reactive signals and a resilient router for React.
          </p>
        </div>
      </header>
      <main id="main" className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
        <h1 className="text-2xl font-bold">Signals demos</h1>
        <BasicSignalsDemo />
        <ComputedSignalsDemo />
      </main>
    </>
  );
}
