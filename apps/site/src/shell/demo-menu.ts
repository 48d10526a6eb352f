/*
 * The Demo Center's menu: every demo the site lists, by category. The Demo Center's sidebar,
 * each demo page's header (its category's demos), the route table's test and the browser tests
 * all read this one list. In shell/, as the demo pages of several features show it.
 */
import type { LinkTarget } from '@tendril/router';

/** How far along a demo's API is. */
export type DemoStatus = 'stable' | 'beta' | 'experimental';

/** One link in the Demo Center. */
export interface DemoMenuItem {
  title: string;
  path: LinkTarget;
  description: string;
  status: DemoStatus;
  tags: readonly string[];
}

/** A sidebar section. */
export interface DemoCategory {
  name: 'Core' | 'Data Management' | 'Advanced';
  items: readonly DemoMenuItem[];
}

export const DEMO_STATUSES: readonly DemoStatus[] = ['stable', 'beta', 'experimental'];

export const DEMO_MENU: readonly DemoCategory[] = [
  {
    name: 'Core',
    items: [
      {
        title: 'Products',
        path: '/products',
        description: 'The catalogue: loaders, stats and a product grid.',
        status: 'stable',
        tags: ['router', 'loaders'],
      },
      {
        title: 'Product detail',
        path: '/product/1',
        description: 'A product page with tabs derived from the path.',
        status: 'stable',
        tags: ['router', 'params'],
      },
      {
        title: 'Cart',
        path: '/cart',
        description: 'A cart kept in signals, with actions and offline replays.',
        status: 'stable',
        tags: ['signals', 'actions'],
      },
      {
        title: 'Basic signals',
        path: '/demo/basic-signals',
        description: 'A counter and a greeting.',
        status: 'stable',
        tags: ['signals'],
      },
      {
        title: 'Computed signals',
        path: '/demo/computed-signals',
        description: 'Two numbers with add, multiply and subtract.',
        status: 'stable',
        tags: ['signals', 'computed'],
      },
      {
        title: 'Effects',
        path: '/demo/effects',
        description: 'Load, storage and custom effects: success, error, suspended, cancelled.',
        status: 'beta',
        tags: ['effect', 'retry'],
      },
      {
        title: 'State machine',
        path: '/demo/state-machine',
        description: 'Start, success, error and reset, with a transition history.',
        status: 'beta',
        tags: ['machine'],
      },
      {
        title: 'Time signals',
        path: '/demo/time-signals',
        description: 'A clock, an interval counter, a countdown, debounce against throttle.',
        status: 'beta',
        tags: ['time'],
      },
      {
        title: 'Named outlets',
        path: '/test-product/123',
        description: 'One route filling main, sidebar and reviews outlets.',
        status: 'stable',
        tags: ['router', 'outlets'],
      },
    ],
  },
  {
    name: 'Data Management',
    items: [
      {
        title: 'Offline router',
        path: '/demo/offline-router',
        description: 'Connection, service worker and queued changes; simulate offline.',
        status: 'beta',
        tags: ['offline', 'service worker'],
      },
      {
        title: 'Parallel routes and devtools',
        path: '/',
        description: 'The home page: parallel routes and the devtools panel.',
        status: 'experimental',
        tags: ['router', 'devtools'],
      },
      {
        title: 'Action loader',
        path: '/demo/action-loader',
        description: 'Signal-reactive loading, channels, cache invalidation, effect composition.',
        status: 'beta',
        tags: ['loaders', 'actions', 'cache'],
      },
      {
        title: 'Forms',
        path: '/demo/forms',
        description: 'A contact form with validation and persisted fields.',
        status: 'stable',
        tags: ['forms', 'validation'],
      },
      {
        title: 'Fetch',
        path: '/demo/fetch',
        description: 'A user and their posts, with refetch and retry.',
        status: 'stable',
        tags: ['fetch', 'errors'],
      },
    ],
  },
  {
    name: 'Advanced',
    items: [
      {
        title: 'Plugins',
        path: '/demo/plugins',
        description: 'Debounce, throttle, cache, transform and a composed filter.',
        status: 'experimental',
        tags: ['plugins'],
      },
      {
        title: 'Channels',
        path: '/demo/channels',
        description: 'User events, analytics and a notification center over channels.',
        status: 'experimental',
        tags: ['channels'],
      },
      {
        title: 'Collaborative editor',
        path: '/features/collaborative-editor',
        description: 'Several people editing one document.',
        status: 'experimental',
        tags: ['collaboration'],
      },
      {
        title: 'Advanced signals',
        path: '/demo/advanced',
        description: 'Theme and font size, a debounced search, a combined profile.',
        status: 'beta',
        tags: ['signals', 'persistence'],
      },
      {
        title: 'Analytics',
        path: '/analytics',
        description: 'A mock dashboard that refreshes on user.updated.',
        status: 'beta',
        tags: ['charts', 'bus'],
      },
      {
        title: 'Router event bus',
        path: '/demo/router-event-bus',
        description: 'Publish and subscribe by NATS-style pattern.',
        status: 'experimental',
        tags: ['bus', 'nats'],
      },
      {
        title: 'Signals feature',
        path: '/features/signals',
        description: 'The signals feature page.',
        status: 'stable',
        tags: ['signals', 'docs'],
      },
      {
        title: 'Offline router feature',
        path: '/features/router-offline',
        description: 'The offline router feature page.',
        status: 'beta',
        tags: ['offline', 'docs'],
      },
    ],
  },
];

/** Every menu item, in sidebar order. */
export const DEMO_MENU_ITEMS: readonly DemoMenuItem[] = DEMO_MENU.flatMap((c) => c.items);

/** A demo page's header: its category, and that category's demos in the Demo Center's order. */
export interface DemoHeaderCategory {
  name: DemoCategory['name'];
  pages: readonly { title: string; path: LinkTarget }[];
}

/**
 * Demo pages the Demo Center does not list, placed in a category's header after one of its
 * entries, so they stay one click away from their neighbours.
 */
const UNLISTED_PAGES: readonly { title: string; path: LinkTarget; after: LinkTarget }[] = [
  { title: 'Router playground', path: '/demo/router', after: '/demo/computed-signals' },
];

/** Each category as the demo pages' headers list it. */
export const DEMO_HEADER_CATEGORIES: readonly DemoHeaderCategory[] = DEMO_MENU.map((category) => ({
  name: category.name,
  pages: category.items.flatMap(({ title, path }) => [
    { title, path },
    ...UNLISTED_PAGES.filter((page) => page.after === path).map(({ title, path }) => ({
      title,
      path,
    })),
  ]),
}));

/** The category whose demos the header of the page at `pathname` lists, if any. */
export function demoCategoryOf(pathname: string): DemoHeaderCategory | undefined {
  return DEMO_HEADER_CATEGORIES.find((category) =>
    category.pages.some((page) => page.path === pathname),
  );
}
