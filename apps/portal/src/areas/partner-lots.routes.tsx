/**
 * The Partner area's lot and tag screens (partner lots, customer lots of a lot, tags, app configuration and layout):
 * a list of wouter <Route>s, each with a key, that partner.routes.tsx renders inside its Switch after the customer
 * screens, and the text namespaces those screens need. Kept apart so both halves of the area grow without touching
 * one file.
 */
import type { ReactNode } from 'react';
import type { TextBundle } from '@tagtrail/ui';

export const partnerLotRoutes: ReactNode[] = [];

/** The namespaces these screens' texts live in, added with the area's own. */
export const partnerLotTexts: readonly TextBundle[] = [];
