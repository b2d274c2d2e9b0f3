/**
 * The Customer area's screens for categories and product lines (issue 10 §4, §5): a list of wouter <Route>s, each with a key, that customer.routes.tsx
 * renders inside its Switch, and the text namespaces those screens need. One file per group of screens, so the
 * area's parts grow without touching one file.
 */
import type { ReactNode } from 'react';
import {
  CategoryFormView,
  CategoryListView,
  categoryScreens,
  categoryTexts,
  ProductLineFormView,
  ProductLineListView,
  productLineScreens,
  type TextBundle,
} from '@tagtrail/ui';
import { recordRoutes } from './record-routes';

export const customerCategoryRoutes: ReactNode[] = [
  // spec B §2 "/categorias", "/categoria, /categoria/{id}"; the same for product lines.
  ...recordRoutes(categoryScreens, CategoryListView, CategoryFormView),
  ...recordRoutes(productLineScreens, ProductLineListView, ProductLineFormView),
];

/** The namespaces these screens' texts live in, added with the area's own. */
export const customerCategoryTexts: readonly TextBundle[] = [categoryTexts];
