export {
  MutationQueue,
  QUEUE_FULL_MESSAGE,
  QUEUED_MESSAGE,
  type EnqueueResult,
  type MutationQueueOptions,
  type QueuedMutation,
  type ReplayResult,
} from './mutation-queue.ts';
export {
  createOfflineClient,
  OfflineClient,
  SERVER_OFFLINE_STATUS,
  type OfflineClientOptions,
  type OfflineEvent,
  type OfflineRoutesState,
  type OfflineStatus,
  type PerformResult,
  type TrustedScriptUrl,
} from './offline-client.ts';
export {
  offlineRoutesKey,
  parsePageMessage,
  parseWorkerMessage,
  type OfflineRouteSet,
  type PageMessage,
  type WorkerMessage,
} from './messages.ts';
export { NO_OFFLINE_FALLBACK_MESSAGE, NoOfflineFallbackError } from './offline-fetch.ts';
export { extractOfflineRoutes, type OfflineRoutes } from './offline-routes.ts';
