/**
 * MyAppPort over one record, for stories and tests: an empty form (id null) until the first save, which creates
 * the app; the server's rules refuse as it does (400 with the fields named).
 */
import {
  emptyMyAppInput,
  normaliseMyApp,
  validateMyApp,
  type Cancellation,
  type MyApp,
  type MyAppInput,
  type MyAppPort,
} from '@tagtrail/domain';
import { simulate, validationFailure, type MemoryOptions } from '../memory/memory-options';

export type MemoryMyAppOptions = MemoryOptions<'get' | 'update'>;

export const demoMyApp: MyApp = {
  id: 1,
  name: 'Vinícola Serra Alta',
  flags: { nfcEnabled: true, qrCodeEnabled: true, locationRequired: false },
  whatsappNumber: '+55 54 99876-5432',
  whatsappMessage: 'Olá! Quero saber mais sobre este vinho.',
  manualImageUrl: 'https://serra-alta.example.com/manual/capa.png',
  manualLinkUrl: 'https://serra-alta.example.com/manual.pdf',
  videoImageUrl: null,
  videoLinkUrl: 'https://video.serra-alta.example.com/vindima',
  shareUrl: 'https://serra-alta.example.com',
  shareMessage: 'Conheça os vinhos da Serra Alta',
};

export class MemoryMyAppAdapter implements MyAppPort {
  private app: MyApp;

  /** `seed` null: the customer has no app yet. */
  constructor(
    seed: MyApp | null = demoMyApp,
    private readonly options: MemoryMyAppOptions = {},
  ) {
    this.app = seed ?? { id: null, ...emptyMyAppInput };
  }

  get(signal?: Cancellation): Promise<MyApp> {
    return simulate(this.options, 'get', () => structuredClone(this.app), signal);
  }

  update(input: MyAppInput): Promise<void> {
    return simulate(this.options, 'update', () => {
      const errors = validateMyApp(input);
      if (errors.length > 0) throw validationFailure(errors);
      this.app = { id: this.app.id ?? 1, ...normaliseMyApp(input, this.app.id !== null) };
    });
  }
}
