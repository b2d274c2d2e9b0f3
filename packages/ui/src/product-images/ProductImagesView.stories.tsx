import type { Meta, StoryObj } from '@storybook/react-vite';
import { Container } from 'inversify';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { MemoryProductImageAdapter, demoProductImages, type MemoryProductImageOptions } from '@tagtrail/adapters';
import { ProductImagePortToken, ProductPortToken, type ProductImage, type ProductPort } from '@tagtrail/domain';
import { ServicesProvider } from '../services/services';
import { storyUsers } from '../story-fixtures';
import { ProductImagesView } from './ProductImagesView';

const route = '/areacliente/produto/7/imagens';
const user = storyUsers.customer;
const PRODUCT_ID = 7;

interface GalleryArgs {
  readonly images: readonly ProductImage[];
  readonly thumbId: number | null;
  readonly options?: MemoryProductImageOptions;
  readonly productNever?: boolean;
}

/** The gallery over its own in-memory ports: the images and the product (its name and main image). */
function Gallery({ images, thumbId, options = {}, productNever = false }: GalleryArgs) {
  const container = new Container();
  container
    .bind(ProductImagePortToken)
    .toConstantValue(new MemoryProductImageAdapter({ [PRODUCT_ID]: images }, options));
  const product: Pick<ProductPort, 'get'> = {
    get: () =>
      productNever
        ? new Promise(() => undefined)
        : Promise.resolve({ id: PRODUCT_ID, name: 'Cabernet Sauvignon Reserva 2021', thumbId } as never),
  };
  container.bind(ProductPortToken).toConstantValue(product);
  return (
    <ServicesProvider container={container}>
      <ProductImagesView productId={PRODUCT_ID} />
    </ServicesProvider>
  );
}

const meta = {
  title: 'Customer/Product images',
  component: Gallery,
  parameters: { layout: 'padded', app: { route, user } },
  args: { images: demoProductImages(3), thumbId: 1 },
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], 'new-photo.png', {
    type: 'image/png',
  });

/** Three images, the first the main one (the yellow star). */
export const Gallery3: Story = { name: 'Gallery' };

/** While the images load. */
export const Loading: Story = { args: { options: { never: true }, productNever: true } };

/** A product without images: the page says how many may be uploaded. */
export const Empty: Story = { args: { images: [], thumbId: null } };

/** Ten images: the limit, so Upload is disabled. */
export const Full: Story = { args: { images: demoProductImages(10), thumbId: 4 } };

/** The images cannot be loaded: 'loading image error' with a retry. */
export const LoadFailed: Story = { args: { options: { failOn: ['list'] } } };

/** Two files being sent, 45 % gone: the progress bar. */
export const Uploading: Story = {
  args: { options: { uploadStopsAt: 0.45 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The input is hidden behind the Upload button, which opens the system's file picker: the files arrive as its change.
    fireEvent.change(await canvas.findByTestId('product-image-input'), { target: { files: [png(), png()] } });
    await expect(await canvas.findByRole('progressbar')).toBeTruthy();
  },
};

/** A file that is not an image is refused by itself; the server refuses the rest ('upload image error'). */
export const UploadError: Story = {
  args: { options: { failOn: ['upload'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notImage = new File([new TextEncoder().encode('hello')], 'notes.png', { type: 'image/png' });
    fireEvent.change(await canvas.findByTestId('product-image-input'), { target: { files: [png(), notImage] } });
    await canvas.findByText(/notes\.png/);
  },
};

/** The question before an image is deleted. */
export const DeleteConfirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [, second] = await canvas.findAllByRole('button', { name: /^(Delete|Excluir|Eliminar)$/ });
    if (second === undefined) throw new Error('no second delete button');
    await userEvent.click(second);
  },
};
