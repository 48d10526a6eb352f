/*
 * An error boundary around one widget: a render that throws shows "Error in {component}" with
 * the message instead of blanking the page, and Try Again renders the widget afresh.
 */
import { useState } from 'react';
import { Button } from '../../../../ui/Button.tsx';
import { ErrorBoundary } from '../../../../ui/ErrorBoundary.tsx';

function PriceTag({ broken }: { broken: boolean }) {
  if (broken) throw new Error('Price is missing');
  return <p className="text-sm">Price: $19.99</p>;
}

export default function ErrorBoundaryExample() {
  const [broken, setBroken] = useState(false);
  const [caught, setCaught] = useState(0);
  return (
    <div className="flex flex-col items-start gap-3">
      <Button onClick={() => setBroken(true)} disabled={broken}>
        Break the price tag
      </Button>
      <ErrorBoundary
        component="Price tag"
        titleAs="h3"
        // The next render (after Try Again) works again.
        onError={() => {
          setCaught((n) => n + 1);
          setBroken(false);
        }}
      >
        <PriceTag broken={broken} />
      </ErrorBoundary>
      <p className="text-xs text-stone-600">Errors caught: {caught}</p>
    </div>
  );
}
