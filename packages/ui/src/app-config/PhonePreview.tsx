/**
 * A phone showing one screen of the customer's app as the design would make it (spec A §2 "each tab has a phone
 * preview"): its colours and images, live as they change. One picture to assistive technology, named after the
 * screen: what it shows is the colours and images the fields beside it already say.
 */
import type { CSSProperties, ReactNode } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { LayoutColors, LayoutImageName, LayoutTab } from '@tagtrail/domain';

export type ImageUrls = Readonly<Partial<Record<LayoutImageName, string>>>;

const useStyles = makeStyles({
  phone: {
    boxSizing: 'border-box',
    width: '232px',
    height: '464px',
    flexShrink: 0,
    borderRadius: '32px',
    border: '10px solid #1f1f1f',
    boxShadow: tokens.shadow16,
    overflow: 'hidden',
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: '#ffffff',
    fontFamily: tokens.fontFamilyBase,
    fontSize: '12px',
    color: '#1f1f1f',
  },
  status: {
    height: '20px',
    flexShrink: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    paddingInline: '12px',
    fontSize: '10px',
    fontWeight: tokens.fontWeightSemibold,
  },
  bar: {
    height: '44px',
    flexShrink: 0,
    display: 'flex',
    alignItems: 'center',
    gap: '8px',
    paddingInline: '10px',
    fontWeight: tokens.fontWeightSemibold,
    fontSize: '14px',
  },
  burger: { display: 'flex', flexDirection: 'column', gap: '3px', width: '16px' },
  burgerLine: { height: '2px', borderRadius: '1px' },
  menuLogo: { height: '30px', maxWidth: '90px', objectFit: 'contain' },
  body: {
    flexGrow: 1,
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '14px',
    padding: '12px',
    backgroundSize: 'cover',
    backgroundPosition: 'center',
    overflow: 'hidden',
  },
  splashImage: { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' },
  splashMark: { width: '72px', height: '72px', borderRadius: '50%', border: '6px solid rgba(255,255,255,0.85)' },
  mainLogo: { maxWidth: '70%', maxHeight: '84px', objectFit: 'contain' },
  logoPlaceholder: { width: '96px', height: '56px', borderRadius: '8px', border: '2px dashed rgba(0,0,0,0.25)' },
  mainButton: {
    width: '86%',
    paddingBlock: '12px',
    borderRadius: '24px',
    textAlign: 'center',
    fontWeight: tokens.fontWeightBold,
    fontSize: '14px',
    color: '#ffffff',
    boxShadow: tokens.shadow4,
  },
  buttons: { display: 'flex', gap: '18px' },
  roundButton: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '4px' },
  roundImage: { width: '44px', height: '44px', objectFit: 'contain' },
  roundPlaceholder: { width: '44px', height: '44px', borderRadius: '50%' },
  roundLabel: {
    fontSize: '11px',
    fontWeight: tokens.fontWeightSemibold,
    backgroundColor: 'rgba(255,255,255,0.9)',
    color: '#1f1f1f',
    paddingInline: '6px',
    borderRadius: '8px',
  },
  ring: {
    width: '128px',
    height: '128px',
    borderRadius: '50%',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    border: '10px solid',
  },
  ringCore: { width: '64px', height: '64px', borderRadius: '50%' },
  readText: {
    textAlign: 'center',
    fontWeight: tokens.fontWeightSemibold,
    fontSize: '13px',
    backgroundColor: 'rgba(255,255,255,0.92)',
    color: '#1f1f1f',
    padding: '4px 8px',
    borderRadius: '8px',
  },
  chip: { padding: '4px 10px', borderRadius: '12px', color: '#ffffff', fontWeight: tokens.fontWeightSemibold },
  settings: { alignSelf: 'stretch', justifyContent: 'flex-start', padding: 0, gap: 0, backgroundColor: '#ffffff' },
  settingRow: {
    alignSelf: 'stretch',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    paddingInline: '14px',
    height: '44px',
    borderBottom: '1px solid #e5e5e5',
  },
  toggle: { width: '30px', height: '16px', borderRadius: '8px', position: 'relative' },
  knob: {
    position: 'absolute',
    top: '2px',
    width: '12px',
    height: '12px',
    borderRadius: '50%',
    backgroundColor: '#ffffff',
  },
  tabs: { height: '44px', flexShrink: 0, display: 'flex' },
  tab: {
    flexGrow: 1,
    flexBasis: 0,
    display: 'block',
    lineHeight: '38px',
    textAlign: 'center',
    minWidth: 0,
    paddingInline: '2px',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    fontSize: '10px',
    fontWeight: tokens.fontWeightSemibold,
    borderTop: '3px solid transparent',
  },
});

