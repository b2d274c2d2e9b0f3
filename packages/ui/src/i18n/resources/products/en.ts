/**
 * English texts of the `products` namespace: the Customer area's product and product image screens, loaded with the area. The reference key set: `pt` and `es`
 * must have exactly these keys.
 */
export const productsEn = {
  products: {
    listTitle: 'Products',
  },
};
