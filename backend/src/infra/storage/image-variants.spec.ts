import { buildResponsiveImage, isSafeImageFileName, parseStoredImageUrl, widthsFor } from './image-variants.js';

describe('parseStoredImageUrl', () => {
  it('reads empty as no image and http(s) as an external URL', () => {
    expect(parseStoredImageUrl('')).toEqual({ kind: 'none' });
    expect(parseStoredImageUrl('   ')).toEqual({ kind: 'none' });
    expect(parseStoredImageUrl(null)).toEqual({ kind: 'none' });
    expect(parseStoredImageUrl('https://cdn.example.com/a.jpg')).toEqual({ kind: 'external', url: 'https://cdn.example.com/a.jpg' });
  });

  it('reads any other value as a file in the menu image store, with or without a bucket prefix', () => {
    expect(parseStoredImageUrl('burger.jpg')).toEqual({ kind: 'stored', fileName: 'burger.jpg' });
    expect(parseStoredImageUrl('menu-images/burger.jpg')).toEqual({ kind: 'stored', fileName: 'burger.jpg' });
    expect(parseStoredImageUrl('/api/images/menu/burger.jpg')).toEqual({ kind: 'stored', fileName: 'burger.jpg' });
  });

  it('never lets a stored value leave the store', () => {
    expect(parseStoredImageUrl('../../etc/passwd')).toEqual({ kind: 'none' });
    expect(parseStoredImageUrl('menu/../secret.jpg')).toEqual({ kind: 'none' });
    expect(parseStoredImageUrl('a/b.jpg')).toEqual({ kind: 'none' });
  });
});

describe('isSafeImageFileName', () => {
  it.each(['a.jpg', 'Full-English_2.webp', 'x.PNG'])('accepts %p', (name) => expect(isSafeImageFileName(name)).toBe(true));
  it.each(['', '.hidden.jpg', 'a..jpg', 'a/b.jpg', 'a.svg', 'noextension', 'a.jpg%00'])('refuses %p', (name) =>
    expect(isSafeImageFileName(name)).toBe(false),
  );
});

describe('widthsFor', () => {
  it('offers the fixed widths up to the original, never an upscale', () => {
    expect(widthsFor(2000)).toEqual([160, 320, 480, 640, 960]);
    expect(widthsFor(700)).toEqual([160, 320, 480, 640]);
    expect(widthsFor(320)).toEqual([160, 320]);
  });

  it('offers the smallest width for a tiny original', () => {
    expect(widthsFor(90)).toEqual([160]);
  });
});

describe('buildResponsiveImage', () => {
  it('gives a JPEG src, JPEG srcset, AVIF and WebP sources, and the intrinsic size', () => {
    const image = buildResponsiveImage('chips.jpg', 'v1', { width: 500, height: 400 });
    expect(image).toEqual({
      src: '/api/images/menu/chips.jpg?w=480&f=jpeg&v=v1',
      srcset: '/api/images/menu/chips.jpg?w=160&f=jpeg&v=v1 160w, /api/images/menu/chips.jpg?w=320&f=jpeg&v=v1 320w, /api/images/menu/chips.jpg?w=480&f=jpeg&v=v1 480w',
      sources: [
        {
          type: 'image/avif',
          srcset: '/api/images/menu/chips.jpg?w=160&f=avif&v=v1 160w, /api/images/menu/chips.jpg?w=320&f=avif&v=v1 320w, /api/images/menu/chips.jpg?w=480&f=avif&v=v1 480w',
        },
        {
          type: 'image/webp',
          srcset: '/api/images/menu/chips.jpg?w=160&f=webp&v=v1 160w, /api/images/menu/chips.jpg?w=320&f=webp&v=v1 320w, /api/images/menu/chips.jpg?w=480&f=webp&v=v1 480w',
        },
      ],
      width: 500,
      height: 400,
    });
  });

  it('uses 640 wide for the fallback src of a large original', () => {
    expect(buildResponsiveImage('big.png', 'v2', { width: 4000, height: 3000 }).src).toBe('/api/images/menu/big.png?w=640&f=jpeg&v=v2');
  });
});
