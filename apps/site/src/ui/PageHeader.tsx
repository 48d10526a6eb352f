import type { ReactNode } from 'react';

export interface PageHeaderProps {
  /** The page's one h1. */
  title: ReactNode;
  /** A line or two under the title. Default: none. */
  description?: ReactNode;
  /** Buttons or links beside the title (they wrap under it on a narrow screen). Default: none. */
  actions?: ReactNode;
  /**
   * The title's size: `'md'` as on the site's pages, or `'lg'`, the shop's larger and tighter
   * title. Default: `'md'`.
   */
  size?: 'md' | 'lg';
}

/**
 * The top of a page: its h1, what the page is for, and what can be done from there, in the
 * same place and style on every page.
 * @example
 * <PageHeader title="Channels" description="Named channels, newest ten events." actions={<Button>Clear</Button>} />
 */
export function PageHeader({ title, description, actions, size = 'md' }: PageHeaderProps) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div className="flex flex-col gap-1">
        <h1 className={size === 'lg' ? 'text-3xl font-bold tracking-tight' : 'text-2xl font-bold'}>
          {title}
        </h1>
        {description && <p className="text-sm text-stone-700">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
