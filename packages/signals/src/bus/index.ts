/*
 * @tendril/signals/bus: an event bus with NATS subject semantics, in-page by default, across
 * tabs with connectTabs and across machines with connectNats (which loads its client lazily).
 */
export { createBus, type Bus, type BusOptions, type BusStats, type PublishOptions } from './bus.ts';
export { toBusMessage, type BusMessage } from './message.ts';
export { connectNats, type NatsBridge, type NatsOptions, type NatsStatus } from './nats.ts';
export { assertPattern, assertSubject, subjectMatches } from './subject.ts';
export { connectTabs, type TabsOptions } from './tabs.ts';
