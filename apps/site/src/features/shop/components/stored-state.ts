/*
 * The shop's state kept in the browser (the catalogue, the cart, storage problems) as
 * components read it. A page rendered ahead of time was rendered with nothing stored: the seed
 * catalogue, an empty cart and no problem. Hydration starts from that, so it matches the HTML,
 * and the next render shows what this browser stores.
 */
import { useEffect } from 'react';
import { useValue } from '@tendril/signals/react';
import { EMPTY_CART, type Cart } from '../data/cart-rules.ts';
import { cart } from '../data/cart-store.ts';
import { catalogue, SEED_CATALOGUE, showStoredNames, type Catalogue } from '../data/catalogue.ts';
import { storageMessages } from '../../../lib/storage.ts';

const NO_MESSAGES: readonly string[] = [];

/** The catalogue as stored (live): the seed catalogue while a prerendered page hydrates. */
export const useStoredCatalogue = (): Catalogue =>
  useValue(catalogue, { serverValue: SEED_CATALOGUE });

/** The cart as stored (live): empty while a prerendered page hydrates. */
export const useStoredCart = (): Cart => useValue(cart, { serverValue: EMPTY_CART });

/** Storage problems not yet dismissed: none while a prerendered page hydrates. */
export const useStorageMessages = (): readonly string[] =>
  useValue(storageMessages, { serverValue: NO_MESSAGES });

/**
 * Once the shop's shell has hydrated (its header, with the title and breadcrumb beside it),
 * product names in titles and breadcrumbs follow storage.
 */
export const useStoredNames = (): void => useEffect(showStoredNames, []);