export interface PhonePreviewProps {
  screen: LayoutTab;
  colors: LayoutColors;
  images: ImageUrls;
}

export function PhonePreview({ screen, colors, images }: PhonePreviewProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const statusBar = (
    <div className={styles.status} style={{ backgroundColor: colors.statusBarColor, color: '#ffffff' }}>
      <span>9:41</span>
      <span>●●● ▮</span>
    </div>
  );
  const appBar = (title?: string) => (
    <div className={styles.bar} style={{ backgroundColor: colors.primaryColor, color: colors.tabTextColor }}>
      <span className={styles.burger}>
        {[0, 1, 2].map((line) => (
          <span key={line} className={styles.burgerLine} style={{ backgroundColor: colors.tabTextColor }} />
        ))}
      </span>
      {title ??
        (images['menu_logo_150x100.png'] ? (
          <img className={styles.menuLogo} src={images['menu_logo_150x100.png']} alt="" />
        ) : null)}
    </div>
  );
  const tabBar = (selected: 'home' | 'history' | 'settings') => (
    <div className={styles.tabs} style={{ backgroundColor: colors.primaryColor }}>
      {(['home', 'history', 'settings'] as const).map((tab) => (
        <span
          key={tab}
          className={styles.tab}
          style={{
            color: colors.tabTextColor,
            borderTopColor: tab === selected ? colors.secondaryColor : 'transparent',
            opacity: tab === selected ? 1 : 0.8,
          }}
        >
          {t(`layout.phone.${tab}`)}
        </span>
      ))}
    </div>
  );
  const background: CSSProperties = images['background.png']
    ? { backgroundImage: `url(${images['background.png']})` }
    : { backgroundColor: colors.primaryLightColor };

  let content: ReactNode;
  if (screen === 'splash') {
    content = (
      <div className={styles.body} style={{ backgroundColor: colors.primaryColor }}>
        {images['splash.png'] ? (
          <img className={styles.splashImage} src={images['splash.png']} alt="" />
        ) : (
          <span className={styles.splashMark} />
        )}
      </div>
    );
  } else if (screen === 'main') {
    content = (
      <>
        {appBar()}
        <div className={styles.body} style={background}>
          {images['logo_main.png'] ? (
            <img className={styles.mainLogo} src={images['logo_main.png']} alt="" />
          ) : (
            <span className={styles.logoPlaceholder} />
          )}
          <div
            className={styles.mainButton}
            style={{ backgroundImage: `linear-gradient(90deg, ${colors.mainButtonFrom}, ${colors.mainButtonTo})` }}
          >
            {t('layout.phone.readTag')}
          </div>
          <div className={styles.buttons}>
            {(
              [
                ['button_video.png', 'video'],
                ['button_manual.png', 'manual'],
              ] as const
            ).map(([image, label]) => (
              <span key={image} className={styles.roundButton}>
                {images[image] ? (
                  <img className={styles.roundImage} src={images[image]} alt="" />
                ) : (
                  <span className={styles.roundPlaceholder} style={{ backgroundColor: colors.secondaryColor }} />
                )}
                <span className={styles.roundLabel}>{t(`layout.phone.${label}`)}</span>
              </span>
            ))}
          </div>
        </div>
        {tabBar('home')}
      </>
    );
  } else if (screen === 'read') {
    content = (
      <>
        {appBar()}
        <div className={styles.body} style={{ backgroundColor: colors.secondaryLightColor }}>
          <span className={styles.ring} style={{ borderColor: colors.secondaryColor }}>
            <span className={styles.ringCore} style={{ backgroundColor: colors.primaryColor }} />
          </span>
          <span className={styles.readText}>{t('layout.phone.holdNear')}</span>
          <span className={styles.chip} style={{ backgroundColor: colors.primaryDarkColor }}>
            {t('layout.phone.scanning')}
          </span>
        </div>
        {tabBar('history')}
      </>
    );
  } else {
    content = (
      <>
        {appBar(t('layout.phone.settings'))}
        <div className={mergeClasses(styles.body, styles.settings)}>
          {(['language', 'notifications', 'location', 'about'] as const).map((row, index) => (
            <span key={row} className={styles.settingRow}>
              {t(`layout.phone.${row}`)}
              {row !== 'about' && (
                <span
                  className={styles.toggle}
                  style={{ backgroundColor: index === 1 ? colors.secondaryLightColor : colors.secondaryColor }}
                >
                  <span className={styles.knob} style={index === 1 ? { left: '2px' } : { right: '2px' }} />
                </span>
              )}
            </span>
          ))}
        </div>
        {tabBar('settings')}
      </>
    );
  }

  return (
    <div className={styles.phone} role="img" aria-label={t('layout.preview', { screen: t(`layout.${screen}`) })}>
      {statusBar}
      {content}
    </div>
  );
}
