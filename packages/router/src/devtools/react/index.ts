/*
 * @tendril/router/devtools/react: the launcher. The overlay it opens is loaded on first open.
 */
export { DevtoolsLauncher, type DevtoolsLauncherProps } from './DevtoolsLauncher.tsx';
