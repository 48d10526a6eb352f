/** The signals-extras demo pages, loaded together as one chunk on the first visit to any. */
export { AdvancedDemo } from './AdvancedDemo.tsx';
export { EffectsDemo } from './EffectsDemo.tsx';
export { FormsDemo } from './FormsDemo.tsx';
export { PluginsDemo } from './PluginsDemo.tsx';
export { StateMachineDemo } from './StateMachineDemo.tsx';
export { TimeSignalsDemo } from './TimeSignalsDemo.tsx';
