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
  type PageMessage,
  type PerformResult,
  type WorkerMessage,
} from './offline-client.ts';
export { extractOfflineRoutes, type OfflineRoutes } from './offline-routes.ts';
