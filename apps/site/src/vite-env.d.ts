/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the HN Firebase API (tests point it at tools/hn-stand-in). */
  readonly VITE_HN_API_BASE?: string;
}
