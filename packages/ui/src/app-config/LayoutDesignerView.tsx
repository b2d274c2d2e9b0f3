/**
 * Partner › Customer › App › Layout (spec A §2 "/cliente/{clienteId}/aplicativo/{appId}/layout", §3, §4, §5, §8,
 * §9): tabs Splash, Main, Read and Setting, each with the images and colours of that screen beside a live phone
 * preview. Save packs the design into the template zip in the browser and uploads it with progress ('layout save
 * success' / 'layout save error'); Download saves it named after the customer's code; a zip from elsewhere can be
 * uploaded as it is, and the server's refusals are listed in the user's language.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  Body1,
  Button,
  Caption1,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  ProgressBar,
  Spinner,
  Tab,
  TabList,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowClockwise20Regular,
  ArrowDownload20Regular,
  ArrowLeft20Regular,
  ArrowReset20Regular,
  ArrowUpload20Regular,
  Dismiss20Regular,
  Save20Regular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import {
  LAYOUT_IMAGE_NAMES,
  LAYOUT_TABS,
  type LayoutColorField,
  type LayoutImageName,
  type LayoutTab,
} from '@tagtrail/domain';
import { translateMessage } from '../i18n/i18n';
import { LinkButton } from '../navigation/navigation';
import { Page } from '../shell/Page';
import { appConfigPaths } from './app-config.paths';
import { ColorField } from './ColorField';
import type { LayoutImages } from './layout-design';
import { LayoutImageField } from './LayoutImageField';
import { PhonePreview, type ImageUrls } from './PhonePreview';
import { useLayoutDesigner } from './useLayoutDesigner';

/** What each screen shows, so its tab offers those images and colours (the spec names the tabs, not their fields). */
const SCREENS: Readonly<Record<LayoutTab, { images: LayoutImageName[]; colors: LayoutColorField[] }>> = {
  splash: { images: ['splash.png'], colors: ['primaryColor', 'statusBarColor'] },
  main: {
    images: ['menu_logo_150x100.png', 'logo_main.png', 'background.png', 'button_video.png', 'button_manual.png'],
    colors: ['primaryColor', 'mainButtonFrom', 'mainButtonTo', 'tabTextColor'],
  },
  read: { images: ['menu_logo_150x100.png'], colors: ['secondaryColor', 'primaryColor', 'statusBarColor'] },
  setting: { images: [], colors: ['primaryColor', 'secondaryColor', 'tabTextColor', 'statusBarColor'] },
};

const useStyles = makeStyles({
  intro: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  tabs: { overflowX: 'auto' },
  panel: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXXL,
    alignItems: 'flex-start',
    paddingBlock: tokens.spacingVerticalM,
  },
  fields: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    flexGrow: 1,
    flexBasis: '300px',
    maxWidth: '520px',
    minWidth: 0,
  },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, margin: 0, padding: 0, border: 0 },
  legend: {
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
    padding: 0,
    marginBottom: tokens.spacingVerticalS,
  },
  // The phone stays in sight while the fields beside it scroll.
  preview: {
    display: 'flex',
    justifyContent: 'center',
    flexGrow: 1,
    flexBasis: '232px',
    position: 'sticky',
    top: tokens.spacingVerticalL,
  },
  progress: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalM, maxWidth: '560px' },
  bar: { flexGrow: 1 },
  problems: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
  hiddenInput: { display: 'none' },
  failed: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalM },
});

/** Object URLs of the images for <img>, made once per image and let go when it changes or the page goes. */
function useImageUrls(images: LayoutImages): ImageUrls {
  const urls = useMemo(() => {
    const made: Partial<Record<LayoutImageName, string>> = {};
    for (const name of LAYOUT_IMAGE_NAMES) {
      const bytes = images[name];
      if (bytes !== null)
        made[name] = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/png' }));
    }
    return made;
  }, [images]);
  useEffect(() => () => Object.values(urls).forEach((url) => URL.revokeObjectURL(url)), [urls]);
  return urls;
}

