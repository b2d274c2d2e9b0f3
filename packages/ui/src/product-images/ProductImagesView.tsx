/**
 * A product's image gallery (issue 10 §3, spec B §2 "/produto/{id}/imagens"): thumbnails with the main one marked by
 * a yellow star, upload of several files at once with a progress bar and each refused file said, a help dialog with
 * the limits, and per image: copy its URL, view it, set it as main, delete it after a question.
 */
import { useRef, useState } from 'react';
import {
  Body1,
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  Spinner,
  tokens,
  Tooltip,
} from '@fluentui/react-components';
import {
  ArrowLeft20Regular,
  ArrowUpload20Regular,
  Copy20Regular,
  Delete20Regular,
  Open20Regular,
  QuestionCircle20Regular,
  Star20Filled,
  Star20Regular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import {
  checkImageUploads,
  DELETE_IMAGE_ERROR,
  DELETE_IMAGE_SUCCESS,
  IMAGE_FAVOR_ERROR,
  IMAGE_UPLOAD_ACCEPT,
  isMainImage,
  LOADING_IMAGE_ERROR,
  MAX_IMAGE_KB,
  MAX_IMAGES_PER_PRODUCT,
  PortError,
  ProductImagePortToken,
  ProductPortToken,
  setMainProductImage,
  UPLOAD_FORMAT_SIZE_ERROR,
  UPLOAD_IMAGE_ERROR,
  UPLOAD_IMAGE_MAX_ERROR,
  UPLOAD_IMAGE_SUCCESS,
  uploadPercent,
  uploadProductImages,
  type ImageUpload,
  type ProductImage,
  type ProductImagePort,
  type ProductPort,
  type RuleError,
} from '@tagtrail/domain';
import type { TextKey } from '../i18n/texts';
import { LinkButton } from '../navigation/navigation';
import { useNotify } from '../notifications/notifications';
import { productPaths } from '../products/product.paths';
import { useLoad } from '../services/useLoad';
import { useService } from '../services/services';
import { Page } from '../shell/Page';

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  count: { color: tokens.colorNeutralForeground2 },
  gallery: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
    gap: tokens.spacingHorizontalM,
    listStyleType: 'none',
    padding: 0,
    margin: `${tokens.spacingVerticalM} 0`,
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalS,
    gap: tokens.spacingVerticalXS,
    position: 'relative',
  },
  mainCard: { border: `${tokens.strokeWidthThick} solid ${tokens.colorPaletteYellowBorderActive}` },
  picture: {
    width: '100%',
    aspectRatio: '1',
    objectFit: 'contain',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusSmall,
  },
  star: { position: 'absolute', top: tokens.spacingVerticalS, left: tokens.spacingHorizontalS },
  // spec B §2: the yellow star; a dark outline keeps it visible on a light picture (WCAG 1.4.11).
  starIcon: { color: '#ffc107', filter: 'drop-shadow(0 0 1px #3d3000) drop-shadow(0 0 1px #3d3000)' },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXS },
  hidden: { display: 'none' },
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginTop: tokens.spacingVerticalM },
});

export interface ProductImagesViewProps {
  readonly productId: number;
}

/** The gallery as loaded, and as this screen changed it since (uploads, removals, a new main image). */
interface Gallery {
  readonly images: readonly ProductImage[];
  readonly mainId: number | null;
}

/** A key of the gallery's texts (spec B §8 "Images" keys among them). */
const imageKey = (key: string): TextKey => `products.images.${key}` as TextKey;

/** A picked file's bytes, as the domain's rules read them. */
async function toUpload(file: File): Promise<ImageUpload> {
  return { name: file.name, type: file.type, bytes: new Uint8Array(await bytesOf(file)) };
}

/** Blob.arrayBuffer where there is one; FileReader elsewhere (older engines, jsdom). */
function bytesOf(file: File): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsArrayBuffer(file);
  });
}

/** The message key of a failed call: the server's own image key when it sent one, else `fallback`. */
function failureKey(error: unknown, fallback: string): string {
  const key = error instanceof PortError ? error.messageKey : undefined;
  return key === UPLOAD_IMAGE_MAX_ERROR || key === UPLOAD_FORMAT_SIZE_ERROR ? key : fallback;
}

