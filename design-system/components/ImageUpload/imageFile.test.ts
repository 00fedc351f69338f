import { describe, expect, it } from 'vitest';
import { fileExtension, isSupportedImage } from './imageFile';

describe('fileExtension', () => {
  it('takes the last extension in lower case', () => {
    expect(fileExtension('Logo.PNG')).toBe('png');
    expect(fileExtension('cover.photo.JpEg')).toBe('jpeg');
    expect(fileExtension('C:\\photos\\salon.gif')).toBe('gif');
  });
  it('is empty when there is no extension', () => {
    expect(fileExtension('README')).toBe('');
    expect(fileExtension('trailing.')).toBe('');
  });
});

describe('isSupportedImage', () => {
  it('accepts png, jpg, jpeg, svg and gif in any letter case', () => {
    for (const name of ['a.png', 'b.JPG', 'c.jpeg', 'd.Svg', 'e.GIF']) expect(isSupportedImage({ name })).toBe(true);
  });
  it('rejects other extensions, double extensions that end otherwise and names without one', () => {
    for (const name of ['scan.pdf', 'photo.webp', 'photo.heic', 'logo.png.exe', 'png', 'image']) expect(isSupportedImage({ name })).toBe(false);
  });
  it('judges by the name only, not by the declared type', () => {
    expect(isSupportedImage(new File(['x'], 'fake.png', { type: 'application/pdf' }))).toBe(true);
    expect(isSupportedImage(new File(['x'], 'real.pdf', { type: 'image/png' }))).toBe(false);
  });
});
