/** AppConfigPort over arrays, for stories and tests: each customer's apps, answered and refused as the server does. */
import {
  normaliseAppConfig,
  validateAppConfig,
  type AppConfig,
  type AppConfigInput,
  type AppConfigPort,
  type Cancellation,
  type CustomerAppConfigs,
} from '@tagtrail/domain';
import { notFoundError, simulate, validationFailure, type MemoryOptions } from '../memory/memory-options';
import { demoAppConfigs } from './app-config.demo';

export type AppConfigOperation = 'list' | 'get' | 'create' | 'update';

export interface MemoryAppConfigOptions extends MemoryOptions<AppConfigOperation> {
  /** Customers the partner sees: any other answers 404, as the server does. Every customer by default. */
  readonly customerIds?: readonly number[];
}

export class MemoryAppConfigAdapter implements AppConfigPort {
  private readonly apps = new Map<number, AppConfig[]>();
  private nextId: number;

  constructor(
    seed: Readonly<Record<number, readonly AppConfig[]>> = demoAppConfigs,
    private readonly options: MemoryAppConfigOptions = {},
  ) {
    for (const [customerId, apps] of Object.entries(seed))
      this.apps.set(
        Number(customerId),
        apps.map((app) => ({ ...app, flags: { ...app.flags } })),
      );
    this.nextId = Math.max(0, ...Object.values(seed).flatMap((apps) => apps.map((app) => app.id))) + 1;
  }

  forCustomer(customerId: number): CustomerAppConfigs {
    const appsOf = () => {
      if (this.options.customerIds !== undefined && !this.options.customerIds.includes(customerId))
        throw notFoundError();
      let apps = this.apps.get(customerId);
      if (apps === undefined) this.apps.set(customerId, (apps = []));
      return apps;
    };
    const find = (appId: number) => {
      const app = appsOf().find((candidate) => candidate.id === appId);
      if (app === undefined) throw notFoundError();
      return app;
    };
    const checked = (input: AppConfigInput, existing: boolean) => {
      const errors = validateAppConfig(input);
      if (errors.length > 0) throw validationFailure(errors);
      return normaliseAppConfig(input, existing);
    };
    return {
      list: (signal?: Cancellation) =>
        simulate(this.options, 'list', () => appsOf().map((app) => ({ ...app, flags: { ...app.flags } })), signal),
      get: (appId: number, signal?: Cancellation) =>
        simulate(this.options, 'get', () => ({ ...find(appId), flags: { ...find(appId).flags } }), signal),
      create: (input: AppConfigInput) =>
        simulate(this.options, 'create', () => {
          const app = { id: this.nextId++, ...checked(input, false) };
          appsOf().push(app);
          return app.id;
        }),
      update: (appId: number, input: AppConfigInput) =>
        simulate(this.options, 'update', () => {
          Object.assign(find(appId), checked(input, true));
          return appId;
        }),
    };
  }
}