export function ProductImagesView({ productId }: ProductImagesViewProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const imagePort = useService<ProductImagePort>(ProductImagePortToken);
  const productPort = useService<ProductPort>(ProductPortToken);
  const load = useLoad(
    async (signal) => {
      const [images, product] = await Promise.all([
        imagePort.list(productId, signal),
        productPort.get(productId, signal),
      ]);
      return { productName: product.name, gallery: { images, mainId: product.thumbId ?? null } };
    },
    [imagePort, productPort, productId],
    { onError: () => notify({ intent: 'error', messageKey: imageKey(LOADING_IMAGE_ERROR) }) },
  );
  const loaded = load.status === 'ready' ? load.value : undefined;
  // Changes belong to the load they were made over: a reload (Retry) shows the server's gallery afresh.
  const [changed, setChanged] = useState<{ over: typeof loaded; gallery: Gallery }>();
  const gallery = changed !== undefined && changed.over === loaded ? changed.gallery : loaded?.gallery;
  const change = (next: Partial<Gallery>) =>
    setChanged({ over: loaded, gallery: { images: [], mainId: null, ...gallery, ...next } });
  const productName = loaded?.productName;
  const mainId = gallery?.mainId ?? null;
  const [progress, setProgress] = useState<{ count: number; percent: number }>();
  const [problems, setProblems] = useState<RuleError[]>([]);
  const [helpOpen, setHelpOpen] = useState(false);
  const [deleting, setDeleting] = useState<ProductImage>();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const text = (key: string, params: Readonly<Record<string, unknown>> = {}): string => t(imageKey(key), { ...params });

  const images = gallery?.images ?? [];
  const full = images.length >= MAX_IMAGES_PER_PRODUCT;

  const onFiles = async (list: FileList | null) => {
    if (list === null || list.length === 0) return;
    const files = await Promise.all([...list].map(toUpload));
    if (input.current) input.current.value = '';
    // Said at once, whatever the server answers next: the use case checks the same against the stored count.
    const check = checkImageUploads(images.length, files);
    setProblems([...check.errors, ...check.refused.flatMap((refused) => refused.errors)]);
    setProgress({ count: files.length, percent: 0 });
    try {
      const outcome = await uploadProductImages(imagePort, productId, files, (sent) =>
        setProgress({ count: files.length, percent: uploadPercent(sent) }),
      );
      setProblems([...outcome.errors, ...outcome.refused.flatMap((refused) => refused.errors)]);
      if (outcome.uploaded.length > 0) {
        notify({ intent: 'success', messageKey: imageKey(UPLOAD_IMAGE_SUCCESS) });
        // The first image a product gets becomes its main one on the server (spec B §4).
        change({
          images: [...images, ...outcome.uploaded],
          mainId: mainId ?? outcome.uploaded[0]?.id ?? null,
        });
      }
    } catch (error) {
      const key = failureKey(error, UPLOAD_IMAGE_ERROR);
      // The server's refusal names the file and why: said under the gallery as the browser's own checks are.
      if (key !== UPLOAD_IMAGE_ERROR && error instanceof PortError)
        setProblems((error.details ?? [{ key }]).map((detail) => ({ ...detail, key: detail.key })));
      notify({
        intent: 'error',
        messageKey: imageKey(key === UPLOAD_FORMAT_SIZE_ERROR ? UPLOAD_IMAGE_ERROR : key),
        params: { max: MAX_IMAGES_PER_PRODUCT },
      });
    } finally {
      setProgress(undefined);
    }
  };

  const makeMain = async (image: ProductImage) => {
    setBusy(true);
    try {
      change({ mainId: await setMainProductImage(imagePort, productId, image.id) });
    } catch {
      notify({ intent: 'error', messageKey: imageKey(IMAGE_FAVOR_ERROR) });
    } finally {
      setBusy(false);
    }
  };

  const copyUrl = async (image: ProductImage) => {
    try {
      await navigator.clipboard.writeText(new URL(image.uri, window.location.href).href);
      notify({ intent: 'success', messageKey: imageKey('urlCopied') });
    } catch {
      notify({ intent: 'warning', messageKey: imageKey('copyFailed') });
    }
  };

  const confirmDelete = async () => {
    const image = deleting;
    if (image === undefined) return;
    setBusy(true);
    try {
      await imagePort.remove(productId, image.id);
      notify({ intent: 'success', messageKey: imageKey(DELETE_IMAGE_SUCCESS) });
      const left = images.filter((candidate) => candidate.id !== image.id);
      // The server hands the main image over to the oldest one left.
      change({ images: left, mainId: mainId === image.id ? (left[0]?.id ?? null) : mainId });
    } catch {
      notify({ intent: 'error', messageKey: imageKey(DELETE_IMAGE_ERROR) });
    } finally {
      setBusy(false);
      setDeleting(undefined);
    }
  };

  const problemText = (problem: RuleError) =>
    problem.key === UPLOAD_FORMAT_SIZE_ERROR
      ? `${text('refused', problem.params)}: ${
          problem.params?.reason === 'size' ? text('reasonSize', { maxKb: MAX_IMAGE_KB }) : text('reasonFormat')
        }`
      : text(problem.key, { max: MAX_IMAGES_PER_PRODUCT, ...problem.params });

  const title = productName === undefined ? text('titlePlain') : text('title', { name: productName });

  return (
    <Page
      title={title}
      actions={
        <div className={styles.toolbar}>
          <Button
            appearance="primary"
            icon={<ArrowUpload20Regular />}
            disabled={load.status !== 'ready' || full || progress !== undefined}
            onClick={() => input.current?.click()}
          >
            {text('upload')}
          </Button>
          <Button icon={<QuestionCircle20Regular />} onClick={() => setHelpOpen(true)}>
            {text('help')}
          </Button>
          <LinkButton to={productPaths.edit(productId)} appearance="subtle" icon={<ArrowLeft20Regular />}>
            {text('back')}
          </LinkButton>
        </div>
      }
    >
      <input
        ref={input}
        className={styles.hidden}
        type="file"
        multiple
        accept={IMAGE_UPLOAD_ACCEPT}
        aria-label={text('upload')}
        data-testid="product-image-input"
        onChange={(event) => void onFiles(event.currentTarget.files)}
      />
      {load.status === 'loading' && <Spinner label={text('loading')} />}
      {load.status === 'failed' && (
        <MessageBar intent="error">
          <MessageBarBody>
            {text(LOADING_IMAGE_ERROR)}{' '}
            <Button size="small" onClick={load.retry}>
              {text('retry')}
            </Button>
          </MessageBarBody>
        </MessageBar>
      )}
      {load.status === 'ready' && (
        <>
          <Caption1 className={styles.count} aria-live="polite">
            {text('count', { count: images.length, max: MAX_IMAGES_PER_PRODUCT })}
          </Caption1>
          {progress !== undefined && (
            <Field className={styles.stack} label={text('uploading', progress)}>
              <ProgressBar value={progress.percent / 100} thickness="large" />
            </Field>
          )}
          {problems.length > 0 && (
            <div className={styles.stack} role="alert">
              {problems.map((problem, index) => (
                <MessageBar key={index} intent="error">
                  <MessageBarBody>{problemText(problem)}</MessageBarBody>
                </MessageBar>
              ))}
            </div>
          )}
          {images.length === 0 ? (
            <Body1 className={styles.stack}>{text('empty', { max: MAX_IMAGES_PER_PRODUCT })}</Body1>
          ) : (
            <ul className={styles.gallery}>
              {images.map((image) => {
                const main = isMainImage(image, mainId);
                return (
                  <li key={image.id} className={main ? `${styles.card} ${styles.mainCard}` : styles.card}>
                    <img className={styles.picture} src={image.uri} alt={text('imageAlt', { name: image.name })} />
                    {main && (
                      <span className={styles.star} role="img" aria-label={text('mainBadge')}>
                        <Star20Filled className={styles.starIcon} />
                      </span>
                    )}
                    <Body1 className={styles.name} title={image.name}>
                      {image.name}
                    </Body1>
                    <div className={styles.actions}>
                      <Tooltip content={main ? text('main') : text('setMain')} relationship="label">
                        <Button
                          appearance="subtle"
                          icon={main ? <Star20Filled className={styles.starIcon} /> : <Star20Regular />}
                          aria-pressed={main}
                          disabled={busy}
                          onClick={() => (main ? undefined : void makeMain(image))}
                        />
                      </Tooltip>
                      <Tooltip content={text('copyUrl')} relationship="label">
                        <Button appearance="subtle" icon={<Copy20Regular />} onClick={() => void copyUrl(image)} />
                      </Tooltip>
                      <Tooltip content={text('view')} relationship="label">
                        <Button
                          appearance="subtle"
                          icon={<Open20Regular />}
                          as="a"
                          href={image.uri}
                          target="_blank"
                          rel="noopener noreferrer"
                        />
                      </Tooltip>
                      <Tooltip content={text('delete')} relationship="label">
                        <Button
                          appearance="subtle"
                          icon={<Delete20Regular />}
                          disabled={busy}
                          onClick={() => setDeleting(image)}
                        />
                      </Tooltip>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}

      <Dialog open={helpOpen} onOpenChange={(_, data) => setHelpOpen(data.open)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{text('helpTitle')}</DialogTitle>
            <DialogContent>
              <ul>
                <li>{text('helpFormats')}</li>
                <li>{text('helpSize', { maxKb: MAX_IMAGE_KB })}</li>
                <li>{text('helpMax', { max: MAX_IMAGES_PER_PRODUCT })}</li>
                <li>{text('helpMain')}</li>
              </ul>
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={() => setHelpOpen(false)}>
                {text('close')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>

      <Dialog
        open={deleting !== undefined}
        modalType="alert"
        onOpenChange={(_, data) => (data.open ? undefined : setDeleting(undefined))}
      >
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{text('deleteTitle')}</DialogTitle>
            <DialogContent>{text('deleteQuestion', { name: deleting?.name ?? '' })}</DialogContent>
            <DialogActions>
              <Button onClick={() => setDeleting(undefined)}>{text('cancel')}</Button>
              <Button appearance="primary" disabled={busy} onClick={() => void confirmDelete()}>
                {text('deleteConfirm')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </Page>
  );
}
