/**
 * The pages the server renders for the public, as HTML strings: the tag page a shopper opens by scanning (issue 12),
 * a promotion's public page with its draw anyone can check (issue 24 §4), and a product's page, where the GS1 resolver
 * sends a GTIN and its lots (issue 29 §3).
 * Framework-free, over the domain only, so the server renders them and Storybook shows each of their states.
 */
export { escapeHtml, type PageColors } from './html';
export { tagPageHtml, type TagPageColors, type TagPageHtmlInput, type TagPagePrize } from './tag-page.html';
export { TAG_PAGE_TEXTS, visitorLanguage, type TagPageTexts } from './tag-page.texts';
export { promotionPageHtml, type PromotionPageHtmlInput, type PublicPromotion } from './promotion-page.html';
export { PROMOTION_PAGE_TEXTS, type PromotionPageTexts } from './promotion-page.texts';
export { productPageHtml, type ProductPageHtmlInput, type PublicProduct } from './product-page.html';
export { PRODUCT_PAGE_TEXTS, type ProductPageTexts } from './product-page.texts';
