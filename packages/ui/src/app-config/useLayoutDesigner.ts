/**
 * The layout designer's state (spec A §2 "layout designer", §4, §8): the customer's stored template opened into its
 * colours (the domain's layout-colours machine) and images; saving packs the design into a zip in the browser and
 * uploads it with progress; a zip the partner brings is uploaded as it is and, once the server has checked it,
 * opened into the designer; Download saves the design under the customer's code.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import {
  AppConfigPortToken,
  AppTemplatePortToken,
  DEFAULT_LAYOUT_COLORS,
  layoutColorsMachine,
  layoutZipName,
  PortError,
  saveLayoutTemplate,
  TemplateArchivePortToken,
  type AppConfigPort,
  type AppTemplatePort,
  type Customer,
  type LayoutColorField,
  type LayoutColors,
  type LayoutImageName,
  type PortErrorDetail,
  type TemplateArchivePort,
} from '@tagtrail/domain';
import { saveFile } from '../files/save-file';
import { useUnsavedChangesGuard } from '../navigation/navigation';
import { useNotify } from '../notifications/notifications';
import { useService } from '../services/services';
import { useLoad } from '../services/useLoad';
import { designFromEntries, entriesOfDesign, noImages, type LayoutImages } from './layout-design';
import { useCustomer } from './useCustomer';

export type DesignerLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  /** `stored`: the customer has a template; false shows the defaults. */
  | { readonly status: 'ready'; readonly stored: boolean };

/** A save or an upload under way, with the share sent (0–100) once it has reported any. */
export type DesignerWork = { readonly kind: 'saving' | 'uploading'; readonly percent?: number } | undefined;

export interface LayoutDesigner {
  readonly load: DesignerLoad;
  readonly customer: Customer | undefined;
  readonly appName: string | undefined;
  readonly colors: LayoutColors;
  readonly images: LayoutImages;
  readonly dirty: boolean;
  readonly work: DesignerWork;
  /** What the server refused in the last zip the partner uploaded; empty otherwise. */
  readonly refusal: readonly PortErrorDetail[];
  setColor(field: LayoutColorField, color: string): void;
  resetColors(): void;
  setImage(name: LayoutImageName, bytes: Uint8Array | null): void;
  save(): void;
  download(): void;
  uploadZip(file: File): void;
  cancel(): void;
  retry(): void;
}

const NOT_FOUND = 404;

