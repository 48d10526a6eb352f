import { Button } from '../../../ui/Button.tsx';
import { restoreCatalogue } from '../data/catalogue.ts';
import { useStorageMessages, useStoredCatalogue } from '../components/stored-state.ts';
import { dismissStorageMessages } from '../../../lib/storage.ts';

/**
 * Above every shop page: the warning when sample products stand in after a storage error,
 * and the "Failed to load/save/check {key} in storage" messages (each raised once;
 * dismissible).
 */
export function ShopBanners() {
  const { fallback } = useStoredCatalogue();
  const messages = useStorageMessages();
  if (fallback !== 'error' && messages.length === 0) return null;
  return (
    <section aria-label="Shop notices" className="page-column flex flex-col gap-2 pt-4">
      {fallback === 'error' && (
        <div
          data-testid="sample-products-banner"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          <span aria-hidden="true">⚠️</span>
          <p className="flex-1">Showing sample products: the saved catalogue could not be read.</p>
          <Button onClick={() => restoreCatalogue()}>Restore catalogue</Button>
        </div>
      )}
      {messages.length > 0 && (
        <div
          role="status"
          data-testid="storage-banner"
          className="flex flex-wrap items-start gap-3 rounded-lg border border-stone-300 bg-white px-4 py-3 text-sm text-stone-800"
        >
          <ul className="flex-1">
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
          <Button onClick={dismissStorageMessages}>Dismiss</Button>
        </div>
      )}
    </section>
  );
}
