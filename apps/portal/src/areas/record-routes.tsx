/**
 * A resource's three routes inside its area, from where its screens live (ui's RecordScreens, issue 26 §2): the list,
 * a new record, and one record by id — a path whose id is not a record id is not found. The key gives each record its
 * own form: after creating, the page becomes the new record's.
 */
import type { ElementType, ReactNode } from 'react';
import { Route } from 'wouter';
import { NotFoundPage, type RecordScreens } from '@tagtrail/ui';
import { recordId } from './record-id';

export function recordRoutes(
  screens: RecordScreens,
  List: ElementType,
  Form: ElementType<{ readonly id?: number }>,
): ReactNode[] {
  const { routes } = screens;
  return [
    <Route key={routes.list} path={routes.list}>
      <List />
    </Route>,
    <Route key={routes.create} path={routes.create}>
      <Form key="new" />
    </Route>,
    <Route key={routes.edit} path={routes.edit}>
      {(params) => {
        // The pattern is `/<record>/:id`, which the route's typing cannot read from a variable.
        const record = recordId((params as { readonly id?: string }).id);
        // Shown at the address typed, inside the area's shell (issue 8 §6).
        return record === undefined ? <NotFoundPage inShell /> : <Form key={record} id={record} />;
      }}
    </Route>,
  ];
}
