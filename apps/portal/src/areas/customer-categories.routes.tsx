/**
 * The Customer area's screens for categories and product lines (issue 10 §4, §5): a list of wouter <Route>s, each with a key, that customer.routes.tsx
 * renders inside its Switch, and the text namespaces those screens need. One file per group of screens, so the
 * area's parts grow without touching one file.
 */
import type { ReactNode } from 'react';
import { Route } from 'wouter';
import {
  CategoryFormView,
  CategoryListView,
  categoryTexts,
  NotFoundPage,
  ProductLineFormView,
  ProductLineListView,
  type TextBundle,
} from '@tagtrail/ui';
import { recordId } from './record-id';

// Shown at the address typed, inside the area's shell (issue 8 §6).
const notFound = <NotFoundPage inShell />;

export const customerCategoryRoutes: ReactNode[] = [
  <Route key="categorias" path="/categorias">
    <CategoryListView />
  </Route>,
  // spec B §2 "/categoria, /categoria/{id}": a new category, with or without the trailing slash.
  <Route key="categoria-new" path="/categoria">
    <CategoryFormView key="new" />
  </Route>,
  <Route key="categoria" path="/categoria/:id">
    {({ id }) => {
      const categoryId = recordId(id);
      // The key gives each category its own form: after creating, the page becomes the new category's.
      return categoryId === undefined ? notFound : <CategoryFormView key={categoryId} id={categoryId} />;
    }}
  </Route>,
  <Route key="linhasproduto" path="/linhasproduto">
    <ProductLineListView />
  </Route>,
  <Route key="linhaproduto-new" path="/linhaproduto">
    <ProductLineFormView key="new" />
  </Route>,
  <Route key="linhaproduto" path="/linhaproduto/:id">
    {({ id }) => {
      const lineId = recordId(id);
      return lineId === undefined ? notFound : <ProductLineFormView key={lineId} id={lineId} />;
    }}
  </Route>,
];

/** The namespaces these screens' texts live in, added with the area's own. */
export const customerCategoryTexts: readonly TextBundle[] = [categoryTexts];