export function useLayoutDesigner(customerId: number, appId: number): LayoutDesigner {
  const apps = useService<AppConfigPort>(AppConfigPortToken);
  const templates = useService<AppTemplatePort>(AppTemplatePortToken);
  const archive = useService<TemplateArchivePort>(TemplateArchivePortToken);
  const notify = useNotify();
  const [attempt, setAttempt] = useState(0);
  const customerLoad = useCustomer(customerId);
  const customer = customerLoad.status === 'ready' ? customerLoad.value : undefined;

  const [colorsSnapshot, sendColors] = useMachine(layoutColorsMachine, { input: {} });
  const colors = colorsSnapshot.context;
  const [images, setImages] = useState<LayoutImages>(noImages);
  /** The design as stored (or as last saved): what `dirty` compares with. */
  const [baseline, setBaseline] = useState<{ colors: LayoutColors; images: LayoutImages } | undefined>(undefined);
  const [template, setTemplate] = useState<{ key: string; load: DesignerLoad } | undefined>(undefined);
  const [work, setWork] = useState<DesignerWork>(undefined);
  const [refusal, setRefusal] = useState<readonly PortErrorDetail[]>([]);
  const running = useRef<AbortController | undefined>(undefined);

  useEffect(() => () => running.current?.abort(), []);

  // A failure leaves the title without the name.
  const app = useLoad((signal) => apps.forCustomer(customerId).get(appId, signal), [apps, customerId, appId]);

  const open = useCallback(
    (entries: ReadonlyMap<string, Uint8Array>) => {
      const design = designFromEntries(entries);
      sendColors({ type: 'LOAD', colors: design.colors });
      setImages(design.images);
      setBaseline({ colors: design.colors, images: design.images });
    },
    [sendColors],
  );

  const tenantId = customer?.tenantId;
  const templateKey = tenantId === undefined ? undefined : `${tenantId}/${attempt}`;
  useEffect(() => {
    if (tenantId === undefined || templateKey === undefined) return;
    const controller = new AbortController();
    setTemplate({ key: templateKey, load: { status: 'loading' } });
    templates
      .download(customerId, tenantId, controller.signal)
      .then((zip) => archive.unpack(zip))
      .then(
        (entries) => {
          if (controller.signal.aborted) return;
          open(entries);
          setTemplate({ key: templateKey, load: { status: 'ready', stored: true } });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          if (error instanceof PortError && error.status === NOT_FOUND) {
            // No template yet: the designer starts from the spec's defaults (spec A §9).
            sendColors({ type: 'RESET' });
            setImages(noImages);
            setBaseline({ colors: DEFAULT_LAYOUT_COLORS, images: noImages });
            setTemplate({ key: templateKey, load: { status: 'ready', stored: false } });
          } else setTemplate({ key: templateKey, load: { status: 'failed' } });
        },
      );
    return () => controller.abort();
  }, [templates, archive, customerId, tenantId, templateKey, open, sendColors]);

  const load: DesignerLoad =
    customerLoad.status === 'failed'
      ? { status: 'failed' }
      : template !== undefined && template.key === templateKey
        ? template.load
        : { status: 'loading' };

  const dirty = useMemo(
    () =>
      baseline !== undefined &&
      (JSON.stringify(baseline.colors) !== JSON.stringify(colors) ||
        Object.entries(images).some(([name, bytes]) => baseline.images[name as LayoutImageName] !== bytes)),
    [baseline, colors, images],
  );
  useUnsavedChangesGuard(dirty && work === undefined);

  /** Runs one save or upload at a time, with its progress and its Cancel. */
  const run = async (
    kind: 'saving' | 'uploading',
    job: (signal: AbortSignal, onProgress: (f: number) => void) => Promise<void>,
  ) => {
    if (running.current !== undefined) return;
    const controller = new AbortController();
    running.current = controller;
    setWork({ kind });
    const onProgress = (fraction: number) => {
      if (controller.signal.aborted) return;
      const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
      setWork((previous) => (previous?.percent === percent ? previous : { kind, percent }));
    };
    try {
      await job(controller.signal, onProgress);
    } catch (error) {
      if (controller.signal.aborted) notify({ intent: 'info', messageKey: 'layout.cancelled' });
      else throw error;
    } finally {
      running.current = undefined;
      setWork(undefined);
    }
  };

  const save = () => {
    if (customer === undefined) return;
    const design = { colors, images };
    void run('saving', async (signal, onProgress) => {
      const entries = entriesOfDesign(design, customer.tenantId);
      const zip = await archive.pack(entries);
      const outcome = await saveLayoutTemplate(
        templates,
        { customerId, tenantId: customer.tenantId, zip, fileNames: [...entries.keys()] },
        { signal, onProgress },
      );
      if (outcome.ok) {
        setBaseline(design);
        setRefusal([]);
        setTemplate((current) => current && { ...current, load: { status: 'ready', stored: true } });
        notify({ intent: 'success', messageKey: 'layout.saved' });
      } else notify({ intent: 'error', messageKey: 'layout.saveFailed' });
    }).catch(() => notify({ intent: 'error', messageKey: 'layout.saveFailed' }));
  };

  const uploadZip = (file: File) => {
    if (customer === undefined) return;
    void run('uploading', async (signal, onProgress) => {
      const zip = new Uint8Array(await file.arrayBuffer());
      try {
        await templates.upload(customerId, customer.tenantId, zip, { signal, onProgress });
      } catch (error) {
        if (signal.aborted) throw error;
        // The server says what is wrong with the zip, each problem a message key (TEMPLATE_NOT_A_ZIP…).
        if (error instanceof PortError && error.status === 400) {
          setRefusal(error.details?.length ? error.details : [{ key: error.messageKey ?? 'LOADING_DATA_ERROR' }]);
          notify({ intent: 'error', messageKey: 'layout.refusedTitle' });
        } else if (error instanceof PortError && error.status === 413) {
          setRefusal([{ key: error.messageKey ?? 'TEMPLATE_TOO_LARGE' }]);
          notify({ intent: 'error', messageKey: 'layout.refusedTitle' });
        } else notify({ intent: 'error', messageKey: 'layout.uploadFailed' });
        return;
      }
      setRefusal([]);
      open(await archive.unpack(zip));
      setTemplate((current) => current && { ...current, load: { status: 'ready', stored: true } });
      notify({ intent: 'success', messageKey: 'layout.uploaded' });
    }).catch(() => notify({ intent: 'error', messageKey: 'layout.uploadFailed' }));
  };

  const download = () => {
    if (customer === undefined) return;
    const file = layoutZipName(customer.code);
    archive.pack(entriesOfDesign({ colors, images }, customer.tenantId)).then(
      (zip) => {
        saveFile(zip as Uint8Array<ArrayBuffer>, file, 'application/zip');
        notify({ intent: 'success', messageKey: 'layout.downloaded', params: { file } });
      },
      () => notify({ intent: 'error', messageKey: 'messages.LOADING_DATA_ERROR' }),
    );
  };

  return {
    load,
    customer,
    appName: app.status === 'ready' ? app.value.name : undefined,
    colors,
    images,
    dirty,
    work,
    refusal,
    setColor: (field, color) => sendColors({ type: 'SET', field, color }),
    resetColors: () => sendColors({ type: 'RESET' }),
    setImage: (name, bytes) => setImages((current) => ({ ...current, [name]: bytes })),
    save,
    download,
    uploadZip,
    cancel: () => running.current?.abort(),
    retry: () => {
      customerLoad.retry();
      setAttempt((n) => n + 1);
    },
  };
}
