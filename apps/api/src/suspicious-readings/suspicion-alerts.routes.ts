/**
 * The customer area's Alerts calls (issue 28 §3): the list, acknowledging an alert, and the rules' settings. Scoped
 * to the calling customer by the database (tenant scope `customer`): another customer's alert is not found, and the
 * settings saved are the caller's, whatever the body says. The list shows what the judge has found so far: judging
 * runs off the request, every few fold rounds (judge-readings.ts), on the owner's connection.
 */
import {
  sortNames,
  suspicionAlertContract,
  suspicionAlertRowToWire,
  suspicionAlertRowWire,
  suspicionAlertSituationFromWire,
  suspicionSettingsFromWire,
  suspicionSettingsToWire,
  suspicionSettingsWireNames,
} from '@tagtrail/contract';
import { SUSPICION_ALERT_SORTS, validateSuspicionSettings } from '@tagtrail/domain';
import { customerOf } from '../catalogue/catalogue-failures';
import { notFound, ruleFailure } from '../http/api-failure';
import { sortedPageQuery } from '../http/list-query';
import type { Router } from '../http/route';
import { suspicionAlertRepository } from './suspicion-alerts.repository';

const SORT_BY_NAME = sortNames(suspicionAlertRowWire, SUSPICION_ALERT_SORTS);

export function registerSuspicionAlertRoutes(router: Router): void {
  // The latest suspicious reading first: what happened last is what the manufacturer looks into first.
  router.route(suspicionAlertContract.list, async ({ query, db }) => {
    const listQuery = sortedPageQuery(query, SORT_BY_NAME, { sort: 'lastReadAt', direction: 'desc' });
    const situation = query.situacao === undefined ? undefined : suspicionAlertSituationFromWire(query.situacao);
    const page = await suspicionAlertRepository(db).list(listQuery, situation);
    return { dataRecords: page.records.map(suspicionAlertRowToWire), countRecords: page.total };
  });

  router.route(suspicionAlertContract.acknowledge, async ({ params, db }) => {
    const acknowledged = await suspicionAlertRepository(db).acknowledge(params.id);
    if (acknowledged === undefined) throw notFound();
    return acknowledged;
  });

  router.route(suspicionAlertContract.settings, async ({ db }) =>
    suspicionSettingsToWire(await suspicionAlertRepository(db).settings()),
  );

  // The settings form's checks (validateSuspicionSettings), run again here so no client stores what the form refuses.
  router.route(suspicionAlertContract.saveSettings, async ({ body, caller, db }) => {
    const settings = suspicionSettingsFromWire(body);
    const errors = validateSuspicionSettings(settings);
    if (errors.length > 0) throw ruleFailure(errors, suspicionSettingsWireNames);
    await suspicionAlertRepository(db).saveSettings(customerOf(caller), settings);
    return suspicionSettingsToWire(settings);
  });
}
