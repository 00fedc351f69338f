import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LanguageSwitch, type LanguageOption } from './LanguageSwitch';

const languages: LanguageOption[] = [
  { code: 'ar', nativeName: 'العربية', dir: 'rtl' },
  { code: 'en', nativeName: 'English', dir: 'ltr' },
];

describe('LanguageSwitch', () => {
  it('is named by the chosen language and its label, each once', () => {
    render(<LanguageSwitch languages={languages} value="ar" onChange={() => {}} label="Language" />);
    expect(screen.getByRole('button')).toHaveAccessibleName('العربية Language');
  });

  it('reports another language, and not the one already chosen', async () => {
    const onChange = vi.fn();
    render(<LanguageSwitch languages={languages} value="ar" onChange={onChange} label="Language" />);
    await userEvent.click(screen.getByRole('button'));
    const english = await screen.findByRole('option', { name: 'English' });
    expect(english.querySelector('[lang="en"][dir="ltr"]')).not.toBeNull();
    await userEvent.click(english);
    expect(onChange).toHaveBeenCalledWith('en');
  });
});
