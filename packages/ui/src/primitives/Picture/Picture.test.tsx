import { render, screen } from '@testing-library/react';
import { Picture, type ResponsiveImage } from './Picture';

const photo: ResponsiveImage = {
  src: '/studio-1280.webp',
  srcSet: '/studio-640.webp 640w, /studio-1280.webp 1280w',
  sources: [{ type: 'image/avif', srcSet: '/studio-640.avif 640w, /studio-1280.avif 1280w' }],
  width: 1280,
  height: 800,
  alt: 'The studio wall',
};

describe('Picture', () => {
  it('offers the extra formats first, in a picture, with the fallback image last', () => {
    const { container } = render(<Picture image={photo} sizes="50vw" />);
    const picture = container.firstElementChild!;
    expect(picture.tagName).toBe('PICTURE');
    const source = picture.querySelector('source')!;
    expect([source.type, source.getAttribute('srcset'), source.getAttribute('sizes')]).toEqual([
      'image/avif',
      photo.sources![0]!.srcSet,
      '50vw',
    ]);
    const image = screen.getByRole('img', { name: 'The studio wall' });
    expect(picture.lastElementChild).toBe(image);
    expect([image.getAttribute('srcset'), image.getAttribute('sizes')]).toEqual([
      photo.srcSet,
      '50vw',
    ]);
  });

  it('renders a plain image when there is one format, with its box reserved', () => {
    const { container } = render(<Picture image={{ ...photo, sources: undefined }} />);
    const image = container.firstElementChild!;
    expect(image.tagName).toBe('IMG');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['1280', '800']);
  });

  it('emits no source for an empty list of formats', () => {
    const { container } = render(<Picture image={{ ...photo, sources: [] }} />);
    expect(container.firstElementChild!.tagName).toBe('IMG');
    expect(container.querySelector('source')).toBeNull();
  });

  it('prefers the image’s own sizes to the one it is given', () => {
    render(<Picture image={{ ...photo, sizes: '320px' }} sizes="50vw" />);
    expect(screen.getByRole('img').getAttribute('sizes')).toBe('320px');
  });

  it('loads lazily unless told otherwise, and sets loading before the image source', () => {
    render(<Picture image={photo} />);
    const image = screen.getByRole('img');
    expect(image.getAttribute('loading')).toBe('lazy');
    const names = image.getAttributeNames();
    expect(names.indexOf('loading')).toBeLessThan(names.indexOf('src'));
  });
});
