import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUT_COLORS } from '@tagtrail/domain';
import { promotionPageHtml, type PublicPromotion } from './promotion-page.html';

const open: PublicPromotion = {
  reference: 'Vq3x9LmP2sKd7TbWc1RfZa',
  customerName: 'Vinícola Serra Alta',
  description: 'Brinde de Natal',
  prize: 'Uma caixa de Reserva 2021',
  notification: false,
  startDate: '2026-11-01',
  endDate: '2026-12-24',
  winnersCount: 5,
  entryRule: 'perTag',
  products: [],
  places: [],
  rulesUrl: null,
  commitment: 'c'.repeat(64),
  entries: null,
  draw: null,
  recordUrl: null,
};
const frozen: PublicPromotion = {
  ...open,
  entries: { frozenAt: '2026-12-25T00:01:00.000Z', count: 1284, digest: 'd'.repeat(64) },
};
const winners = Array.from({ length: 100 }, (_, i) => i.toString(16).padStart(2, '0').repeat(32));
const drawn: PublicPromotion = {
  ...frozen,
  draw: { seed: 'e'.repeat(64), drawnAt: '2026-12-26T14:05:00.000Z', winners, winnersTotal: 5000 },
  recordUrl: '/p/Vq3x9LmP2sKd7TbWc1RfZa/draw.json',
};
const html = (promotion: PublicPromotion | undefined, language: 'pt' | 'en' | 'es' = 'pt') =>
  promotionPageHtml({ promotion, language, colors: DEFAULT_LAYOUT_COLORS });

describe('the public promotion page (issue 24 §4)', () => {
  it('says where the promotion stands: open, entries frozen, drawn', () => {
    expect(html(open)).toContain('Participações abertas até 24/12/2026.');
    expect(html(open, 'en')).toContain('Entries open until 24/12/2026.');
    expect(html(open, 'en')).toContain('Secret until the draw.');
    expect(html(open)).toContain('Secreta até o sorteio.');
    expect(html(frozen, 'en')).toContain('Entries closed on 24/12/2026. The draw is still to come.');
    expect(html(frozen)).toContain('Participações encerradas em 24/12/2026. O sorteio ainda vai acontecer.');
    expect(html(frozen, 'en')).toContain('1,284 entries · Frozen on 25/12/2026 00:01 UTC');
    expect(html(frozen)).toContain('1.284 participações');
    expect(html(drawn)).toContain('Sorteio realizado em 26/12/2026.');
    expect(html(drawn, 'en')).toContain('Drawn on 26/12/2026.');
    expect(html(drawn, 'es')).toContain('Sorteo realizado el 26/12/2026.');
  });

  it('closes entries on the day the list was frozen when the draw started before the period ended', () => {
    const early = { ...open, entries: { frozenAt: '2026-12-10T15:30:00-03:00', count: 3, digest: 'd'.repeat(64) } };
    expect(html(early, 'en')).toContain('Entries closed on 10/12/2026.');
    expect(html(early, 'en')).toContain('Frozen on 10/12/2026 18:30 UTC');
  });

  it('says the draw is done without inventing a date when the moment is not known', () => {
    const page = html({ ...drawn, draw: { ...drawn.draw!, drawnAt: null } }, 'en');
    expect(page).toContain('The draw is done.');
    expect(page).not.toContain('Drawn on');
  });

  it('shows the commitment, the digest and the seed whole, and the winners shortened, with the rest counted', () => {
    const page = html(drawn, 'en');
    for (const hash of ['c'.repeat(64), 'd'.repeat(64), 'e'.repeat(64)]) expect(page).toContain(hash);
    expect(page).toContain(`>${winners[0]?.slice(0, 16)}…</code><span class="vh">${winners[0]}</span>`);
    expect(page.match(/<li>/g)).toHaveLength(100);
    expect(html(drawn)).toContain('e mais 4.900, no registro completo');
    expect(page).toContain('and 4,900 more, in the full record');
    expect(page).toContain('href="/p/Vq3x9LmP2sKd7TbWc1RfZa/draw.json" download');
  });

  it('escapes every value, and links only web addresses on this site or the web', () => {
    const page = html({
      ...drawn,
      description: '<script>alert(1)</script>',
      customerName: '"Serra" & <Alta>',
      products: ['<img src=x onerror=alert(1)>'],
      rulesUrl: 'javascript:alert(1)',
      recordUrl: '//evil.example/draw.json',
    });
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<img');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain('&quot;Serra&quot; &amp; &lt;Alta&gt;');
    expect(page).not.toContain('javascript:');
    expect(page).not.toContain('evil.example');
    expect(html({ ...open, rulesUrl: 'https://vinicola.example/regulamento.pdf' })).toContain(
      '<a href="https://vinicola.example/regulamento.pdf" rel="noopener">Regulamento</a>',
    );
  });

  it('says no one was drawn when there were no entries', () => {
    const empty = { ...drawn, draw: { ...drawn.draw!, winners: [], winnersTotal: 0 } };
    expect(html(empty, 'en')).toContain('There were no entries, so no one was drawn.');
    expect(html(empty, 'en')).not.toContain('<ol>');
  });

  it('reads every product and anywhere when the promotion names none, and its own lists when it does', () => {
    expect(html(open, 'en')).toContain('Every product of Vinícola Serra Alta');
    expect(html(open, 'en')).toContain('Anywhere');
    const named = html({ ...open, products: ['Reserva 2021', 'Brut'], places: ['Brasil', 'RS'] }, 'en');
    expect(named).toContain('Reserva 2021, Brut');
    expect(named).toContain('Brasil, RS');
  });

  it('says a promotion without a commitment from its save got it when the draw started', () => {
    expect(html({ ...open, commitment: null }, 'en')).toContain('Published when the draw started');
  });

  it('is a "not found" page in the visitor\'s language for an unknown reference', () => {
    expect(html(undefined)).toContain('<h1>Promoção não encontrada</h1>');
    expect(html(undefined, 'en')).toContain('lang="en"');
    expect(html(undefined, 'es')).toContain('Promoción no encontrada');
  });
});
