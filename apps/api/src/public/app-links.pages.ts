/**
 * The store page and the privacy page we ship (issue 12 §4): plain HTML in pt/en/es, no script, readable at 320 px.
 */
import type { LanguageCode, StorePage } from '@tagtrail/domain';
import { escapeHtml } from '@tagtrail/public-pages';

const STYLE = `body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f1f1f;background:#f5f5f5}
header{background:#0055b8;color:#fff;padding:.75rem 1rem;font-weight:600}main{max-width:40rem;margin:0 auto;padding:1rem}
h1{font-size:1.5rem;line-height:1.25}.stores{display:flex;flex-wrap:wrap;gap:.75rem}
.stores a{display:inline-block;min-height:44px;padding:.6rem 1rem;border-radius:6px;background:#1f1f1f;color:#fff;text-decoration:none;font-weight:600}
h2{font-size:1.1rem;margin-top:1.5rem}`;

function page(language: LanguageCode, title: string, body: string): string {
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>` +
    `<style>${STYLE}</style></head><body><header>Tagtrail</header><main>${body}</main></body></html>`
  );
}

const STORE_TEXTS: Record<
  LanguageCode,
  { title: string; intro: string; apple: string; google: string; none: string; notFound: string }
> = {
  pt: {
    title: 'Baixe o aplicativo',
    intro: 'Escolha a loja do seu celular.',
    apple: 'Baixar na App Store',
    google: 'Disponível no Google Play',
    none: 'O aplicativo ainda não está nas lojas. Você pode continuar lendo as etiquetas pela câmera do celular.',
    notFound: 'Recurso não encontrado',
  },
  en: {
    title: 'Get the app',
    intro: "Choose your phone's store.",
    apple: 'Download on the App Store',
    google: 'Get it on Google Play',
    none: "The app is not in the stores yet. You can keep reading tags with your phone's camera.",
    notFound: 'Resource not found',
  },
  es: {
    title: 'Descargue la aplicación',
    intro: 'Elija la tienda de su teléfono.',
    apple: 'Descargar en la App Store',
    google: 'Disponible en Google Play',
    none: 'La aplicación aún no está en las tiendas. Puede seguir leyendo las etiquetas con la cámara del teléfono.',
    notFound: 'Recurso no encontrado',
  },
};

export function storePageHtml(language: LanguageCode, store: Exclude<StorePage, { kind: 'redirect' }>): string {
  const t = STORE_TEXTS[language];
  if (store.kind === 'notFound')
    return page(language, t.notFound, `<h1>Tagtrail</h1><p role="status">${escapeHtml(t.notFound)}</p>`);
  const badges = [
    store.links.apple === undefined ? '' : `<a href="${escapeHtml(store.links.apple)}">${escapeHtml(t.apple)}</a>`,
    store.links.google === undefined ? '' : `<a href="${escapeHtml(store.links.google)}">${escapeHtml(t.google)}</a>`,
  ].join('');
  const body =
    badges === ''
      ? `<h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.none)}</p>`
      : `<h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.intro)}</p><nav class="stores">${badges}</nav>`;
  return page(language, t.title, body);
}

const PRIVACY: Record<LanguageCode, { title: string; sections: readonly [string, string][] }> = {
  pt: {
    title: 'Política de privacidade',
    sections: [
      [
        'O que registramos ao ler uma etiqueta',
        'A data e hora da leitura; a posição do celular, só se você permitir (sem permissão, registramos 0,0); o modelo do aparelho e o sistema, lidos do navegador; e um identificador aleatório guardado num cookie do nosso site, para reconhecer o mesmo aparelho em outra leitura. Não usamos impressão digital do aparelho.',
      ],
      [
        'Para que',
        'Para mostrar se o produto é original, está na validade e não foi recolhido, e para que o fabricante veja onde e quando suas etiquetas são lidas e realize promoções entre quem as lê.',
      ],
      ['Com quem', 'As leituras de uma etiqueta são vistas apenas pelo fabricante do produto. Não vendemos dados.'],
      [
        'Seus direitos',
        'Você pode apagar o cookie no navegador a qualquer momento. Para pedir acesso ou exclusão de dados, fale com o fabricante do produto.',
      ],
    ],
  },
  en: {
    title: 'Privacy policy',
    sections: [
      [
        'What we record when you read a tag',
        "The date and time of the reading; your phone's position, only if you allow it (without permission we record 0,0); the device model and operating system, as the browser tells them; and a random identifier kept in a cookie of our site, to recognise the same device on another reading. We do not fingerprint devices.",
      ],
      [
        'What for',
        'To show whether the product is genuine, in date and not recalled, and so that the manufacturer sees where and when its tags are read and runs promotions among the people who read them.',
      ],
      ['With whom', "A tag's readings are seen only by the product's manufacturer. We do not sell data."],
      [
        'Your rights',
        "You can delete the cookie in your browser at any time. To ask for access to or deletion of data, contact the product's manufacturer.",
      ],
    ],
  },
  es: {
    title: 'Política de privacidad',
    sections: [
      [
        'Qué registramos al leer una etiqueta',
        'La fecha y hora de la lectura; la posición del teléfono, solo si usted lo permite (sin permiso registramos 0,0); el modelo del aparato y el sistema, según el navegador; y un identificador aleatorio guardado en una cookie de nuestro sitio, para reconocer el mismo aparato en otra lectura. No usamos huellas del aparato.',
      ],
      [
        'Para qué',
        'Para mostrar si el producto es original, está vigente y no fue retirado, y para que el fabricante vea dónde y cuándo se leen sus etiquetas y realice promociones entre quienes las leen.',
      ],
      ['Con quién', 'Las lecturas de una etiqueta solo las ve el fabricante del producto. No vendemos datos.'],
      [
        'Sus derechos',
        'Puede borrar la cookie en su navegador cuando quiera. Para pedir acceso o eliminación de datos, contacte al fabricante del producto.',
      ],
    ],
  },
};

export function privacyPageHtml(language: LanguageCode): string {
  const t = PRIVACY[language];
  const sections = t.sections
    .map(([heading, text]) => `<h2>${escapeHtml(heading)}</h2><p>${escapeHtml(text)}</p>`)
    .join('');
  return page(language, t.title, `<h1>${escapeHtml(t.title)}</h1>${sections}`);
}
