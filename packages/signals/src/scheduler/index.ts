export {
  createScheduler,
  type PostOptions,
  type ScheduledTask,
  type Scheduler,
  type SchedulerOptions,
} from './scheduler.ts';
export { PRIORITIES, type TaskPriority } from './priority.ts';
export {
  createWorkerPool,
  type RunOptions,
  type TaskResult,
  type WorkerPool,
  type WorkerPoolOptions,
} from './pool.ts';
export {
  exposeTasks,
  transfer,
  type Transferred,
  type TaskMap,
  type WorkerEndpoint,
} from './worker.ts';
