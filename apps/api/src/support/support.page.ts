/**
 * The support page we ship (issue 8 §9): what the portal's "Help and support" opens when SUPPORT_URL names no page of
 * the operator's own. Portuguese, English and Spanish, plain HTML with its own style and no script.
 */
import type { LanguageCode } from '@tagtrail/domain';
import { escapeHtml } from '@tagtrail/public-pages';

interface SupportTexts {
  readonly htmlLang: string;
  readonly title: string;
  readonly intro: string;
  readonly sections: readonly { readonly heading: string; readonly text: string }[];
  readonly back: string;
  readonly languages: string;
}

const TEXT: Record<LanguageCode, SupportTexts> = {
  pt: {
    htmlLang: 'pt-BR',
    title: 'Ajuda e suporte',
    intro: 'Respostas para as dúvidas mais comuns do portal Tagtrail.',
    sections: [
      {
        heading: 'Primeiro acesso',
        text: 'Seu usuário e uma senha temporária são criados pelo administrador (ou pelo parceiro, para usuários de clientes). No primeiro acesso, você escolhe a sua própria senha.',
      },
      {
        heading: 'Esqueci minha senha',
        text: 'Peça a quem criou o seu usuário uma nova senha temporária. A senha antiga e as sessões abertas deixam de valer.',
      },
      {
        heading: 'Muitas tentativas',
        text: 'Depois de várias senhas erradas, o acesso aguarda alguns minutos. Tente de novo mais tarde; o tempo de espera aparece na tela.',
      },
      {
        heading: 'Uma etiqueta não abre',
        text: 'Verifique se o NFC do celular está ligado e aproxime o aparelho da etiqueta, ou leia o QR code com a câmera.',
      },
      {
        heading: 'Outras dúvidas',
        text: 'Fale com a empresa que forneceu as suas etiquetas ou com o administrador do Tagtrail na sua empresa.',
      },
    ],
    back: 'Voltar ao portal',
    languages: 'Idioma',
  },
  en: {
    htmlLang: 'en',
    title: 'Help and support',
    intro: 'Answers to the most common questions about the Tagtrail portal.',
    sections: [
      {
        heading: 'Signing in for the first time',
        text: 'Your user name and a temporary password are created by your administrator (or by your partner, for customer users). At the first sign-in you choose your own password.',
      },
      {
        heading: 'I forgot my password',
        text: 'Ask whoever created your user for a new temporary password. The old password and any open sessions stop working.',
      },
      {
        heading: 'Too many attempts',
        text: 'After several wrong passwords, signing in waits a few minutes. Try again later; the page says how long.',
      },
      {
        heading: 'A tag does not open',
        text: "Check that the phone's NFC is on and hold the phone close to the tag, or scan the QR code with the camera.",
      },
      {
        heading: 'Anything else',
        text: 'Contact the company that supplied your tags, or the Tagtrail administrator in your company.',
      },
    ],
    back: 'Back to the portal',
    languages: 'Language',
  },
  es: {
    htmlLang: 'es',
    title: 'Ayuda y soporte',
    intro: 'Respuestas a las preguntas más comunes sobre el portal Tagtrail.',
    sections: [
      {
        heading: 'Primer acceso',
        text: 'Su usuario y una contraseña temporal los crea el administrador (o el socio, para los usuarios de clientes). En el primer acceso, usted elige su propia contraseña.',
      },
      {
        heading: 'Olvidé mi contraseña',
        text: 'Pida a quien creó su usuario una nueva contraseña temporal. La contraseña anterior y las sesiones abiertas dejan de valer.',
      },
      {
        heading: 'Demasiados intentos',
        text: 'Después de varias contraseñas incorrectas, el acceso espera unos minutos. Vuelva a intentarlo más tarde; la pantalla indica cuánto falta.',
      },
      {
        heading: 'Una etiqueta no abre',
        text: 'Compruebe que el NFC del teléfono esté activado y acerque el teléfono a la etiqueta, o lea el código QR con la cámara.',
      },
      {
        heading: 'Otras consultas',
        text: 'Comuníquese con la empresa que le proporcionó las etiquetas o con el administrador de Tagtrail de su empresa.',
      },
    ],
    back: 'Volver al portal',
    languages: 'Idioma',
  },
};

const LANGUAGE_NAMES: Record<LanguageCode, string> = { pt: 'Português', en: 'English', es: 'Español' };

const STYLE = `
:root{color-scheme:light dark;--brand:#0055b8;--ink:#1b1f24;--muted:#5b6470;--bg:#eef2f7;--card:#fff;--focus:#0055b8}
@media (prefers-color-scheme:dark){:root{--brand:#4c95f0;--ink:#e8ecf1;--muted:#a9b3bf;--bg:#12161b;--card:#1c2229;
--focus:#8cbcff}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;padding:1.5rem 1rem;
background:var(--bg);color:var(--ink);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{width:100%;max-width:40rem;background:var(--card);border-radius:12px;padding:2rem 1.75rem;
box-shadow:0 1px 2px rgba(0,0,0,.08),0 8px 24px rgba(0,0,0,.08)}
.brand{color:var(--brand);font-weight:700;font-size:1.25rem;margin:0 0 1rem}
h1{font-size:1.5rem;font-weight:600;margin:0 0 .5rem}
h2{font-size:1.125rem;font-weight:600;margin:1.5rem 0 .25rem}
p{margin:0 0 .75rem}
.intro{color:var(--muted)}
a{color:var(--brand)}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
nav{margin-top:1.25rem;display:flex;flex-wrap:wrap;justify-content:center;gap:.25rem 1rem;font-size:.9375rem}
nav a{color:var(--muted);padding:.25rem}
nav a[aria-current]{color:var(--ink);font-weight:600;text-decoration:none}
.back{display:inline-block;margin-top:1rem;font-weight:600}
`;

/** The whole page in `language`, with links to the other two. */
export function renderSupportPage(language: LanguageCode): string {
  const t = TEXT[language];
  const sections = t.sections
    .map(({ heading, text }) => `<h2>${escapeHtml(heading)}</h2>\n<p>${escapeHtml(text)}</p>`)
    .join('\n');
  const languages = (Object.keys(TEXT) as LanguageCode[])
    .map((code) => {
      const current = code === language ? ' aria-current="page"' : '';
      return `<a href="/support/${code}" hreflang="${TEXT[code].htmlLang}" lang="${TEXT[code].htmlLang}"${current}>${LANGUAGE_NAMES[code]}</a>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="${t.htmlLang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.title)} · Tagtrail</title>
<style>${STYLE}</style>
</head>
<body>
<main aria-labelledby="title">
<p class="brand">Tagtrail</p>
<h1 id="title">${escapeHtml(t.title)}</h1>
<p class="intro">${escapeHtml(t.intro)}</p>
${sections}
<a class="back" href="/">${escapeHtml(t.back)}</a>
</main>
<nav aria-label="${escapeHtml(t.languages)}">
${languages}
</nav>
</body>
</html>`;
}