export function LayoutDesignerView({ customerId, appId }: { customerId: number; appId: number }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const designer = useLayoutDesigner(customerId, appId);
  const [tab, setTab] = useState<LayoutTab>('splash');
  const urls = useImageUrls(designer.images);
  const zipInput = useRef<HTMLInputElement>(null);
  const backTo = appConfigPaths.edit(customerId, appId);

  const title =
    designer.appName === undefined ? t('layout.titleFallback') : t('layout.title', { app: designer.appName });
  const back = (
    <LinkButton to={backTo} appearance="subtle" icon={<ArrowLeft20Regular />}>
      {t('layout.back')}
    </LinkButton>
  );

  if (designer.load.status !== 'ready') {
    return (
      <Page title={title}>
        {designer.load.status === 'loading' ? (
          <Spinner label={t('app.loading')} labelPosition="after" />
        ) : (
          <div className={styles.failed} role="alert">
            <Body1>{t('layout.loadFailed')}</Body1>
            <div>
              <Button icon={<ArrowClockwise20Regular />} onClick={designer.retry}>
                {t('form.retry')}
              </Button>{' '}
              {back}
            </div>
          </div>
        )}
      </Page>
    );
  }

  const busy = designer.work !== undefined;
  const screen = SCREENS[tab];
  const percent = designer.work?.percent;

  return (
    <Page title={title}>
      <div className={styles.intro}>
        {designer.customer && (
          <Caption1>
            {t('layout.customerLine', { customer: `${designer.customer.code} · ${designer.customer.name}` })}
          </Caption1>
        )}
        {!designer.load.stored && (
          <MessageBar intent="info" layout="multiline">
            <MessageBarBody>{t('layout.noStoredLayout')}</MessageBarBody>
          </MessageBar>
        )}
        <div className={styles.toolbar}>
          <Button
            appearance="primary"
            icon={
              designer.work?.kind === 'saving' ? (
                <Spinner size="tiny" aria-label={t('layout.saving')} />
              ) : (
                <Save20Regular />
              )
            }
            disabled={busy}
            onClick={designer.save}
          >
            {t('layout.save')}
          </Button>
          <Button icon={<ArrowDownload20Regular />} disabled={busy} onClick={designer.download}>
            {t('layout.download')}
          </Button>
          <input
            ref={zipInput}
            className={styles.hiddenInput}
            type="file"
            accept=".zip,application/zip"
            aria-label={t('layout.uploadZip')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = ''; // the same file again is a new choice
              if (file) designer.uploadZip(file);
            }}
          />
          <Button
            icon={
              designer.work?.kind === 'uploading' ? (
                <Spinner size="tiny" aria-label={t('layout.progressLabel')} />
              ) : (
                <ArrowUpload20Regular />
              )
            }
            disabled={busy}
            title={t('layout.uploadHint')}
            onClick={() => zipInput.current?.click()}
          >
            {t('layout.uploadZip')}
          </Button>
          <Button appearance="subtle" icon={<ArrowReset20Regular />} disabled={busy} onClick={designer.resetColors}>
            {t('layout.resetColors')}
          </Button>
          {back}
        </div>
        {busy && (
          <div className={styles.progress}>
            <Field
              className={styles.bar}
              label={t('layout.progressLabel')}
              hint={percent === undefined ? t('layout.saving') : t('layout.progress', { percent })}
            >
              <ProgressBar
                max={100}
                value={percent}
                aria-valuetext={percent === undefined ? undefined : `${percent}%`}
                thickness="large"
              />
            </Field>
            <Button icon={<Dismiss20Regular />} onClick={designer.cancel}>
              {t('layout.cancel')}
            </Button>
          </div>
        )}
        {designer.refusal.length > 0 && (
          <MessageBar intent="error" layout="multiline" politeness="assertive">
            <MessageBarBody>
              <MessageBarTitle>{t('layout.refusedTitle')}</MessageBarTitle>
              <ul className={styles.problems}>
                {designer.refusal.map((problem, index) => (
                  <li key={index}>
                    {translateMessage(
                      t,
                      problem.key,
                      { field: problem.field ?? '', ...problem.params },
                      'layout.uploadFailed',
                    )}
                  </li>
                ))}
              </ul>
            </MessageBarBody>
          </MessageBar>
        )}
      </div>

      <TabList
        className={styles.tabs}
        aria-label={t('layout.tabs')}
        selectedValue={tab}
        onTabSelect={(_event, data) => setTab(data.value as LayoutTab)}
      >
        {LAYOUT_TABS.map((value) => (
          <Tab key={value} value={value} id={`layout-tab-${value}`}>
            {t(`layout.${value}`)}
          </Tab>
        ))}
      </TabList>
      <div className={styles.panel} role="tabpanel" aria-labelledby={`layout-tab-${tab}`}>
        <div className={styles.fields}>
          {screen.images.length > 0 && (
            <fieldset className={styles.group}>
              <legend className={styles.legend}>{t('layout.images')}</legend>
              {screen.images.map((name) => (
                <LayoutImageField
                  key={name}
                  name={name}
                  bytes={designer.images[name]}
                  url={urls[name]}
                  onChange={designer.setImage}
                  disabled={busy}
                />
              ))}
            </fieldset>
          )}
          <fieldset className={styles.group}>
            <legend className={styles.legend}>{t('layout.colors')}</legend>
            {screen.colors.map((field) => (
              <ColorField
                key={field}
                field={field}
                colors={designer.colors}
                onChange={designer.setColor}
                disabled={busy}
              />
            ))}
          </fieldset>
        </div>
        <div className={styles.preview}>
          <PhonePreview screen={tab} colors={designer.colors} images={urls} />
        </div>
      </div>
    </Page>
  );
}
