/** Demo product lines of a winery, for stories and the memory adapter: the lines the demo categories are used in. */
import type { ProductLine } from '@tagtrail/domain';

export const demoProductLines: readonly ProductLine[] = [
  {
    id: 1,
    code: 'TINTOS',
    description: 'Tintos de guarda',
    imageUrl: 'https://cdn.example.com/linhas/tintos.jpg',
    thumbnailUrl: 'https://cdn.example.com/linhas/tintos-mini.jpg',
    link: 'https://vinicola-aurora.example.com/tintos',
    colour: '#7b1e3a',
    relevance: 10,
  },
  {
    id: 2,
    code: 'BRANCOS',
    description: 'Brancos e rosés',
    imageUrl: null,
    thumbnailUrl: null,
    link: 'https://vinicola-aurora.example.com/brancos',
    colour: '#e8d27c',
    relevance: 8,
  },
  {
    id: 3,
    code: 'ESPUMANTES',
    description: 'Espumantes método tradicional',
    imageUrl: null,
    thumbnailUrl: null,
    link: null,
    colour: '#c9a227',
    relevance: 6,
  },
  {
    id: 4,
    code: 'EDICOES',
    description: 'Edições limitadas',
    imageUrl: null,
    thumbnailUrl: null,
    link: null,
    colour: null,
    relevance: 2,
  },
];
