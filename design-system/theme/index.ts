export { vars } from './contract.css';
export { lightTheme } from './light.css';
export { darkTheme } from './dark.css';
export { themeClass, themeNames, type ThemeName } from './themes';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export { breakpoints, mediaUp, phoneOnly, type Breakpoint } from './breakpoints';
