import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Flag } from './Flag';

const root = path.resolve(import.meta.dirname, '../../..');
const regionalIndicatorPair = /[\u{1F1E6}-\u{1F1FF}]{2}/u;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(tsx?|json|mdx)$/.test(name) ? [full] : [];
  });
}

describe('Flag', () => {
  it('is decoration beside a label, hidden from assistive tech', () => {
    const { container } = render(<Flag country="SA" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('names the country when it stands alone', () => {
    render(<Flag country="SA" label="المملكة العربية السعودية" />);
    expect(screen.getByRole('img', { name: 'المملكة العربية السعودية' })).toBeInTheDocument();
  });

  it('no emoji flag is left in the product (they show as two letters in boxes on Windows)', () => {
    const offenders = ['design-system', 'app', 'stories'].flatMap((dir) => sourceFiles(path.join(root, dir))).filter((file) => regionalIndicatorPair.test(readFileSync(file, 'utf8')));
    expect(offenders.map((file) => path.relative(root, file))).toEqual([]);
  });
});
