import { expect, it } from 'vitest';
import { whatsAppShareLink } from './shareTexts';

it('puts the whole message, Arabic and line breaks included, in the WhatsApp link', () => {
  const text = 'احجز موعدك الآن\nhttps://mawid.sa/ar/s/elegance?x=1&y=2';
  const link = whatsAppShareLink(text);
  expect(link.startsWith('https://wa.me/?text=')).toBe(true);
  expect(new URL(link).searchParams.get('text')).toBe(text);
  expect(new URL(link).searchParams.get('y')).toBeNull();
});
