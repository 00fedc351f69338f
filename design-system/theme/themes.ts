import { darkTheme } from './dark.css';
import { lightTheme } from './light.css';

export const themeNames = ['light', 'dark'] as const;
export type ThemeName = (typeof themeNames)[number];
export const themeClass: Record<ThemeName, string> = { light: lightTheme, dark: darkTheme };
