/*
 * Installs the signals devtools hook. main.tsx imports this first, before any module creates
 * its signals: the devtools list only named signals created after the hook is in place.
 */
import { installSignalsHook } from '@tendril/router/devtools/hook';

installSignalsHook();
