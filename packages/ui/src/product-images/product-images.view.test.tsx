// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryProductAdapter, MemoryProductImageAdapter } from '@tagtrail/adapters';
import {
  emptyProductInput,
  PreferencesPortToken,
  ProductImagePortToken,
  ProductPortToken,
  SessionPortToken,
  type ProductImage,
  type ProductImagePort,
} from '@tagtrail/domain';
import { MemoryApp } from '../app/MemoryApp';
import { FakePreferences, FakeSessionPort } from '../testing/fakes';
import { ProductImagesView } from './ProductImagesView';

afterEach(cleanup);

const customer = { username: 'carlos', role: 'CLIENTE', accessToken: 't', customerId: 1 } as const;

// Fluent's MessageBar measures itself; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const image = (id: number): ProductImage => ({
  id,
  name: `foto-${id}.png`,
  uri: `/api/imagens/produtos/1/7/${id}.png`,
});

/** Product 7's images in memory, answering as the server does, the calls that change them watched. */
function imagesOver(images: readonly ProductImage[]) {
  const port = new MemoryProductImageAdapter({ 7: images });
  return {
    port,
    setMain: vi.spyOn(port, 'setMain'),
    remove: vi.spyOn(port, 'remove'),
    upload: vi.spyOn(port, 'upload'),
  };
}

/** The product, its first image its main one. */
const products = new MemoryProductAdapter([
  {
    ...emptyProductInput,
    id: 7,
    code: 'CAB-R',
    name: 'Cabernet Reserva',
    description: 'Tinto',
    categoryId: 1,
    customerId: 1,
    thumbId: 1,
  },
]);

function renderView(port: ProductImagePort) {
  render(
    <MemoryApp
      route="/areacliente/produto/7/imagens"
      services={[
        [SessionPortToken, new FakeSessionPort(customer)],
        [PreferencesPortToken, new FakePreferences()],
        [ProductImagePortToken, port],
        [ProductPortToken, products],
      ]}
    >
      <ProductImagesView productId={7} />
    </MemoryApp>,
  );
}

const pngFile = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2])], name, { type: 'image/png' });

describe('product images view (issue 10 §3)', () => {
  it('links back to the product', async () => {
    renderView(imagesOver([image(1)]).port);
    expect((await screen.findByRole('link', { name: 'Back to the product' })).getAttribute('href')).toBe(
      '/areacliente/produto/7',
    );
  });

  it('shows the gallery with the main image starred, and sets another as main', async () => {
    const { port, setMain } = imagesOver([image(1), image(2)]);
    renderView(port);
    expect(await screen.findByText('Images of Cabernet Reserva')).toBeTruthy();
    expect(screen.getAllByRole('img', { name: 'Main image' })).toHaveLength(1);
    expect(screen.getByText('2 of 10 images')).toBeTruthy();
    const items = screen.getAllByRole('listitem');
    fireEvent.click(within(items[1]!).getByRole('button', { name: 'Set as main image' }));
    await waitFor(() => expect(setMain.mock.calls).toEqual([[7, 2]]));
    await waitFor(() =>
      expect(within(screen.getAllByRole('listitem')[1]!).getByRole('img', { name: 'Main image' })).toBeTruthy(),
    );
  });

  it('deletes an image only after the question is answered', async () => {
    const { port, remove } = imagesOver([image(1), image(2)]);
    renderView(port);
    const items = await screen.findAllByRole('listitem');
    fireEvent.click(within(items[1]!).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { hidden: true });
    expect(within(dialog).getByText(/foto-2\.png/)).toBeTruthy();
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete', hidden: true }));
    await waitFor(async () => expect((await port.list(7)).map((stored) => stored.id)).toEqual([1]));
    await waitFor(() => expect(screen.queryByText('foto-2.png')).toBeNull());
    expect(screen.getByText('1 of 10 images')).toBeTruthy();
  });

  it('uploads several files, refuses a non-image by itself, and says it', async () => {
    const { port, upload } = imagesOver([]);
    renderView(port);
    expect(await screen.findByText(/This product has no images yet/)).toBeTruthy();
    const input = screen.getByTestId('product-image-input');
    const notImage = new File([new TextEncoder().encode('hello')], 'notes.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [pngFile('a.png'), pngFile('b.png'), notImage] } });
    await waitFor(() =>
      expect(upload.mock.calls.map(([, batch]) => batch.map((file) => file.name))).toEqual([['a.png', 'b.png']]),
    );
    expect(await screen.findByText(/notes\.png: not sent: only JPEG or PNG images/)).toBeTruthy();
    expect(await screen.findByText('2 of 10 images')).toBeTruthy();
    expect(screen.getByText('a.png')).toBeTruthy();
  });

  it("refuses an 11th image before sending anything: 'upload image max error'", async () => {
    const { port, upload } = imagesOver(Array.from({ length: 10 }, (_, index) => image(index + 1)));
    renderView(port);
    expect(await screen.findByText('10 of 10 images')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Upload images' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('product-image-input'), { target: { files: [pngFile('k.png')] } });
    expect(await screen.findByText('A product can have at most 10 images')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
  });

  it('states the formats, the size limit and the maximum in the help dialog', async () => {
    renderView(imagesOver([]).port);
    fireEvent.click(await screen.findByRole('button', { name: 'Help' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(within(dialog).getByText(/JPEG \(\.jpg, \.jpeg\) and PNG/)).toBeTruthy();
    expect(within(dialog).getByText('Size: at most 200 KB per image.')).toBeTruthy();
    expect(within(dialog).getByText(/At most 10 images per product/)).toBeTruthy();
  });
});
