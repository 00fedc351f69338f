import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';
import { precompressPluginName } from '../scripts/vite-precompress';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  staticDirs: ['../public', './public'],
  // The closed network makes each telemetry attempt wait for a timeout.
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  // The app's build writes compressed copies for its server; a static Storybook does not need them.
  viteFinal: (config) => ({ ...config, plugins: (config.plugins ?? []).filter((plugin: PluginOption) => !isNamed(plugin, precompressPluginName)) }),
};

const isNamed = (plugin: PluginOption, name: string) => typeof plugin === 'object' && plugin !== null && 'name' in plugin && plugin.name === name;

export default config;
