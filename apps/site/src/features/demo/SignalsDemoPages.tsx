import { BasicSignalsDemo } from './BasicSignalsDemo.tsx';
import { ComputedSignalsDemo } from './ComputedSignalsDemo.tsx';
import { DemoPagesNav } from '../../shell/DemoPagesNav.tsx';

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
