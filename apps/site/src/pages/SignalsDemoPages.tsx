import { BasicSignalsDemo } from '../demos/BasicSignalsDemo.tsx';
import { ComputedSignalsDemo } from '../demos/ComputedSignalsDemo.tsx';
import { DemoPagesNav } from './DemoPagesNav.tsx';

export function BasicSignalsPage() {
  return (
    <div className="flex flex-col gap-6">
      <DemoPagesNav />
      <h1 className="text-2xl font-bold">Basic signals</h1>
      <BasicSignalsDemo />
    </div>
  );
}

export function ComputedSignalsPage() {
  return (
    <div className="flex flex-col gap-6">
      <DemoPagesNav />
      <h1 className="text-2xl font-bold">Computed signals</h1>
      <ComputedSignalsDemo />
    </div>
  );
}
