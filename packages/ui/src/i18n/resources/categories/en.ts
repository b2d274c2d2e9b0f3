/**
 * English texts of the `categories` namespace: the Customer area's category and product-line screens, loaded with the area. The reference key set: `pt` and `es`
 * must have exactly these keys.
 */
export const categoriesEn = {
  categories: {
    listTitle: 'Categories',
  },
  productLines: {
    listTitle: 'Product lines',
  },
};
