/** Demo categories of a winery, for stories and the memory adapter: a small tree used in the demo product lines. */
import { emptyMediaLinks, type Category } from '@tagtrail/domain';

const category = (fields: Pick<Category, 'id' | 'description'> & Partial<Category>): Category => ({
  parentCategoryId: null,
  active: true,
  imageUrl: null,
  ...emptyMediaLinks,
  relevance: 0,
  usage: [],
  segments: [],
  ...fields,
});

export const demoCategories: readonly Category[] = [
  category({
    id: 1,
    description: 'Vinhos tintos',
    usage: ['TINTOS'],
    relevance: 10,
    segments: [{ description: 'Reserva' }, { description: 'Gran Reserva' }],
    imageUrl: 'https://cdn.example.com/categorias/tintos.jpg',
    videoLink: 'https://video.example.com/aurora-tintos',
  }),
  category({ id: 2, description: 'Cabernet Sauvignon', parentCategoryId: 1, usage: ['TINTOS'], relevance: 7 }),
  category({ id: 3, description: 'Merlot', parentCategoryId: 1, usage: ['TINTOS', 'EDICOES'], relevance: 6 }),
  category({
    id: 4,
    description: 'Espumantes',
    usage: ['ESPUMANTES', 'BRANCOS'],
    relevance: 8,
    shareUrl: 'https://vinicola-aurora.example.com/espumantes',
    shareMessage: 'Brinde com a Aurora!',
  }),
  category({ id: 5, description: 'Acessórios', active: false, relevance: 1 }),
];
