import { Link } from '@tendril/router/react';

/** The way back from a Demo Center page. */
export function BackToDemoCenter() {
  return (
    <Link to="/admin" className="text-sm text-green-800 underline">
      Back to Demo Center
    </Link>
  );
}
