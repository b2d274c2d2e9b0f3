/**
 * The Customer area's screens for products and their images (issue 10 §2, §3): a list of wouter <Route>s, each with a key, that customer.routes.tsx
 * renders inside its Switch, and the text namespaces those screens need. One file per group of screens, so the
 * area's parts grow without touching one file.
 */
import type { ReactNode } from 'react';
import { Route } from 'wouter';
import {
  NotFoundPage,
  ProductFormView,
  ProductImagesView,
  ProductListView,
  productScreens,
  productTexts,
  type TextBundle,
} from '@tagtrail/ui';
import { recordId } from './record-id';
import { recordRoutes } from './record-routes';

// Shown at the address typed, inside the area's shell (issue 8 §6).
const notFound = <NotFoundPage inShell />;

export const customerProductRoutes: ReactNode[] = [
  // spec B §2 "/produtos", "/produto, /produto/{id}".
  ...recordRoutes(productScreens, ProductListView, ProductFormView),
  // spec B §2 "/produto/{id}/imagens": the product's image gallery (issue 10 §3).
  <Route key="produto-imagens" path="/produto/:id/imagens">
    {({ id }) => {
      const productId = recordId(id);
      return productId === undefined ? notFound : <ProductImagesView key={productId} productId={productId} />;
    }}
  </Route>,
];

/** The namespaces these screens' texts live in, added with the area's own. */
export const customerProductTexts: readonly TextBundle[] = [productTexts];
