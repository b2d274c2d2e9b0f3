/**
 * The app-less public pages: the tag page `/t/{hash}` and `/store` (spec B §2).
 * Until the tag-reading call lands, every path answers the spec's 'resource not found' label, so a scan
 * never shows a blank page.
 */
const messages = {
  pt: 'Recurso não encontrado',
  en: 'Resource not found',
  es: 'Recurso no encontrado',
} as const;

function visitorLanguage(): keyof typeof messages {
  const code = navigator.language.slice(0, 2).toLowerCase();
  return code === 'pt' || code === 'es' ? code : 'en';
}

export function PublicApp() {
  const language = visitorLanguage();
  return (
    <main lang={language} style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem 1rem', textAlign: 'center' }}>
      <h1 style={{ fontSize: '1.25rem', color: '#0055b8' }}>Tagtrail</h1>
      <p role="status">{messages[language]}</p>
    </main>
  );
}
