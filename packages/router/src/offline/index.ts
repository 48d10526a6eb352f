export {
  MutationQueue,
  QUEUE_FULL_MESSAGE,
  type EnqueueResult,
  type MutationQueueOptions,
  type QueuedMutation,
  type ReplayResult,
} from './mutation-queue.ts';
export {
  createOfflineClient,
  OfflineClient,
  type OfflineClientOptions,
  type OfflineEvent,
  type OfflineStatus,
  type PerformResult,
  type TrustedScriptUrl,
} from './offline-client.ts';
export {
  parsePageMessage,
  parseWorkerMessage,
  type PageMessage,
  type WorkerMessage,
} from './messages.ts';
export { extractOfflineRoutes, type OfflineRoutes } from './offline-routes.ts';
