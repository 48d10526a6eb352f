import { BasicSignalsDemo } from './BasicSignalsDemo.tsx';
import { ComputedSignalsDemo } from './ComputedSignalsDemo.tsx';
import { DemoPagesNav } from '../../shell/DemoPagesNav.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

export function BasicSignalsPage() {
  return (
    <div className="flex flex-col gap-6">
      <DemoPagesNav />
      <PageHeader title="Basic signals" />
      <BasicSignalsDemo />
    </div>
  );
}

export function ComputedSignalsPage() {
  return (
    <div className="flex flex-col gap-6">
      <DemoPagesNav />
      <PageHeader title="Computed signals" />
      <ComputedSignalsDemo />
    </div>
  );
}
