import api from 'virtual:api-reference/router-offline';
import { ApiReference, Code, Example, Guide, GuideSection } from '../guide-kit.tsx';

export default function RouterOfflineGuide() {
  return (
    <Guide>
      <GuideSection id="what-for" title="What it is for">
        <p>
          Users lose their connection on trains, in lifts and on bad Wi-Fi. The offline router keeps
          the app usable: a service worker serves cached pages and data, changes made offline wait
          in a queue, and they are replayed in order when the connection returns (a background sync
          named <Code>mutation-sync</Code>). The connection status is a signal, for banners and
          toasts.
        </p>
      </GuideSection>
      <GuideSection id="first-example" title="A first example">
        <p>
          The <Code>MutationQueue</Code> is the heart of it: <Code>enqueue</Code> while offline,{' '}
          <Code>replay</Code> when back online. Go offline, add a few items, then go online.
        </p>
        <Example name="OfflineQueue" />
      </GuideSection>
      <GuideSection id="common-tasks" title="Common tasks">
        <h3 className="font-semibold">Start offline support</h3>
        <p>
          <Code>
            createOfflineClient({'{'} apply {'}'})
          </Code>{' '}
          follows the connection, registers the service worker (<Code>/sw.js</Code>, scope{' '}
          <Code>/</Code>) once the page has loaded (on a first visit, once the page has then made no
          request for a second, so the precache waits for the first screen&apos;s own requests), and
          replays the queue through <Code>apply</Code>. Its <Code>status</Code> signal holds
          isOnline, isServiceWorkerReady, hasQueuedMutations, queuedMutationsCount and lastSyncTime.
        </p>
        <h3 className="font-semibold">Perform a change that may be queued</h3>
        <p>
          <Code>client.perform(action, payload, run)</Code> runs the change when online and queues
          it when offline, telling you which happened. A queued change answers{' '}
          <Code>Request queued for later sync</Code> (<Code>QUEUED_MESSAGE</Code>).
        </p>
        <h3 className="font-semibold">Read data that must survive an outage</h3>
        <p>
          <Code>client.fetch(url)</Code> is <Code>fetch</Code> online. Offline, the service worker
          answers from its caches, then Cache Storage is asked, and with nothing stored it rejects
          with <Code>NoOfflineFallbackError</Code>: <Code>No offline fallback available</Code>. The
          offline demo&apos;s users list reads this way.
        </p>
        <h3 className="font-semibold">Tell the worker your routes</h3>
        <p>
          <Code>client.sendRoutes(extractOfflineRoutes(router.routes))</Code> posts{' '}
          <Code>UPDATE_OFFLINE_ROUTES</Code> with the static routes, the dynamic patterns (each{' '}
          <Code>:param</Code> becomes <Code>[^/]+</Code>) and the portal patterns. The worker stores
          the set and answers <Code>ROUTES_UPDATED</Code> (the &quot;Offline routes updated!&quot;
          toast) only when it differs from the one it had, and <Code>ROUTES_UNCHANGED</Code>{' '}
          otherwise, so a reload shows no toast; <Code>client.routesState</Code> follows the answer.
        </p>
        <p>
          The portal patterns are the route table&apos;s own modal routes (<Code>portal: true</Code>
          ): on this site <Code>/product/:id/preview</Code>, <Code>/demo/router/modal</Code>,{' '}
          <Code>/notification</Code>, <Code>/profile</Code> and <Code>/settings</Code>. The
          router&apos;s specification gives <Code>/products/preview/…</Code> and{' '}
          <Code>/cart/preview/…</Code> as examples, but this site has no such modals: its product
          preview lives at <Code>/product/:id/preview</Code> and the cart has no preview, so those
          URLs open the not-found page. Patterns for them would match no modal, so the real ones
          take their place, and being read from the routes they cannot drift from what the site
          serves.
        </p>
        <h3 className="font-semibold">Sync with a server</h3>
        <p>
          When replaying to your own server, the documented default sync endpoint is{' '}
          <Code>/api/router/sync</Code>, with a sync interval of 30000 ms and a maximum queue of 100
          changes (the queue&apos;s default <Code>capacity</Code>).
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg border border-stone-200 bg-white p-3 text-sm">
          <dt className="font-semibold">Sync endpoint</dt>
          <dd>
            <Code>/api/router/sync</Code>
          </dd>
          <dt className="font-semibold">Sync interval</dt>
          <dd>30000 ms</dd>
          <dt className="font-semibold">Max queue</dt>
          <dd>100</dd>
        </dl>
      </GuideSection>
      <GuideSection id="pitfalls" title="Pitfalls">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            A full queue refuses new changes with a message: show it, do not drop the change
            silently.
          </li>
          <li>
            Replayed changes run later, against newer data: make actions idempotent or check for
            conflicts on the server.
          </li>
          <li>
            <Code>navigator.onLine</Code> only knows about the network interface; treat failed
            requests as offline too.
          </li>
        </ul>
      </GuideSection>
      <GuideSection id="api" title="API reference">
        <ApiReference entries={api} />
      </GuideSection>
    </Guide>
  );
}
