import { describe, expect, it } from 'vitest';
import { INVALID_WEB_ADDRESS } from '../shared/web-address';
import { emptyCategoryInput } from './category.model';
import { validateCategory } from './category.rules';
import { emptyProductLineInput } from './product-line.model';
import { validateProductLine } from './product-line.rules';
import { emptyProductInput } from './product.model';
import { validateProduct } from './product.rules';

const refused = (errors: readonly { key: string; field?: string }[]) =>
  errors.filter((error) => error.key === INVALID_WEB_ADDRESS).map((error) => error.field);

describe('the catalogue keeps only web addresses in its link and image fields (the public page links to them)', () => {
  it('refuses a product manual or video that is no web address', () => {
    const product = { ...emptyProductInput, manualLink: 'javascript:alert(1)', videoLink: 'https://youtu.be/x' };
    expect(refused(validateProduct(product))).toEqual(['manualLink']);
  });

  it('refuses a category image or sharing link that is no web address', () => {
    const category = {
      ...emptyCategoryInput,
      description: 'Tintos',
      imageUrl: 'tintos.png',
      shareUrl: 'data:text/html,x',
    };
    expect(refused(validateCategory(category))).toEqual(['imageUrl', 'shareUrl']);
  });

  it('refuses a product-line link that is no web address, and lets blanks pass', () => {
    const line = {
      ...emptyProductLineInput,
      code: 'RED',
      description: 'Tintos',
      link: 'www.example.com',
      imageUrl: '',
    };
    expect(refused(validateProductLine(line))).toEqual(['link']);
  });
});
