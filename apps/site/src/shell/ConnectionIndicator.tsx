import { useValue } from '@tendril/signals/react';
import { cn } from '../ui/cn.ts';
import { isOnline } from './connection.ts';

export function ConnectionIndicator() {
  const online = useValue(isOnline);
  return (
    <span className="flex items-center gap-1.5 text-xs" data-testid="connection">
      <span
        aria-hidden="true"
        className={cn('h-2 w-2 rounded-full', online ? 'bg-green-600' : 'bg-red-600')}
      />
      {online ? 'Online' : 'Offline'}
    </span>
  );
}
