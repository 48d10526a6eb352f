import { useRouter } from '@tendril/router/react';
import { Button } from '../../../ui/Button.tsx';

/** A modal route: Back, Escape, the backdrop or Close dismiss it; refresh opens it over its page. */
export function PlaygroundModal() {
  const router = useRouter();
  return (
    <div className="p-6">
      <h2 className="text-lg font-semibold">A modal route</h2>
      <p className="mt-2 text-sm text-stone-600">
        This dialog has its own URL. The page underneath stays where it was.
      </p>
      <div className="mt-4 flex justify-end">
        <Button variant="primary" onClick={() => router.closePortal()}>
          Close
        </Button>
      </div>
    </div>
  );
}
